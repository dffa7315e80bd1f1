import { lagosDay } from '@contract/deals'
import { useServerMinute } from './server-clock'

/**
 * Today in Lagos ('2026-11-26') from the shared minute clock, corrected by the server's (server-clock.ts),
 * so a deal page turns to "ended" at midnight without a reload and a phone with a wrong date still
 * reads the server's day; null before the page knows the time (the build's HTML).
 */
export function useLagosDay(): string | null {
  const minute = useServerMinute()
  return minute === 0 ? null : lagosDay(minute)
}
