import { atom, type WritableAtom } from 'jotai'
import { appStore, loadPersistedAtom, persistedAtom, type AppStore } from '@/stores/persisted-atom'
import { userAtom } from '@/stores/session/session'
import type { CartStore } from '@/stores/cart/use-cart'
import { loadOrderHistory } from '@/stores/orders/order-history-atom'
import { PAYMENT_METHODS, type PaymentMethod } from '@contract/payment-methods'
import { FULFILMENTS, type Fulfilment } from '@contract/pricing'
import { isPositiveInteger, isRecord } from '@/lib/stored-values'
import type { OrderLineSummary, OrderTotals } from './order-totals'
import { STORAGE_KEYS } from '@contract/storage'

// What checkout keeps on the device, in IndexedDB like the cart: the delivery details typed for
// each store (so a reload or a dropped connection loses nothing) and the payment that is open
// on the payment page (so the app knows, on the way back, which items were paid for).
//
// This module loads with the checkout route, after start: the route's loader reads both atoms
// back (loadCheckoutState) before the page renders.

/** A Pay press: the same order sent again reuses its key, so the server opens it only once. */
export type CheckoutAttempt = { key: string; fingerprint: string }

export type CheckoutDraft = { phone: string; address: string; email: string; attempt?: CheckoutAttempt }

/** Drafts by store id. */
export type CheckoutDrafts = Record<string, CheckoutDraft>

/**
 * Drafts by account (user id), then store id: one account is never prefilled with another's
 * phone, address or email on a shared phone. Logout removes them all the same.
 */
export type AccountDrafts = { accounts: Record<string, CheckoutDrafts> }

export type PendingPayment = {
  reference: string
  store: CartStore
  lines: OrderLineSummary[]
  totals: OrderTotals
  /** How it reaches the shopper, and about when (minutes from payment), as quoted. */
  fulfilment?: Fulfilment
  estimateMinutes?: number
  /** How it is paid, as chosen; absent on a payment opened before there was a choice (card). */
  paymentMethod?: PaymentMethod
  /** Set once the server has verified the payment and the lines have left the cart. */
  verified: boolean
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const amount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined)
const positiveInteger = (value: unknown) => (isPositiveInteger(value) ? value : undefined)

function decodeAttempt(value: unknown): CheckoutAttempt | undefined {
  if (!isRecord(value) || typeof value.key !== 'string' || typeof value.fingerprint !== 'string') return undefined
  return { key: value.key, fingerprint: value.fingerprint }
}

function decodeStoreDrafts(raw: unknown): CheckoutDrafts | undefined {
  if (!isRecord(raw)) return undefined
  const drafts: CheckoutDrafts = {}
  for (const [storeId, value] of Object.entries(raw)) {
    if (!isRecord(value)) continue
    const attempt = decodeAttempt(value.attempt)
    drafts[storeId] = {
      phone: text(value.phone),
      address: text(value.address),
      email: text(value.email),
      ...(attempt ? { attempt } : {}),
    }
  }
  return drafts
}

/**
 * The stored drafts by account. An older build kept them by store only, with no owner: those
 * are dropped, since they could be anyone's.
 */
export function decodeDrafts(raw: unknown): AccountDrafts | undefined {
  if (!isRecord(raw) || !isRecord(raw.accounts)) return undefined
  const accounts: Record<string, CheckoutDrafts> = {}
  for (const [userId, value] of Object.entries(raw.accounts)) {
    const drafts = positiveInteger(Number(userId)) === undefined ? undefined : decodeStoreDrafts(value)
    if (drafts) accounts[userId] = drafts
  }
  return { accounts }
}

function decodeLine(value: unknown): OrderLineSummary | undefined {
  if (!isRecord(value)) return undefined
  const id = positiveInteger(value.id)
  const quantity = positiveInteger(value.quantity)
  const unitPrice = amount(value.unitPrice)
  if (id === undefined || quantity === undefined || unitPrice === undefined) return undefined
  return { id, quantity, unitPrice, name: text(value.name) || 'Item' }
}

function decodeTotals(value: unknown): OrderTotals | undefined {
  if (!isRecord(value)) return undefined
  const [subtotal, vat, serviceCharge, total] = [value.subtotal, value.vat, value.serviceCharge, value.total].map(
    amount,
  )
  if (subtotal === undefined || vat === undefined || serviceCharge === undefined || total === undefined)
    return undefined
  // A payment opened before the delivery fee existed had none.
  return { subtotal, vat, serviceCharge, deliveryFee: amount(value.deliveryFee) ?? 0, total }
}

export function decodePendingPayment(raw: unknown): PendingPayment | undefined {
  if (!isRecord(raw) || typeof raw.reference !== 'string' || raw.reference === '') return undefined
  const store = raw.store
  if (!isRecord(store)) return undefined
  const storeId = positiveInteger(store.id)
  if (storeId === undefined || typeof store.name_of_business !== 'string' || typeof store.slug !== 'string')
    return undefined
  const totals = decodeTotals(raw.totals)
  if (!totals || !Array.isArray(raw.lines)) return undefined
  const lines = raw.lines.map(decodeLine)
  if (lines.some((line) => line === undefined)) return undefined
  const fulfilment = FULFILMENTS.find((known) => known === raw.fulfilment)
  const estimateMinutes = positiveInteger(raw.estimateMinutes)
  const paymentMethod = PAYMENT_METHODS.find((known) => known === raw.paymentMethod)
  return {
    reference: raw.reference,
    store: { id: storeId, name_of_business: store.name_of_business, slug: store.slug },
    lines: lines as OrderLineSummary[],
    totals,
    ...(fulfilment ? { fulfilment } : {}),
    ...(estimateMinutes ? { estimateMinutes } : {}),
    ...(paymentMethod ? { paymentMethod } : {}),
    verified: raw.verified === true,
  }
}

const NO_DRAFTS: CheckoutDrafts = {}

export const accountDraftsAtom = persistedAtom<AccountDrafts>(
  STORAGE_KEYS.checkoutDraft,
  { accounts: {} },
  { decode: decodeDrafts },
)

type DraftsUpdate = CheckoutDrafts | ((previous: CheckoutDrafts) => CheckoutDrafts)

/**
 * The signed-in account's drafts by store id (none while signed out, and writes are ignored
 * then): checkout reads and writes only these.
 */
export const checkoutDraftsAtom: WritableAtom<CheckoutDrafts, [DraftsUpdate], void> = atom(
  (get) => {
    const user = get(userAtom)
    return (user && get(accountDraftsAtom).accounts[String(user.id)]) || NO_DRAFTS
  },
  (get, set, update: DraftsUpdate) => {
    const user = get(userAtom)
    if (!user) return
    const key = String(user.id)
    set(accountDraftsAtom, (all) => {
      const current = all.accounts[key] ?? NO_DRAFTS
      const next = typeof update === 'function' ? update(current) : update
      return { accounts: { ...all.accounts, [key]: next } }
    })
  },
)

export const pendingPaymentAtom = persistedAtom<PendingPayment | null>(STORAGE_KEYS.pendingPayment, null, {
  decode: decodePendingPayment,
})

/**
 * Reads the drafts, the open payment and the order history (the confirmation screen reads the
 * order from it) back from storage; the checkout route awaits it.
 */
export async function loadCheckoutState(store: AppStore = appStore): Promise<void> {
  await Promise.all([
    loadPersistedAtom(accountDraftsAtom, store),
    loadPersistedAtom(pendingPaymentAtom, store),
    loadOrderHistory(store),
  ])
}
