// Store visits waiting to be recorded (docs/api.md#interactions /{product}/interactions/record-interaction):
// pure logic, no React, no storage, no network. Like the outbox's likes and ratings, a visit is
// queued, kept across reloads and sent when the network allows, each with its own
// Idempotency-Key; unlike them it needs no account, and it is the store's count, not something
// the shopper asked for, so a refused one is dropped without a word.

export type VisitEntry = {
  /** Sent as Idempotency-Key: a retry after a lost answer is counted once. */
  id: string
  storeId: number
  at: number
  attempts: number
  /** Epoch ms before which it is not retried (back-off). */
  nextAttemptAt: number
}

export type Visits = {
  queue: VisitEntry[]
  /** When each store was last visited (ms), for as long as a visit lasts. */
  seen: Record<string, number>
}

export const NO_VISITS: Visits = { queue: [], seen: {} }

/**
 * A visit lasts half an hour: a shopper going back and forth between a store, its dishes and
 * the cart is one visit, however often the page opens, re-renders or reloads.
 */
export const VISIT_MS = 30 * 60 * 1000

function recent(seen: Record<string, number>, now: number): Record<string, number> {
  return Object.fromEntries(Object.entries(seen).filter(([, at]) => now - at < VISIT_MS))
}

/** Records a visit to `storeId`, unless it continues one (coalesced); the same object when nothing changes. */
export function visited(visits: Visits, storeId: number, now: number, newId: () => string): Visits {
  const last = visits.seen[String(storeId)]
  const seen = { ...recent(visits.seen, now), [String(storeId)]: now }
  if (last !== undefined && now - last < VISIT_MS) return { ...visits, seen }
  return { queue: [...visits.queue, { id: newId(), storeId, at: now, attempts: 0, nextAttemptAt: now }], seen }
}

/** The visits due now, oldest first. */
export function dueVisits(visits: Visits, now: number): VisitEntry[] {
  return visits.queue.filter((entry) => entry.nextAttemptAt <= now)
}

export function withoutVisit(visits: Visits, id: string): Visits {
  return { ...visits, queue: visits.queue.filter((entry) => entry.id !== id) }
}

export function visitRescheduled(visits: Visits, id: string, nextAttemptAt: number): Visits {
  return {
    ...visits,
    queue: visits.queue.map((entry) =>
      entry.id === id ? { ...entry, attempts: entry.attempts + 1, nextAttemptAt } : entry,
    ),
  }
}

/** Reads the stored value back; anything malformed is left out. */
export function decodeVisits(raw: unknown): Visits | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined
  const { queue, seen } = raw as Partial<Record<keyof Visits, unknown>>
  if (!Array.isArray(queue) || typeof seen !== 'object' || seen === null) return undefined
  const entries = queue.filter((value): value is VisitEntry => {
    const entry = value as Partial<VisitEntry> | null
    return (
      typeof entry?.id === 'string' &&
      typeof entry.storeId === 'number' &&
      typeof entry.at === 'number' &&
      typeof entry.attempts === 'number' &&
      typeof entry.nextAttemptAt === 'number'
    )
  })
  const times = Object.entries(seen).filter((pair): pair is [string, number] => typeof pair[1] === 'number')
  return { queue: entries, seen: Object.fromEntries(times) }
}
