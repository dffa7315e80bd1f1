// docs/history.md#issue-49, L2: the delivery fee was priced from the position the client sent, and the order kept no
// position: a shopper could send one beside the store (₦500) with an address across Lagos, and
// nobody could tell which the fee was for. The order now keeps the point it was priced for, and
// its distance, for the store's rider and for anyone checking the fee.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { northOf, quoteAndOrder, storesWithHours, type SeedStore } from './checkout-support'
import { startTestServer, type TestServer } from './support'

let server: TestServer
let store: SeedStore
beforeAll(async () => {
  server = await startTestServer()
  const [open] = storesWithHours(server, 'Mon – Sat 8am – 9pm')
  if (!open) throw new Error('the seed has no store open Mon – Sat')
  store = open
})
afterAll(() => server.close())

describe('an order’s delivery point', () => {
  it('is kept with the order as priced, and shown in the order and in my orders', async () => {
    const shopper = await server.shopper('position')
    const [dish] = server.db
      .prepare("SELECT id FROM items WHERE store_id = ? AND kind = 'menu' ORDER BY id LIMIT 1")
      .all(store.id) as Array<{ id: number }>
    // Priced a kilometre from the store, whatever the address text says.
    const near = northOf(store, 1)
    const { quoted, created } = await quoteAndOrder(server, shopper.access, {
      restaurant: store.id,
      items: [{ id: dish?.id ?? 0, quantity: 1 }],
      fulfilment: 'delivery',
      ...near,
    })
    expect(created.status).toBe(201)
    const deliveryTo = { latitude: near.latitude, longitude: near.longitude, distance_km: quoted.distance_km }
    expect(created.json.data.order.delivery_to).toEqual(deliveryTo)
    const mine = await server.call('GET', '/sales/my-orders', { token: shopper.access })
    expect(mine.json.data.results[0].delivery_to).toEqual(deliveryTo)
    const row = server.db
      .prepare('SELECT latitude, longitude, distance_km FROM orders WHERE reference = ?')
      .get(created.json.data.reference)
    expect(row).toEqual(deliveryTo)
  })

  it('is none for a pickup', async () => {
    const shopper = await server.shopper('pickup')
    const [dish] = server.db
      .prepare("SELECT id FROM items WHERE store_id = ? AND kind = 'menu' ORDER BY id LIMIT 1")
      .all(store.id) as Array<{ id: number }>
    const { created } = await quoteAndOrder(server, shopper.access, {
      restaurant: store.id,
      items: [{ id: dish?.id ?? 0, quantity: 1 }],
      fulfilment: 'pickup',
    })
    expect(created.status).toBe(201)
    expect(created.json.data.order.delivery_to).toBeNull()
  })
})
