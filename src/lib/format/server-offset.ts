import { SERVER_NOW_HEADER } from '@contract/deals'
import { savedAtOf } from '@/lib/query/saved-at-header'

// The rule by which an answer's server clock (SERVER_NOW_HEADER, contract/deals.ts) corrects the
// phone's, without React: the app keeps the offset it gives (./server-clock.ts), and the early
// script reads its first answers' cards against it (src/first-load/boot/early-fetch.ts).

/** A gap under this is the network's delay and the clocks' drift, not a wrong date: ignored. */
export const SERVER_CLOCK_TOLERANCE_MS = 2 * 60_000

/**
 * How far the server's clock is ahead of the phone's, from an answer that read it at `serverMs` and
 * arrived at `phoneMs`: 0 for a gap under the tolerance, undefined for a value that is not a time.
 */
export function clockOffset(serverMs: number, phoneMs: number): number | undefined {
  if (!Number.isFinite(serverMs) || serverMs <= 0) return undefined
  const gap = serverMs - phoneMs
  return Math.abs(gap) < SERVER_CLOCK_TOLERANCE_MS ? 0 : gap
}

/**
 * The server's clock an answer from the network carries (ms), or undefined: a saved copy carries the
 * time it was first answered (its saved-at stamp), and an answer may have no header at all.
 */
export function serverNowOf(headers: Headers): number | undefined {
  const value = headers.get(SERVER_NOW_HEADER)
  return value === null || savedAtOf(headers) !== undefined ? undefined : Number(value)
}
