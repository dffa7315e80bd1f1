// Kemi left herself logged in on a friend's phone. On her own phone she opens her account
// settings, taps "Log out on every phone and browser", confirms, and is logged out here; the
// friend's phone's login no longer works either (its tokens are refused by the server).
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { violationsInBothThemes } from './support/axe'
import { launchBrowser, SHARING_IKEJA, viewports, waitForApp } from './support/browser'
import { newShopper } from './support/new-shopper'
import { readIndexedDb, seedSession, type Session } from './support/session'
import { startServer, type RunningServer } from './support/server'

let server: RunningServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server?.stop()
})

/** Her phone, set to dark (axe checks its pages in both themes: violationsInBothThemes). */
async function phoneOf(session: Session): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  // CSP is bypassed so axe (an inline script) can run; security.test.ts checks the policy. The
  // phone shares where it is: a location toast fading in at its own moment is not what axe checks here.
  const context = await (
    await launchBrowser()
  ).newContext({
    viewport: viewports.mobile,
    baseURL: server.url,
    colorScheme: 'dark',
    bypassCSP: true,
    ...SHARING_IKEJA,
  })
  await context.addInitScript(() => localStorage.setItem('beta_notice_seen', '1'))
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/')
  await seedSession(page, session)
  await page.goto('/account')
  await waitForApp(page)
  return { context, page, errors }
}

/** What the server says to a session's tokens now: the refresh's answer status. */
async function refreshStatus(session: Session): Promise<number> {
  const response = await fetch(`${server.url}/beta/account/token/refresh`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token: session.refresh }),
  })
  return response.status
}

describe('log out everywhere', () => {
  it("Kemi logs out on every phone from her own: her friend's phone's login ends too", async () => {
    const kemi = await newShopper(server.url, 'Kemi')
    const login = await fetch(`${server.url}/beta/account/app-user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: kemi.user.email, password: kemi.password }),
    })
    const friendsPhone = (await login.json()) as Session
    const own = await phoneOf(kemi)
    try {
      const { page } = own
      await page.getByRole('button', { name: 'Kemi' }).waitFor()
      expect(await readIndexedDb(page, 'user')).toMatchObject({ first_name: 'Kemi' })
      await page.getByRole('button', { name: 'Log out on every phone and browser' }).click()
      const yes = page.getByRole('button', { name: 'Yes, log out everywhere' })
      await expect.poll(() => yes.evaluate((element) => element === document.activeElement)).toBe(true)
      await page.keyboard.press('Enter')
      await page.getByRole('status').filter({ hasText: 'You are logged out on every phone and browser.' }).waitFor()
      // Signed out here: the header offers the account menu without her name.
      expect(await page.getByRole('button', { name: 'Kemi' }).count()).toBe(0)
      expect(await readIndexedDb(page, 'user')).toBeFalsy()
      // …and on the friend's phone: its login is refused.
      expect(await refreshStatus(friendsPhone)).toBe(401)
      expect(own.errors).toEqual([])
    } finally {
      await own.context.close()
    }
  })

  it('offline: the question and the "needs a connection" alert pass axe in both themes, and she stays logged in', async () => {
    const tola = await newShopper(server.url, 'Tola')
    const phone = await phoneOf(tola)
    try {
      const { page, context } = phone
      await page.getByRole('button', { name: 'Log out on every phone and browser' }).click()
      expect(await violationsInBothThemes(page, '/account asking')).toBe('none')
      await context.setOffline(true)
      await page.getByRole('button', { name: 'Yes, log out everywhere' }).click()
      await page.getByRole('alert').filter({ hasText: 'Logging out everywhere needs a connection.' }).waitFor()
      expect(await violationsInBothThemes(page, '/account offline')).toBe('none')
      await context.setOffline(false)
      expect(await readIndexedDb(page, 'user')).toMatchObject({ first_name: 'Tola' })
      expect(await refreshStatus(tola)).toBe(200)
    } finally {
      await phone.context.close()
    }
  })
})
