import { atom } from 'jotai'
import { appStore, loadPersistedAtom, persistedAtom, type AppStore } from '@/lib/persisted-atom'
import { decodeOrderHistory, orderHistoryReducer, type OrderEvent, type OrderRecord } from './order-history'
import { STORAGE_KEYS } from '@contract/storage'

// The orders placed from this phone, in IndexedDB like the cart (key `order_history`). Defined
// with the checkout and My orders routes, after start: read it back (loadOrderHistory) before
// writing, or the first write would stand in for everything saved before it.

export const orderHistoryAtom = persistedAtom<OrderRecord[]>(STORAGE_KEYS.orderHistory, [], {
  decode: decodeOrderHistory,
})

/** Applies one event; one that changes nothing is not saved nor broadcast. */
export const recordOrderAtom = atom(null, (get, set, event: OrderEvent) => {
  const orders = get(orderHistoryAtom)
  const next = orderHistoryReducer(orders, event)
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
