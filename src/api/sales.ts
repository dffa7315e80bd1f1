import { salesEndpoints as calls } from '@contract/endpoints/sales'
import type { RequestOf } from '@contract/endpoint'
import { REQUIRED } from '@contract/messages'
import type { AccountOrder, PlacedOrder } from '@contract/records'
import type { PaymentMethod } from '@contract/payment-methods'
import type { Fulfilment } from '@contract/pricing'
import { quoteRefusalSchema, type Quote, type QuoteRefusal, type QuoteRequest } from '@contract/quote'
import * as v from 'valibot'
import { callEndpoint, errorsOf } from './endpoint-call'
import { ApiError, ValidationError, type ErrorSpec } from './errors'
import { isMissing } from './validation'

// Sales calls (docs/api.md#sales): start a payment for an order, then verify it when the shopper comes back from
// the payment page. Both need a signed-in shopper.

export const CHECKOUT_ERRORS: ErrorSpec = errorsOf(calls.checkout)
/** docs/errors.md: the server's error string, or this. */
export const VERIFY_ERRORS: ErrorSpec = errorsOf(calls.verifyPayment)
// docs/validation.md has no message for a missing reference; these are the reference server's words.
export const REFERENCE_REQUIRED = REQUIRED.reference

type Amount = number | string | null | undefined

/** `unit_price`: the price the shopper was shown, so a refusal can name the lines that moved. */
export type OrderLine = { id: number; quantity: number; unit_price?: number }

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
  /** The reference API's additions (docs/api.md#sales): absent, the server takes delivery. */
  fulfilment?: Fulfilment
  delivery_fee?: Amount
  latitude?: number
  longitude?: number
  /** Card, transfer, USSD or cash (docs/api.md#sales); absent, by card. */
  payment_method?: PaymentMethod
}

export type { AccountOrder, PlacedOrder, Quote, QuoteRefusal, QuoteRequest }

export const QUOTE_ERRORS: ErrorSpec = errorsOf(calls.quote)

type CheckoutBody = RequestOf<typeof calls.checkout>

export type CheckoutResult = {
  reference: string
  access_code: string
  authorization_url: string
  order: PlacedOrder
}

/**
 * docs/validation.md#checkout: checkout is silently skipped when the order is incomplete. VAT and service charge
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

export type CheckoutOptions = {
  /** The same key for a retried checkout, so the server opens one order, not two. */
  idempotencyKey?: string
}

/**
 * POST checkout: the server prices the order and answers where to pay. Returns null,
 * without a request, when the order is incomplete (see isCheckoutReady).
 */
export async function checkout(order: SalesOrder, options: CheckoutOptions = {}): Promise<CheckoutResult | null> {
  if (!isCheckoutReady(order)) return null
  const { data } = await callEndpoint(calls.checkout, { body: order as CheckoutBody, ...options })
  return data.data
}

/** POST verifyPayment {reference}: the server's message once the payment is confirmed. */
export async function verifyPayment(reference: string | null | undefined): Promise<string> {
  if (isMissing(reference)) throw new ValidationError(REFERENCE_REQUIRED)
  const { data } = await callEndpoint(calls.verifyPayment, { body: { reference: reference as string } })
  return data.message
}

/** POST quote: the server's prices for one store's cart lines now (nothing is written). */
export async function quoteCart(request: QuoteRequest): Promise<Quote> {
  if (isMissing(request.restaurant)) throw new ValidationError(REQUIRED.storeId)
  const { data } = await callEndpoint(calls.quote, { body: request })
  return data.data
}

/** The server's reasons when it refused an order as sent (409: prices changed, store closed). */
export function quoteRefusalOf(error: unknown): QuoteRefusal | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined
  const parsed = v.safeParse(quoteRefusalSchema, error.body)
  return parsed.success ? parsed.output : undefined
}

/** Errors of My orders' read (the reference API's addition): 'Could not load your orders'. */
export const MY_ORDERS_ERRORS: ErrorSpec = errorsOf(calls.myOrders)

/**
 * GET the signed-in shopper's own orders, newest first (the reference API's addition; a
 * provider without it answers 404 or 405, and the caller falls back to this phone's orders).
 */
export async function fetchMyOrders(signal?: AbortSignal): Promise<AccountOrder[]> {
  const { data } = await callEndpoint(calls.myOrders, { signal })
  return data.data.results
}
