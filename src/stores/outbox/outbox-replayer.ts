import { ApiError, messageOf } from '@/api/errors'
import * as interactions from '@/api/interactions'
import type { LikeRecord, RatingRecord, SubscriptionRecord, UserActivities } from '@contract/records'
import { backoffDelay, plan, type OutboxEntry, type Plan } from './outbox-queue'
import { OUTBOX_LOCK } from './outbox-signals'

// Sends the outbox (docs/decisions.md#outbox "Offline model"). No React and no jotai: whoever runs it — the
// page, the service worker, a test — hands in how to read and change the queue.

export type SentResult =
  | { call: 'like'; record: LikeRecord }
  | { call: 'dislike'; likeId: number }
  | { call: 'rate' | 'updateRating'; record: RatingRecord }
  | { call: 'subscribe'; record: SubscriptionRecord }
  | { call: 'unsubscribe'; subscriptionId: number }

export type DroppedEntry = { entry: OutboxEntry; message: string; at: number }

export type ReplayDeps = {
  queue(): readonly OutboxEntry[]
  /** Removes the entry if it is still the one with this id (the shopper may have changed it). */
  remove(entryId: string): void
  /**
   * Backs the entry off after a send without a verdict, and marks whatever entry now holds
   * its target as in doubt (the shopper may have changed their wish meanwhile).
   */
  reschedule(entry: OutboxEntry, attempts: number, nextAttemptAt: number): void
  /**
   * Marks the entry in doubt before its request leaves: if the page dies mid-request, the
   * next start re-reads the server's state before acting on this target again.
   */
  markSending(entry: OutboxEntry): void
  /** Clears every in-doubt mark: the activities were just re-read from the server. */
  settleDoubts(): void
  currentUser(): number | null
  activities(): UserActivities | null
  /** Whether `activities()` was read from the server by this page (not restored from storage). */
  activitiesConfirmed(): boolean
  /** Re-reads the activities from the server; resolves to whether that worked. */
  loadActivities(): Promise<boolean>
  /** Applies a sent entry's answer to the activities at once (docs/data.md#activities transitions). */
  applied(entry: OutboxEntry, result: SentResult): void
  dropped(dropped: DroppedEntry): void
  now(): number
}

export type ReplaySummary = {
  sent: number
  skipped: number
  dropped: number
  /** Why the pass stopped early, if it did. */
  stopped?: 'offline' | 'signed-out' | 'unauthorized' | 'busy'
}

async function perform(entry: OutboxEntry, step: Exclude<Plan, { call: 'none' | 'wait' }>): Promise<SentResult> {
  const options = { idempotencyKey: entry.id }
  const user = entry.user
  switch (step.call) {
    case 'like':
      return { call: 'like', record: await interactions.like(entry.target, user, entry.targetId, options) }
    case 'dislike':
      await interactions.dislike(entry.target, step.likeId, options)
      return { call: 'dislike', likeId: step.likeId }
    case 'rate':
    case 'updateRating': {
      if (entry.kind !== 'rating') throw new Error('Only ratings are rated.')
      const input = { rating: entry.rating, user, ratings: entry.targetId }
      const record =
        step.call === 'rate'
          ? await interactions.rate(entry.target, input, options)
          : await interactions.updateRating(entry.target, step.rateId, input, options)
      return { call: step.call, record }
    }
    case 'subscribe':
      return { call: 'subscribe', record: await interactions.subscribe(user, entry.targetId, options) }
    case 'unsubscribe':
      await interactions.unsubscribe(step.subscriptionId, options)
      return { call: 'unsubscribe', subscriptionId: step.subscriptionId }
  }
}

/** A removal whose record is already gone has done what the shopper wanted. */
function alreadyDone(step: Plan, error: unknown): boolean {
  return (step.call === 'dislike' || step.call === 'unsubscribe') && error instanceof ApiError && error.status === 404
}

/**
 * One pass over the due entries of the signed-in shopper, oldest first. Network failures stop
 * the pass (the phone is offline) and back the entry off; 5xx backs off that entry and goes
 * on; 401 (after the API client's one refresh) stops until the next login; other 4xx drop the
 * entry and report it. Nothing leaves the queue unsent without being reported, except wishes
 * the server already satisfies.
 */
export async function replayOnce(deps: ReplayDeps): Promise<ReplaySummary> {
  const summary: ReplaySummary = { sent: 0, skipped: 0, dropped: 0 }
  const tried = new Set<string>()
  for (;;) {
    const user = deps.currentUser()
    if (user === null) return { ...summary, stopped: 'signed-out' }
    const now = deps.now()
    const entry = deps.queue().find((e) => e.user === user && e.nextAttemptAt <= now && !tried.has(e.id))
    if (!entry) return summary
    tried.add(entry.id)

    if (entry.inDoubt || !deps.activitiesConfirmed()) {
      // Restored activities may be stale, and the server may hold an answer we never saw:
      // plan against its current state. (Dropping a wish as already met needs the truth.)
      if (!(await deps.loadActivities())) {
        deps.reschedule(entry, entry.attempts + 1, deps.now() + backoffDelay(entry.attempts + 1))
        return { ...summary, stopped: 'offline' }
      }
      deps.settleDoubts()
    }
    let step = plan(entry, deps.activities())
    if (step.call === 'wait') {
      await deps.loadActivities()
      step = plan(entry, deps.activities())
      if (step.call === 'wait') continue
    }
    if (step.call === 'none') {
      deps.remove(entry.id)
      summary.skipped += 1
      continue
    }
    deps.markSending(entry)
    try {
      deps.applied(entry, await perform(entry, step))
      deps.remove(entry.id)
      summary.sent += 1
    } catch (error) {
      if (alreadyDone(step, error)) {
        deps.remove(entry.id)
        summary.skipped += 1
        continue
      }
      const apiError = error instanceof ApiError ? error : undefined
      if (apiError?.isRetryable) {
        const attempts = entry.attempts + 1
        deps.reschedule(entry, attempts, deps.now() + backoffDelay(attempts))
        if (apiError.kind === 'network') return { ...summary, stopped: 'offline' }
        continue
      }
      if (apiError?.isUnauthorized) return { ...summary, stopped: 'unauthorized' }
      deps.remove(entry.id)
      deps.dropped({ entry, message: messageOf(error), at: deps.now() })
      summary.dropped += 1
    }
  }
}

let localRunning = false

/**
 * Runs `run` unless another replayer holds the outbox's lock — in this tab or, through the Web
 * Locks API, in any other tab or the service worker; then resolves to `busy` at once.
 */
export async function underOutboxLock<T>(run: () => Promise<T>, busy: T): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  if (locks) return locks.request(OUTBOX_LOCK, { ifAvailable: true }, async (lock) => (lock ? run() : busy))
  if (localRunning) return busy
  localRunning = true
  try {
    return await run()
  } finally {
    localRunning = false
  }
}

/** `replayOnce` under the outbox's lock (see `underOutboxLock`). */
export function replayExclusively(deps: ReplayDeps): Promise<ReplaySummary> {
  return underOutboxLock(() => replayOnce(deps), { sent: 0, skipped: 0, dropped: 0, stopped: 'busy' })
}
