// docs/decisions.md#money: the server owns deal validity. A shopper puts a dish's marketplace deal in the cart;
// the deal ends while it is there. The cart says so and offers the menu price; the shopper
// accepts. Back on the store's menu, the card offers what runs now (the store's 20 % coupon on
// the dish), not the ended deal, and counts the dish as a menu line.
import Database from 'better-sqlite3'
import type { BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatNaira } from '../../contract/money'
import { launchBrowser, openPage, SHARING_IKEJA, viewports } from './support/browser'
import { startServer, type RunningServer } from './support/server'
import { dayOn, postDealOnDish } from './support/posted-deals'

type Dish = { id: number; store_id: number; slug: string; title: string; price: number }
type Deals = { marketplace: { id: number; price: number }; coupon: { price: number } }

/** An open restaurant's menu dish with no deal of its own, straight from the server's database. */
function dishWithoutDeals(db: Database.Database): Dish {
  const dish = db
    .prepare(
      `SELECT i.id, i.store_id, s.slug, i.title, i.price FROM items i JOIN stores s ON s.id = i.store_id
       WHERE i.kind = 'menu' AND s.place_type = 'Restaurant' AND s.opening_hours != 'Daily 4pm – 2am'
         AND NOT EXISTS (SELECT 1 FROM items d WHERE d.menu_item_id = i.id)
       ORDER BY s.id, i.id LIMIT 1`,
    )
    .get() as Dish | undefined
  if (!dish) throw new Error('The seed has no restaurant dish without a deal')
  return dish
}

describe('a deal that ends while it is in the cart', () => {
  let server: RunningServer
  let context: BrowserContext | undefined
  let dish: Dish
  let deals: Deals

  beforeAll(async () => {
    server = await startServer()
    const db = new Database(server.databasePath, { fileMustExist: true })
    try {
      dish = dishWithoutDeals(db)
      deals = {
        marketplace: postDealOnDish(db, dish.id, 'marketplace', 35),
        coupon: postDealOnDish(db, dish.id, 'coupon', 20),
      }
    } finally {
      db.close()
    }
    // Sharing its position: the cart's quote prices delivery to it, and no location toast covers the header.
    context = await (
      await launchBrowser()
    ).newContext({ viewport: viewports.mobile, baseURL: server.url, ...SHARING_IKEJA })
  }, 120_000)

  afterAll(async () => {
    await context?.close()
    await server?.stop()
  })

  it('once the shopper accepts the menu price, the menu card offers the live coupon, not the ended deal', async () => {
    const { page, errors } = await openPage(`/store-front-details/${dish.slug}`, { context })
    const menu = page.getByRole('region', { name: 'Menu' })
    const card = menu.getByRole('listitem').filter({ has: page.getByRole('link', { name: dish.title, exact: true }) })
    const marketplace = formatNaira(deals.marketplace.price)
    await card.getByRole('link', { name: `${marketplace} as a marketplace deal · 35% off` }).waitFor()
    await card.getByRole('button', { name: `Add with the marketplace deal · ${marketplace} — ${dish.title}` }).click()
    await card.getByRole('group', { name: `${dish.title} with the marketplace deal in your cart` }).waitFor()

    // The store ends the deal yesterday, while it is in the cart.
    const db = new Database(server.databasePath, { fileMustExist: true })
    db.prepare('UPDATE items SET valid_until = ? WHERE id = ?').run(dayOn(-1), deals.marketplace.id)
    db.close()

    await page
      .getByRole('link', { name: /^Cart, 1 item$/ })
      .first()
      .click()
    await page.waitForURL(/\/cart$/)
    const changed = page.getByRole('region', { name: 'A price changed since you added it' })
    await changed
      .getByText(`The ${dish.title} deal ended: ${formatNaira(dish.price)} at the menu price, or remove it`)
      .waitFor()
    await changed.getByRole('button', { name: 'Accept new prices' }).click()
    await changed.waitFor({ state: 'detached' })
    const line = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('group', { name: `Quantity of ${dish.title}` }) })
    expect(await line.textContent()).toContain(`${formatNaira(dish.price)} each`)
    expect(await line.textContent()).not.toContain('marketplace deal')

    // Back on the store's page, as the shopper left it.
    await page.goBack()
    await page.waitForURL(new RegExp(`/store-front-details/${dish.slug}$`))
    const coupon = formatNaira(deals.coupon.price)
    await card.getByRole('link', { name: `${coupon} with a coupon · 20% off` }).waitFor()
    expect(await card.textContent()).not.toContain(marketplace)
    expect(await card.textContent()).not.toContain('marketplace deal')
    await card.getByRole('button', { name: `Add with the coupon · ${coupon} — ${dish.title}` }).waitFor()
    const menuLine = card.getByRole('group', { name: `${dish.title} at the menu price in your cart` })
    expect(await menuLine.getByRole('status').textContent()).toBe('1 at the menu price')
    expect(errors).toEqual([])
  })
})
