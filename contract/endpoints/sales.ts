// SPEC §7 Sales: start a payment for an order, then verify it when the shopper is back from the
// payment page. Both need a signed-in shopper. The server prices the order itself with
// contract/pricing.ts and refuses one whose amounts differ.
import * as v from 'valibot'
import { endpoint } from '../endpoint'
import { orderSchema } from '../records'

const amount = v.union([v.number(), v.string()])

export const salesEndpoints = {
  checkout: endpoint({
    method: 'POST',
    path: '/sales/sales-create',
    auth: 'required',
    request: v.object({
      restaurant: v.union([v.number(), v.string()]),
      items: v.array(v.object({ id: v.number(), quantity: v.number() })),
      phone_number: v.string(),
      shipping_address: v.string(),
      vat: amount,
      service_charge: amount,
      total_amount_payable: amount,
      total_amount_payable_to_business: amount,
      email: v.string(),
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
    failure: { prefix: 'Checkout Payment Failed:', failure: 'Could not start the payment' },
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
