import { onlineManager, useQueryClient } from '@tanstack/react-query'
import { useEffect, useSyncExternalStore } from 'react'
import { isFinalStep, type OrderProgress } from '@contract/order-status'
import { myOrdersKeys } from './my-orders'

// Following an order after Pay (docs/api.md#store-orders): while a page shows an order its store has
// not finished, My orders' read is asked again every few seconds, so a step the store sends shows
// within 5 s. A failed read waits twice as long each time (at most a minute); offline it stops, and
// the page shows the last status it had, with its time. A page in the background reads nothing.

export const FOLLOW = { everyMs: 4_000, maxMs: 60_000 } as const

/** The wait before the next read after `failures` failed reads in a row. */
export const followDelay = (failures: number): number => Math.min(FOLLOW.maxMs, FOLLOW.everyMs * 2 ** failures)

/** Whether the order may still move: paid, and not at its journey's end or declined. */
export const isOpenOrder = (progress: OrderProgress | null | undefined): boolean =>
  progress != null && !isFinalStep(progress.journey, progress.step)

const subscribeOnline = (listener: () => void) => onlineManager.subscribe(listener)
const isOnline = () => onlineManager.isOnline()

/** Whether the query layer takes the browser for online (it stops asking when it is not). */
export function useQueriesOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true)
}

/** Reads the account's orders again while `following`, online, with the page open. */
export function useFollowMyOrders(userId: number | undefined, following: boolean): void {
  const client = useQueryClient()
  const online = useQueriesOnline()
  useEffect(() => {
    if (userId === undefined || !following || !online) return
    let failures = 0
    let stopped = false
    let timer: ReturnType<typeof setTimeout>
    const read = async () => {
      // A phone with the page in the background spends nothing: the next read waits for it to be seen.
      if (document.visibilityState === 'hidden') {
        timer = setTimeout(() => void read(), followDelay(failures))
        return
      }
      try {
        await client.refetchQueries({ queryKey: myOrdersKeys.account(userId), exact: true }, { throwOnError: true })
        failures = 0
      } catch {
        failures += 1
      }
      if (!stopped) timer = setTimeout(() => void read(), followDelay(failures))
    }
    timer = setTimeout(() => void read(), followDelay(0))
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [client, userId, following, online])
}
