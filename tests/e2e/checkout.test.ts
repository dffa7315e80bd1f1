// A shopper fills the cart while the connection is down, pays when it is back, and comes home
// from the payment page to a verified order (a declined card, which keeps the cart:
// my-orders.test.ts). Its own server, because the story stops it for real.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { waitForApp } from './support/browser'
import { signedInPhone } from './support/shoppers'
import { startServer, type RunningServer } from './support/server'
import { readIndexedDb } from './support/session'
import { amountsAddUp } from './support/money'
import { quoteOf, storeBySlug } from './support/stores'

type MenuItem = { id: number; name?: string; title?: string; price: number; discounted_price: number | null }
type StoreAnswer = { data: { results: { id: number; name_of_business: string; slug: string; menu_items: MenuItem[] } } }

const STORE_SLUG = 'jollof-republic'
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
  const store = (await storeBySlug(server.url, STORE_SLUG)) as StoreAnswer['data']['results']
  expect(store.menu_items.length).toBeGreaterThanOrEqual(2)
  return store
}

const unitPrice = (item: MenuItem) => item.discounted_price ?? item.price
const itemName = (item: MenuItem) => item.name ?? item.title ?? 'Menu item'

async function cartCount(page: Page): Promise<number> {
  const cart = (await readIndexedDb(page, 'cart_state')) as { quantity: number }[] | undefined
  return (cart ?? []).reduce((sum, item) => sum + item.quantity, 0)
}

describe('checkout', () => {
  it('a shopper fills the cart offline, pays once back online, and the paid items leave the cart', async () => {
    const store = await storeFront()
    const [first, second] = store.menu_items as [MenuItem, MenuItem]
    // The worker allowed: it answers the store front while the server is down.
    const { context, page, errors } = await signedInPhone(server.url, { serviceWorkers: 'allow' })
    let down = false
    try {
      // Online once: the store front is seen, so the phone has it.
      await page.goto(`/store-front-details/${STORE_SLUG}`)
      await waitForApp(page)
      await page.getByRole('heading', { level: 1, name: store.name_of_business }).waitFor()
      await page
        .getByRole('region', { name: 'Menu' })
        .getByRole('button', { name: /^Add to cart/ })
        .first()
        .waitFor()

      // The connection drops.
      await server.stop()
      down = true
      expect(
        await fetch(`${server.url}/`).then(
          () => 'up',
          () => 'down',
        ),
      ).toBe('down')

      // Offline, the store front still opens and takes dishes into the cart.
      await page.reload()
      const menu = page.getByRole('region', { name: 'Menu' })
      await menu.getByRole('button', { name: `Add to cart — ${itemName(first)}` }).click()
      await menu.getByRole('button', { name: `Add to cart — ${itemName(second)}` }).click()
      await page.getByRole('link', { name: 'Cart, 2 items' }).first().waitFor()

      // The cart page works offline: quantities and the store's subtotal.
      await page.goto('/cart')
      // The phone also knows it has lost its signal: the page says the cart still works.
      await context.setOffline(true)
      await page.getByText('You are offline. Your cart is saved on this phone').waitFor()
      await context.setOffline(false)
      const section = page.getByRole('region', { name: store.name_of_business })
      await section.getByRole('button', { name: `Increase quantity of ${itemName(first)}` }).click()
      const subtotal = unitPrice(first) * 2 + unitPrice(second)
      await section.getByText(naira(subtotal), { exact: true }).waitFor()
      await section.getByRole('button', { name: `Increase quantity of ${itemName(second)}` }).click()
      await section.getByRole('button', { name: `Decrease quantity of ${itemName(second)}` }).click()
      await section.getByText(naira(subtotal), { exact: true }).waitFor()
      expect(await cartCount(page)).toBe(3)

      // Checkout opens offline too: paying waits for the server's prices, and loses nothing.
      await section.getByRole('link', { name: `Check out ${store.name_of_business}` }).click()
      await page.waitForURL(/\/checkout\?store=jollof-republic$/)
      const form = page.getByRole('form', { name: 'Delivery details' })
      await form.getByLabel('Phone number').fill('0803 123 4567')
      await form.getByLabel('Delivery address').fill('12 Allen Avenue, Ikeja, Lagos')
      expect(await form.getByLabel('Email').inputValue()).toBe('demo@gidideals.ng')
      await form.getByText(/The prices could not be checked with the store, so paying waits/).waitFor()
      expect(await form.getByRole('button', { name: 'Pay', exact: true }).isDisabled()).toBe(true)
      // Offline, the summary adds up to its total before delivery, which it names so.
      const offlineSummary = page.getByRole('region', { name: 'Order summary' })
      await offlineSummary.getByText('Total before delivery').waitFor()
      await amountsAddUp(offlineSummary)

      // A reload while still offline keeps the typed details.
      await page.reload()
      await form.getByLabel('Delivery address').waitFor()
      expect(await form.getByLabel('Phone number').inputValue()).toBe('0803 123 4567')
      expect(await form.getByLabel('Delivery address').inputValue()).toBe('12 Allen Avenue, Ikeja, Lagos')

      // The connection is back (same address, same data): the prices are checked, with delivery.
      server = await startServer({ port: server.port, databasePath: server.databasePath })
      down = false
      const { total } = await quoteOf(server.url, store.id, [
        { id: first.id, quantity: 2 },
        { id: second.id, quantity: 1 },
      ]).then((quote) => ({ total: quote.total_amount_payable }))
      // The shopper taps Check prices again, unless the app's own retry got there first (it
      // retries once the server answers; on a quick restart that can be before the tap).
      const pay = page.getByRole('button', { name: `Pay ${naira(total)}` })
      const checkAgain = form.getByRole('button', { name: 'Check prices again' })
      await pay.or(checkAgain).first().waitFor()
      if (await checkAgain.isVisible()) await checkAgain.click()
      await pay.click()

      // The test payment page, then back to the app with the reference.
      await page.waitForURL(/\/beta\/pay\/GD-/)
      await page.getByRole('heading', { name: `Pay ${naira(total)}` }).waitFor()
      await page.getByRole('button', { name: 'Pay', exact: true }).click()
      await page.waitForURL(/\/checkout\?reference=GD-/)
      await page.getByRole('heading', { name: 'Payment verified' }).waitFor()
      const order = page.getByRole('region', { name: 'Your order' })
      await order.getByText(itemName(first)).waitFor()
      await order.getByText(naira(total), { exact: true }).waitFor()

      // The paid items have left the cart, on this page and after a reload.
      await page.getByRole('link', { name: 'Cart, 0 items' }).first().waitFor()
      await expect.poll(() => cartCount(page)).toBe(0)
      await page.goto('/cart')
      await page.getByText('Your cart is empty').waitFor()
      expect(errors).toEqual([])
    } finally {
      await context.close()
      if (down) server = await startServer({ port: server.port, databasePath: server.databasePath })
    }
  })
})
