// Sales calls (docs/api.md#sales): start a payment for an order, then verify it when the shopper is back from the
// payment page. Both need a signed-in shopper. The server prices the order itself with
// contract/pricing.ts and refuses one whose amounts differ.
import * as v from 'valibot'
import { endpoint } from '../endpoint'
import { emailField, optionalPosition, phoneField, shippingAddressField } from '../fields'
import { DEFAULT_PAYMENT_METHOD, PAYMENT_METHODS } from '../payment-methods'
import { cartEntries, needsPosition, quoteRequestSchema, quoteSchema } from '../quote'
import { accountOrderSchema, orderSchema } from '../records'

/** An amount in whole naira, as a number or numeric text; rounded. */
const amount = (field: string) => {
  const message = `${field} must be an amount in naira.`
  return v.pipe(
    v.custom<number | string>((value) => {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
      return typeof number === 'number' && Number.isFinite(number) && number >= 0
    }, message),
    v.transform((value) => Math.round(Number(value))),
  )
}

const checkoutObject = v.object({
  // In the order the checks run: the store, who pays and where it goes, the cart, the amounts.
  restaurant: cartEntries.restaurant,
  phone_number: phoneField,
  // For pickup the app sends "Pick up at <store address>": any text is accepted.
  shipping_address: shippingAddressField,
  email: emailField,
  // `unit_price`: the price the shopper was shown, so a refusal can name the lines that moved.
  items: cartEntries.items,
  // The reference API's additions (docs/api.md#sales): delivery or pickup, the quoted fee, and the
  // position a delivery goes to (the fee's distance band). Absent fulfilment is delivery.
  fulfilment: cartEntries.fulfilment,
  latitude: cartEntries.latitude,
  longitude: cartEntries.longitude,
  vat: amount('vat'),
  service_charge: amount('service_charge'),
  // Absent is none.
  delivery_fee: v.nullish(amount('delivery_fee'), 0),
  total_amount_payable: amount('total_amount_payable'),
  total_amount_payable_to_business: amount('total_amount_payable_to_business'),
  // How it is paid (docs/api.md#sales); absent, by card as before. Cash has its limits, checked
  // against the quote's total and the store (contract/payment-methods.ts).
  payment_method: v.nullish(
    v.picklist(PAYMENT_METHODS, 'payment_method must be card, transfer, ussd or cash.'),
    DEFAULT_PAYMENT_METHOD,
  ),
})

export const salesEndpoints = {
  checkout: endpoint({
    method: 'POST',
    path: '/sales/sales-create',
    auth: 'required',
    request: v.pipe(checkoutObject, optionalPosition<v.InferOutput<typeof checkoutObject>>(needsPosition)),
    // Like a card gateway's initialize call: where to pay, and the order opened.
    response: v.object({
      data: v.object({
        reference: v.string(),
        access_code: v.string(),
        authorization_url: v.string(),
        order: orderSchema,
      }),
    }),
    status: [201],
    // A stale order (prices, ended deals, a closed store) is refused with 409 and a
    // QuoteRefusal body (contract/quote.ts) naming what changed.
    failure: { prefix: 'Checkout Payment Failed:', failure: 'Could not start the payment' },
  }),
  /** The server's prices for a cart now: asked when the cart or checkout opens, and before Pay. */
  quote: endpoint({
    method: 'POST',
    path: '/sales/sales-quote',
    auth: 'optional',
    request: quoteRequestSchema,
    response: v.object({ data: quoteSchema }),
    status: [200],
    failure: { failure: 'Could not check the prices' },
    addition: true,
  }),
  /** The signed-in shopper's own orders, newest first: My orders on any phone. */
  myOrders: endpoint({
    method: 'GET',
    path: '/sales/my-orders',
    auth: 'required',
    response: v.object({ data: v.object({ results: v.array(accountOrderSchema), count: v.number() }) }),
    status: [200],
    failure: { failure: 'Could not load your orders' },
    addition: true,
  }),
  verifyPayment: endpoint({
    method: 'POST',
    path: '/sales/sales-verify',
    auth: 'required',
    request: v.object({ reference: v.string() }),
    response: v.object({ message: v.string(), data: v.optional(v.unknown()) }),
    status: [200],
    // docs/errors.md: the server's error string, or this.
    failure: { failure: 'An unexpected error occurred' },
  }),
}

/** The test payment page `authorization_url` leads to (HTML, not JSON), under the API base. */
export const PAYMENT_PAGE_PATH = '/pay'
/** Logos, covers, dish pictures and uploads, under the API base. */
export const MEDIA_PATH = '/media'

/**
 * Server-Sent Events (text/event-stream, bearer token): an `orders` event each time one of the shopper's
 * orders reaches a step (docs/api.md#order-events); the app then reads my-orders again.
 */
export const MY_ORDERS_EVENTS_PATH = '/sales/my-orders/events'
/** How often the stream looks for a new step, how long it stays open before the app opens another. */
export const ORDER_EVENTS = {
  checkEveryMs: 1_000,
  keepAliveMs: 15_000,
  openForMs: 5 * 60_000,
  /** Streams open at once per shopper, and in all, on one instance; past either, 429. */
  perShopper: 4,
  inAll: 2_000,
} as const
