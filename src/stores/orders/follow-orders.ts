import { onlineManager, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { isFinalStep, type OrderProgress } from '@contract/order-status'
import { followOrderEvents } from '@/api/order-events'
import { myOrdersKeys } from './my-orders'
import { keepOrderUpdatesHere } from './order-updates'

// Following an order after Pay (docs/api.md#order-events): while a page shows an order its store has
// not finished, the server's order events (Server-Sent Events) say when one reaches a step, and My
// orders' read is asked again at once. Without the stream (it dropped, or the provider has none) the
// read is asked every few seconds, so a step shows within 5 s; with it, only now and then. A failed
// read or stream waits twice as long each time (at most a minute); offline both stop, and the page
// shows the last status it had, with its time. A page in the background polls nothing.

/** everyMs: the poll without the stream; liveEveryMs: with it (a safety net); maxMs: the longest wait. */
export const FOLLOW = { everyMs: 4_000, liveEveryMs: 30_000, maxMs: 60_000 } as const

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

/** Whether the order events stream is open while `following`: it is reopened when it ends. */
function useOrderEvents(userId: number | undefined, following: boolean, online: boolean): boolean {
  const client = useQueryClient()
  const [live, setLive] = useState(false)
  useEffect(() => {
    if (userId === undefined || !following || !online) return
    const controller = new AbortController()
    let failures = 0
    let opened = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const readAgain = () => void client.refetchQueries({ queryKey: myOrdersKeys.account(userId), exact: true })
    const open = async () => {
      const ended = await followOrderEvents(
        {
          onOpen: () => {
            // Reopened: a step may have come while no stream was open.
            if (opened) readAgain()
            opened = true
            failures = 0
            setLive(true)
          },
          onOrders: readAgain,
        },
        controller.signal,
      )
      setLive(false)
      if (controller.signal.aborted) return
      timer = setTimeout(() => void open(), ended === 'refused' ? FOLLOW.maxMs : followDelay(failures++))
    }
    void open()
    return () => {
      controller.abort()
      clearTimeout(timer)
      setLive(false)
    }
  }, [client, userId, following, online])
  return live
}

/** Reads the account's orders again while `following`, online, with the page open. */
export function useFollowMyOrders(userId: number | undefined, following: boolean): void {
  const client = useQueryClient()
  const online = useQueriesOnline()
  const live = useOrderEvents(userId, following, online)
  // With the page closed, each step comes as a push (where notifications are allowed).
  useEffect(() => {
    if (userId !== undefined && following && online) void keepOrderUpdatesHere(userId)
  }, [userId, following, online])
  useEffect(() => {
    if (userId === undefined || !following || !online) return
    const delay = (failures: number) => (live && failures === 0 ? FOLLOW.liveEveryMs : followDelay(failures))
    let failures = 0
    let stopped = false
    let timer: ReturnType<typeof setTimeout>
    const read = async () => {
      // A phone with the page in the background spends nothing: the next read waits for it to be seen.
      if (document.visibilityState === 'hidden') {
        timer = setTimeout(() => void read(), delay(failures))
        return
      }
      try {
        await client.refetchQueries({ queryKey: myOrdersKeys.account(userId), exact: true }, { throwOnError: true })
        failures = 0
      } catch {
        failures += 1
      }
      if (!stopped) timer = setTimeout(() => void read(), delay(failures))
    }
    timer = setTimeout(() => void read(), delay(0))
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [client, userId, following, online, live])
}
