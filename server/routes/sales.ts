import type { Handlers } from '../endpoint-routes'
import { randomBytes } from 'node:crypto'
import { changedLines, refusalMessage, type Quote, type QuoteRefusal } from '../../contract/quote'
import { TEXT_LIMITS } from '../../contract/rules'
import { readJson, requireUser, type AppContext } from '../context'
import { badRequest, notFound } from '../http-error'
import { writeOnce } from '../idempotency'
import { orderRecord, ordersOf, storedLines, type OrderRow } from '../orders'
import { cartStore, parseCart, parseStoreId, quoteCart } from '../pricing'
import { clientAddress } from '../rate-limit'
import { email, phone, requiredString, type Body } from '../validate'
import { accessCode, paymentUrl } from './payment-page'

function money(value: unknown, field: string): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  if (typeof number !== 'number' || !Number.isFinite(number) || number < 0)
    throw badRequest(`${field} must be an amount in naira.`)
  return Math.round(number)
}

/** The amounts an order claims, each against what the quote says. Absent delivery_fee is none. */
function claimedAmounts(body: Body) {
  return {
    vat: money(body.vat, 'vat'),
    service_charge: money(body.service_charge, 'service_charge'),
    delivery_fee:
      body.delivery_fee === undefined || body.delivery_fee === null ? 0 : money(body.delivery_fee, 'delivery_fee'),
    total_amount_payable: money(body.total_amount_payable, 'total_amount_payable'),
    total_amount_payable_to_business: money(body.total_amount_payable_to_business, 'total_amount_payable_to_business'),
  }
}

/**
 * Why this order cannot be taken as sent, or null: the store is closed, a line does not sell
 * as the cart holds it, or an amount differs from the quote by a naira.
 */
function refusal(quote: Quote, claimed: ReturnType<typeof claimedAmounts>): QuoteRefusal | null {
  const changes = changedLines(quote)
  let code: QuoteRefusal['code'] | null = null
  if (!quote.store.open) code = 'store_closed'
  else if (changes.length > 0) code = 'quote_changed'
  else if ((Object.keys(claimed) as Array<keyof typeof claimed>).some((field) => claimed[field] !== quote[field]))
    code = 'quote_changed'
  return code === null ? null : { message: refusalMessage(code, quote, changes), code, changes, quote }
}

export const salesHandlers = {
  /** The server's prices for a cart now; writes nothing, needs no account. */
  quote: async (c: AppContext) => {
    const { db, clock, limiter, limits, trustProxy } = c.get('deps')
    const cart = parseCart(await readJson(c))
    limiter.take([`quotesPerAddress:${clientAddress(c, trustProxy)}`, limits.quotesPerAddress])
    return c.json({ data: quoteCart(db, cart, clock()) })
  },

  checkout: async (c: AppContext) => {
    const { db, clock } = c.get('deps')
    const userId = await requireUser(c)
    const body = await readJson(c)
    // The store first: an unknown one is a 404 whatever else the body holds.
    cartStore(db, parseStoreId(body.restaurant))
    const phoneNumber = phone(body, 'phone_number')
    // For pickup the app sends "Pick up at <store address>": any text is accepted.
    const address = requiredString(
      body,
      'shipping_address',
      'Shipping address is required.',
      TEXT_LIMITS.shippingAddress,
    )
    const emailAddress = email(body)
    const cart = parseCart(body)
    const claimed = claimedAmounts(body)
    const at = clock()
    const quote = quoteCart(db, cart, at)
    const refused = refusal(quote, claimed)
    if (refused) return c.json(refused, 409)
    const reference = `GD-${randomBytes(8).toString('hex').toUpperCase()}`
    // The order and its Idempotency-Key answer commit together: a crash leaves both or neither.
    return writeOnce(c, 201, () => {
      const id = db
        .prepare(
          `INSERT INTO orders (reference, user_id, store_id, items, phone_number, shipping_address, email, subtotal, vat,
            service_charge, total, status, created_at, fulfilment, delivery_fee, estimate_minutes)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?)`,
        )
        .run(
          reference,
          userId,
          quote.store.id,
          JSON.stringify(storedLines(db, quote)),
          phoneNumber,
          address,
          emailAddress,
          quote.subtotal,
          quote.vat,
          quote.service_charge,
          quote.total_amount_payable,
          new Date(at).toISOString(),
          quote.fulfilment,
          quote.delivery_fee,
          quote.estimate_minutes,
        ).lastInsertRowid
      const order = db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as OrderRow
      return {
        data: {
          reference,
          access_code: accessCode(c, reference),
          authorization_url: paymentUrl(c, reference),
          order: orderRecord(order),
        },
      }
    })
  },

  /** The signed-in shopper's own orders, newest first. */
  myOrders: async (c: AppContext) => {
    const userId = await requireUser(c)
    return c.json({ data: ordersOf(c.get('deps').db, userId) })
  },

  verifyPayment: async (c: AppContext) => {
    const { db, clock } = c.get('deps')
    const userId = await requireUser(c)
    const reference = requiredString(await readJson(c), 'reference', 'Reference is required.', 64)
    const order = db.prepare('SELECT * FROM orders WHERE reference = ? AND user_id = ?').get(reference, userId) as
      OrderRow | undefined
    if (!order) throw notFound()
    if (order.status === 'declined') return c.json({ message: 'Payment was declined' }, 400)
    if (order.status !== 'paid') return c.json({ message: 'Payment not completed' }, 400)
    // Fulfilled once; a repeated verification reports the same result.
    if (!order.fulfilled_at)
      db.prepare('UPDATE orders SET fulfilled_at = ? WHERE id = ? AND fulfilled_at IS NULL').run(
        new Date(clock()).toISOString(),
        order.id,
      )
    const fresh = db.prepare('SELECT * FROM orders WHERE id = ?').get(order.id) as OrderRow
    return c.json({ message: 'Payment verified', data: { status: 'success', order: orderRecord(fresh) } })
  },
} satisfies Partial<Handlers>
