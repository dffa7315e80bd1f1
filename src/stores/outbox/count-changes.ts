import type { Target } from '@/api/interactions'
import type { UserActivities } from '@contract/records'
import { findRating } from '@/stores/activities/activity-lists'
import { plan, type OutboxEntry } from './outbox-queue'
import type { SentResult } from './outbox-replayer'

// How a like or a rating moves the counts a page shows ("148 likes", "5.0 (1)"), as pure
// functions (docs/decisions.md#outbox). A wish still in the outbox moves them at once; once the server has
// taken it, the cached answers that predate it are moved the same way until they are fetched
// again. Each change is what the server does (or will do) for it, so nothing is counted twice:
// a like then an unlike leaves nothing to send and no change.

/** Likes, and the sum and number of ratings. */
export type CountChange = { likes: number; ratingTotal: number; ratingCount: number }

export const NO_CHANGE: CountChange = { likes: 0, ratingTotal: 0, ratingCount: 0 }

const likes = (by: number): CountChange => ({ ...NO_CHANGE, likes: by })
const rated = (total: number, count: number): CountChange => ({ likes: 0, ratingTotal: total, ratingCount: count })

export function addChanges(a: CountChange, b: CountChange): CountChange {
  return {
    likes: a.likes + b.likes,
    ratingTotal: a.ratingTotal + b.ratingTotal,
    ratingCount: a.ratingCount + b.ratingCount,
  }
}

/**
 * What a queued wish will change once sent, against the activities the server last reported.
 * Unknown activities (not read back yet, or another shopper's) change nothing: better a count
 * a moment late than one counted twice.
 */
export function pendingChange(entry: OutboxEntry, activities: UserActivities | null): CountChange {
  if (!activities || activities.id !== entry.user) return NO_CHANGE
  const step = plan(entry, activities)
  switch (step.call) {
    case 'like':
      return likes(1)
    case 'dislike':
      return likes(-1)
    case 'rate':
      return entry.kind === 'rating' ? rated(entry.rating, 1) : NO_CHANGE
    case 'updateRating': {
      if (entry.kind !== 'rating') return NO_CHANGE
      const before = findRating(activities, entry.target, entry.targetId)?.rating ?? entry.rating
      return rated(entry.rating - before, 0)
    }
    default:
      return NO_CHANGE
  }
}

/** What the server changed for a sent entry; `before`: the activities it was planned against. */
export function sentChange(entry: OutboxEntry, result: SentResult, before: UserActivities | null): CountChange {
  switch (result.call) {
    case 'like':
      return likes(1)
    case 'dislike':
      return likes(-1)
    case 'rate':
      return rated(result.record.rating, 1)
    case 'updateRating': {
      if (entry.target === 'blog') return NO_CHANGE
      const previous = findRating(before, entry.target, entry.targetId)?.rating ?? result.record.rating
      return rated(result.record.rating - previous, 0)
    }
    default:
      return NO_CHANGE
  }
}

/** The counts a page shows; absent ones are not shown (and not made up). */
export type ShownCounts = { likes?: number; rating?: number; ratingCount?: number }

/** `counts` moved by `change`; the average rounded to one decimal, as the server sends it. */
export function withChange(counts: ShownCounts, change: CountChange): ShownCounts {
  const next = { ...counts }
  if (typeof counts.likes === 'number' && change.likes !== 0) next.likes = Math.max(0, counts.likes + change.likes)
  if (typeof counts.ratingCount === 'number' && (change.ratingCount !== 0 || change.ratingTotal !== 0)) {
    const total = (counts.rating ?? 0) * counts.ratingCount + change.ratingTotal
    const count = Math.max(0, counts.ratingCount + change.ratingCount)
    next.ratingCount = count
    next.rating = count > 0 ? Math.min(5, Math.max(0, Math.round((total / count) * 10) / 10)) : 0
  }
  return next
}

type ApiRecord = Record<string, unknown>

const isApiRecord = (value: unknown): value is ApiRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Whether an API record is the store, deal or post a like or rating was for. */
export function isTargetRecord(value: ApiRecord, target: Target, targetId: number): boolean {
  if (value.id !== targetId) return false
  if (target === 'store') return typeof value.name_of_business === 'string' && value.kind === undefined
  if (target === 'blog') return typeof value.article === 'string'
  return value.kind === target
}

function recordCounts(record: ApiRecord): ShownCounts {
  const counts: ShownCounts = {}
  if (typeof record.likes_count === 'number') counts.likes = record.likes_count
  if (typeof record.rating_count === 'number') {
    counts.ratingCount = record.rating_count
    counts.rating = typeof record.rating === 'number' ? record.rating : 0
  }
  return counts
}

function patchRecord(record: ApiRecord, change: CountChange): ApiRecord {
  const counts = recordCounts(record)
  const moved = withChange(counts, change)
  if (moved.likes === counts.likes && moved.ratingCount === counts.ratingCount && moved.rating === counts.rating) {
    return record
  }
  return {
    ...record,
    ...(moved.likes === undefined ? {} : { likes_count: moved.likes }),
    ...(moved.ratingCount === undefined ? {} : { rating_count: moved.ratingCount, rating: moved.rating }),
  }
}

/**
 * A cached API answer with the counts of every copy of the target moved by `change` (a store
 * in a near-me page, a coupon inside its store, the deal itself). The same value when nothing
 * in it changed, so an untouched cache entry is not rewritten.
 */
export function patchCounts(data: unknown, target: Target, targetId: number, change: CountChange): unknown {
  if (Array.isArray(data)) {
    const items = data.map((item: unknown) => patchCounts(item, target, targetId, change))
    return items.some((item, index) => item !== data[index]) ? items : data
  }
  if (!isApiRecord(data)) return data
  let changed = false
  const entries = Object.entries(data).map(([key, value]) => {
    const patched = patchCounts(value, target, targetId, change)
    if (patched !== value) changed = true
    return [key, patched] as const
  })
  const inner = changed ? Object.fromEntries(entries) : data
  return isTargetRecord(inner, target, targetId) ? patchRecord(inner, change) : inner
}

/** Whether a cached answer holds a copy of the target anywhere. */
export function holdsTarget(data: unknown, target: Target, targetId: number): boolean {
  if (Array.isArray(data)) return data.some((item: unknown) => holdsTarget(item, target, targetId))
  if (!isApiRecord(data)) return false
  if (isTargetRecord(data, target, targetId)) return true
  return Object.values(data).some((value) => holdsTarget(value, target, targetId))
}

/** The counts of the first copy of the target in a cached answer; undefined without one. */
export function countsIn(data: unknown, target: Target, targetId: number): ShownCounts | undefined {
  if (!Array.isArray(data) && !isApiRecord(data)) return undefined
  if (isApiRecord(data) && isTargetRecord(data, target, targetId)) return recordCounts(data)
  for (const value of Array.isArray(data) ? data : Object.values(data)) {
    const found = countsIn(value, target, targetId)
    if (found) return found
  }
  return undefined
}

/** Whether two answers show the same counts (never for a missing one). */
export const sameCounts = (a: ShownCounts | undefined, b: ShownCounts | undefined): boolean =>
  a !== undefined && b !== undefined && a.likes === b.likes && a.rating === b.rating && a.ratingCount === b.ratingCount
