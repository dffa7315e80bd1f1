import { get } from 'idb-keyval'
import { STORAGE_KEYS } from '@contract/storage'

/** What the service worker counts (idb-keyval's default store, STORAGE_KEYS.dataUsage). */
export type DataUsage = { week: string; fromCache: number; fromNetwork: number }

function isDataUsage(value: unknown): value is DataUsage {
  if (typeof value !== 'object' || value === null) return false
  const { week, fromCache, fromNetwork } = value as Record<string, unknown>
  return (
    typeof week === 'string' &&
    typeof fromCache === 'number' &&
    Number.isFinite(fromCache) &&
    typeof fromNetwork === 'number' &&
    Number.isFinite(fromNetwork)
  )
}

/** The ISO week of a date, like '2026-W48'. */
export function isoWeek(date: Date): string {
  const day = new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()))
  const weekday = day.getUTCDay() || 7
  day.setUTCDate(day.getUTCDate() + 4 - weekday)
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1)
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7)
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`
}

/** This week's counts, or null when nothing was counted this week (or storage is unavailable). */
export async function readDataUsage(now: Date = new Date()): Promise<DataUsage | null> {
  try {
    const value: unknown = await get(STORAGE_KEYS.dataUsage)
    return isDataUsage(value) && value.week === isoWeek(now) ? value : null
  } catch {
    return null
  }
}

/** '0 KB', '840 KB', '1.4 MB', '12 MB'. */
export function formatBytes(bytes: number): string {
  const kb = Math.max(0, bytes) / 1024
  if (kb < 1000) return `${Math.round(kb)} KB`
  const mb = kb / 1024
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`
}
