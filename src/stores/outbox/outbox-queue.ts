import type { RatableTarget, Target } from '@/api/interactions'
import type { UserActivities } from '@contract/records'
import { findLike, findRating, findSubscription } from '@/stores/activities/activity-lists'

// The outbox's pure logic (docs/decisions.md#outbox "Offline model"): no React, no storage, no network, so
// the page, the service worker and tests share it.
//
// An entry holds what the shopper *wants* (liked or not, this rating, subscribed or not), not
// the clicks that led there. So opposite actions coalesce by themselves: like then unlike
// leaves an entry that wants "not liked", which matches the server and is dropped unsent;
// several ratings leave the last; a rating created and changed offline is one create with the
// final value. What to send is decided at send time against the activities the server last
// reported, so a like still in flight when the shopper unlikes is undone afterwards.

export type OutboxAction =
  | { kind: 'like'; target: Target; targetId: number; liked: boolean }
  | { kind: 'rating'; target: RatableTarget; targetId: number; rating: number }
  | { kind: 'subscription'; target: 'store'; targetId: number; subscribed: boolean }

export type OutboxEntry = OutboxAction & {
  /** Sent as Idempotency-Key. A new id whenever the wanted value changes. */
  id: string
  /** What it acts on; one entry per key and user. */
  key: string
  user: number
  createdAt: number
  attempts: number
  /** Epoch ms before which the entry is not retried (back-off). */
  nextAttemptAt: number
  /**
   * A send for this target ended without a verdict (no answer, or 5xx): the server may have
   * applied it. The activities are re-read before this entry is planned.
   */
  inDoubt?: boolean
}

export function entryKey(action: Pick<OutboxAction, 'kind' | 'target' | 'targetId'>): string {
  return `${action.kind}:${action.target}:${action.targetId}`
}

function wantedValue(action: OutboxAction): boolean | number {
  if (action.kind === 'like') return action.liked
  if (action.kind === 'rating') return action.rating
  return action.subscribed
}

/** Adds what the shopper wants, replacing an earlier wish for the same thing. */
export function enqueue(
  queue: readonly OutboxEntry[],
  action: OutboxAction,
  user: number,
  now: number,
  newId: () => string,
): OutboxEntry[] {
  const key = entryKey(action)
  const index = queue.findIndex((entry) => entry.key === key && entry.user === user)
  const existing = index === -1 ? undefined : queue[index]
  if (existing && wantedValue(existing) === wantedValue(action)) return [...queue]
  const entry = {
    ...action,
    id: newId(),
    key,
    user,
    createdAt: existing?.createdAt ?? now,
    attempts: 0,
    nextAttemptAt: now,
  }
  if (index === -1) return [...queue, entry]
  return queue.map((candidate, position) => (position === index ? entry : candidate))
}

export type Plan =
  | { call: 'none' }
  /** The server's state is needed first (a removal needs the record's id). */
  | { call: 'wait' }
  | { call: 'like' }
  | { call: 'dislike'; likeId: number }
  | { call: 'rate' }
  | { call: 'updateRating'; rateId: number }
  | { call: 'subscribe' }
  | { call: 'unsubscribe'; subscriptionId: number }

/** What to send for `entry`, given the activities the server last reported (null: unknown). */
export function plan(entry: OutboxEntry, activities: UserActivities | null): Plan {
  const known = activities !== null && activities.id === entry.user ? activities : null
  switch (entry.kind) {
    case 'like': {
      const record = findLike(known, entry.target, entry.targetId)
      if (entry.liked) return record ? { call: 'none' } : { call: 'like' }
      if (record) return { call: 'dislike', likeId: record.id }
      return known ? { call: 'none' } : { call: 'wait' }
    }
    case 'rating': {
      const record = findRating(known, entry.target, entry.targetId)
      if (!record) return { call: 'rate' }
      return record.rating === entry.rating ? { call: 'none' } : { call: 'updateRating', rateId: record.id }
    }
    case 'subscription': {
      const record = findSubscription(known, entry.targetId)
      if (entry.subscribed) return record ? { call: 'none' } : { call: 'subscribe' }
      if (record) return { call: 'unsubscribe', subscriptionId: record.id }
      return known ? { call: 'none' } : { call: 'wait' }
    }
  }
}

const BASE_DELAY_MS = 2000
const MAX_DELAY_MS = 5 * 60 * 1000

/** Exponential back-off with ±20 % jitter so many phones do not retry in step. */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const delay = Math.min(BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS)
  return Math.round(delay * (0.8 + 0.4 * random()))
}

/** The shopper's wish for one thing, if one is queued (for showing it at once). */
export function queuedAction(
  queue: readonly OutboxEntry[],
  user: number | null | undefined,
  action: Pick<OutboxAction, 'kind' | 'target' | 'targetId'>,
): OutboxEntry | undefined {
  if (user === null || user === undefined) return undefined
  const key = entryKey(action)
  return queue.find((entry) => entry.key === key && entry.user === user)
}

/** Entries still to send for `user`: those whose wish differs from the server's state. */
export function waitingEntries(
  queue: readonly OutboxEntry[],
  user: number | null | undefined,
  activities: UserActivities | null,
): OutboxEntry[] {
  return queue.filter((entry) => entry.user === user && plan(entry, activities).call !== 'none')
}
