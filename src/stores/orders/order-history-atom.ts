import { atom } from 'jotai'
import { userAtom } from '@/stores/session/session'
import { appStore, loadPersistedAtom, persistedAtom, type AppStore } from '@/stores/persisted-atom'
import { decodeOrderHistory, orderHistoryReducer, type OrderEvent, type OrderRecord } from './order-history'
import { STORAGE_KEYS } from '@contract/storage'

// The orders placed from this phone, in IndexedDB like the cart (key `order_history`), each
// marked with the account that placed it, and removed at logout (forgetAccountOnDevice). Defined
// with the checkout and My orders routes, after start: read it back (loadOrderHistory) before
// writing, or the first write would stand in for everything saved before it.

export const orderHistoryAtom = persistedAtom<OrderRecord[]>(STORAGE_KEYS.orderHistory, [], {
  decode: decodeOrderHistory,
})

/**
 * Applies one event; one that changes nothing is not saved nor broadcast. A placed order is
 * marked with the signed-in account (checkout needs one), so My orders shows it to her only.
 */
export const recordOrderAtom = atom(null, (get, set, event: OrderEvent) => {
  const orders = get(orderHistoryAtom)
  const userId = get(userAtom)?.id
  const stamped: OrderEvent =
    event.type === 'placed' && userId !== undefined ? { ...event, order: { ...event.order, userId } } : event
  const next = orderHistoryReducer(orders, stamped)
  if (next !== orders) set(orderHistoryAtom, next)
})

export function loadOrderHistory(store: AppStore = appStore): Promise<void> {
  return loadPersistedAtom(orderHistoryAtom, store)
}

/** Reads the history back first, then records `event`. */
export async function recordOrder(store: AppStore, event: OrderEvent): Promise<void> {
  await loadOrderHistory(store)
  store.set(recordOrderAtom, event)
}
