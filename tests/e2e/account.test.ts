// Bisi opens her account on her phone (docs/history.md#issue-25). She liked Jollof Republic and paid for one of
// its coupons earlier (over HTTP here, as the checkout stories do it in the browser); the account
// lists the store and the coupon's code. She fixes her name, changes her password (this phone
// stays logged in), logs out, and logs in again with the new password.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, SHARING_IKEJA, viewports, waitForApp } from './support/browser'
import { mailedCode, newShopper } from './support/new-shopper'
import { readIndexedDb, seedSession, type Session } from './support/session'
import { startServer, type RunningServer } from './support/server'
import { storeBySlug } from './support/stores'

const STORE_SLUG = 'jollof-republic'
const NEW_PASSWORD = 'suya-at-midnight-2026'

let server: RunningServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server?.stop()
})

async function api(path: string, init: { token?: string; body?: unknown } = {}) {
  const response = await fetch(`${server.url}/beta${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

/**
 * Likes the store, then pays for the first coupon near central Lagos whose store takes orders
 * now (picked up: no address). Returns the store liked and the voucher's code.
 */
async function likeAndBuyCoupon(session: Session): Promise<{ storeName: string; code: string }> {
  const store = await storeBySlug(server.url, STORE_SLUG)
  const like = await api('/gidideals-user/gidideals-likes', {
    token: session.access,
    body: { user: session.user.id, likes: store.id },
  })
  expect(like.status).toBe(201)
  const list = await api('/api/coupon-items-all-aws?latitude=6.6018&longitude=3.3515')
  const coupons = (list.json.data as { results: Array<{ id: number; store?: { id: number } }> }).results
  let cart: { restaurant: number; items: Array<{ id: number; quantity: number }>; fulfilment: string } | undefined
  let quote: Record<string, number | string> = {}
  for (const coupon of coupons) {
    if (!coupon.store) continue
    const candidate = { restaurant: coupon.store.id, items: [{ id: coupon.id, quantity: 1 }], fulfilment: 'pickup' }
    const quoted = await api('/sales/sales-quote', { body: candidate })
    if (quoted.status !== 200) continue
    const data = quoted.json.data as Record<string, number | string> & { store: { open: boolean } }
    if (!data.store.open) continue
    cart = candidate
    quote = data
    break
  }
  if (!cart) throw new Error('the seed has no coupon on sale now')
  const created = await api('/sales/sales-create', {
    token: session.access,
    body: {
      ...cart,
      phone_number: '0803 123 4567',
      shipping_address: 'Pick up at the store',
      email: session.user.email,
      vat: quote.vat,
      service_charge: quote.service_charge,
      delivery_fee: quote.delivery_fee,
      total_amount_payable: quote.total_amount_payable,
      total_amount_payable_to_business: quote.total_amount_payable_to_business,
    },
  })
  expect(created.status).toBe(201)
  const { reference, access_code } = created.json.data as { reference: string; access_code: string }
  const paid = await fetch(`${server.url}/beta/pay/${reference}/pay`, {
    method: 'POST',
    body: new URLSearchParams({ access_code }),
    redirect: 'manual',
  })
  expect(paid.status).toBe(303)
  const orders = await api('/sales/my-orders', { token: session.access })
  const results = (orders.json.data as { results: Array<{ items: Array<{ code: string | null }> }> }).results
  const code = results[0]?.items[0]?.code
  if (!code) throw new Error('the paid coupon has no code')
  return { storeName: store.name_of_business, code }
}

const section = (page: Page, name: string) => page.getByRole('region', { name })

describe('the account', () => {
  it('Bisi sees her liked store and voucher, changes her name and password, and logs in with the new one', async () => {
    const bisi = await newShopper(server.url, 'Bisi')
    const { storeName, code } = await likeAndBuyCoupon(bisi)
    // Sharing her position: a refusal's toast would cover the menu button at 360 px.
    const context = await (
      await launchBrowser()
    ).newContext({ viewport: viewports.mobile, baseURL: server.url, ...SHARING_IKEJA })
    await context.addInitScript(() => localStorage.setItem('beta_notice_seen', '1'))
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    try {
      await page.goto('/')
      await seedSession(page, bisi)
      await page.goto('/')
      await waitForApp(page)
      // The side menu leads to the account.
      await page.getByRole('button', { name: 'Open menu' }).click()
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Your account' }).click()
      await page.getByRole('heading', { level: 1, name: 'Your account' }).waitFor()

      await section(page, 'Liked stores and deals').getByRole('link', { name: storeName }).waitFor({ timeout: 20_000 })
      await section(page, 'Vouchers').getByText(code, { exact: true }).waitFor({ timeout: 20_000 })
      await section(page, 'My orders')
        .getByText(/^1 order\. Latest: /)
        .waitFor()

      // A new first name.
      const profile = section(page, 'Profile')
      await profile.getByLabel('First name').fill('Bisola')
      await profile.getByRole('button', { name: 'Save profile' }).click()
      await profile.getByRole('status').filter({ hasText: 'Profile saved.' }).waitFor()
      await page.getByRole('button', { name: 'Bisola' }).waitFor()

      // A new e-mail is hers once she enters the code sent to it.
      const newEmail = `new.${bisi.user.email}`
      await profile.getByLabel('Email').fill(newEmail)
      await profile.getByLabel('Current password', { exact: true }).fill(bisi.password)
      await profile.getByRole('button', { name: 'Save profile' }).click()
      const confirm = profile.getByRole('form', { name: 'Confirm your new email' })
      await confirm.getByLabel('Code from the new email').waitFor()
      // The mail goes out after the answer.
      await expect.poll(() => mailedCode(server.url, newEmail, 'email-change')).toMatch(/^\d{6}$/)
      const emailCode = (await mailedCode(server.url, newEmail, 'email-change')) ?? ''
      await confirm.getByLabel('Code from the new email').fill(emailCode)
      await confirm.getByRole('button', { name: 'Confirm new email' }).click()
      await profile.getByRole('status').filter({ hasText: 'Email changed.' }).waitFor()
      expect(await profile.getByLabel('Email').inputValue()).toBe(newEmail)

      // A new password: this phone stays logged in.
      const password = section(page, 'Change password')
      await password.getByLabel('Current password', { exact: true }).fill(bisi.password)
      await password.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
      await password.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD)
      await password.getByRole('button', { name: 'Change password' }).click()
      await password.getByRole('status').filter({ hasText: 'Password changed.' }).waitFor()
      expect(await readIndexedDb(page, 'access')).not.toBe(bisi.access)
      // Her old session's tokens are refused; this phone still reads her account.
      const old = await api('/account/token/refresh', { body: { token: bisi.refresh } })
      expect(old.status).toBe(401)
      await page.reload()
      await section(page, 'Profile').getByLabel('First name').waitFor()
      expect(await section(page, 'Profile').getByLabel('First name').inputValue()).toBe('Bisola')

      // Log out, then in again with the new password.
      await page.getByRole('button', { name: 'Bisola' }).click()
      await page.getByRole('button', { name: 'Logout' }).click()
      await page.getByRole('group', { name: /^Log in to see your profile/ }).waitFor()
      await page.goto('/login')
      await page.getByLabel('Email').fill(newEmail)
      await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD)
      await page.getByRole('button', { name: 'Log in', exact: true }).click()
      await page.getByRole('button', { name: 'Bisola' }).waitFor({ timeout: 20_000 })
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})
