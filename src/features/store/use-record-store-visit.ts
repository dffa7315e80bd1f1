import { useStore } from 'jotai'
import { useEffect } from 'react'
import { afterFirstScreen } from '@/lib/lifecycle/app-ready'

/**
 * Counts the shopper's visit to this store once it has shown (docs/api.md#discovery store interaction,
 * through the outbox's visit queue). In the background: the queue's code loads once the first
 * screen is done, and nothing about it can hold the page up or reach the shopper.
 */
export function useRecordStoreVisit(storeId: number | undefined): void {
  const store = useStore()
  useEffect(() => {
    if (storeId === undefined) return
    void afterFirstScreen()
      .then(() => import('@/stores/outbox/visits'))
      .then(({ recordStoreVisit }) => recordStoreVisit(storeId, store))
      .catch(() => undefined)
  }, [storeId, store])
}
