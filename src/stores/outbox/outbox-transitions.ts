import type { UserActivities } from '@contract/records'
import {
  addRecord,
  LIKE_LISTS,
  RATING_LISTS,
  removeRecord,
  replaceRecord,
  SUBSCRIPTION_LIST,
} from '@/stores/activities/activity-lists'
import type { OutboxEntry } from './outbox-queue'
import type { SentResult } from './outbox-replayer'

// How a replay pass changes the stored queue and activities, as pure functions: the page
// (outbox.ts, on its jotai store) and the service worker (outbox-storage-replay.ts, on
// IndexedDB) apply the very same transitions.

/** The queue without the entry of this id. */
export function withoutEntry(queue: readonly OutboxEntry[], entryId: string): OutboxEntry[] {
  return queue.filter((entry) => entry.id !== entryId)
}

/**
 * Backs the failed entry off, and marks whatever entry now holds its target as in doubt (the
 * shopper may have changed their wish while the request travelled).
 */
export function rescheduled(
  queue: readonly OutboxEntry[],
  failed: OutboxEntry,
  attempts: number,
  nextAttemptAt: number,
): OutboxEntry[] {
  return queue.map((entry) => {
    if (entry.id === failed.id) return { ...entry, attempts, nextAttemptAt, inDoubt: true }
    if (entry.key === failed.key && entry.user === failed.user) return { ...entry, inDoubt: true }
    return entry
  })
}

/** Marks the entry in doubt before its request leaves. */
export function markedSending(queue: readonly OutboxEntry[], sending: OutboxEntry): OutboxEntry[] {
  return queue.map((entry) => (entry.id === sending.id ? { ...entry, inDoubt: true } : entry))
}

/** Clears every in-doubt mark (the activities were just re-read); the same queue if none. */
export function doubtsSettled<Q extends readonly OutboxEntry[]>(queue: Q): Q | OutboxEntry[] {
  return queue.some((entry) => entry.inDoubt) ? queue.map(({ inDoubt: _settled, ...entry }) => entry) : queue
}

/** The shopper's activities after the server confirmed a sent entry (docs/data.md#activities transitions). */
export function appliedToActivities(
  activities: UserActivities,
  entry: OutboxEntry,
  result: SentResult,
): UserActivities {
  if (activities.id !== entry.user) return activities
  switch (result.call) {
    case 'like':
      return addRecord(activities, LIKE_LISTS[entry.target], result.record)
    case 'dislike':
      return removeRecord(activities, LIKE_LISTS[entry.target], result.likeId)
    case 'rate':
    case 'updateRating':
      return entry.target === 'blog' ? activities : replaceRecord(activities, RATING_LISTS[entry.target], result.record)
    case 'subscribe':
      return addRecord(activities, SUBSCRIPTION_LIST, result.record)
    case 'unsubscribe':
      return removeRecord(activities, SUBSCRIPTION_LIST, result.subscriptionId)
  }
}
