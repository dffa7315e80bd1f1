import { useSyncExternalStore } from 'react'
import { clockOffset, SERVER_CLOCK_TOLERANCE_MS } from './server-offset'
import { useMinuteClock } from './use-minute-clock'

// The server owns deal validity and opening hours (docs/decisions.md#money). A phone's clock can be wrong
// by hours or days (set by hand, a dead battery's reset): its own time would show a live deal as ended, or
// an open store as closed. Each answer from the network carries the server's clock (SERVER_NOW_HEADER,
// contract/deals.ts); the gap between it and the phone's clock corrects the day the deal cards read
// (use-lagos-day.ts) and the minute the open badges and a closed menu's notice read (useServerMinute), by
// the rule of ./server-offset.ts.

let offsetMs = 0
const listeners = new Set<() => void>()

/**
 * Notes the server's clock as an answer from the network read it (`serverMs`), against the phone's
 * at its arrival. Saved copies must not be noted: they carry the time they were first answered.
 */
export function noteServerNow(serverMs: number, phoneMs: number = Date.now()): void {
  const next = clockOffset(serverMs, phoneMs)
  if (next === undefined) return
  // The offset is 0 or at least the tolerance, so a gap noted again moves nothing.
  if (Math.abs(next - offsetMs) < SERVER_CLOCK_TOLERANCE_MS) return
  offsetMs = next
  listeners.forEach((notify) => notify())
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** How far the server's clock is ahead of the phone's (ms; 0 until an answer says otherwise). */
export const serverClockOffset = (): number => offsetMs

/** The same, for a component: it renders again when an answer moves it. */
export function useServerClockOffset(): number {
  return useSyncExternalStore(subscribe, serverClockOffset, () => 0)
}

/** The phone's time now, corrected by the server's clock (ms since 1970). */
export const serverNow = (): number => Date.now() + offsetMs

/**
 * The shared minute clock (use-minute-clock.ts), corrected by the server's: what "Open now" and
 * "Closed" are read against. 0 in the build's HTML and while hydrating.
 */
export function useServerMinute(): number {
  const minute = useMinuteClock()
  const offset = useServerClockOffset()
  return minute === 0 ? 0 : minute + offset
}
