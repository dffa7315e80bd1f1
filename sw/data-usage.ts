// "Data saved": bytes the worker answered from its caches against bytes it fetched, per ISO
// week, stored with idb-keyval's default store under STORAGE_KEYS.dataUsage (the page reads it). Pure
// helpers here; sw.ts wires them to Workbox's plugin callbacks.

export type DataUsage = { week: string; fromCache: number; fromNetwork: number }
export type UsageDelta = { fromCache: number; fromNetwork: number }

/** ISO 8601 week of `date` in local time, e.g. '2026-W48' (weeks start on Monday). */
export function isoWeek(date: Date): string {
  const day = new Date(date.getFullYear(), date.getMonth(), date.getDate())
  const weekday = (day.getDay() + 6) % 7 // Monday 0 … Sunday 6
  day.setDate(day.getDate() - weekday + 3) // the Thursday of this week decides its year
  const year = day.getFullYear()
  const firstThursday = new Date(year, 0, 4)
  firstThursday.setDate(firstThursday.getDate() - ((firstThursday.getDay() + 6) % 7) + 3)
  const week = 1 + Math.round((day.getTime() - firstThursday.getTime()) / (7 * 24 * 60 * 60 * 1000))
  return `${year}-W${String(week).padStart(2, '0')}`
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0
}

/** Adds `delta` to the stored record; a record of another week (or none, or junk) starts at 0. */
export function mergeUsage(stored: unknown, week: string, delta: UsageDelta): DataUsage {
  const record = stored as Partial<DataUsage> | null | undefined
  const same = typeof record === 'object' && record !== null && record.week === week
  return {
    week,
    fromCache: (same ? count(record.fromCache) : 0) + count(delta.fromCache),
    fromNetwork: (same ? count(record.fromNetwork) : 0) + count(delta.fromNetwork),
  }
}

/** The body's size from Content-Length, when the response says it (null when it does not). */
export function declaredBytes(headers: { get(name: string): string | null }): number | null {
  const value = headers.get('content-length')
  if (value === null || !/^\d+$/.test(value.trim())) return null
  return Number(value)
}

export type UsageCounter = {
  add(source: keyof UsageDelta, bytes: number): void
  /** Writes what was counted so far (at once); resolves when it is stored. */
  flush(): Promise<void>
}

/**
 * Batches counts in memory and writes them at most once per `delayMs`. `add` returns nothing;
 * `pending()` is the promise of the next write, for `event.waitUntil` in the worker.
 */
export function createUsageCounter(options: {
  write(delta: UsageDelta): Promise<void>
  delayMs?: number
  setTimer?(run: () => void, ms: number): unknown
}): UsageCounter & { pending(): Promise<void> | null } {
  const delayMs = options.delayMs ?? 3000
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms))
  let delta: UsageDelta = { fromCache: 0, fromNetwork: 0 }
  let scheduled: Promise<void> | null = null
  let writing: Promise<void> = Promise.resolve()

  const flush = (): Promise<void> => {
    const batch = delta
    delta = { fromCache: 0, fromNetwork: 0 }
    scheduled = null
    if (batch.fromCache === 0 && batch.fromNetwork === 0) return writing
    writing = writing.then(() => options.write(batch)).catch(() => undefined)
    return writing
  }

  return {
    add(source, bytes) {
      if (!(bytes > 0) || !Number.isFinite(bytes)) return
      delta = { ...delta, [source]: delta[source] + bytes }
      scheduled ??= new Promise<void>((resolve) => {
        setTimer(() => void flush().then(resolve), delayMs)
      })
    },
    flush,
    pending: () => scheduled,
  }
}
