import type { Handlers } from './endpoint-routes'
import { randomBytes } from 'node:crypto'
import { cashRefusal, PAYMENT_EXPIRED, PAYMENT_NOT_COMPLETED, type PaymentMethod } from '../../contract/payment-methods'
import { beyondRadius, changedLines, refusalMessage, type Quote, type QuoteRefusal } from '../../contract/quote'
import { signedInUser, type AppContext } from '../http/context'
import { badRequest, notFound } from '../http/http-error'
import { writeOnce } from '../http/idempotency'
import { orderRecord, ordersOf, storedLines } from '../sales/orders'
import { placeOrder } from '../sales/order-steps'
import { expireOverdue } from '../sales/payments'
import { cartOf, cartStore, quoteCart } from '../sales/pricing'
import { clientAddress } from '../http/client-address'
import { inputOf } from '../http/request-input'
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

/** Cash only up to the limit and where the store takes it: a 400 in words otherwise. */
function checkCash(method: PaymentMethod, quote: Quote): void {
  if (method !== 'cash') return
  const refused = cashRefusal(
    quote.total_amount_payable,
    quote.store.accepts_cash === true,
    quote.store.name_of_business,
  )
  if (refused) throw badRequest(refused)
}

/** Where the shopper goes next: the gateway's page, or for cash (no gateway) straight back to the app. */
const nextUrl = (c: AppContext, reference: string, method: PaymentMethod) =>
  method === 'cash' ? `/checkout?reference=${encodeURIComponent(reference)}` : paymentUrl(c, reference)

/** What sales-verify says of an order whose payment is settled: paid, or cash to come. */
const verifiedWords = (row: { status: string; fulfilment: string }) =>
  row.status === 'paid'
    ? 'Payment verified'
    : `Order placed: pay ${row.fulfilment === 'pickup' ? 'at pickup' : 'on delivery'}`

/** Why sales-verify refuses an order whose payment is not settled. */
const NOT_SETTLED: Record<string, string> = {
  declined: 'Payment was declined',
  expired: PAYMENT_EXPIRED,
  pending: PAYMENT_NOT_COMPLETED,
}

export const salesHandlers = {
  /** The server's prices for a cart now; writes nothing, needs no account. */
  quote: async (c: AppContext) => {
    const { kysely: db, clock, limiter, limits, trustProxy } = c.get('deps')
    const cart = cartOf(inputOf(c, 'quote'))
    await limiter.take([`quotesPerAddress:${clientAddress(c, trustProxy)}`, limits.quotesPerAddress])
    return c.json({ data: await quoteCart(db, cart, clock()) })
  },

  checkout: async (c: AppContext) => {
    const { kysely: db, clock } = c.get('deps')
    const userId = signedInUser(c)
    const body = inputOf(c, 'checkout')
    // The store first: an unknown one is a 404 whatever amounts the body claims.
    await cartStore(db, body.restaurant)
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
    const quote = await quoteCart(db, cart, at)
    if (cart.fulfilment === 'delivery' && !quote.store.delivers) throw badRequest(beyondRadius(quote.store))
    const refused = refusal(quote, claimed)
    if (refused) return c.json(refused, 409)
    const method = body.payment_method
    checkCash(method, quote)
    const reference = `GD-${randomBytes(8).toString('hex').toUpperCase()}`
    // Kept with the order: the point the fee was priced for is where the rider goes.
    const point = quote.fulfilment === 'delivery' ? cart.position : null
    // The order and its Idempotency-Key answer commit together: a crash leaves both or neither.
    return writeOnce(c, 201, async (trx) => {
      const order = await trx
        .insertInto('orders')
        .values({
          reference,
          user_id: userId,
          store_id: quote.store.id,
          items: JSON.stringify(await storedLines(trx, quote)),
          phone_number: phoneNumber,
          shipping_address: address,
          email: emailAddress,
          subtotal: quote.subtotal,
          vat: quote.vat,
          service_charge: quote.service_charge,
          total: quote.total_amount_payable,
          // Cash has no gateway: the order stands, to be paid when it arrives or is collected.
          status: method === 'cash' ? 'pay_on_delivery' : 'pending',
          payment_method: method,
          created_at: new Date(at).toISOString(),
          fulfilment: quote.fulfilment,
          delivery_fee: quote.delivery_fee,
          estimate_minutes: quote.estimate_minutes,
          latitude: point?.lat ?? null,
          longitude: point?.lng ?? null,
          distance_km: point ? quote.distance_km : null,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
      // Cash needs no gateway: the store has the order at once.
      if (method === 'cash') await placeOrder(trx, order.id, at)
      return {
        data: {
          reference,
          access_code: accessCode(c, reference),
          authorization_url: nextUrl(c, reference, method),
          order: orderRecord(order),
        },
      }
    })
  },

  /** The signed-in shopper's own orders, newest first. */
  myOrders: async (c: AppContext) => {
    const { kysely: db, clock } = c.get('deps')
    const userId = signedInUser(c)
    await expireOverdue(db, clock(), { userId })
    return c.json({ data: await ordersOf(db, userId) })
  },

  verifyPayment: async (c: AppContext) => {
    const { kysely: db, clock } = c.get('deps')
    const userId = signedInUser(c)
    const { reference } = inputOf(c, 'verifyPayment')
    const owned = () =>
      db.selectFrom('orders').selectAll().where('reference', '=', reference).where('user_id', '=', userId)
    const found = await owned().executeTakeFirst()
    if (!found) throw notFound()
    // A transfer or USSD payment past its wait expires here, unless its confirmation came first.
    await expireOverdue(db, clock(), { orderId: found.id })
    const order = await owned().executeTakeFirstOrThrow()
    const refused = NOT_SETTLED[order.status]
    if (refused) return c.json({ message: refused }, 400)
    // Fulfilled once, even by two instances verifying at the same moment: the update is a
    // compare-and-set on fulfilled_at, never a read then a write. A repeated verification
    // reports the same result.
    if (!order.fulfilled_at)
      await db
        .updateTable('orders')
        .set({ fulfilled_at: new Date(clock()).toISOString() })
        .where('id', '=', order.id)
        .where('fulfilled_at', 'is', null)
        .execute()
    await placeOrder(db, order.id, clock())
    const fresh = await db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow()
    return c.json({
      message: verifiedWords(fresh),
      data: { status: fresh.status === 'paid' ? 'success' : fresh.status, order: orderRecord(fresh) },
    })
  },
} satisfies Partial<Handlers>
