// docs/history.md#issue-21: My orders on any phone. Only the signed-in shopper's own orders, newest first; a
// coupon's code shows once the order is paid, and only on a line sold at the coupon's price.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AccountOrder } from '../../contract/records'
import { itemsOf, menuOf, pay, quoteAndOrder, storesWithHours, TUESDAY_NOON } from './checkout-support'
import { startTestServer, type TestServer } from './support'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ server: { clock: () => TUESDAY_NOON } })
})
afterAll(() => server.close())

const myOrders = (token?: string) => server.call('GET', '/sales/my-orders', { token })

/** A coupon (with its code) of a store open every day, and a menu item of the same store. */
function couponAndDish() {
  const daily = new Set(storesWithHours(server, 'Daily 9am – 10pm').map((store) => store.id))
  const coupon = itemsOf(server, 'coupon').find((item) => daily.has(item.store_id))
  if (!coupon) throw new Error('the seed has no coupon of a store open daily')
  const dish = menuOf(server, coupon.store_id)[0]!
  const code = (server.db.prepare('SELECT code FROM items WHERE id = ?').get(coupon.id) as { code: string }).code
  return { coupon, dish, code }
}

describe('my-orders', () => {
  it('needs a signed-in shopper', async () => {
    expect((await myOrders()).status).toBe(401)
    expect((await myOrders('not-a-token')).status).toBe(401)
  })

  it("lists only the caller's orders, newest first, with the store, lines, fee and estimate", async () => {
    const { coupon, dish } = couponAndDish()
    const tola = await server.shopper('tola')
    const emeka = await server.shopper('emeka')
    const store = server.db.prepare('SELECT * FROM stores WHERE id = ?').get(coupon.store_id) as {
      id: number
      phone: string
      address: string
      latitude: number
      longitude: number
    }
    const first = await quoteAndOrder(server, tola.access, {
      restaurant: store.id,
      items: [{ id: dish.id, quantity: 2, unit_price: dish.price }],
      latitude: store.latitude,
      longitude: store.longitude,
    })
    const second = await quoteAndOrder(server, tola.access, {
      restaurant: store.id,
      items: [{ id: coupon.id, quantity: 1, unit_price: coupon.discounted_price! }],
      fulfilment: 'pickup',
    })
    const theirs = await quoteAndOrder(server, emeka.access, {
      restaurant: store.id,
      items: [{ id: dish.id, quantity: 1, unit_price: dish.price }],
      fulfilment: 'pickup',
    })
    for (const placed of [first, second, theirs]) expect(placed.created.status).toBe(201)

    const listed = await myOrders(tola.access)
    expect(listed.status).toBe(200)
    const orders = listed.json.data.results as AccountOrder[]
    expect(listed.json.data.count).toBe(2)
    expect(orders.map((order) => order.reference)).toEqual([
      second.created.json.data.reference,
      first.created.json.data.reference,
    ])
    expect(orders.map((order) => order.reference)).not.toContain(theirs.created.json.data.reference)
    expect(orders[1]).toMatchObject({
      status: 'pending',
      store: { id: store.id, phone: store.phone, address: store.address },
      fulfilment: 'delivery',
      delivery_fee: first.quoted.delivery_fee,
      estimate_minutes: first.quoted.estimate_minutes,
      total_amount_payable: first.quoted.total_amount_payable,
      total_amount_payable_to_business: first.quoted.subtotal + first.quoted.delivery_fee,
      items: [
        { id: dish.id, quantity: 2, unit_price: dish.price, line_total: dish.price * 2, kind: 'menu', code: null },
      ],
    })
    expect(orders[0]).toMatchObject({ fulfilment: 'pickup', delivery_fee: 0 })
    // Each line keeps its picture, so My orders and Reorder show it.
    const picture = (server.db.prepare('SELECT image FROM items WHERE id = ?').get(dish.id) as { image: string }).image
    expect(picture).toBeTruthy()
    expect(orders[1]!.items[0]!.image).toBe(picture)

    const emekas = (await myOrders(emeka.access)).json.data
    expect(emekas.count).toBe(1)
    expect(emekas.results[0].reference).toBe(theirs.created.json.data.reference)
  })

  it("shows a coupon's code only once its order is paid, and never on the pending answer", async () => {
    const { coupon, code } = couponAndDish()
    const shopper = await server.shopper('coupon')
    const { created } = await quoteAndOrder(server, shopper.access, {
      restaurant: coupon.store_id,
      items: [{ id: coupon.id, quantity: 1, unit_price: coupon.discounted_price! }],
      fulfilment: 'pickup',
    })
    expect(created.status).toBe(201)
    expect(JSON.stringify(created.json)).not.toContain(code)
    const pending = (await myOrders(shopper.access)).json.data.results[0] as AccountOrder
    expect(pending.items[0]).toMatchObject({ kind: 'coupon', code: null })
    expect(JSON.stringify(pending)).not.toContain(code)

    await pay(server, created.json.data)
    const paid = (await myOrders(shopper.access)).json.data.results[0] as AccountOrder
    expect(paid.status).toBe('paid')
    expect(paid.items[0]).toMatchObject({ kind: 'coupon', code })
    const verified = await server.call('POST', '/sales/sales-verify', {
      token: shopper.access,
      body: { reference: created.json.data.reference },
    })
    expect(verified.json.data.order.items[0].code).toBe(code)
  })

  it('lists at most the newest 50', async () => {
    const shopper = await server.shopper('many')
    const { dish } = couponAndDish()
    const template = server.db.prepare('SELECT * FROM orders LIMIT 1').get() as Record<string, unknown>
    const insert = server.db.prepare(
      `INSERT INTO orders (reference, user_id, store_id, items, phone_number, shipping_address, email, subtotal, vat,
        service_charge, total, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?)`,
    )
    for (let index = 0; index < 52; index++)
      insert.run(
        `GD-MANY${String(index).padStart(4, '0')}-${shopper.id}`,
        shopper.id,
        template.store_id,
        JSON.stringify([
          { id: dish.id, title: dish.title, quantity: 1, unit_price: dish.price, line_total: dish.price },
        ]),
        template.phone_number,
        template.shipping_address,
        template.email,
        dish.price,
        0,
        100,
        dish.price + 100,
        new Date(TUESDAY_NOON).toISOString(),
      )
    const listed = (await myOrders(shopper.access)).json.data
    expect(listed.count).toBe(52)
    expect(listed.results).toHaveLength(50)
    expect(listed.results[0].reference).toBe(`GD-MANY0051-${shopper.id}`)
    // An order stored before kinds were: no kind, no code.
    expect(listed.results[0].items[0]).toEqual(expect.objectContaining({ id: dish.id, code: null }))
    expect(listed.results[0].items[0].kind).toBeUndefined()
  })
})
