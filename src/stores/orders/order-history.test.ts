import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { userAtom } from '@/stores/session/session'
import { orderHistoryAtom, recordOrderAtom } from './order-history-atom'
import {
  decodeOrderHistory,
  ordersOfAccount,
  MAX_ORDERS,
  orderHistoryReducer,
  orderItemCount,
  type OrderRecord,
  type PlacedOrder,
} from './order-history'
import { reorderLines } from '@/stores/orders/reorder'

const store = { id: 16, name_of_business: 'Jollof Republic', slug: 'jollof-republic', logo: '/logo.svg' }

const placed = (reference: string, placedAt = 1000): PlacedOrder => ({
  reference,
  store,
  items: [
    { id: 40, name: 'Jollof rice', quantity: 2, unitPrice: 2800, image: '/jollof.svg' },
    { id: 42, name: 'Chapman', quantity: 1, unitPrice: 1200, kind: 'marketplace' },
  ],
  // Every amount a receipt shows, delivery included, and how and when it comes: all read back.
  amounts: { subtotal: 6800, vat: 510, serviceCharge: 170, deliveryFee: 650, total: 8130 },
  fulfilment: 'delivery',
  estimateMinutes: 35,
  phone: '0803 123 4567',
  address: '12 Allen Avenue, Ikeja',
  placedAt,
})

const history = (...events: Parameters<typeof orderHistoryReducer>[1][]) =>
  events.reduce<OrderRecord[]>(orderHistoryReducer, [])

describe('orderHistoryReducer', () => {
  it('keeps a placed order as pending, newest first', () => {
    const orders = history(
      { type: 'placed', order: placed('GD-1', 1000) },
      { type: 'placed', order: placed('GD-2', 2000) },
    )
    expect(orders.map((order) => [order.reference, order.status])).toEqual([
      ['GD-2', 'pending'],
      ['GD-1', 'pending'],
    ])
    expect(orders[1]).toMatchObject({ ...placed('GD-1'), updatedAt: 1000 })
  })

  it('records one order once, when the same order is sent again', () => {
    const once = history({ type: 'placed', order: placed('GD-1') })
    expect(orderHistoryReducer(once, { type: 'placed', order: placed('GD-1', 5000) })).toBe(once)
  })

  it('marks an order paid or declined when the payment is verified or refused', () => {
    const orders = history(
      { type: 'placed', order: placed('GD-1') },
      { type: 'placed', order: placed('GD-2') },
      { type: 'paid', reference: 'GD-1', at: 3000 },
      { type: 'declined', reference: 'GD-2', at: 4000, note: 'Payment was declined' },
    )
    expect(orders.find((order) => order.reference === 'GD-1')).toMatchObject({ status: 'paid', updatedAt: 3000 })
    expect(orders.find((order) => order.reference === 'GD-2')).toMatchObject({
      status: 'declined',
      updatedAt: 4000,
      note: 'Payment was declined',
    })
  })

  it('keeps a paid order paid, whatever answer comes later', () => {
    const paid = history({ type: 'placed', order: placed('GD-1') }, { type: 'paid', reference: 'GD-1', at: 3000 })
    expect(orderHistoryReducer(paid, { type: 'declined', reference: 'GD-1', at: 4000, note: 'No' })).toBe(paid)
    expect(orderHistoryReducer(paid, { type: 'paid', reference: 'GD-1', at: 5000 })).toBe(paid)
  })

  it('lets a declined order be verified as paid after all (the shopper paid on a second try)', () => {
    const orders = history(
      { type: 'placed', order: placed('GD-1') },
      { type: 'declined', reference: 'GD-1', at: 2000, note: 'Payment not completed' },
      { type: 'paid', reference: 'GD-1', at: 3000 },
    )
    expect(orders[0]).toMatchObject({ status: 'paid' })
    expect(orders[0]).not.toHaveProperty('note')
  })

  it('changes nothing for a reference it does not know', () => {
    const orders = history({ type: 'placed', order: placed('GD-1') })
    expect(orderHistoryReducer(orders, { type: 'paid', reference: 'GD-9', at: 1 })).toBe(orders)
  })

  it(`keeps the newest ${MAX_ORDERS} orders`, () => {
    const events = Array.from({ length: MAX_ORDERS + 5 }, (_, index) => ({
      type: 'placed' as const,
      order: placed(`GD-${index}`, index),
    }))
    const orders = history(...events)
    expect(orders).toHaveLength(MAX_ORDERS)
    expect(orders[0]?.reference).toBe(`GD-${MAX_ORDERS + 4}`)
    expect(orders.at(-1)?.reference).toBe('GD-5')
  })
})

describe('decodeOrderHistory', () => {
  it('reads back what was saved, newest first', () => {
    const orders = history({ type: 'placed', order: placed('GD-1', 1) }, { type: 'placed', order: placed('GD-2', 2) })
    expect(decodeOrderHistory(JSON.parse(JSON.stringify([...orders].reverse())))).toEqual(orders)
  })

  it('drops what it cannot trust, and repeated references', () => {
    const good = history({ type: 'placed', order: placed('GD-1') })[0]!
    expect(
      decodeOrderHistory([
        good,
        { ...good },
        { ...good, reference: '' },
        { ...good, reference: 'GD-3', status: 'lost' },
        { ...good, reference: 'GD-4', items: [{ id: -1, quantity: 1, unitPrice: 1 }] },
        { ...good, reference: 'GD-5', amounts: { total: 'a lot' } },
        'GD-6',
      ]),
    ).toEqual([good])
    expect(decodeOrderHistory({ orders: [] })).toBeUndefined()
  })
})

describe('reorder', () => {
  it('puts each line back with its quantity, price and store', () => {
    const order = history({ type: 'placed', order: placed('GD-1') })[0]!
    expect(orderItemCount(order)).toBe(3)
    expect(reorderLines(order)).toEqual([
      { item: { id: 40, name: 'Jollof rice', price: 2800, image: '/jollof.svg', store }, quantity: 2 },
      // The deal tag comes back with the line, and the picture.
      { item: { id: 42, name: 'Chapman', price: 1200, kind: 'marketplace', store }, quantity: 1 },
    ])
  })
})

describe('orders by account', () => {
  it('marks a placed order with the signed-in account, and shows each account only its own', () => {
    const app = createStore()
    app.set(userAtom, { id: 7, email: 'ada@example.ng' })
    const placed = {
      reference: 'GD-ADA',
      store: { id: 1, name_of_business: 'Mama Put', slug: 'mama-put' },
      items: [{ id: 10, name: 'Jollof rice', quantity: 1, unitPrice: 2000 }],
      amounts: { subtotal: 2000, vat: 150, serviceCharge: 100, total: 2250 },
      phone: '0803 123 4567',
      address: '12 Allen Avenue',
      placedAt: 1,
    }
    app.set(recordOrderAtom, { type: 'placed', order: placed })
    const [stored] = app.get(orderHistoryAtom)
    expect(stored?.userId).toBe(7)
    expect(decodeOrderHistory([stored])?.[0]?.userId).toBe(7)
    expect(ordersOfAccount(app.get(orderHistoryAtom), 7)).toHaveLength(1)
    expect(ordersOfAccount(app.get(orderHistoryAtom), 8)).toEqual([])
    expect(ordersOfAccount([{ ...stored!, userId: undefined }], 7)).toEqual([])
  })
})
