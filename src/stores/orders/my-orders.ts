import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError } from '@/api/errors'
import { fetchMyOrders, type AccountOrder } from '@/api/sales'
import { personalQueryMeta } from '@/lib/query/personal-query'
import { ordersOfAccount, type OrderRecord } from './order-history'

// My orders from the account (the reference API's `GET /sales/my-orders`): the same list on
// any phone. The answer is a personal query (its key names the user; logout removes it, and
// its saved copy in the query cache is what My orders shows offline).

/** What My orders' read came to: the account's orders, or a provider without that read. */
export type MyOrders = { source: 'account'; orders: OrderRecord[] } | { source: 'device' }

const time = (text: string) => {
  const parsed = Date.parse(text)
  return Number.isFinite(parsed) ? parsed : 0
}

/** The server's order in the shape My orders shows (and Reorder puts back in the cart). */
export function fromAccountOrder(order: AccountOrder): OrderRecord {
  const { store } = order
  const placedAt = time(order.created_at)
  return {
    reference: order.reference,
    store: {
      id: store.id,
      name_of_business: store.name_of_business,
      slug: store.slug,
      ...(store.logo ? { logo: store.logo } : {}),
      ...(store.phone ? { phone: store.phone } : {}),
      ...(store.address ? { address: store.address } : {}),
    },
    items: order.items.map((line) => ({
      id: line.id,
      name: line.title || 'Item',
      quantity: line.quantity,
      unitPrice: line.unit_price,
      ...(line.kind ? { kind: line.kind } : {}),
      ...(line.image ? { image: line.image } : {}),
      ...(line.code ? { code: line.code } : {}),
    })),
    amounts: {
      subtotal: order.subtotal,
      vat: order.vat,
      serviceCharge: order.service_charge,
      deliveryFee: order.delivery_fee,
      total: order.total_amount_payable,
    },
    phone: order.phone_number,
    address: order.shipping_address,
    status: order.status,
    ...(order.payment_method ? { paymentMethod: order.payment_method } : {}),
    ...(order.pay_by ? { payBy: time(order.pay_by) } : {}),
    fulfilment: order.fulfilment,
    estimateMinutes: order.estimate_minutes,
    placedAt,
    updatedAt: order.fulfilled_at ? time(order.fulfilled_at) : placedAt,
    ...(order.progress ? { progress: order.progress } : {}),
  }
}

/** A provider without the read: docs/api.md#extensions has no such endpoint, so 404 or 405 means "not here". */
const lacksTheRead = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 405)

export async function loadMyOrders(signal?: AbortSignal): Promise<MyOrders> {
  try {
    return { source: 'account', orders: (await fetchMyOrders(signal)).map(fromAccountOrder) }
  } catch (error) {
    if (lacksTheRead(error)) return { source: 'device' }
    throw error
  }
}

export const myOrdersKeys = {
  all: ['my-orders'] as const,
  account: (userId: number) => ['my-orders', userId] as const,
}

export const myOrdersQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: myOrdersKeys.account(userId),
    queryFn: ({ signal }) => loadMyOrders(signal),
    meta: personalQueryMeta,
    // An order paid a minute ago should show when the shopper comes back to the page.
    staleTime: 30_000,
  })

/** The signed-in account's orders (disabled, and nothing, while signed out). */
export function useMyOrders(userId: number | undefined) {
  return useQuery({ ...myOrdersQueryOptions(userId ?? 0), enabled: userId !== undefined })
}

/**
 * What My orders lists for `userId`: the account's orders, plus this phone's payments still
 * open that the server does not list yet (one it lists shows once, as the server has it); or,
 * against a provider without the read, this phone's orders of this account only.
 */
export function ordersToShow(read: MyOrders, device: readonly OrderRecord[], userId: number): OrderRecord[] {
  const mine = ordersOfAccount(device, userId)
  if (read.source === 'device') return mine
  const listed = new Set(read.orders.map((order) => order.reference))
  const open = mine.filter((order) => order.status === 'pending' && !listed.has(order.reference))
  return [...open, ...read.orders].sort((a, b) => b.placedAt - a.placedAt)
}
