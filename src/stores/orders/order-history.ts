// The orders placed from this phone (docs/decisions.md#checkout), as pure functions: no React, no storage.
// My orders reads the account's orders from the server (my-orders.ts); this record is what the
// phone keeps of its own checkouts — a payment still open, and My orders against a provider
// without that read — each marked with the account that placed it.
import type { OrderProgress } from '@contract/order-status'
import { PAYMENT_METHODS, PAYMENT_STATUSES, type PaymentMethod, type PaymentStatus } from '@contract/payment-methods'
import { isPositiveInteger, isRecord } from '@/lib/stored-values'
import { DEAL_KINDS, type DealKind } from '@contract/deal-kinds'

/** Where its payment stands (contract/payment-methods.ts): pending, paid, declined, expired, or cash to pay. */
export type OrderStatus = PaymentStatus

export type OrderStore = {
  id: number
  name_of_business: string
  slug: string
  logo?: string
  /** The store's number and address: the server's orders carry them. */
  phone?: string
  address?: string
}

/** One line as the shopper ordered it; enough to put it back in the cart. */
export type OrderItem = {
  id: number
  name: string
  quantity: number
  unitPrice: number
  image?: string
  /** The deal it was bought as ('marketplace', 'coupon'…): Reorder brings the tag back. */
  kind?: DealKind
  /** A paid coupon's code: the voucher the shopper shows the store. */
  code?: string
}

/** Naira, as checkout priced the order. */
export type OrderAmounts = { subtotal: number; vat: number; serviceCharge: number; deliveryFee?: number; total: number }

export type OrderFulfilment = 'delivery' | 'pickup'

export type OrderRecord = {
  reference: string
  /** The account that placed it: a record without one is shown to nobody. */
  userId?: number
  fulfilment?: OrderFulfilment
  /** Minutes from payment until it arrives (delivery) or is ready (pickup). */
  estimateMinutes?: number
  store: OrderStore
  items: OrderItem[]
  amounts: OrderAmounts
  phone: string
  address: string
  status: OrderStatus
  /** Epoch ms. */
  placedAt: number
  updatedAt: number
  /** The server's words when it refused the payment ('Payment was declined'). */
  note?: string
  /** Where the store has it after Pay, each step with its time (the account's read; docs/api.md#store-orders). */
  progress?: OrderProgress
  /** How it is paid; absent on orders kept before there was a choice (by card). */
  paymentMethod?: PaymentMethod
  /** Epoch ms: a transfer or USSD payment waits for the gateway until then. */
  payBy?: number
}

export type PlacedOrder = Omit<OrderRecord, 'status' | 'updatedAt' | 'note' | 'progress'>

export type OrderEvent =
  | { type: 'placed'; order: PlacedOrder }
  /** The payment went through, or (cash) the order stands, to be paid when it comes. */
  | { type: 'paid'; reference: string; at: number; status?: 'paid' | 'pay_on_delivery' }
  /** Refused, or (a transfer or USSD payment never confirmed) expired: nothing was charged. */
  | { type: 'declined'; reference: string; at: number; note: string; status?: 'declined' | 'expired' }

/** Older orders beyond this are forgotten: the list is for "what did I order", not accounting. */
export const MAX_ORDERS = 50

/**
 * The history after `event`, newest first, never changing `orders`. An event that changes
 * nothing returns `orders` itself (callers skip the save). A paid order stays paid: a late or
 * repeated answer cannot turn it into a declined one.
 */
export function orderHistoryReducer(orders: readonly OrderRecord[], event: OrderEvent): OrderRecord[] {
  if (event.type === 'placed') {
    // The same order sent again (a retry with its Idempotency-Key) has the same reference.
    if (orders.some((order) => order.reference === event.order.reference)) return orders as OrderRecord[]
    const placed: OrderRecord = { ...event.order, status: 'pending', updatedAt: event.order.placedAt }
    return [placed, ...orders].slice(0, MAX_ORDERS)
  }
  const index = orders.findIndex((order) => order.reference === event.reference)
  const current = orders[index]
  if (!current || current.status === 'paid' || current.status === 'pay_on_delivery') return orders as OrderRecord[]
  const status = event.status ?? (event.type === 'paid' ? 'paid' : 'declined')
  if (event.type === 'declined' && current.status === status && current.note === event.note) {
    return orders as OrderRecord[]
  }
  const next: OrderRecord =
    event.type === 'paid'
      ? { ...current, status, updatedAt: event.at }
      : { ...current, status, updatedAt: event.at, note: event.note }
  if (event.type === 'paid') delete next.note
  return orders.map((order, position) => (position === index ? next : order))
}

const amount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0
const text = (value: unknown) => (typeof value === 'string' ? value : '')

function decodeStore(value: unknown): OrderStore | undefined {
  if (!isRecord(value) || !isPositiveInteger(value.id)) return undefined
  if (typeof value.name_of_business !== 'string' || typeof value.slug !== 'string') return undefined
  const store: OrderStore = { id: value.id, name_of_business: value.name_of_business, slug: value.slug }
  if (typeof value.logo === 'string') store.logo = value.logo
  if (typeof value.phone === 'string') store.phone = value.phone
  if (typeof value.address === 'string') store.address = value.address
  return store
}

function decodeItem(value: unknown): OrderItem | undefined {
  if (!isRecord(value) || !isPositiveInteger(value.id) || !isPositiveInteger(value.quantity)) return undefined
  if (!amount(value.unitPrice)) return undefined
  const item: OrderItem = {
    id: value.id,
    name: text(value.name) || 'Item',
    quantity: value.quantity,
    unitPrice: value.unitPrice,
  }
  if (typeof value.image === 'string') item.image = value.image
  if (DEAL_KINDS.includes(value.kind as DealKind)) item.kind = value.kind as DealKind
  return item
}

function decodeAmounts(value: unknown): OrderAmounts | undefined {
  if (!isRecord(value)) return undefined
  const { subtotal, vat, serviceCharge, deliveryFee, total } = value
  if (!amount(subtotal) || !amount(vat) || !amount(serviceCharge) || !amount(total)) return undefined
  // The delivery fee is kept with the rest: without it a receipt would not add up to its total.
  return amount(deliveryFee)
    ? { subtotal, vat, serviceCharge, deliveryFee, total }
    : { subtotal, vat, serviceCharge, total }
}

const FULFILMENTS: readonly OrderFulfilment[] = ['delivery', 'pickup']

function decodeOrder(value: unknown): OrderRecord | undefined {
  if (!isRecord(value) || typeof value.reference !== 'string' || value.reference === '') return undefined
  const store = decodeStore(value.store)
  const amounts = decodeAmounts(value.amounts)
  const status = PAYMENT_STATUSES.find((known) => known === value.status)
  if (!store || !amounts || !status || !Array.isArray(value.items)) return undefined
  if (!amount(value.placedAt) || !amount(value.updatedAt)) return undefined
  const items = value.items.map(decodeItem).filter((item): item is OrderItem => item !== undefined)
  if (items.length === 0) return undefined
  const order: OrderRecord = {
    reference: value.reference,
    store,
    items,
    amounts,
    phone: text(value.phone),
    address: text(value.address),
    status,
    placedAt: value.placedAt,
    updatedAt: value.updatedAt,
  }
  if (typeof value.note === 'string' && value.note !== '') order.note = value.note
  if (isPositiveInteger(value.userId)) order.userId = value.userId
  const fulfilment = FULFILMENTS.find((known) => known === value.fulfilment)
  if (fulfilment) order.fulfilment = fulfilment
  if (isPositiveInteger(value.estimateMinutes)) order.estimateMinutes = value.estimateMinutes
  const paymentMethod = PAYMENT_METHODS.find((known) => known === value.paymentMethod)
  if (paymentMethod) order.paymentMethod = paymentMethod
  if (amount(value.payBy)) order.payBy = value.payBy
  return order
}

/** The stored history, or undefined when it is not a list; unreadable orders are dropped. */
export function decodeOrderHistory(raw: unknown): OrderRecord[] | undefined {
  if (!Array.isArray(raw)) return undefined
  const seen = new Set<string>()
  const orders: OrderRecord[] = []
  for (const entry of raw) {
    const order = decodeOrder(entry)
    if (!order || seen.has(order.reference)) continue
    seen.add(order.reference)
    orders.push(order)
  }
  return orders.sort((a, b) => b.placedAt - a.placedAt).slice(0, MAX_ORDERS)
}

/** Items in the order, counting quantities. */
export function orderItemCount(order: Pick<OrderRecord, 'items'>): number {
  return order.items.reduce((sum, item) => sum + item.quantity, 0)
}

/** The orders `userId` placed from this phone; records with no owner belong to nobody. */
export function ordersOfAccount(orders: readonly OrderRecord[], userId: number): OrderRecord[] {
  return orders.filter((order) => order.userId === userId)
}
