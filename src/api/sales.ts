import { call } from './client'
import { unexpectedResponse, ValidationError, type ErrorSpec } from './errors'
import { isRecord } from './records'
import { isMissing } from './validation'

// SPEC §7 Sales: start a payment for an order, then verify it when the shopper comes back from
// the payment page. Both need a signed-in shopper.

export const CHECKOUT_ERRORS: ErrorSpec = { prefix: 'Checkout Payment Failed:', failure: 'Could not start the payment' }
/** SPEC §8: the server's error string, or this. */
export const VERIFY_ERRORS: ErrorSpec = { failure: 'An unexpected error occurred' }
// SPEC §5 has no message for a missing reference; these are the reference server's words.
export const REFERENCE_REQUIRED = 'Reference is required.'

type Amount = number | string | null | undefined

export type OrderLine = { id: number; quantity: number }

export type SalesOrder = {
  restaurant: number | string | null | undefined
  items: readonly OrderLine[] | null | undefined
  phone_number: string | null | undefined
  shipping_address: string | null | undefined
  vat: Amount
  service_charge: Amount
  total_amount_payable: Amount
  total_amount_payable_to_business: Amount
  email: string | null | undefined
}

export type PlacedOrder = Record<string, unknown> & { id: number; reference: string }

export type CheckoutResult = {
  reference: string
  access_code: string
  authorization_url: string
  order: PlacedOrder
}

/**
 * SPEC §5: checkout is silently skipped when the order is incomplete. VAT and service charge
 * count as missing only as the string '0', the form's value before the cart has been priced.
 */
export function isCheckoutReady(order: SalesOrder): boolean {
  return !(
    isMissing(order.restaurant) ||
    isMissing(order.items) ||
    isMissing(order.phone_number) ||
    isMissing(order.shipping_address) ||
    order.vat === '0' ||
    order.service_charge === '0' ||
    isMissing(order.total_amount_payable) ||
    isMissing(order.total_amount_payable_to_business) ||
    isMissing(order.email)
  )
}

function isCheckoutResult(value: unknown): value is CheckoutResult {
  return (
    isRecord(value) &&
    typeof value.reference === 'string' &&
    typeof value.access_code === 'string' &&
    typeof value.authorization_url === 'string' &&
    isRecord(value.order)
  )
}

export type CheckoutOptions = {
  /** The same key for a retried checkout, so the server opens one order, not two. */
  idempotencyKey?: string
}

/**
 * POST /sales/sales-create: the server prices the order and answers where to pay. Returns null,
 * without a request, when the order is incomplete (see isCheckoutReady).
 */
export async function checkout(order: SalesOrder, options: CheckoutOptions = {}): Promise<CheckoutResult | null> {
  if (!isCheckoutReady(order)) return null
  const { data } = await call(
    '/sales/sales-create',
    { method: 'POST', body: order, auth: true, expect: 201, ...options },
    CHECKOUT_ERRORS,
  )
  const result = isRecord(data) ? data.data : undefined
  if (!isCheckoutResult(result)) throw unexpectedResponse(CHECKOUT_ERRORS, 201)
  return result
}

/** POST /sales/sales-verify {reference}: the server's message once the payment is confirmed. */
export async function verifyPayment(reference: string | null | undefined): Promise<string> {
  if (isMissing(reference)) throw new ValidationError(REFERENCE_REQUIRED)
  const { data } = await call(
    '/sales/sales-verify',
    { method: 'POST', body: { reference }, auth: true, expect: 200 },
    VERIFY_ERRORS,
  )
  if (!isRecord(data) || typeof data.message !== 'string') throw unexpectedResponse(VERIFY_ERRORS, 200)
  return data.message
}
