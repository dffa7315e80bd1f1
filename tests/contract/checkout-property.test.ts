// docs/history.md#issue-21: for any cart of a store, the quote's amounts sent back as the order are what
// sales-create accepts, and they are contract/pricing.ts's totals: the app can always pay
// what the server quoted.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deliveryFee, deliversTo, orderTotals } from '../../contract/pricing'
import type { Quote } from '../../contract/quote'
import { northOf, quoteAndOrder, TUESDAY_NOON, type SeedItem, type SeedStore } from './checkout-support'
import { startTestServer, type TestServer } from './support'

let server: TestServer
let token: string
let stores: Array<{ store: SeedStore; items: SeedItem[] }>
beforeAll(async () => {
  server = await startTestServer({
    // One shopper places every generated order: past the 30 orders an hour one account may place.
    server: { clock: () => TUESDAY_NOON, rateLimits: { ordersPerUser: { limit: 100_000, windowMs: 60 * 60_000 } } },
  })
  token = (await server.shopper('property')).access
  // The stores open at Tuesday noon (not the lounges, 4pm – 2am), with everything they sell.
  const open = server.db
    .prepare("SELECT * FROM stores WHERE opening_hours <> 'Daily 4pm – 2am' ORDER BY id")
    .all() as SeedStore[]
  stores = open.map((store) => ({
    store,
    items: server.db.prepare('SELECT * FROM items WHERE store_id = ? ORDER BY id').all(store.id) as SeedItem[],
  }))
})
afterAll(() => server.close())

const cartArbitrary = () =>
  fc
    .record({
      storeIndex: fc.nat(),
      lines: fc.array(fc.record({ itemIndex: fc.nat(), quantity: fc.integer({ min: 1, max: 99 }) }), {
        minLength: 1,
        maxLength: 6,
      }),
      pickup: fc.boolean(),
      km: fc.double({ min: 0, max: 30, noNaN: true }),
    })
    .map(({ storeIndex, lines, pickup, km }) => {
      const { store, items } = stores[storeIndex % stores.length]!
      return {
        store,
        pickup,
        km,
        cart: {
          restaurant: store.id,
          items: lines.map(({ itemIndex, quantity }) => ({ id: items[itemIndex % items.length]!.id, quantity })),
          ...(pickup ? { fulfilment: 'pickup' as const } : { fulfilment: 'delivery' as const, ...northOf(store, km) }),
        },
      }
    })

describe('quote → order', () => {
  it('the quote of any cart, sent back as the order, is accepted and is orderTotals(subtotal, fee)', async () => {
    await fc.assert(
      fc.asyncProperty(cartArbitrary(), async ({ cart, pickup, km }) => {
        const { quoted, created } = await quoteAndOrder(server, token, cart)
        expect(created.status).toBe(201)
        if (pickup) expect(quoted.distance_km).toBeNull()
        else expect(Math.abs((quoted.distance_km ?? Number.NaN) - km)).toBeLessThanOrEqual(0.006)
        const subtotal = quoted.lines.reduce((sum, line) => sum + line.unit_price * line.quantity, 0)
        // Beyond the store's radius (15 km) a delivery is quoted as a pickup.
        const delivered = !pickup && deliversTo(quoted.distance_km, 15)
        expect(quoted.store.delivers).toBe(pickup || delivered)
        const fee = delivered ? deliveryFee(subtotal, quoted.distance_km ?? Number.NaN) : 0
        const totals = orderTotals(subtotal, fee)
        expect(quoted).toMatchObject<Partial<Quote>>({
          subtotal,
          vat: totals.vat,
          service_charge: totals.serviceCharge,
          delivery_fee: fee,
          total_amount_payable: totals.total,
          total_amount_payable_to_business: subtotal + fee,
        })
        expect(created.json.data.order).toMatchObject({
          subtotal,
          total_amount_payable: totals.total,
          delivery_fee: fee,
          fulfilment: delivered ? 'delivery' : 'pickup',
        })
      }),
      { numRuns: 40 },
    )
  })
})
