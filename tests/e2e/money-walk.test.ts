// docs/decisions.md#money: one cart through every place that shows money, on one phone. A shopper near central Lagos
// takes a dish's marketplace deal twice and another dish once from a store's page, opens the cart, checks out
// for delivery and for pickup; the deal ends while checkout is open, and Pay shows the new prices; the card is
// declined, then paid; the confirmation, My orders; the signal goes, Reorder fills the cart again and checkout
// waits for the store; the signal comes back. At each place the lines add up to the total shown, and the total
// is what the server charges: its quote for the same lines, or the order it keeps.
import Database from 'better-sqlite3'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatNaira } from '../../contract/money'
import { startOutageProxy, type OutageProxy } from '../integration/outage-proxy'
import { dayOn, postDealOnDish } from './support/posted-deals'
import { launchBrowser, SHARING_IKEJA, viewports } from './support/browser'
import { amountsAddUp, nairaValue } from './support/money'
import { startServer, type RunningServer } from './support/server'
import { logInDemoShopper, seedSession } from './support/session'
import { quoteOf, type QuoteAnswer } from './support/stores'

const PHONE = '0803 123 4567'
const ADDRESS = '12 Allen Avenue, Ikeja'

type Store = { id: number; name: string; slug: string }
type Dish = { id: number; title: string }
type Line = { id: number; quantity: number }

/**
 * The open restaurant nearest central Lagos (where the phone is) with two menu dishes that have no deal of their
 * own, and those two dishes, straight from the server's database.
 */
function storeWithTwoDishes(db: Database.Database): { store: Store; dishes: [Dish, Dish] } {
  const rows = db
    .prepare(
      `SELECT s.id, s.name_of_business AS name, s.slug, i.id AS dish, i.title FROM stores s JOIN items i ON i.store_id = s.id
       WHERE i.kind = 'menu' AND s.place_type = 'Restaurant' AND s.opening_hours != 'Daily 4pm – 2am'
         AND NOT EXISTS (SELECT 1 FROM items d WHERE d.menu_item_id = i.id)
       ORDER BY (s.latitude - 6.6018) * (s.latitude - 6.6018) + (s.longitude - 3.3515) * (s.longitude - 3.3515),
         s.id, i.price, i.id`,
    )
    .all() as Array<Store & { dish: number; title: string }>
  for (const row of rows) {
    const dishes = rows.filter((other) => other.id === row.id)
    if (dishes.length >= 2 && dishes[0]!.title !== dishes[1]!.title) {
      return {
        store: { id: row.id, name: row.name, slug: row.slug },
        dishes: [
          { id: dishes[0]!.dish, title: dishes[0]!.title },
          { id: dishes[1]!.dish, title: dishes[1]!.title },
        ],
      }
    }
  }
  throw new Error('The seed has no open restaurant with two dishes without deals')
}

/** Every ₦ amount in a text, in order. */
const amountsIn = (text: string | null) => (text ?? '').match(/₦[\d,]+/g)?.map(nairaValue) ?? []
const sum = (figures: number[]) => figures.reduce((total, figure) => total + figure, 0)

describe('one cart through every money place', () => {
  let server: RunningServer
  let proxy: OutageProxy
  let context: BrowserContext | undefined
  let db: Database.Database
  let store: Store
  let dish: Dish
  let side: Dish
  let dealId: number

  beforeAll(async () => {
    server = await startServer()
    db = new Database(server.databasePath, { fileMustExist: true })
    ;({
      store,
      dishes: [dish, side],
    } = storeWithTwoDishes(db))
    dealId = postDealOnDish(db, dish.id, 'marketplace', 35).id
    // The phone reaches the server through a loopback proxy that can refuse it: a real outage, and back.
    proxy = await startOutageProxy(() => server.port)
    // Sharing its position (central Lagos): the store's page says how long delivery takes, the quotes price it.
    context = await (
      await launchBrowser()
    ).newContext({ viewport: viewports.mobile, baseURL: proxy.url, ...SHARING_IKEJA })
    await context.addInitScript(() => localStorage.setItem('beta_notice_seen', '1'))
  }, 120_000)

  afterAll(async () => {
    await context?.close()
    db?.close()
    await proxy?.close()
    await server?.stop()
  })

  /** What the server charges for `lines` now: its quote, as the app asks it. */
  const charge = (lines: Line[], fulfilment?: 'pickup'): Promise<QuoteAnswer> =>
    quoteOf(server.url, store.id, lines, undefined, fulfilment)

  /** The order the server keeps for the payment page the phone is on. */
  function keptOrder(page: Page): { reference: string; total: number; status: string } {
    const reference = /GD-[\w-]+/.exec(page.url())?.[0]
    if (!reference) throw new Error(`No order reference in ${page.url()}`)
    return db.prepare('SELECT reference, total, status FROM orders WHERE reference = ?').get(reference) as {
      reference: string
      total: number
      status: string
    }
  }

  /** The cart's section of the store: each line's total adds up to the subtotal under them; answers it. */
  async function cartAddsUp(section: Locator): Promise<number> {
    const lines = (await section.getByRole('listitem').allTextContents()).map((text) => amountsIn(text).at(-1) ?? 0)
    const subtotal = nairaValue(await section.locator('footer strong').textContent())
    expect(sum(lines), 'the cart lines make the subtotal').toBe(subtotal)
    return subtotal
  }

  /** The store's page, then the cart: the deal at the server's price, delivery in the time checkout quotes. */
  async function fillTheCart(page: Page, delivered: QuoteAnswer): Promise<Locator> {
    const dealLine = delivered.lines.find((line) => line.id === dealId)!
    await page.goto(`/store-front-details/${store.slug}`)
    await page.getByText(`Delivery about ${delivered.estimate_minutes} min`, { exact: true }).waitFor()
    const menu = page.getByRole('region', { name: 'Menu' })
    const card = (title: string) =>
      menu.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) })
    const dealButton = `Add with the marketplace deal · ${formatNaira(dealLine.unit_price)} — ${dish.title}`
    await card(dish.title).getByRole('button', { name: dealButton }).click()
    await card(dish.title)
      .getByRole('button', { name: `Add one more ${dish.title} with the marketplace deal` })
      .click()
    await card(side.title)
      .getByRole('button', { name: `Add to cart — ${side.title}` })
      .click()

    // The cart: its lines make its subtotal, the server's.
    await page
      .getByRole('link', { name: /^Cart, 3 items$/ })
      .first()
      .click()
    const section = page.getByRole('region', { name: store.name })
    await section.getByText('Prices and hours checked.').waitFor()
    expect(await cartAddsUp(section), 'cart').toBe(delivered.subtotal)
    return section
  }

  /**
   * Checkout delivered, then picked up, then delivered again; the store ends the deal while it is open, and Pay
   * asks the server first: the new prices, accepted. Answers the total to pay.
   */
  async function checkOut(page: Page, section: Locator, inCart: Line[], delivered: QuoteAnswer): Promise<number> {
    await section.getByRole('link', { name: `Check out ${store.name}` }).click()
    const form = page.getByRole('form', { name: 'Delivery details' })
    await form.getByLabel('Phone number').fill(PHONE)
    await form.getByLabel('Delivery address').fill(ADDRESS)
    const payDelivered = page.getByRole('button', { name: `Pay ${formatNaira(delivered.total_amount_payable)}` })
    await payDelivered.waitFor()
    expect(await amountsAddUp(summary(page)), 'checkout, delivered').toBe(delivered.total_amount_payable)
    await summary(page).getByText(`Arrives in about ${delivered.estimate_minutes} min after you pay.`).waitFor()

    const pickedUp = await charge(inCart, 'pickup')
    expect(pickedUp.delivery_fee).toBe(0)
    await page.getByRole('radio', { name: /Pick up at the store/ }).check()
    await page.getByRole('button', { name: `Pay ${formatNaira(pickedUp.total_amount_payable)}` }).waitFor()
    expect(await amountsAddUp(summary(page)), 'checkout, picked up').toBe(pickedUp.total_amount_payable)

    await page.getByRole('radio', { name: /^Delivery/ }).check()
    await payDelivered.waitFor()
    if ((await form.getByLabel('Delivery address').inputValue()) === '') {
      await form.getByLabel('Delivery address').fill(ADDRESS)
    }
    db.prepare('UPDATE items SET valid_until = ? WHERE id = ?').run(dayOn(-1), dealId)
    const repriced = await charge(inCart)
    expect(repriced.total_amount_payable).toBeGreaterThan(delivered.total_amount_payable)
    await payDelivered.click()
    const changed = page.getByRole('region', { name: 'A price changed since you added it' })
    await changed.getByText(`New total ${formatNaira(repriced.total_amount_payable)}`).waitFor()
    const newPrices = page.getByRole('region', { name: 'Order summary with the new prices' })
    expect(await amountsAddUp(newPrices), 'checkout, re-priced').toBe(repriced.total_amount_payable)
    // Never the old total beside the new one.
    expect(await page.getByText(formatNaira(delivered.total_amount_payable), { exact: true }).count()).toBe(0)
    await changed.getByRole('button', { name: 'Accept new prices' }).click()
    await changed.waitFor({ state: 'detached' })
    const total = (await charge(asMenu())).total_amount_payable
    expect(total).toBe(repriced.total_amount_payable)
    // The summary shows the accepted prices once Pay asks for their total (on a loaded host, a frame or more after the
    // notice went, the summary still showed the old total).
    await page.getByRole('button', { name: `Pay ${formatNaira(total)}` }).waitFor()
    expect(await amountsAddUp(summary(page)), 'checkout, accepted').toBe(total)
    return total
  }

  /** The ended deal's line as the menu line it became, beside the other dish. */
  const asMenu = (): Line[] => [
    { id: dish.id, quantity: 2 },
    { id: side.id, quantity: 1 },
  ]
  const summary = (page: Page) => page.getByRole('region', { name: 'Order summary' })

  it('store page, cart, checkout (delivery, pickup, a re-price), gateway, declined, confirmation, My orders, an outage, Reorder', async () => {
    const page = await context!.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto('/')
    await seedSession(page, await logInDemoShopper(proxy.url))
    const inCart: Line[] = [
      { id: dealId, quantity: 2 },
      { id: side.id, quantity: 1 },
    ]
    const delivered = await charge(inCart)
    const section = await fillTheCart(page, delivered)
    const total = await checkOut(page, section, inCart, delivered)

    // The gateway asks what the server keeps on the order; the card is declined.
    await page.getByRole('button', { name: `Pay ${formatNaira(total)}` }).click()
    await page.waitForURL(/\/beta\/pay\/GD-/)
    await page.getByRole('heading', { name: `Pay ${formatNaira(total)}` }).waitFor()
    const declined = keptOrder(page)
    expect(declined.total, 'gateway').toBe(total)
    await page.getByRole('button', { name: 'Decline' }).click()
    await page.getByRole('alert').filter({ hasText: 'You were not charged.' }).waitFor()
    expect(await amountsAddUp(summary(page)), 'declined').toBe(declined.total)
    expect(keptOrder(page).status).toBe('declined')

    // Again, paid: the confirmation says what the server took.
    await page.getByRole('link', { name: 'Try again' }).click()
    await page.getByRole('button', { name: `Pay ${formatNaira(total)}` }).click()
    await page.waitForURL(/\/beta\/pay\/GD-/)
    const paid = keptOrder(page)
    expect(paid.reference).not.toBe(declined.reference)
    expect(paid.total, 'gateway, again').toBe(total)
    await page.getByRole('button', { name: 'Pay', exact: true }).click()
    await page.getByText(`You paid ${formatNaira(total)} to ${store.name}.`).waitFor()
    expect(await amountsAddUp(page.getByRole('region', { name: 'Your order' })), 'confirmation').toBe(paid.total)
    expect(keptOrder(page).status).toBe('paid')

    // My orders: both orders, each as the server keeps it.
    await page.getByRole('link', { name: 'My orders' }).click()
    const order = (reference: string) => page.getByRole('article', { name: store.name }).filter({ hasText: reference })
    await order(paid.reference).getByText('Paid', { exact: true }).waitFor()
    expect(await amountsAddUp(order(paid.reference)), 'My orders, paid').toBe(paid.total)
    expect(await amountsAddUp(order(declined.reference)), 'My orders, declined').toBe(declined.total)

    // The signal goes. Reorder fills the cart from the phone's copy, and checkout waits for the store.
    proxy.mode = 'refuse'
    await order(paid.reference)
      .getByRole('button', { name: `Reorder from ${store.name}` })
      .click()
    await page.waitForURL(/\/cart$/)
    const again = await charge(asMenu())
    expect(await cartAddsUp(section), 'reorder, offline').toBe(again.subtotal)
    await section.getByRole('link', { name: `Check out ${store.name}` }).click()
    await page.getByText(/The prices could not be checked with the store, so paying waits/).waitFor()
    await summary(page).getByText('Total before delivery').waitFor()
    expect(await amountsAddUp(summary(page)), 'checkout, offline').toBe(again.total_amount_payable - again.delivery_fee)

    // The signal is back: the store's prices, delivery included, and Pay asks them.
    proxy.mode = 'forward'
    const pay = page.getByRole('button', { name: `Pay ${formatNaira(again.total_amount_payable)}` })
    const checkAgain = page.getByRole('button', { name: 'Check prices again' })
    await pay.or(checkAgain).first().waitFor()
    if (await checkAgain.isVisible()) await checkAgain.click()
    await pay.waitFor()
    expect(await amountsAddUp(summary(page)), 'checkout after the outage').toBe(again.total_amount_payable)
    expect(errors).toEqual([])
  })
})
