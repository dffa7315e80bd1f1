// A new shopper wants to like a coupon: Like asks them to log in, they have no account, so they
// sign up and type the emailed code — which signs them in and lands them back on the coupon,
// where the like sticks on the server. Then they log out. Later they forget their password and
// choose a new one (the reset token that proves they entered the code stays in the page's memory).
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, launchBrowser, openPage, viewports } from './support/browser'
import { readIndexedDb, serverActivities } from './support/session'
import { E2E_MAILBOX_TOKEN } from './support/server'
import { uniqueTag } from '../support/unique'

type Activities = { email: string; coupon_likes: Array<{ likes: number }> }

/** The latest code the dev mailbox "sent" to `email` (kind 'verify' or 'reset'). */
async function latestCode(email: string, kind: 'verify' | 'reset'): Promise<string> {
  const response = await fetch(`${baseUrl()}/beta/__dev/mailbox?email=${encodeURIComponent(email)}`, {
    headers: { 'X-Dev-Mailbox-Token': E2E_MAILBOX_TOKEN },
  })
  expect(response.status).toBe(200)
  const { messages } = (await response.json()) as { messages: Array<{ kind: string; code: string }> }
  const message = messages.find((sent) => sent.kind === kind)
  if (!message) throw new Error(`No ${kind} code was sent to ${email}`)
  return message.code
}

async function someCoupon(): Promise<{ id: number; title: string }> {
  const response = await fetch(`${baseUrl()}/beta/api/coupon-items-all-aws`)
  const { data } = (await response.json()) as { data: { results: Array<{ id: number; title: string }> } }
  const coupon = data.results[1] ?? data.results[0]
  if (!coupon) throw new Error('The seeded data has no coupons')
  return coupon
}

const uniqueEmail = () => `ada.${uniqueTag()}@example.ng`
const alertWith = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text })
const statusWith = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })
// Chromium logs every 4xx answer: the wrong code's 400 and wrong password's 401 are the story.
const pageErrors = (errors: string[]) => errors.filter((error) => !/status of (400|401)\b/.test(error))

/** Where the page could have kept `secret` beyond its memory: the address, history, storage. */
async function storedAnywhere(page: Page, secret: string): Promise<string[]> {
  const places = await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('keyval-store')
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    const values = await new Promise<unknown[]>((resolve, reject) => {
      const request = db.transaction('keyval').objectStore('keyval').getAll()
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    db.close()
    return {
      url: location.href,
      history: JSON.stringify(history.state),
      local: JSON.stringify({ ...localStorage }),
      session: JSON.stringify({ ...sessionStorage }),
      indexedDb: JSON.stringify(values),
    }
  })
  return Object.entries(places)
    .filter(([, text]) => text.includes(secret))
    .map(([place]) => place)
}

/** A shopper on Allen Avenue, Ikeja, who lets the app see where they are (no location toast). */
async function shopperInIkeja(viewport: keyof typeof viewports) {
  return (await launchBrowser()).newContext({
    viewport: viewports[viewport],
    baseURL: baseUrl(),
    geolocation: { latitude: 6.6018, longitude: 3.3515 },
    permissions: ['geolocation'],
  })
}

async function signUp(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Obi')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign up' }).click()
}

async function logIn(page: Page, password: string): Promise<void> {
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
}

describe('accounts', () => {
  it('a new shopper signs up, verifies the emailed code, is signed in and back on the coupon to like it, and logs out', async () => {
    const coupon = await someCoupon()
    const email = uniqueEmail()
    const password = 'jollof-rice-2026'
    const context = await shopperInIkeja('desktop')
    const { page, errors, close } = await openPage(`/coupon-detail/${coupon.id}`, { context })
    try {
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(coupon.title)
      await page.getByRole('button', { name: /^Like / }).click()
      await page
        .getByRole('group', { name: 'Log in to like this coupon' })
        .getByRole('link', { name: 'Log in' })
        .click()
      await page.waitForURL(/\/login\?redirect=/)
      await page.getByRole('link', { name: 'Sign up' }).click()
      await page.waitForURL(/\/signup\?redirect=/)

      // Too short a password is caught here, before the server is asked.
      await expect.poll(() => page.getByText('At least 8 characters.').count()).toBe(1)
      await signUp(page, email, 'short')
      await expect.poll(() => page.getByText('Password must be at least 8 characters.').count()).toBe(1)
      await signUp(page, email, password)

      await page.waitForURL(/\/verify-otp\?redirect=/)
      expect(page.url()).not.toContain('example.ng')
      await expect.poll(() => statusWith(page, `6-digit code is on its way to ${email}`).count()).toBe(1)
      expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(email)

      // A wrong code says so; the emailed one verifies the address.
      const code = await latestCode(email, 'verify')
      await page.getByLabel('Code', { exact: true }).fill(code === '000000' ? '111111' : '000000')
      await page.getByRole('button', { name: 'Verify email' }).click()
      await expect.poll(() => alertWith(page, 'Error Verifying OTP:').count()).toBe(1)
      await page.getByLabel('Code', { exact: true }).fill(code)
      await page.getByRole('button', { name: 'Verify email' }).click()

      // The password typed at signup signs them in: no second form, straight back.
      await expect.poll(() => page.getByText('Your email is verified and you are logged in.').count()).toBe(1)
      // Back where they started, on the coupon: this time the like sticks.
      // Polled rather than waitForURL, so a failure names the page the shopper was sent to.
      await expect
        .poll(() => new URL(page.url()).pathname + new URL(page.url()).search, { timeout: 15_000 })
        .toBe(`/coupon-detail/${coupon.id}`)
      await page.getByRole('button', { name: /^Like / }).click()
      await expect.poll(() => page.getByRole('button', { name: /^Liked / }).getAttribute('aria-pressed')).toBe('true')
      const access = (await readIndexedDb(page, 'access')) as string
      await expect
        .poll(async () => (await serverActivities<Activities>(access)).coupon_likes.map((like) => like.likes), {
          timeout: 15_000,
        })
        .toEqual([coupon.id])
      expect((await serverActivities<Activities>(access)).email).toBe(email)

      // Signed in, the sign-up page sends them on to near me (docs/pages.md).
      await page.goto('/signup')
      await page.waitForURL(/\/near-me$/)

      // Back on the coupon after a reload, it is still liked; then they log out.
      await page.goto(`/coupon-detail/${coupon.id}`)
      await expect.poll(() => page.getByRole('button', { name: /^Liked / }).count()).toBe(1)
      await page.getByRole('button', { name: /Ada/ }).click()
      await page.getByRole('button', { name: 'Logout' }).click()
      await expect.poll(() => page.getByText('You are logged out.').count()).toBe(1)
      // The toast sits over the account button (top right); the shopper closes it.
      await page.getByRole('button', { name: 'close' }).click()
      await page.getByRole('button', { name: /Account/ }).click()
      await expect.poll(() => page.getByRole('link', { name: 'Sign Up As User' }).count()).toBe(1)
      expect(await page.getByRole('link', { name: 'Log In As User' }).count()).toBe(1)
      expect(await readIndexedDb(page, 'access')).toBeUndefined()
      expect(pageErrors(errors)).toEqual([])
    } finally {
      await close()
    }
  })

  it('a shopper who forgot their password gets a code, chooses a new one and logs in with it', async () => {
    const email = uniqueEmail()
    const context = await shopperInIkeja('mobile')
    const { page, errors, close } = await openPage('/signup', { context })
    try {
      await signUp(page, email, 'first-password-1')
      await page.waitForURL(/\/verify-otp$/)
      await page.getByLabel('Code', { exact: true }).fill(await latestCode(email, 'verify'))
      await page.getByRole('button', { name: 'Verify email' }).click()
      // Signed in at once (near me: they came to sign up from nowhere in particular); they log out.
      await page.waitForURL(/\/near-me$/)
      // The welcome sits over the account button (top right); the shopper closes it.
      await page
        .locator('.Toastify__toast', { hasText: 'Your email is verified and you are logged in.' })
        .getByRole('button', { name: 'close' })
        .click()
      await page.getByRole('button', { name: 'Ada' }).click()
      await page.getByRole('button', { name: 'Logout' }).click()
      await expect.poll(() => page.getByText('You are logged out.').count()).toBe(1)

      // Later, on the login page, they cannot remember the password.
      await page.goto('/login')
      await page.getByLabel('Email', { exact: true }).fill(email)
      await page.getByRole('link', { name: 'Forgot password?' }).click()
      await page.waitForURL(/\/forgot-password$/)
      expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(email)
      await page.getByRole('button', { name: 'Send reset code' }).click()

      await page.waitForURL(/\/reset-password$/)
      await expect.poll(() => statusWith(page, `reset code is on its way to ${email}`).count()).toBe(1)
      await page.getByLabel('Reset code').fill(await latestCode(email, 'reset'))
      const codeAccepted = page.waitForResponse((response) => response.url().endsWith('/password-reset-enter-code'))
      await page.getByRole('button', { name: 'Continue' }).click()
      const { reset_token: resetToken } = (await (await codeAccepted).json()) as { reset_token: string }
      expect(resetToken).toEqual(expect.any(String))
      const newPasswordSent = page.waitForRequest((request) =>
        request.url().endsWith('/password-reset-enter-new-password-app-user'),
      )

      const newPassword = 'second-password-2'
      await page.getByLabel('New password', { exact: true }).fill(newPassword)
      await page.getByLabel('Confirm new password', { exact: true }).fill('something-else')
      await page.getByRole('button', { name: 'Save new password' }).click()
      await expect.poll(() => page.getByText('The passwords do not match.').count()).toBe(1)
      await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword)
      // The page kept the reset token in memory between its two stages, and sends it now.
      expect(await storedAnywhere(page, resetToken)).toEqual([])
      await page.getByRole('button', { name: 'Save new password' }).click()
      expect((await newPasswordSent).postDataJSON()).toEqual({ email, password: newPassword, reset_token: resetToken })

      await page.waitForURL(/\/login$/)
      await expect.poll(() => statusWith(page, 'Your password is changed.').count()).toBe(1)
      // The old password no longer works; the new one does.
      await logIn(page, 'first-password-1')
      await expect.poll(() => alertWith(page, 'Invalid email or password').count()).toBe(1)
      await logIn(page, newPassword)
      await page.waitForURL(/\/near-me$/)
      expect((await readIndexedDb(page, 'user')) as { email: string }).toMatchObject({ email })
      expect(pageErrors(errors)).toEqual([])
    } finally {
      await close()
    }
  })
})
