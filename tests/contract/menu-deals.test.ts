// docs/history.md#issue-21: a deal is one of its store's dishes for less. Deals name their menu item, and where
// menu items are listed each carries its cheapest deal running on the server clock's Lagos day.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DealItem } from '../../contract/records'
import { TUESDAY_NOON, type SeedItem } from './checkout-support'
import { startTestServer, type TestServer } from './support'

let now = TUESDAY_NOON
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ server: { clock: () => now } })
})
afterAll(() => server.close())

const day = 24 * 60 * 60_000
const deals = () =>
  server.db
    .prepare("SELECT * FROM items WHERE kind <> 'menu' AND discounted_price IS NOT NULL ORDER BY id")
    .all() as SeedItem[]

/** A menu item with exactly one deal, and that deal. */
function dishWithOneDeal() {
  const byDish = new Map<number, SeedItem[]>()
  for (const deal of deals())
    if (deal.menu_item_id) byDish.set(deal.menu_item_id, [...(byDish.get(deal.menu_item_id) ?? []), deal])
  const [dishId, [deal] = []] = [...byDish].find(([, list]) => list.length === 1) ?? []
  if (!dishId || !deal) throw new Error('the seed has no dish with a single deal')
  return { dishId, deal }
}

describe('deals and their menu items', () => {
  it("links every seeded deal to its store's menu item of the same title", async () => {
    const all = deals()
    expect(all.length).toBeGreaterThan(0)
    for (const deal of all) {
      const dish = server.db.prepare('SELECT * FROM items WHERE id = ?').get(deal.menu_item_id) as SeedItem
      expect(dish).toMatchObject({ kind: 'menu', store_id: deal.store_id, title: deal.title, price: deal.price })
    }
    const coupon = (await server.call('GET', '/api/coupon-items-all-aws')).json.data.results[0] as DealItem
    const stored = server.db.prepare('SELECT menu_item_id FROM items WHERE id = ?').get(coupon.id) as {
      menu_item_id: number
    }
    expect(coupon.menu_item).toBe(stored.menu_item_id)
    expect(coupon.description).toBe(
      'Bought here at the deal price: its code comes with your paid order, to show at the store.',
    )
  })

  it('gives each listed menu item its deal running today, or null', async () => {
    const { dishId, deal } = dishWithOneDeal()
    const expected = {
      id: deal.id,
      kind: deal.kind,
      discounted_price: deal.discounted_price,
      percentage: expect.anything(),
    }
    const front = (await server.call('GET', `/api/nearme-single-store-aws/${deal.store_id}`)).json.data.results
    const dish = (front.menu_items as DealItem[]).find((item) => item.id === dishId)
    expect(dish?.deal).toEqual(expected)
    const plain = (front.menu_items as DealItem[]).filter((item) => item.id !== dishId)
    for (const item of plain) expect(item).toHaveProperty('deal')
    const single = (await server.call('GET', `/api/menu-items-single-id-aws/${dishId}`)).json.data.results as DealItem
    expect(single.deal).toEqual(expected)
    const qr = (await server.call('GET', `/gidideals/qr-code/list-all-content-to-users/${deal.store_id}`)).json.data
    expect((qr.menu_items as DealItem[]).find((item) => item.id === dishId)?.deal).toEqual(expected)

    // The day after the deal's last day by the server's clock: no deal beside the dish.
    now = Date.parse(`${deal.valid_until!.slice(0, 10)}T11:00:00Z`) + day
    try {
      const later = (await server.call('GET', `/api/menu-items-single-id-aws/${dishId}`)).json.data.results as DealItem
      expect(later.deal).toBeNull()
    } finally {
      now = TUESDAY_NOON
    }
  })

  it('picks the cheapest of several running deals of one dish', async () => {
    const { dishId, deal } = dishWithOneDeal()
    const cheaper = Number(
      server.db
        .prepare(
          `INSERT INTO items (kind, store_id, title, description, image, price, discounted_price, percentage, valid_from, valid_until, created_at, menu_item_id)
           SELECT 'featured', store_id, title, description, image, price, ?, NULL, NULL, NULL, created_at, menu_item_id FROM items WHERE id = ?`,
        )
        .run(deal.discounted_price! - 1, deal.id).lastInsertRowid,
    )
    try {
      const single = (await server.call('GET', `/api/menu-items-single-id-aws/${dishId}`)).json.data.results as DealItem
      expect(single.deal).toEqual({
        id: cheaper,
        kind: 'featured',
        discounted_price: deal.discounted_price! - 1,
        percentage: null,
      })
    } finally {
      server.db.prepare('DELETE FROM items WHERE id = ?').run(cheaper)
    }
  })
})

describe("a coupon's code is its voucher", () => {
  it('is in no public answer: coupon lists, hot coupons, a single coupon, a store front, a QR listing', async () => {
    const coupon = server.db
      .prepare("SELECT * FROM items WHERE kind = 'coupon' AND code IS NOT NULL")
      .get() as SeedItem & { code: string }
    const answers = await Promise.all(
      [
        '/api/coupon-items-all-aws',
        '/api/coupon/hot-deals-aws',
        `/api/coupon-items-single-id-aws/${coupon.id}`,
        `/api/nearme-single-store-aws/${coupon.store_id}`,
        `/gidideals/qr-code/list-all-content-to-users/${coupon.store_id}`,
      ].map((path) => server.call('GET', path)),
    )
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      expect(JSON.stringify(answer.json)).not.toContain(coupon.code)
    }
  })
})
