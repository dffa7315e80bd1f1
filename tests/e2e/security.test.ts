// The server's Content-Security-Policy allows no inline script or style but the build's own, by
// their hashes. Every kind of page — the shell, lists, the map with its tiles and pins, a store
// front, the forms — runs under it without a single violation. And a shopper's tokens stay where
// the design keeps them (IndexedDB): never in a URL, a log line or localStorage.
import type { Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, launchBrowser, openPage, viewports, waitForApp, waitForWorkerControl } from './support/browser'
import { cspViolations, recordCspViolations } from './support/csp'
import { seededIds } from './support/routes'
import { E2E_MAILBOX_TOKEN, startServer } from './support/server'
import { readIndexedDb, writeIndexedDb } from './support/session'
import { uniqueTag } from '../support/unique'

describe('the Content-Security-Policy', () => {
  it('is sent with the app and breaks nothing on the busiest pages', async () => {
    const ids = await seededIds(baseUrl())
    const context = await (
      await launchBrowser()
    ).newContext({
      viewport: viewports.mobile,
      baseURL: baseUrl(),
      geolocation: { latitude: 6.6018, longitude: 3.3515 },
      permissions: ['geolocation'],
    })
    try {
      await context.addInitScript(() => localStorage.setItem('beta_notice_seen', '1'))
      await recordCspViolations(context)
      const page = await context.newPage()
      const first = await page.goto('/')
      expect(first?.headers()['content-security-policy']).toContain("script-src 'self'")
      // A first visit's page carries its stylesheet inline (the network copy), allowed by its hash.
      expect(first?.headers()['content-security-policy']).toMatch(/style-src 'self' 'sha256-[\w+/=]+'/)
      expect(await page.locator('head > style').count()).toBe(1)
      expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px')

      for (const path of ['/', '/near-me', '/map', `/store-front-details/${ids.storeSlug}`, '/blog/new', '/cart']) {
        await page.goto(path)
        await page.getByRole('heading', { level: 1 }).first().waitFor()
        await page.waitForLoadState('networkidle')
        expect({ path, violations: await cspViolations(page) }).toEqual({ path, violations: [] })
      }

      // A modal and a toast (their styles load with them) under the same policy.
      await page.getByRole('button', { name: 'Send feedback' }).click()
      await page.getByRole('dialog').getByRole('textbox').fill('The checkout page loads fast on my phone.')
      await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click()
      await page.getByText('Thanks for your feedback.').waitFor()
      expect(await cspViolations(page)).toEqual([])
      // The toast's styles come from its CSS file (no inline <style> is allowed): it still floats.
      const container = page.locator('.Toastify__toast-container')
      expect(await container.evaluate((element) => getComputedStyle(element).position)).toBe('fixed')
    } finally {
      await context.close()
    }
  })
})

describe("a shopper's tokens", () => {
  it('never appear in a URL, a server log line or web storage, from signup to logout', async () => {
    // Its own server, to read its log.
    const server = await startServer()
    const context = await (
      await launchBrowser()
    ).newContext({
      viewport: viewports.desktop,
      baseURL: server.url,
      serviceWorkers: 'allow',
      geolocation: { latitude: 6.6018, longitude: 3.3515 },
      permissions: ['geolocation'],
    })
    // Every request of the pages and of the service worker, and every token the server hands out.
    const requests: Request[] = []
    const tokens = new Set<string>()
    context.on('request', (request) => requests.push(request))
    context.on('response', async (response) => {
      if (!/\/account\/(app-user\/login|token\/refresh)$/.test(new URL(response.url()).pathname)) return
      const body = (await response.json().catch(() => null)) as { access?: string; refresh?: string } | null
      for (const token of [body?.access, body?.refresh]) if (token) tokens.add(token)
    })
    const email = `tolu.${uniqueTag()}@example.ng`
    const password = 'puff-puff-2026'
    const { page, close } = await openPage('/signup', { context })
    try {
      await waitForWorkerControl(page)
      await page.getByLabel('First name').fill('Tolu')
      await page.getByLabel('Last name').fill('Bello')
      await page.getByLabel('Email', { exact: true }).fill(email)
      await page.getByLabel('Password', { exact: true }).fill(password)
      await page.getByRole('button', { name: 'Sign up' }).click()
      await page.waitForURL(/\/verify-otp/)
      const mailbox = await fetch(`${server.url}/beta/__dev/mailbox?email=${encodeURIComponent(email)}`, {
        headers: { 'X-Dev-Mailbox-Token': E2E_MAILBOX_TOKEN },
      })
      const { messages } = (await mailbox.json()) as { messages: Array<{ code: string }> }
      await page.getByLabel('Code', { exact: true }).fill(messages[0]?.code ?? '')
      await page.getByRole('button', { name: 'Verify email' }).click()
      // The right code signs the new shopper in (with the password still in the page's memory).
      await page.waitForURL(/\/near-me$/)
      // The session is saved before the next page load reads it.
      await expect.poll(async () => typeof (await readIndexedDb(page, 'access'))).toBe('string')
      // The login's tokens, also when its answer's body was gone before it could be read (the
      // page moves on at once; under load the response listener can lose the race).
      for (const key of ['access', 'refresh']) tokens.add((await readIndexedDb(page, key)) as string)

      // A like, then an access token the server no longer accepts: the app refreshes and retries.
      const coupon = (await (await fetch(`${server.url}/beta/api/coupon-items-all-aws`)).json()).data.results[0]
      await page.goto(`/coupon-detail/${coupon.id}`)
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(coupon.title)
      await page.getByRole('button', { name: /^Like / }).click()
      await expect.poll(() => page.getByRole('button', { name: /^Liked / }).count()).toBe(1)
      const firstRefresh = await readIndexedDb(page, 'refresh')
      await writeIndexedDb(page, { access: 'expired.access.token' })
      await page.reload()
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(coupon.title)
      // The prerendered heading shows before the app runs: tap once it has brought the session in.
      await waitForApp(page)
      await page.getByRole('button', { name: /^Liked / }).click()
      // A refresh and a retry behind each other, each a round trip to a server the busy host slows.
      await expect.poll(() => readIndexedDb(page, 'refresh'), { timeout: 30_000 }).not.toBe(firstRefresh)
      await expect.poll(() => page.getByRole('button', { name: /^Like / }).count(), { timeout: 30_000 }).toBe(1)
      for (const key of ['access', 'refresh']) tokens.add((await readIndexedDb(page, key)) as string)

      const stored = await page.evaluate(async () => ({
        local: Object.entries(localStorage).flat(),
        session: Object.entries(sessionStorage).flat(),
        cookie: document.cookie,
        cached: (
          await Promise.all((await caches.keys()).map(async (name) => (await caches.open(name)).keys()))
        ).flatMap((keys) => keys.map((request) => request.url)),
      }))

      await page.getByRole('button', { name: /Tolu/ }).click()
      await page.getByRole('button', { name: 'Logout' }).click()
      await expect.poll(() => page.getByText('You are logged out.').count()).toBe(1)
      expect(await readIndexedDb(page, 'access')).toBeUndefined()

      // Two from login, two from the refresh: the signature part of each, in case of re-encoding.
      expect(tokens.size).toBeGreaterThanOrEqual(4)
      // And the password, which the page kept in memory from signup to sign the shopper in.
      const secrets = [...[...tokens].flatMap((token) => [token, token.split('.').at(-1) ?? token]), password]
      const leaks = (where: string, texts: string[]) =>
        texts.flatMap((text) => secrets.filter((secret) => text.includes(secret)).map(() => `${where}: ${text}`))
      const urls = requests.map((request) => request.url())
      expect(requests.filter((request) => request.serviceWorker()).length).toBeGreaterThan(0)
      expect(leaks('url', urls)).toEqual([])
      expect(leaks('log', server.logs())).toEqual([])
      expect(server.logs().some((line) => line.startsWith('POST /beta/account/token/refresh 200'))).toBe(true)
      expect(leaks('storage', [...stored.local, ...stored.session, stored.cookie])).toEqual([])
      expect(leaks('cache', stored.cached)).toEqual([])
      // Personal answers are not kept in the service worker's caches.
      expect(stored.cached.filter((url) => url.includes('/beta/account/'))).toEqual([])
      // The bearer token goes to this server's API and nowhere else.
      const bearerTargets = await Promise.all(
        requests.map(async (request) => ((await request.allHeaders()).authorization ? request.url() : null)),
      )
      expect(bearerTargets.filter((url) => url !== null && !url.startsWith(`${server.url}/beta/`))).toEqual([])
      expect(bearerTargets.filter(Boolean).length).toBeGreaterThan(0)
    } finally {
      await close()
      await server.stop()
    }
  })
})
