// A shopper pays for a dish and gets a real confirmation; My orders keeps the order on the
// phone, still there after a reload with the server down, and Reorder fills the cart again.
// Another payment is declined: the page says the shopper was not charged and keeps the cart,
// trying again makes a new order, and My orders says the first was declined. Their own server,
// because the first story stops it for real.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { waitForApp } from './support/browser'
import { signedInPhone } from './support/shoppers'
import { startServer, type RunningServer } from './support/server'
import { readIndexedDb } from './support/session'
import { amountsAddUp } from './support/money'
import { quoteOf, storeBySlug } from './support/stores'

const STORE_SLUG = 'jollof-republic'
const PHONE = '0803 123 4567'
const ADDRESS = '4 Admiralty Way, Lekki Phase 1'
const naira = (amount: number) =>
  new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 }).format(amount)

let server: RunningServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server?.stop()
})

async function storeFront() {
  return storeBySlug(server.url, STORE_SLUG)
}

async function cartCount(page: Page): Promise<number> {
  const cart = (await readIndexedDb(page, 'cart_state')) as { quantity: number }[] | undefined
  return (cart ?? []).reduce((sum, item) => sum + item.quantity, 0)
}

/**
 * Puts the first dish in the cart, fills the delivery details and opens the payment page; answers
 * the total checkout showed, which the payment page asks.
 */
async function orderFirstDish(page: Page, dish: string, phone = PHONE): Promise<number> {
  await page.goto(`/store-front-details/${STORE_SLUG}`)
  await page
    .getByRole('region', { name: 'Menu' })
    .getByRole('button', { name: `Add to cart — ${dish}` })
    .click()
  await page.getByRole('link', { name: 'Cart, 1 item' }).first().click()
  await page.getByRole('link', { name: /^Check out / }).click()
  const form = page.getByRole('form', { name: 'Delivery details' })
  await form.getByLabel('Phone number').fill(phone)
  await form.getByLabel('Delivery address').fill(ADDRESS)
  const pay = page.getByRole('button', { name: /^Pay ₦/ })
  await pay.waitFor()
  // What checkout shows adds up, and Pay asks exactly its total.
  const total = await amountsAddUp(page.getByRole('region', { name: 'Order summary' }))
  expect(await pay.textContent()).toBe(`Pay ${naira(total)}`)
  await pay.click()
  await page.waitForURL(/\/beta\/pay\/GD-/)
  await page.getByRole('heading', { name: `Pay ${naira(total)}` }).waitFor()
  return total
}

describe('My orders', () => {
  it('after paying: a confirmation, then the order in My orders, offline after a reload, and Reorder', async () => {
    const store = await storeFront()
    const first = store.menu_items[0]!
    const dish = first.name ?? first.title ?? 'Menu item'
    // What the server charges: the dish, VAT, service charge and delivery to central Lagos.
    const { total_amount_payable: total } = await quoteOf(server.url, store.id, [{ id: first.id, quantity: 1 }])
    // The worker allowed: it answers the reload while the server is down.
    const { context, page, errors } = await signedInPhone(server.url, { serviceWorkers: 'allow' })
    let down = false
    try {
      // One cart through every money place: checkout, the payment page, the confirmation, My
      // orders online and offline. Each adds up, to the server's charge.
      expect(await orderFirstDish(page, dish)).toBe(total)
      await page.getByRole('button', { name: 'Pay', exact: true }).click()
      await page.waitForURL(/\/checkout\?reference=GD-/)
      const reference = new URL(page.url()).searchParams.get('reference')!

      // A real confirmation: placed, paid, the reference, where it goes, who calls.
      await page.getByRole('heading', { level: 1, name: 'Order placed' }).waitFor()
      const status = page.getByRole('status').filter({ hasText: 'Payment verified' })
      await status.getByText(`You paid ${naira(total)} to ${store.name_of_business}.`).waitFor()
      await status.getByText(reference).waitFor()
      const next = page.getByRole('region', { name: 'What happens next' })
      await next.getByText(ADDRESS).waitFor()
      await next.getByText(`The store will call you on ${PHONE}`).waitFor()
      expect(await amountsAddUp(page.getByRole('region', { name: 'Your order' }))).toBe(total)

      await page.getByRole('link', { name: 'My orders' }).click()
      await page.waitForURL(/\/orders$/)
      await page.getByText('Your orders, on any phone you log in on.').waitFor()
      const order = page.getByRole('article', { name: store.name_of_business })
      await order.getByText('Paid', { exact: true }).waitFor()
      await order.getByText(reference).waitFor()
      await order.getByText(naira(total)).first().waitFor()
      await order.getByText(dish).waitFor()
      expect(await amountsAddUp(order)).toBe(total)

      // The server goes away; the phone still has its orders after a reload.
      await server.stop()
      down = true
      await page.reload()
      await waitForApp(page)
      await page.getByRole('heading', { level: 1, name: 'My orders' }).waitFor()
      await page.getByRole('article', { name: store.name_of_business }).getByText(reference).waitFor()
      expect(await amountsAddUp(page.getByRole('article', { name: store.name_of_business }))).toBe(total)

      // Reorder, still offline: the dish is back in the cart.
      await page.getByRole('button', { name: `Reorder from ${store.name_of_business}` }).click()
      await page.waitForURL(/\/cart$/)
      await page
        .getByRole('region', { name: store.name_of_business })
        .getByText(dish, { exact: true })
        .first()
        .waitFor()
      await page.getByRole('link', { name: 'Cart, 1 item' }).first().waitFor()

      // My orders is in the account menu.
      await page.getByRole('button', { name: 'Ada' }).click()
      await page.getByRole('link', { name: 'My orders' }).click()
      await page.waitForURL(/\/orders$/)
      expect(errors).toEqual([])
    } finally {
      await context.close()
      if (down) server = await startServer({ port: server.port, databasePath: server.databasePath })
    }
  })

  it('a declined payment says the shopper was not charged and keeps the cart; trying again makes a new order, and My orders says the first was declined', async () => {
    const store = await storeFront()
    const first = store.menu_items[0]!
    const dish = first.name ?? first.title ?? 'Menu item'
    const { context, page, errors } = await signedInPhone(server.url)
    try {
      // A number as written with the country code.
      const asked = await orderFirstDish(page, dish, '+234 803 123 4567')
      const declined = page.url()
      await page.getByRole('button', { name: 'Decline' }).click()
      await page.waitForURL(/\/checkout\?reference=GD-/)
      const alert = page.getByRole('alert').filter({ hasText: 'Checkout Payment Failed' })
      await alert.getByText('Payment was declined').waitFor()
      await alert.getByText('You were not charged.').waitFor()
      await page.getByRole('link', { name: 'Cart, 1 item' }).first().waitFor()
      expect(await cartCount(page)).toBe(1)
      // The declined page's summary adds up to what the payment page asked.
      expect(await amountsAddUp(page.getByRole('region', { name: 'Order summary' }))).toBe(asked)

      // Trying again brings back the form with the details typed before, and pays a new order.
      await page.getByRole('link', { name: 'Try again' }).click()
      await page.waitForURL(/\/checkout\?store=jollof-republic$/)
      const form = page.getByRole('form', { name: 'Delivery details' })
      expect(await form.getByLabel('Delivery address').inputValue()).toBe(ADDRESS)
      await page.getByRole('button', { name: /^Pay ₦/ }).click()
      await page.waitForURL(/\/beta\/pay\/GD-/)
      await page.getByRole('button', { name: 'Pay', exact: true }).waitFor()
      expect(page.url()).not.toBe(declined)

      // My orders: the first order, declined, and not charged.
      await page.goto('/orders')
      const order = page.getByRole('article', { name: store.name_of_business })
      await order.getByText('Declined', { exact: true }).waitFor()
      await order.getByText(/You were not charged/).waitFor()
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})
