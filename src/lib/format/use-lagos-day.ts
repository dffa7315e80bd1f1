import { lagosDay } from '@contract/deals'
import { useMinuteClock } from './use-minute-clock'

/**
 * Today in Lagos ('2026-11-26') from the shared minute clock, so a deal page turns to "ended"
 * at midnight without a reload; null before the page knows the time (the build's HTML).
 */
export function useLagosDay(): string | null {
  const minute = useMinuteClock()
  return minute === 0 ? null : lagosDay(minute)
}
