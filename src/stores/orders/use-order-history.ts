import { useAtomValue, useStore } from 'jotai'
import { useEffect, useState } from 'react'
import { loadOrderHistory, orderHistoryAtom } from './order-history-atom'
import type { OrderRecord } from './order-history'

/** The orders placed from this phone, once read back from IndexedDB (null until then). */
export function useOrderHistory(): OrderRecord[] | null {
  const store = useStore()
  const orders = useAtomValue(orderHistoryAtom)
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    let current = true
    void loadOrderHistory(store).then(() => {
      if (current) setLoaded(true)
    })
    return () => {
      current = false
    }
  }, [store])
  return loaded ? orders : null
}
