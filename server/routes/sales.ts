import type { Handlers } from '../endpoint-routes'
import { randomBytes } from 'node:crypto'
import { readJson, requireUser, type AppContext } from '../context'
import { now } from '../db'
import { badRequest, notFound } from '../http-error'
import { priceOrder } from '../pricing'
import { TEXT_LIMITS } from '../../contract/rules'
import { email, parseId, phone, requiredString } from '../validate'
import { accessCode, paymentUrl } from './payment-page'

type OrderRow = {
  id: number
  reference: string
  user_id: number
  store_id: number
  items: string
  phone_number: string
  shipping_address: string
  email: string
  subtotal: number
  vat: number
  service_charge: number
  total: number
  status: 'pending' | 'paid' | 'declined'
  fulfilled_at: string | null
  created_at: string
}

const orderRecord = (row: OrderRow) => ({
  id: row.id,
  reference: row.reference,
  restaurant: row.store_id,
  items: JSON.parse(row.items) as unknown[],
  phone_number: row.phone_number,
  shipping_address: row.shipping_address,
  email: row.email,
  subtotal: row.subtotal,
  vat: row.vat,
  service_charge: row.service_charge,
  total_amount_payable: row.total,
  total_amount_payable_to_business: row.subtotal,
  status: row.status,
  fulfilled_at: row.fulfilled_at,
  created_at: row.created_at,
})

function money(value: unknown, field: string): number {
  const number = typeof value === 'string' ? Number(value) : value
  if (typeof number !== 'number' || !Number.isFinite(number) || number < 0)
    throw badRequest(`${field} must be an amount in naira.`)
  return Math.round(number)
}

export const salesHandlers = {
  checkout: async (c: AppContext) => {
    const db = c.get('deps').db
    const userId = await requireUser(c)
    const body = await readJson(c)
    if (body.restaurant === undefined || body.restaurant === null || body.restaurant === '')
      throw badRequest('Store ID is required.')
    const storeId = parseId(body.restaurant, 'Store ID is required.')
    if (!db.prepare('SELECT 1 FROM stores WHERE id = ?').get(storeId)) throw notFound()
    const phoneNumber = phone(body, 'phone_number')
    const address = requiredString(
      body,
      'shipping_address',
      'Shipping address is required.',
      TEXT_LIMITS.shippingAddress,
    )
    const emailAddress = email(body)
    const priced = priceOrder(db, storeId, body.items, c.get('deps').clock())
    const claimed = {
      vat: money(body.vat, 'vat'),
      service_charge: money(body.service_charge, 'service_charge'),
      total_amount_payable: money(body.total_amount_payable, 'total_amount_payable'),
      total_amount_payable_to_business: money(
        body.total_amount_payable_to_business,
        'total_amount_payable_to_business',
      ),
    }
    const expected = {
      vat: priced.vat,
      service_charge: priced.service,
      total_amount_payable: priced.total,
      total_amount_payable_to_business: priced.subtotal,
    }
    for (const field of Object.keys(expected) as Array<keyof typeof expected>) {
      if (claimed[field] !== expected[field])
        throw badRequest(`${field} does not match the order: expected ${expected[field]}, got ${claimed[field]}.`)
    }
    const reference = `GD-${randomBytes(8).toString('hex').toUpperCase()}`
    const stamp = now()
    const id = db
      .prepare(
        `INSERT INTO orders (reference, user_id, store_id, items, phone_number, shipping_address, email, subtotal, vat, service_charge, total, status, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?)`,
      )
      .run(
        reference,
        userId,
        storeId,
        JSON.stringify(priced.lines),
        phoneNumber,
        address,
        emailAddress,
        priced.subtotal,
        priced.vat,
        priced.service,
        priced.total,
        stamp,
      ).lastInsertRowid
    const order = db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as OrderRow
    return c.json(
      {
        data: {
          reference,
          access_code: accessCode(c, reference),
          authorization_url: paymentUrl(c, reference),
          order: orderRecord(order),
        },
      },
      201,
    )
  },

  verifyPayment: async (c: AppContext) => {
    const db = c.get('deps').db
    const userId = await requireUser(c)
    const reference = requiredString(await readJson(c), 'reference', 'Reference is required.', 64)
    const order = db.prepare('SELECT * FROM orders WHERE reference = ? AND user_id = ?').get(reference, userId) as
      OrderRow | undefined
    if (!order) throw notFound()
    if (order.status === 'declined') return c.json({ message: 'Payment was declined' }, 400)
    if (order.status !== 'paid') return c.json({ message: 'Payment not completed' }, 400)
    // Fulfilled once; a repeated verification reports the same result.
    if (!order.fulfilled_at)
      db.prepare('UPDATE orders SET fulfilled_at = ? WHERE id = ? AND fulfilled_at IS NULL').run(now(), order.id)
    const fresh = db.prepare('SELECT * FROM orders WHERE id = ?').get(order.id) as OrderRow
    return c.json({ message: 'Payment verified', data: { status: 'success', order: orderRecord(fresh) } })
  },
} satisfies Partial<Handlers>
