import { PAYMENT_EXPIRED, PAYMENT_NOT_COMPLETED, waitsForGateway, type PaymentMethod } from '@contract/payment-methods'
import { nextStep } from '@/api/error-advice'
import { ApiError, messageOf } from '@/api/errors'
import { checkout, quoteRefusalOf, verifyPayment, VERIFY_ERRORS, type Quote, type QuoteRequest } from '@/api/sales'
import { persistedWritesSettled, type AppStore } from '@/stores/persisted-atom'
import { removePaidLinesAtom } from '@/stores/cart/paid-items'
import type { CartItem, CartStore } from '@/stores/cart/use-cart'
import { orderHistoryAtom, recordOrder } from '@/stores/orders/order-history-atom'
import { checkoutDraftsAtom, pendingPaymentAtom } from './checkout-state'
import { placedOrder } from './placed-order'
import { orderLines, quoteTotals, salesOrderFromQuote, type ContactDetails } from './order-totals'

// Paying for one store's items, start to finish, outside React: open the order on the server
// (checkout), then, back from the payment page, verify it (verifyPayment) and only then
// take the paid items out of the cart.

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
}

/** No answer from the server (or a server fault): the outcome is unknown, so keep everything. */
const noVerdict = (error: unknown) => !(error instanceof ApiError) || error.isRetryable
const isNetworkError = (error: unknown) => error instanceof ApiError && error.kind === 'network'

function forgetAttempt(store: AppStore, storeId: number): void {
  store.set(checkoutDraftsAtom, (drafts) => {
    const draft = drafts[String(storeId)]
    if (!draft?.attempt) return drafts
    const { attempt: _done, ...rest } = draft
    return { ...drafts, [String(storeId)]: rest }
  })
}

/** The server refused the order as sent, without saying which lines changed (another provider). */
const PRICES_CHANGED = 'Prices or items may have changed since you added them: check your cart, then pay again.'

export type StartPaymentResult =
  | { kind: 'redirect'; url: string }
  /** Cash: the order stands with no payment page; its confirmation is next. */
  | { kind: 'placed'; reference: string }
  /** docs/validation.md#checkout: the order was incomplete, so no request was made. */
  | { kind: 'skipped' }
  | { kind: 'offline'; message: string }
  /** Prices moved or the store closed since the quote: `quote` is the server's new one. */
  | { kind: 'requoted'; message: string; quote: Quote }
  /** `hint`: what to do next, shown beside the error catalogue's message (docs/errors.md). */
  | { kind: 'error'; message: string; hint?: string }

/**
 * Opens the order for `items` of `shop` at the amounts `quote` gave them, paid by `method`, and
 * remembers it as the pending payment. The same order sent again (a retry after a dropped connection) carries
 * the same Idempotency-Key, so the server answers with the first order instead of a second.
 */
export async function startPayment(
  store: AppStore,
  shop: CartStore,
  items: CartItem[],
  contact: ContactDetails,
  priced: { quote: Quote; request: QuoteRequest },
  method: PaymentMethod = 'card',
): Promise<StartPaymentResult> {
  const order = salesOrderFromQuote(priced.quote, priced.request, contact, method)
  const fingerprint = JSON.stringify(order)
  const draftKey = String(shop.id)
  const previous = store.get(checkoutDraftsAtom)[draftKey]?.attempt
  const attempt = previous?.fingerprint === fingerprint ? previous : { key: newKey(), fingerprint }
  store.set(checkoutDraftsAtom, (drafts) => ({ ...drafts, [draftKey]: { ...contact, attempt } }))

  try {
    const result = await checkout(order, { idempotencyKey: attempt.key })
    if (result === null) return { kind: 'skipped' }
    const totals = quoteTotals(priced.quote)
    store.set(pendingPaymentAtom, {
      reference: result.reference,
      store: { id: shop.id, name_of_business: shop.name_of_business, slug: shop.slug },
      lines: orderLines(items),
      totals,
      fulfilment: priced.quote.fulfilment,
      estimateMinutes: priced.quote.estimate_minutes,
      paymentMethod: method,
      verified: false,
    })
    // My orders: kept on this phone from now on, pending until the payment is verified.
    await recordOrder(store, {
      type: 'placed',
      order: {
        ...placedOrder(result.reference, shop, items, totals, {
          ...contact,
          address: String(order.shipping_address),
        }),
        fulfilment: priced.quote.fulfilment,
        estimateMinutes: priced.quote.estimate_minutes,
        paymentMethod: method,
      },
    })
    // The payment page is a full navigation away: the pending payment must be on disk first.
    await persistedWritesSettled()
    if (method === 'cash') return { kind: 'placed', reference: result.reference }
    return { kind: 'redirect', url: result.authorization_url }
  } catch (error) {
    const message = messageOf(error)
    if (isNetworkError(error)) return { kind: 'offline', message }
    // The server gave a verdict: the next press is a new attempt with a new key.
    if (!noVerdict(error)) forgetAttempt(store, shop.id)
    const refusal = quoteRefusalOf(error)
    if (refusal) return { kind: 'requoted', message, quote: refusal.quote }
    // Cash refused (over the limit, or a store that takes none) says so itself.
    const hint = nextStep(error, method === 'cash' ? {} : { 400: PRICES_CHANGED })
    return hint ? { kind: 'error', message, hint } : { kind: 'error', message }
  }
}

export type VerifyOutcome =
  | { ok: true; message: string }
  | {
      ok: false
      message: string
      offline: boolean
      canRetryVerify: boolean
      /** A transfer or USSD payment the gateway has not confirmed yet: waiting, not refused. */
      awaiting?: PaymentMethod
    }

/** How the order is paid, as this phone knows it (the open payment, else My orders' copy). */
function methodOf(store: AppStore, reference: string): PaymentMethod | undefined {
  const pending = store.get(pendingPaymentAtom)
  if (pending?.reference === reference) return pending.paymentMethod
  return store.get(orderHistoryAtom).find((order) => order.reference === reference)?.paymentMethod
}

const verifications = new Map<string, Promise<VerifyOutcome>>()

async function verifyAndSettle(store: AppStore, reference: string): Promise<VerifyOutcome> {
  try {
    const message = await verifyPayment(reference)
    const pending = store.get(pendingPaymentAtom)
    const cash = methodOf(store, reference) === 'cash'
    if (pending?.reference === reference && !pending.verified) {
      store.set(removePaidLinesAtom, pending.lines)
      store.set(pendingPaymentAtom, { ...pending, verified: true })
      forgetAttempt(store, pending.store.id)
    }
    await recordOrder(store, { type: 'paid', reference, at: Date.now(), status: cash ? 'pay_on_delivery' : 'paid' })
    return { ok: true, message }
  } catch (error) {
    const method = methodOf(store, reference)
    // Not confirmed yet is no verdict on a transfer: the money may still come, so nothing is dropped.
    if (method && waitsForGateway(method) && messageOf(error) === PAYMENT_NOT_COMPLETED)
      return { ok: false, message: PAYMENT_NOT_COMPLETED, offline: false, canRetryVerify: true, awaiting: method }
    const retry = noVerdict(error)
    const pending = store.get(pendingPaymentAtom)
    // Declined or never paid: paying again must open a new order, not replay this one.
    if (!retry && pending?.reference === reference) forgetAttempt(store, pending.store.id)
    // A refused payment is recorded as declined; "log in again" (401) is no verdict on it.
    if (!retry && !(error instanceof ApiError && error.isUnauthorized)) {
      const note = messageOf(error, VERIFY_ERRORS.failure)
      const status = note === PAYMENT_EXPIRED ? 'expired' : 'declined'
      await recordOrder(store, { type: 'declined', reference, at: Date.now(), note, status })
    }
    return {
      ok: false,
      message: messageOf(error, VERIFY_ERRORS.failure),
      offline: isNetworkError(error),
      canRetryVerify: retry,
    }
  }
}

/**
 * Verifies `reference` once per page, however often it is asked (StrictMode runs effects
 * twice; a re-render asks again). An outcome without a verdict may be asked for again.
 */
export function verifyPaymentOnce(store: AppStore, reference: string): Promise<VerifyOutcome> {
  const known = verifications.get(reference)
  if (known) return known
  const running = verifyAndSettle(store, reference).then((outcome) => {
    if (!outcome.ok && outcome.canRetryVerify) verifications.delete(reference)
    return outcome
  })
  verifications.set(reference, running)
  return running
}
