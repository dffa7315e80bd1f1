// docs/history.md#issue-21: what the app shows before Pay is what the server charges. For random carts of one
// store (dishes and deals, quantities, delivery or pickup, near or far), the app's own code asks
// the real server for a quote, builds the order from it as checkout does, and pays: the server
// opens the order (201) at exactly the quoted total, which is contract/pricing's total.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { dealUnitPrice, lagosDay } from '../../contract/deals'
import { orderTotals } from '../../contract/pricing'
import { TUESDAY_NOON, northOf, type SeedItem, type SeedStore } from '../contract/checkout-support'
import { startTestServer, type TestServer } from '../contract/support'

vi.mock('@/lib/notify', () => ({ notify: async () => undefined }))

let server: TestServer
let app: Awaited<ReturnType<typeof loadModules>>
let disconnect: () => void
let stores: Array<{ store: SeedStore; items: SeedItem[] }>

async function loadModules(apiBase: string) {
  vi.stubEnv('VITE_API_BASE_URL', apiBase)
  const [sales, totals, quote, session, jotai] = await Promise.all([
    import('@/api/sales'),
    import('@/features/checkout/order-totals'),
    import('@/stores/cart/cart-quote'),
    import('@/stores/session/session'),
    import('jotai'),
  ])
  return { sales, totals, quote, session, createStore: jotai.createStore }
}

beforeAll(async () => {
  const started = Date.now()
  // Tuesday noon in Lagos: every seeded store but the evening lounges is open.
  server = await startTestServer({
    server: {
      clock: () => TUESDAY_NOON + (Date.now() - started),
      // One shopper places every generated order, and a failure's shrinking places more: past the
      // 30 orders an hour one account may place, a 429 would hide what failed.
      rateLimits: { ordersPerUser: { limit: 100_000, windowMs: 60 * 60_000 } },
    },
  })
  app = await loadModules(server.base)
  const shopper = await server.shopper('quote-property')
  const store = app.createStore()
  app.session.saveTokens(store, { access: shopper.access, refresh: shopper.refresh })
  store.set(app.session.userAtom, { id: shopper.id, email: shopper.email })
  disconnect = app.session.connectSessionToApi(store)
  const open = server.db
    .prepare("SELECT * FROM stores WHERE opening_hours != 'Daily 4pm – 2am' ORDER BY id LIMIT 8")
    .all() as SeedStore[]
  stores = open.map((seeded) => ({
    store: seeded,
    items: server.db.prepare('SELECT * FROM items WHERE store_id = ? ORDER BY id').all(seeded.id) as SeedItem[],
  }))
})
afterAll(async () => {
  disconnect?.()
  await server?.close()
})

const cartArbitrary = fc.record({
  storeIndex: fc.nat({ max: 7 }),
  picks: fc.uniqueArray(fc.record({ index: fc.nat({ max: 20 }), quantity: fc.integer({ min: 1, max: 9 }) }), {
    minLength: 1,
    maxLength: 4,
    selector: (pick) => pick.index,
  }),
  fulfilment: fc.constantFrom('delivery' as const, 'pickup' as const),
  km: fc.double({ min: 0, max: 30, noNaN: true }),
})

describe("the app's quote is what the server charges", () => {
  it('for random carts: quote, build the order as checkout does, pay — the same total, to the naira', async () => {
    const day = lagosDay(TUESDAY_NOON)
    await fc.assert(
      fc.asyncProperty(cartArbitrary, async ({ storeIndex, picks, fulfilment, km }) => {
        const { store, items } = stores[storeIndex % stores.length]!
        const chosen = [...new Map(picks.map((pick) => [items[pick.index % items.length]!, pick.quantity]))]
        // The cart as the app holds it: each line with the price the store page showed.
        const cart = chosen.map(([item, quantity]) => ({
          id: item.id,
          title: item.title,
          price: item.price,
          discounted_price: dealUnitPrice(item, day) === item.price ? null : item.discounted_price,
          quantity,
          store: { id: store.id, name_of_business: 'Store', slug: 'store' },
        }))
        const request = app.quote.quoteRequestFor(store, cart, northOf(store, km), fulfilment)
        const quote = await app.sales.quoteCart(request)
        expect(app.quote.quoteMatchesCart(quote, cart)).toBe(true)
        const subtotal = cart.reduce((sum, line) => sum + (line.discounted_price ?? line.price) * line.quantity, 0)
        expect(quote.total_amount_payable).toBe(orderTotals(subtotal, quote.delivery_fee).total)

        const order = app.totals.salesOrderFromQuote(quote, request, {
          phone: '0803 555 0101',
          address: '12 Bode Thomas Street, Surulere',
          email: 'tola@example.ng',
        })
        const placed = await app.sales.checkout(order, { idempotencyKey: crypto.randomUUID() })
        // Beyond the store's radius (15 km) it delivers nowhere near: a delivery is quoted, and
        // charged, as a pickup.
        expect(quote.store.delivers).toBe((quote.distance_km ?? 0) <= 15)
        expect(placed?.order).toMatchObject({
          total_amount_payable: quote.total_amount_payable,
          delivery_fee: quote.delivery_fee,
          fulfilment: quote.store.delivers ? fulfilment : 'pickup',
        })
      }),
      {
        numRuns: 12,
        // Always at the radius's edge too: a delivery just beyond it, and a pickup from there.
        examples: [
          [{ storeIndex: 0, picks: [{ index: 0, quantity: 1 }], fulfilment: 'delivery', km: 15.2 }],
          [{ storeIndex: 0, picks: [{ index: 0, quantity: 1 }], fulfilment: 'pickup', km: 15.005 }],
        ],
      },
    )
  })
})
