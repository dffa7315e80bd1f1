// SPEC §7 Sales: start a payment for an order, then verify it when the shopper is back from the
// payment page. Both need a signed-in shopper. The server prices the order itself with
// contract/pricing.ts and refuses one whose amounts differ.
import * as v from 'valibot'
import { endpoint } from '../endpoint'
import { FULFILMENTS } from '../pricing'
import { quoteRequestSchema, quoteSchema } from '../quote'
import { accountOrderSchema, orderSchema } from '../records'

const amount = v.union([v.number(), v.string()])

export const salesEndpoints = {
  checkout: endpoint({
    method: 'POST',
    path: '/sales/sales-create',
    auth: 'required',
    request: v.object({
      restaurant: v.union([v.number(), v.string()]),
      // `unit_price`: the price the shopper was shown, so a refusal can name the lines that moved.
      items: v.array(v.object({ id: v.number(), quantity: v.number(), unit_price: v.optional(v.number()) })),
      phone_number: v.string(),
      shipping_address: v.string(),
      vat: amount,
      service_charge: amount,
      total_amount_payable: amount,
      total_amount_payable_to_business: amount,
      email: v.string(),
      // The reference API's additions (README): delivery or pickup, the quoted fee, and the
      // position a delivery goes to (the fee's distance band). Absent fulfilment is delivery.
      fulfilment: v.optional(v.picklist(FULFILMENTS)),
      delivery_fee: v.optional(amount),
      latitude: v.optional(v.number()),
      longitude: v.optional(v.number()),
    }),
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
    // SPEC §8: the server's error string, or this.
    failure: { failure: 'An unexpected error occurred' },
  }),
}

/** The test payment page `authorization_url` leads to (HTML, not JSON), under the API base. */
export const PAYMENT_PAGE_PATH = '/pay'
/** Logos, covers, dish pictures and uploads, under the API base. */
export const MEDIA_PATH = '/media'
