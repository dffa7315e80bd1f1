// docs/history.md#issue-21: the server's quote for a cart, and sales-create refusing an order the quote would
// not price as sent (a 409 whose body says what changed), at the server's clock.
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { quoteRefusalSchema, type Quote } from '../../contract/quote'
import {
  itemsOf,
  lagos,
  menuOf,
  northOf,
  orderFrom,
  quote,
  quoteAndOrder,
  storesWithHours,
  TUESDAY_NOON,
  type SeedStore,
} from './checkout-support'
import { orderAmounts } from '../support/prices'
import { startTestServer, type TestServer } from './support'

let now = TUESDAY_NOON
let server: TestServer
let shopper: Awaited<ReturnType<TestServer['shopper']>>
let store: SeedStore
beforeAll(async () => {
  server = await startTestServer({ server: { clock: () => now } })
  shopper = await server.shopper('quote')
  const [weekdays] = storesWithHours(server, 'Mon – Sat 8am – 9pm')
  if (!weekdays) throw new Error('the seed has no store open Mon – Sat')
  store = weekdays
})
afterAll(() => server.close())

/** A 409 refusal's body must be the contract's QuoteRefusal, which the app parses. */
const isRefusal = (answer: { status: number; json: unknown }) =>
  answer.status === 409 && v.safeParse(quoteRefusalSchema, answer.json).success

const orderCount = () => (server.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n

/** The store's cheapest menu item: one of it stays far below the free-delivery threshold. */
const cheapest = (storeId: number) => [...menuOf(server, storeId)].sort((a, b) => a.price - b.price)[0]!

describe('sales-quote', () => {
  it("prices a cart at the server's prices, with the fee by distance and the estimate, and writes nothing", async () => {
    const item = cheapest(store.id)
    const before = orderCount()
    const cart = { restaurant: store.id, items: [{ id: item.id, quantity: 2 }], ...northOf(store, 5.2) }
    const answer = await quote(server, cart)
    expect(answer.status).toBe(200)
    const quoted = answer.json.data as Quote
    const subtotal = item.price * 2
    expect(quoted).toMatchObject({
      fulfilment: 'delivery',
      subtotal,
      vat: orderAmounts(subtotal).vat,
      distance_km: 5.2,
      delivery_fee: 950,
      total_amount_payable_to_business: subtotal + 950,
      estimate_minutes: Math.ceil((store.delivery_time_minutes + 5.2 * 4) / 5) * 5,
      priced_at: new Date(now).toISOString(),
      store: { id: store.id, open: true, closed_notice: null },
    })
    expect(quoted.lines).toEqual([
      expect.objectContaining({ id: item.id, quantity: 2, unit_price: item.price, line_total: subtotal, state: 'ok' }),
    ])
    expect(orderCount()).toBe(before)
  })

  it.each([
    ['within 3 km', 2.4, 500],
    ['at 5.2 km, three started kilometres past the first band', 5.2, 950],
    ['far away, capped (a store that rides 50 km)', 40, 2500],
  ])('charges delivery %s: ₦%s', async (_label, km, fee) => {
    const item = cheapest(store.id)
    server.db.prepare('UPDATE stores SET delivery_radius_km = 50 WHERE id = ?').run(store.id)
    try {
      const answer = await quote(server, {
        restaurant: store.id,
        items: [{ id: item.id, quantity: 1 }],
        ...northOf(store, km),
      })
      expect(answer.json.data).toMatchObject({ distance_km: km, delivery_fee: fee, fulfilment: 'delivery' })
    } finally {
      server.db.prepare('UPDATE stores SET delivery_radius_km = 15 WHERE id = ?').run(store.id)
    }
  })

  it('without a fulfilment, a service (a salon) is a visit and needs no position; goods need one', async () => {
    const salon = server.db.prepare("SELECT * FROM stores WHERE place_type = 'Salon' ORDER BY id").get() as
      SeedStore | undefined
    if (!salon) throw new Error('the seed has no salon')
    const haircut = menuOf(server, salon.id)[0]!
    const visit = await quote(server, { restaurant: salon.id, items: [{ id: haircut.id, quantity: 1 }] })
    expect(visit.status).toBe(200)
    expect(visit.json.data).toMatchObject({ fulfilment: 'pickup', delivery_fee: 0, distance_km: null })
    const item = cheapest(store.id)
    const goods = await quote(server, { restaurant: store.id, items: [{ id: item.id, quantity: 1 }] })
    expect(goods.status).toBe(400)
    expect(goods.json).toEqual({ message: 'Latitude and longitude are required.' })
  })

  it('delivers free from ₦20,000, and pickup costs nothing with or without a position', async () => {
    const item = cheapest(store.id)
    const quantity = Math.ceil(20_000 / item.price)
    const large = await quote(server, {
      restaurant: store.id,
      items: [{ id: item.id, quantity }],
      ...northOf(store, 40),
    })
    expect(large.json.data).toMatchObject({ subtotal: item.price * quantity, delivery_fee: 0 })
    const pickup = await quote(server, {
      restaurant: store.id,
      items: [{ id: item.id, quantity: 1 }],
      fulfilment: 'pickup',
    })
    expect(pickup.json.data).toMatchObject({
      fulfilment: 'pickup',
      delivery_fee: 0,
      distance_km: null,
      estimate_minutes: Math.max(5, Math.ceil(store.delivery_time_minutes / 5) * 5),
    })
    const near = await quote(server, {
      restaurant: store.id,
      items: [{ id: item.id, quantity: 1 }],
      fulfilment: 'pickup',
      ...northOf(store, 12),
    })
    expect(near.json.data).toMatchObject({ delivery_fee: 0, distance_km: 12 })
  })

  it("delivers within the store's radius; beyond it the quote is a pickup that says why, and a delivery order is refused", async () => {
    const item = cheapest(store.id)
    const cart = (km: number) => ({
      restaurant: store.id,
      items: [{ id: item.id, quantity: 1 }],
      ...northOf(store, km),
    })
    const near = (await quote(server, cart(14.9))).json.data as Quote
    expect(near).toMatchObject({ fulfilment: 'delivery', store: { delivery_radius_km: 15, delivers: true } })
    expect(near.delivery_fee).toBeGreaterThan(0)
    const far = (await quote(server, cart(15.5))).json.data as Quote
    expect(far).toMatchObject({ fulfilment: 'pickup', delivery_fee: 0, store: { delivers: false } })
    // The estimate is the pickup's: no ride in it.
    expect(far.estimate_minutes).toBe(Math.max(5, Math.ceil(store.delivery_time_minutes / 5) * 5))

    // The radius is the store's own setting.
    server.db.prepare('UPDATE stores SET delivery_radius_km = 5 WHERE id = ?').run(store.id)
    try {
      const short = (await quote(server, cart(6))).json.data as Quote
      expect(short).toMatchObject({ fulfilment: 'pickup', store: { delivery_radius_km: 5, delivers: false } })
      const asked = await server.call('POST', '/sales/sales-create', {
        token: shopper.access,
        body: { ...orderFrom(cart(6), near), fulfilment: 'delivery' },
      })
      expect(asked.status).toBe(400)
      expect(asked.json).toEqual({ message: `${store.name_of_business} delivers within 5 km: choose pickup.` })
    } finally {
      server.db.prepare('UPDATE stores SET delivery_radius_km = 15 WHERE id = ?').run(store.id)
    }
  })

  it('names an item no longer sold, or sold by another store, as gone: kept, but not counted', async () => {
    const item = cheapest(store.id)
    const [other] = storesWithHours(server, 'Daily 9am – 10pm')
    const foreign = cheapest(other!.id)
    const answer = await quote(server, {
      restaurant: store.id,
      items: [
        { id: item.id, quantity: 1, unit_price: item.price },
        { id: foreign.id, quantity: 3, unit_price: foreign.price },
        { id: 99_999_999, quantity: 2 },
      ],
      ...northOf(store, 1),
    })
    expect(answer.status).toBe(200)
    const quoted = answer.json.data as Quote
    expect(quoted.lines.map((line) => [line.state, line.quantity, line.unit_price, line.line_total])).toEqual([
      ['ok', 1, item.price, item.price],
      ['gone', 3, 0, 0],
      ['gone', 2, 0, 0],
    ])
    expect(quoted.lines[1]).toMatchObject({ title: foreign.title, was: foreign.price })
    expect(quoted.subtotal).toBe(item.price)
  })

  it('refuses malformed carts with a 400 that says what is wrong, and an unknown store with a 404', async () => {
    const item = cheapest(store.id)
    const cart = { restaurant: store.id, items: [{ id: item.id, quantity: 1 }], ...northOf(store, 1) }
    const cases: Array<[unknown, string]> = [
      [{ ...cart, latitude: undefined, longitude: undefined }, 'Latitude and longitude are required.'],
      [{ ...cart, latitude: 'north' }, 'Latitude and longitude are required.'],
      [{ ...cart, items: [{ id: 'abc', quantity: 1 }] }, 'Every item needs an id.'],
      [{ ...cart, items: [{ id: item.id, quantity: 0 }] }, 'Quantity must be a whole number from 1.'],
      [{ ...cart, items: [{ id: item.id, quantity: 100 }] }, 'Quantity must be at most 99.'],
      [
        { ...cart, items: [{ id: item.id, quantity: 1, unit_price: -5 }] },
        'unit_price must be a whole number of naira from 0.',
      ],
      [{ ...cart, items: [] }, 'At least one item is required.'],
      [{ ...cart, fulfilment: 'drone' }, 'fulfilment must be delivery or pickup.'],
      [{ ...cart, restaurant: '' }, 'Store ID is required.'],
    ]
    for (const [body, message] of cases)
      expect(await server.call('POST', '/sales/sales-quote', { body })).toMatchObject({
        status: 400,
        json: { message },
      })
    expect((await quote(server, { ...cart, restaurant: 99_999 })).status).toBe(404)
  })
})

describe('sales-create refuses what the quote would show', () => {
  it('a price raised between the quote and Pay: 409 naming the line, was and now', async () => {
    const [first, second] = menuOf(server, store.id)
    const cart = {
      restaurant: store.id,
      items: [
        { id: first!.id, quantity: 1, unit_price: first!.price },
        { id: second!.id, quantity: 2, unit_price: second!.price },
      ],
      ...northOf(store, 1),
    }
    const quoted = (await quote(server, cart)).json.data as Quote
    const raised = second!.price + 300
    server.db.prepare('UPDATE items SET price = ? WHERE id = ?').run(raised, second!.id)
    try {
      const before = orderCount()
      const refused = await server.call('POST', '/sales/sales-create', {
        token: shopper.access,
        body: orderFrom(cart, quoted),
      })
      expect(isRefusal(refused)).toBe(true)
      expect(refused.json).toMatchObject({ code: 'quote_changed' })
      expect(refused.json.changes).toEqual([
        expect.objectContaining({ id: second!.id, state: 'price', was: second!.price, unit_price: raised }),
      ])
      const naira = (amount: number) => `₦${amount.toLocaleString('en-NG')}`
      expect(refused.json.message).toContain(`${second!.title} is now ${naira(raised)} (was ${naira(second!.price)})`)
      expect(refused.json.message).toMatch(/You were not charged\.$/)
      // The new quote travels with the refusal: paying what it says goes through.
      const fresh = refused.json.quote as Quote
      expect(fresh.subtotal).toBe(first!.price + raised * 2)
      expect(orderCount()).toBe(before)
      const accepted = {
        ...cart,
        items: cart.items.map((line) => ({ ...line, unit_price: line.id === second!.id ? raised : line.unit_price })),
      }
      const paid = await server.call('POST', '/sales/sales-create', {
        token: shopper.access,
        body: orderFrom(accepted, fresh),
      })
      expect(paid.status).toBe(201)
    } finally {
      server.db.prepare('UPDATE items SET price = ? WHERE id = ?').run(second!.price, second!.id)
    }
  })

  it('an ended deal: refused at its deal price (ended), sold at its menu price', async () => {
    const daily = new Set(storesWithHours(server, 'Daily 9am – 10pm').map((open) => open.id))
    const coupon = itemsOf(server, 'coupon').find((item) => daily.has(item.store_id))!
    const yesterday = new Date(now - 24 * 60 * 60_000 + 60 * 60_000).toISOString().slice(0, 10)
    const saved = coupon.valid_until
    server.db.prepare('UPDATE items SET valid_until = ? WHERE id = ?').run(yesterday, coupon.id)
    try {
      const atDeal = {
        restaurant: coupon.store_id,
        items: [{ id: coupon.id, quantity: 1, unit_price: coupon.discounted_price! }],
        fulfilment: 'pickup' as const,
      }
      // The cart still holds the deal price and its totals.
      const dealTotals = orderFrom(atDeal, {
        ...((await quote(server, atDeal)).json.data as Quote),
      })
      const unit = coupon.discounted_price!
      const { vat, service_charge: service } = orderAmounts(unit)
      const refused = await server.call('POST', '/sales/sales-create', {
        token: shopper.access,
        body: {
          ...dealTotals,
          vat,
          service_charge: service,
          total_amount_payable: unit + vat + service,
          total_amount_payable_to_business: unit,
        },
      })
      expect(isRefusal(refused)).toBe(true)
      expect(refused.json.changes).toEqual([
        expect.objectContaining({ id: coupon.id, state: 'ended', unit_price: coupon.price, ended_on: yesterday }),
      ])
      expect(refused.json.message).toContain(`The ${coupon.title} deal ended`)
      // The shopper takes it at the menu price.
      const atMenu = { ...atDeal, items: [{ id: coupon.id, quantity: 1, unit_price: coupon.price }] }
      const { quoted, created } = await quoteAndOrder(server, shopper.access, atMenu)
      expect(quoted.lines[0]).toMatchObject({ state: 'ok', unit_price: coupon.price })
      expect(created.status).toBe(201)
      expect(created.json.data.order.items[0]).toMatchObject({ unit_price: coupon.price, code: null })
    } finally {
      server.db.prepare('UPDATE items SET valid_until = ? WHERE id = ?').run(saved, coupon.id)
    }
  })

  it('a store closed at 23:30 in Lagos by the server clock: the quote says so, sales-create refuses', async () => {
    now = lagos('2026-11-23T23:30:00')
    try {
      const item = cheapest(store.id)
      const cart = { restaurant: store.id, items: [{ id: item.id, quantity: 1 }], ...northOf(store, 1) }
      const quoted = (await quote(server, cart)).json.data as Quote
      expect(quoted.store).toMatchObject({ open: false, closed_notice: 'Closed now · opens 8am Tue' })
      const refused = await server.call('POST', '/sales/sales-create', {
        token: shopper.access,
        body: orderFrom(cart, quoted),
      })
      expect(isRefusal(refused)).toBe(true)
      expect(refused.json).toMatchObject({ code: 'store_closed', changes: [] })
      expect(refused.json.message).toBe(
        `${quoted.store.name_of_business} is closed now · opens 8am Tue, so it cannot take this order yet. You were not charged.`,
      )
    } finally {
      now = TUESDAY_NOON
    }
  })

  it('refuses tampered amounts: a lower delivery fee, a negative unit price, pickup with a fee', async () => {
    const item = cheapest(store.id)
    const cart = {
      restaurant: store.id,
      items: [{ id: item.id, quantity: 1, unit_price: item.price }],
      ...northOf(store, 8),
    }
    const quoted = (await quote(server, cart)).json.data as Quote
    expect(quoted.delivery_fee).toBeGreaterThan(500)
    const order = orderFrom(cart, quoted)
    const create = (body: unknown) => server.call('POST', '/sales/sales-create', { token: shopper.access, body })
    const before = orderCount()

    // The fee of the first band, and the totals made to match it.
    const cut = quoted.delivery_fee - 500
    const lowerFee = await create({
      ...order,
      delivery_fee: 500,
      total_amount_payable: order.total_amount_payable - cut,
      total_amount_payable_to_business: order.total_amount_payable_to_business - cut,
    })
    expect(isRefusal(lowerFee)).toBe(true)
    expect(lowerFee).toMatchObject({ status: 409, json: { code: 'quote_changed', changes: [] } })

    const negative = await create({ ...order, items: [{ id: item.id, quantity: 1, unit_price: -item.price }] })
    expect(negative.status).toBe(400)

    // Pickup with the delivery quote's fee and totals: pickup costs no fee.
    const pickupWithFee = await create({ ...order, fulfilment: 'pickup' })
    expect(isRefusal(pickupWithFee)).toBe(true)
    expect(pickupWithFee).toMatchObject({ status: 409, json: { code: 'quote_changed' } })
    expect(pickupWithFee.json.quote).toMatchObject({ fulfilment: 'pickup', delivery_fee: 0 })

    // A delivery without the place it goes to.
    expect(await create({ ...order, latitude: undefined, longitude: undefined })).toMatchObject({
      status: 400,
      json: { message: 'Latitude and longitude are required.' },
    })
    expect(orderCount()).toBe(before)
    // The honest order goes through, and is saved with its fee and estimate.
    const created = await create(order)
    expect(created.status).toBe(201)
    expect(created.json.data.order).toMatchObject({
      fulfilment: 'delivery',
      delivery_fee: quoted.delivery_fee,
      estimate_minutes: quoted.estimate_minutes,
      total_amount_payable: quoted.total_amount_payable,
      total_amount_payable_to_business: quoted.subtotal + quoted.delivery_fee,
    })
  })

  it('keeps the Idempotency-Key: a refusal is not replayed, the accepted order is, once', async () => {
    const item = cheapest(store.id)
    const cart = {
      restaurant: store.id,
      items: [{ id: item.id, quantity: 1, unit_price: item.price + 100 }],
      fulfilment: 'pickup' as const,
    }
    const quoted = (await quote(server, cart)).json.data as Quote
    const headers = { 'Idempotency-Key': `checkout-${Date.now()}` }
    const create = (body: unknown) =>
      server.call('POST', '/sales/sales-create', { token: shopper.access, body, headers })
    // The cart's copy of the price is stale: refused, and nothing is kept under the key.
    const refused = await create(orderFrom(cart, quoted))
    expect(isRefusal(refused)).toBe(true)
    expect(refused).toMatchObject({ status: 409, json: { code: 'quote_changed' } })
    expect(refused.json.changes[0]).toMatchObject({ state: 'price', was: item.price + 100, unit_price: item.price })
    // The shopper accepts the new price: the same key now opens the order, and a retry replays it.
    const accepted = { ...cart, items: [{ id: item.id, quantity: 1, unit_price: item.price }] }
    const body = orderFrom(accepted, refused.json.quote as Quote)
    const first = await create(body)
    expect(first.status).toBe(201)
    const again = await create(body)
    expect(again.status).toBe(201)
    expect(again.json.data.reference).toBe(first.json.data.reference)
  })

  it('takes a pickup order whose address says where to pick it up', async () => {
    const item = cheapest(store.id)
    const { created, quoted } = await quoteAndOrder(server, shopper.access, {
      restaurant: store.id,
      items: [{ id: item.id, quantity: 1, unit_price: item.price }],
      fulfilment: 'pickup',
    })
    expect(created.status).toBe(201)
    expect(created.json.data.order).toMatchObject({
      fulfilment: 'pickup',
      delivery_fee: 0,
      shipping_address: `Pick up at ${quoted.store.address}`,
    })
  })
})
