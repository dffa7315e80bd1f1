// docs/history.md#issue-21: the server owns prices, hours and fees; the phone holds copies and re-checks them
// before money moves. A shopper reorders after a price rise and pays the new price after one
// visible confirmation; a closed store cannot be paid; delivery and pickup show what they cost
// and when the order comes, and a salon's service is a visit with no rider in sight.
import Database from 'better-sqlite3'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setPhoneTime, waitForApp } from './support/browser'
import { signedInPhone } from './support/shoppers'
import { startServer, type RunningServer } from './support/server'
import { amountsAddUp } from './support/money'
import { quoteOf } from './support/stores'

const naira = (amount: number) =>
  new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 }).format(amount)

type Row = { id: number; name_of_business: string; slug: string; title: string; price: number }

/**
 * The store of `where` nearest central Lagos (where the phone counts from: well inside its riders'
 * radius) and its cheapest menu dish without a deal, straight from the server's database.
 */
function storeWithDish(server: RunningServer, where: string): Row {
  const db = new Database(server.databasePath, { readonly: true, fileMustExist: true })
  try {
    const row = db
      .prepare(
        `SELECT s.id, s.name_of_business, s.slug, i.title, i.price FROM stores s JOIN items i ON i.store_id = s.id
         WHERE i.kind = 'menu' AND NOT EXISTS (SELECT 1 FROM items d WHERE d.menu_item_id = i.id) AND ${where}
         ORDER BY (s.latitude - 6.6018) * (s.latitude - 6.6018) + (s.longitude - 3.3515) * (s.longitude - 3.3515),
           s.id, i.price LIMIT 1`,
      )
      .get() as Row | undefined
    if (!row) throw new Error(`The seed has no store where ${where}`)
    return row
  } finally {
    db.close()
  }
}

async function addDish(page: Page, store: Row): Promise<void> {
  await page.goto(`/store-front-details/${store.slug}`)
  await waitForApp(page)
  await page
    .getByRole('region', { name: 'Menu' })
    .getByRole('button', { name: new RegExp(`^Add to cart — ${store.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .first()
    .click()
}

async function openCheckout(page: Page, store: Row): Promise<void> {
  await page.goto('/cart')
  await page.getByRole('link', { name: `Check out ${store.name_of_business}` }).click()
  await page.waitForURL(/\/checkout\?store=/)
}

describe('a checkout a shopper can trust', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer()
  })
  afterAll(async () => {
    await server?.stop()
  })

  it('a reorder after a price rise shows the new price once, then pays it and ends in a confirmed order', async () => {
    const store = storeWithDish(server, "s.place_type = 'Restaurant' AND s.opening_hours != 'Daily 4pm – 2am'")
    const { context, page, errors } = await signedInPhone(server.url)
    try {
      await addDish(page, store)
      await openCheckout(page, store)
      const form = page.getByRole('form', { name: 'Delivery details' })
      await form.getByLabel('Phone number').fill('0803 123 4567')
      await form.getByLabel('Delivery address').fill('12 Allen Avenue, Ikeja')
      await page.getByRole('button', { name: /^Pay ₦/ }).click()
      await page.waitForURL(/\/beta\/pay\/GD-/)
      await page.getByRole('button', { name: 'Pay', exact: true }).click()
      await page.getByRole('heading', { name: 'Payment verified' }).waitFor()

      // The store raises the dish's price.
      const raised = store.price + 500
      const db = new Database(server.databasePath, { fileMustExist: true })
      const { id } = db
        .prepare('SELECT id FROM items WHERE store_id = ? AND title = ? AND kind = ?')
        .get(store.id, store.title, 'menu') as { id: number }
      db.prepare('UPDATE items SET price = ? WHERE id = ?').run(raised, id)
      db.close()

      // Reorder: the cart says what changed, in words, before anything else.
      await page.goto('/orders')
      await page.getByRole('button', { name: `Reorder from ${store.name_of_business}` }).click()
      await page.waitForURL(/\/cart$/)
      const changed = page.getByRole('region', { name: 'A price changed since you added it' })
      await changed.getByText(`${store.title} is now ${naira(raised)} (was ${naira(store.price)})`).waitFor()
      // The store's subtotal below says the new figure too, never the old one beside it.
      const cartStore = page.getByRole('region', { name: store.name_of_business })
      await cartStore.getByText('Subtotal with the new prices').waitFor()
      expect(await cartStore.getByText(naira(raised), { exact: true }).count()).toBe(2)
      await changed.getByRole('button', { name: 'Accept new prices' }).click()
      await changed.waitFor({ state: 'detached' })

      // Checkout and the payment page both ask the new price.
      const { total_amount_payable: total } = await quoteOf(server.url, store.id, [{ id, quantity: 1 }])
      await page.getByRole('link', { name: `Check out ${store.name_of_business}` }).click()
      await page.getByRole('button', { name: `Pay ${naira(total)}` }).waitFor()
      expect(await amountsAddUp(page.getByRole('region', { name: 'Order summary' }))).toBe(total)
      await page.getByRole('button', { name: `Pay ${naira(total)}` }).click()
      await page.waitForURL(/\/beta\/pay\/GD-/)
      await page.getByRole('heading', { name: `Pay ${naira(total)}` }).waitFor()
      await page.getByRole('button', { name: 'Pay', exact: true }).click()
      await page.getByRole('heading', { name: 'Payment verified' }).waitFor()
      await page.getByText(`You paid ${naira(total)} to ${store.name_of_business}.`).waitFor()
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })

  it('delivery shows its fee and arrival; pickup drops the fee and the address; a salon is a visit', async () => {
    const store = storeWithDish(server, "s.place_type = 'Restaurant' AND s.opening_hours != 'Daily 4pm – 2am'")
    const salon = storeWithDish(server, "s.place_type = 'Salon'")
    const { context, page, errors } = await signedInPhone(server.url)
    try {
      await addDish(page, store)
      await openCheckout(page, store)
      const summary = page.getByRole('region', { name: 'Order summary' })
      await summary.getByText(/^Delivery \(\d+\.\d km\)$/).waitFor()
      await summary.getByText(/^Arrives in about \d+ min after you pay\.$/).waitFor()
      const delivered = await page.getByRole('button', { name: /^Pay ₦/ }).textContent()

      await page.getByRole('radio', { name: /Pick up at the store/ }).check()
      await summary.getByText(/^Ready to collect in about \d+ min after you pay\.$/).waitFor()
      expect(await summary.getByText('Pick up at the store').count()).toBe(1)
      const form = page.getByRole('form', { name: 'Your details' })
      expect(await form.getByLabel('Delivery address').count()).toBe(0)
      await form.getByText('The store calls this number when your order is ready.').waitFor()
      const pickedUp = await page.getByRole('button', { name: /^Pay ₦/ }).textContent()
      const amount = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''))
      // The delivery fee (₦500 at least) is gone from the total.
      expect(amount(delivered) - amount(pickedUp)).toBeGreaterThanOrEqual(500)

      // A salon's service: a visit, nothing about riders or delivery.
      await addDish(page, salon)
      await openCheckout(page, salon)
      await page.getByRole('radio', { name: /Visit the store/ }).waitFor()
      expect(await page.getByRole('radio', { name: /Delivery/ }).count()).toBe(0)
      const visitForm = page.getByRole('form', { name: 'Your details' })
      expect(await visitForm.getByLabel('Delivery address').count()).toBe(0)
      expect(await page.getByRole('main').getByText(/rider/i).count()).toBe(0)
      await page
        .getByRole('region', { name: 'Order summary' })
        .getByText(/^Visit during opening hours/)
        .waitFor()

      // Paying for the visit: the gateway asks exactly the quoted total, with no delivery fee.
      await visitForm.getByLabel('Phone number').fill('0803 123 4567')
      const visitTotal = await page.getByRole('button', { name: /^Pay ₦/ }).textContent()
      await page.getByRole('button', { name: /^Pay ₦/ }).click()
      await page.waitForURL(/\/beta\/pay\/GD-/)
      await page.getByRole('heading', { name: (visitTotal ?? '').trim() }).waitFor()
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})

describe('a closed store', () => {
  // Monday 23:30 in Lagos, on the server and on the phone.
  const MONDAY_NIGHT = '2026-11-23T23:30:00+01:00'
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer({ env: { GIDIDEALS_NOW: MONDAY_NIGHT } })
  })
  afterAll(async () => {
    await server?.stop()
  })

  it('says when it opens on its menu, in the cart and at checkout, and cannot be paid', async () => {
    const store = storeWithDish(server, "s.place_type = 'Restaurant' AND s.opening_hours = 'Mon – Sat 8am – 9pm'")
    const { context, page, errors } = await signedInPhone(server.url)
    try {
      await setPhoneTime(context, new Date(MONDAY_NIGHT))
      await addDish(page, store)
      // The menu says so, and still takes the dish into the cart for later.
      await page.getByRole('region', { name: 'Menu' }).getByText('Closed now · opens 8am Tue').waitFor()
      await page.goto('/cart')
      await page.getByRole('region', { name: store.name_of_business }).getByText('Closed now · opens 8am Tue').waitFor()

      await openCheckout(page, store)
      await page.getByText(`${store.name_of_business} is closed: Closed now · opens 8am Tue.`).waitFor()
      const form = page.getByRole('form', { name: 'Delivery details' })
      await form.getByLabel('Phone number').fill('0803 123 4567')
      await form.getByLabel('Delivery address').fill('12 Allen Avenue, Ikeja')
      expect(await page.getByRole('button', { name: /^Pay/ }).isDisabled()).toBe(true)
      // Nothing reached the payment page.
      expect(page.url()).toMatch(/\/checkout\?store=/)
      expect(server.logs().some((line) => line.includes('/sales/sales-create'))).toBe(false)
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})
