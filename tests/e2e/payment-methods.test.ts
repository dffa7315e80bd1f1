// Paying the way Lagos pays (docs/decisions.md#paying). A shopper pays one order by
// bank transfer: the gateway shows a one-time account number and the amount, My orders says
// "Awaiting transfer" until the gateway confirms it, then "Paid". Another by USSD: a code to dial,
// confirmed the same way. Then cash: an order over ₦20,000 cannot be paid in cash (the choice says
// why, and the server refuses it with the same words), and one under it is placed with no payment
// page, "to pay on delivery". A transfer not confirmed in 30 minutes expires: the same database is
// served again with the server's clock 31 minutes on.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInPhone } from './support/shoppers'
import { startServer, type RunningServer } from './support/server'
import { testNow } from '../support/test-clock'
import { GATEWAY_WAIT_MINUTES } from '../../contract/payment-methods'
import { logInDemoShopper } from './support/session'
import { storeBySlug, type SeededStore } from './support/stores'
import { nairaValue } from './support/money'
import { seriousViolations } from './support/axe'

// A store that takes cash (the seed's rule: food and groceries, two stores in three).
const STORE_SLUG = 'jollof-republic'
const naira = (amount: number) =>
  new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 }).format(amount)

let server: RunningServer
let store: SeededStore
beforeAll(async () => {
  server = await startServer()
  store = await storeBySlug(server.url, STORE_SLUG)
})
afterAll(async () => {
  await server?.stop()
})

const dishName = (dish: SeededStore['menu_items'][number]) => dish.name ?? dish.title ?? 'Menu item'

/** Puts `count` of `dish` in the cart from the store front, and opens checkout with the details filled. */
async function checkOut(page: Page, dish: string, count = 1) {
  await page.goto(`/store-front-details/${STORE_SLUG}`)
  const menu = page.getByRole('region', { name: 'Menu' })
  await menu.getByRole('button', { name: `Add to cart — ${dish}` }).click()
  for (let more = 1; more < count; more++) await menu.getByRole('button', { name: `Add one more ${dish}` }).click()
  await page.goto('/checkout?store=jollof-republic')
  const form = page.getByRole('form', { name: 'Delivery details' })
  await form.getByLabel('Phone number').fill('0803 123 4567')
  await form.getByLabel('Delivery address').fill('4 Admiralty Way, Lekki Phase 1')
  await page.getByRole('button', { name: /^(Pay|Place order)/ }).waitFor()
  return page.getByRole('group', { name: 'How do you want to pay?' })
}

/** Chooses `method` and presses Pay; answers the total Pay asked. */
async function payBy(page: Page, method: RegExp): Promise<number> {
  const methods = page.getByRole('group', { name: 'How do you want to pay?' })
  await methods.getByRole('radio', { name: method }).check()
  const pay = page.getByRole('button', { name: /^Pay ₦/ })
  const total = nairaValue(await pay.textContent())
  await pay.click()
  await page.waitForURL(/\/beta\/pay\/GD-/)
  return total
}

/** My orders' card of `reference`: from the confirmation by its link, else by address. */
async function myOrder(page: Page, reference: string) {
  const link = page.getByRole('link', { name: 'My orders', exact: true })
  if (new URL(page.url()).searchParams.has('reference')) await link.click()
  else await page.goto('/orders')
  await page.waitForURL(/\/orders$/)
  return page.getByRole('article').filter({ hasText: reference })
}

describe('paying by transfer, USSD and cash', () => {
  it('a bank transfer waits for the gateway, then is paid; a USSD payment the same', async () => {
    const { context, page, errors } = await signedInPhone(server.url)
    try {
      const dish = dishName(store.menu_items[0]!)
      await checkOut(page, dish)
      const total = await payBy(page, /^Bank transfer/)
      await page.getByRole('heading', { name: `Transfer ${naira(total)}` }).waitFor()
      expect(await page.locator('dd.big').textContent()).toMatch(/^99\d{8}$/)
      const gateway = page.url()
      const reference = /GD-[0-9A-F]+/.exec(gateway)![0]

      // Back in the app before sending it: the order waits for the money, nothing refused.
      await page.getByRole('link', { name: 'Back to GidiDeals' }).click()
      await page.waitForURL(/\/checkout\?reference=GD-/)
      await page.getByRole('alert').getByText('Waiting for your transfer').waitFor()
      // Until the money arrives, My orders says what the order waits for.
      const waiting = await myOrder(page, reference)
      await waiting.getByText('Awaiting transfer', { exact: true }).waitFor()
      await waiting.getByText('Payment: bank transfer').waitFor()
      await waiting.getByText(/^Waiting for your transfer until/).waitFor()

      await page.goto(gateway)
      await page.getByRole('button', { name: 'I have sent it' }).click()
      await page.waitForURL(/\/checkout\?reference=GD-/)
      await page.getByRole('heading', { level: 1, name: 'Order placed' }).waitFor()
      await page
        .getByRole('status')
        .getByText(`You paid ${naira(total)} to ${store.name_of_business} by bank transfer.`)
        .waitFor()
      const paid = await myOrder(page, reference)
      await paid.getByText('Paid', { exact: true }).waitFor()

      // USSD: a code to dial, confirmed like the transfer.
      await checkOut(page, dish)
      const ussdTotal = await payBy(page, /^USSD/)
      await page.getByRole('heading', { name: `Pay ${naira(ussdTotal)} by USSD` }).waitFor()
      expect(await page.locator('p.big').textContent()).toMatch(/^\*737\*000\*\d{4}#$/)
      await page.getByRole('button', { name: 'I have dialled it' }).click()
      await page.waitForURL(/\/checkout\?reference=GD-/)
      const ussdReference = new URL(page.url()).searchParams.get('reference')!
      await page.getByRole('status').getByText(`by USSD.`, { exact: false }).waitFor()
      const ussd = await myOrder(page, ussdReference)
      await ussd.getByText('Paid', { exact: true }).waitFor()
      await ussd.getByText('Payment: USSD').waitFor()
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })

  it('a transfer not confirmed in time expires: My orders says so, and the gateway takes it no more', async () => {
    const first = await startServer()
    let later: RunningServer | undefined
    const { context, page, errors } = await signedInPhone(first.url)
    try {
      const laterStore = await storeBySlug(first.url, STORE_SLUG)
      await checkOut(page, dishName(laterStore.menu_items[0]!))
      await payBy(page, /^Bank transfer/)
      const gateway = page.url()
      const reference = /GD-[0-9A-F]+/.exec(gateway)![0]
      // The same database, the server's clock past the wait: nobody confirmed the transfer.
      await first.stop()
      const past = new Date(testNow() + (GATEWAY_WAIT_MINUTES + 1) * 60_000).toISOString()
      later = await startServer({ port: first.port, databasePath: first.databasePath, env: { GIDIDEALS_NOW: past } })
      const expired = await myOrder(page, reference)
      await expired.getByText('Expired', { exact: true }).waitFor()
      await page.goto(gateway)
      await page.getByText(/expired: it was not confirmed in time, and nothing was charged/).waitFor()
      expect(await page.getByRole('button', { name: 'I have sent it' }).count()).toBe(0)
      expect(errors).toEqual([])
    } finally {
      await context.close()
      await later?.stop()
      await first.stop()
    }
  })

  it('cash over ₦20,000 is refused, in the app and by the server; under it the order is placed, to pay on delivery', async () => {
    const { context, page, errors } = await signedInPhone(server.url)
    try {
      // The dearest dish, enough of them to pass ₦20,000 (at most 99 in a line).
      const dear = [...store.menu_items].sort((a, b) => b.price - a.price)[0]!
      const dish = dishName(dear)
      const count = Math.min(99, Math.ceil(20_000 / dear.price))
      const methods = await checkOut(page, dish, count)
      const cash = methods.getByRole('radio', { name: /^Pay on delivery/ })
      expect(await cash.isDisabled()).toBe(true)
      const total = nairaValue(await page.getByRole('button', { name: /^Pay ₦/ }).textContent())
      expect(total).toBeGreaterThan(20_000)
      await methods
        .getByText(`Cash is for orders up to ₦20,000; this one is ${naira(total)}.`, { exact: false })
        .waitFor()
      // The choice, with one option out of reach, passes axe.
      expect(await seriousViolations(page)).toEqual([])

      // Another client sending it anyway gets a 400 in the same words, and no order.
      const { access } = await logInDemoShopper(server.url)
      const quote = await (
        await fetch(`${server.url}/beta/sales/sales-quote`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            restaurant: store.id,
            items: [{ id: dear.id, quantity: count }],
            fulfilment: 'pickup',
          }),
        })
      ).json()
      const q = quote.data as Record<string, number>
      const refused = await fetch(`${server.url}/beta/sales/sales-create`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${access}` },
        body: JSON.stringify({
          restaurant: store.id,
          items: [{ id: dear.id, quantity: count }],
          fulfilment: 'pickup',
          phone_number: '08031234567',
          shipping_address: 'Pick up at the store',
          email: 'demo@gidideals.ng',
          vat: q.vat,
          service_charge: q.service_charge,
          delivery_fee: 0,
          total_amount_payable: q.total_amount_payable,
          total_amount_payable_to_business: q.total_amount_payable_to_business,
          payment_method: 'cash',
        }),
      })
      expect(refused.status).toBe(400)
      expect(((await refused.json()) as { message: string }).message).toMatch(/^Cash is for orders up to ₦20,000/)

      // One of the dish is under the limit: cash it is, with no payment page.
      await page.goto('/cart')
      for (let less = count; less > 1; less--)
        await page
          .getByRole('button', { name: `Decrease quantity of ${dish}` })
          .first()
          .click()
      await page.getByRole('link', { name: 'Cart, 1 item' }).first().waitFor()
      await page.goto('/checkout?store=jollof-republic')
      await page.getByRole('button', { name: /^Pay ₦/ }).waitFor()
      await cash.check()
      const place = page.getByRole('button', { name: /^Place order: ₦[\d,]+ in cash on delivery$/ })
      const cashTotal = nairaValue(await place.textContent())
      expect(cashTotal).toBeLessThanOrEqual(20_000)
      await place.click()
      await page.waitForURL(/\/checkout\?reference=GD-/)
      const reference = new URL(page.url()).searchParams.get('reference')!
      await page.getByRole('heading', { level: 1, name: 'Order placed' }).waitFor()
      const status = page.getByRole('status').filter({ hasText: 'Order placed: pay on delivery' })
      await status.getByText(`Pay ${naira(cashTotal)} in cash to the rider on delivery.`, { exact: false }).waitFor()
      const order = await myOrder(page, reference)
      await order.getByText('To pay on delivery', { exact: true }).waitFor()
      await order.getByText(`Pay ${naira(cashTotal)} in cash on delivery.`).waitFor()
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})
