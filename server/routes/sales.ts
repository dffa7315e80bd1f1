import type { Handlers } from '../endpoint-routes'
import { randomBytes } from 'node:crypto'
import { changedLines, refusalMessage, type Quote, type QuoteRefusal } from '../../contract/quote'
import { signedInUser, type AppContext } from '../context'
import { notFound } from '../http-error'
import { writeOnce } from '../idempotency'
import { orderRecord, ordersOf, storedLines, type OrderRow } from '../orders'
import { cartOf, cartStore, quoteCart } from '../pricing'
import { clientAddress } from '../rate-limit'
import { inputOf } from '../request-input'
import { accessCode, paymentUrl } from './payment-page'

/** The amounts an order claims (whole naira), each checked against what the quote says. */
type Claimed = Pick<
  Quote,
  'vat' | 'service_charge' | 'delivery_fee' | 'total_amount_payable' | 'total_amount_payable_to_business'
>

/**
 * Why this order cannot be taken as sent, or null: the store is closed, a line does not sell
 * as the cart holds it, or an amount differs from the quote by a naira.
 */
function refusal(quote: Quote, claimed: Claimed): QuoteRefusal | null {
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
  quote: (c: AppContext) => {
    const { db, clock, limiter, limits, trustProxy } = c.get('deps')
    const cart = cartOf(inputOf(c, 'quote'))
    limiter.take([`quotesPerAddress:${clientAddress(c, trustProxy)}`, limits.quotesPerAddress])
    return c.json({ data: quoteCart(db, cart, clock()) })
  },

  checkout: async (c: AppContext) => {
    const { db, clock } = c.get('deps')
    const userId = signedInUser(c)
    const body = inputOf(c, 'checkout')
    // The store first: an unknown one is a 404 whatever amounts the body claims.
    cartStore(db, body.restaurant)
    const { phone_number: phoneNumber, shipping_address: address, email: emailAddress } = body
    const cart = cartOf(body)
    const claimed: Claimed = {
      vat: body.vat,
      service_charge: body.service_charge,
      delivery_fee: body.delivery_fee,
      total_amount_payable: body.total_amount_payable,
      total_amount_payable_to_business: body.total_amount_payable_to_business,
    }
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
  myOrders: (c: AppContext) => c.json({ data: ordersOf(c.get('deps').db, signedInUser(c)) }),

  verifyPayment: (c: AppContext) => {
    const { db, clock } = c.get('deps')
    const userId = signedInUser(c)
    const { reference } = inputOf(c, 'verifyPayment')
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
