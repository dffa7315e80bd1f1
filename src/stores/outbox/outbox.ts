import { ValidationError } from '@/api/errors'
import { TARGETS } from '@/api/interactions'
import { REQUIRED, requireId, requireRating } from '@/api/validation'
import { notify } from '@/lib/notify'
import { withNextStep } from '@/lib/format/beside'
import { appStore, type AppStore } from '@/stores/persisted-atom'
import { userAtom } from '@/stores/session/session'
import {
  activitiesConfirmed,
  loadActivities,
  updateActivities,
  userActivitiesAtom,
} from '@/stores/activities/activities'
import { sentChange } from './count-changes'
import { emitOutboxSending, emitOutboxSettled } from './outbox-events'
import { OUTBOX_SYNC_TAG, REPLAY_OUTBOX_MESSAGE } from './outbox-signals'
import { droppedAtom, outboxAtom, replayingAtom } from './outbox-atoms'
import { enqueue, type OutboxAction, type OutboxEntry } from './outbox-queue'
import { appliedToActivities, doubtsSettled, markedSending, rescheduled, withoutEntry } from './outbox-transitions'

import { replayExclusively, type ReplayDeps, type ReplaySummary, type SentResult } from './outbox-replayer'

export { droppedAtom, outboxAtom, replayingAtom } from './outbox-atoms'

// The outbox on the app's jotai store: likes, dislikes, ratings, rating updates and
// subscriptions are queued here, shown at once, and sent when the network allows.

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
}

/**
 * Queues what the shopper just did and tries to send it. Checks the inputs with the input rules' (docs/validation.md)
 * messages first ('User is required.', 'Rating is required.', …); nothing is queued then.
 */
export function enqueueInteraction(action: OutboxAction, store: AppStore = appStore): void {
  const user = store.get(userAtom)
  if (!user) throw new ValidationError(REQUIRED.user)
  requireId(action.targetId, TARGETS[action.target].missingTarget)
  if (action.kind === 'rating') requireRating(action.rating)
  store.set(outboxAtom, (queue) => enqueue(queue, action, user.id, Date.now(), newId))
  void replayOutbox(store)
}

/** When each entry's request left, so answers cached before it can be moved (outbox-events.ts). */
const sendingSince = new Map<string, number>()

function applyResult(store: AppStore, entry: OutboxEntry, result: SentResult): void {
  const before = store.get(userActivitiesAtom)
  updateActivities(store, (activities) => appliedToActivities(activities, entry, result))
  const startedAt = sendingSince.get(entry.id) ?? Date.now()
  sendingSince.delete(entry.id)
  emitOutboxSettled(store, { outcome: 'sent', entry, change: sentChange(entry, result, before), startedAt })
}

const stopped = new WeakSet<AppStore>()

function depsFor(store: AppStore): ReplayDeps {
  return {
    queue: () => store.get(outboxAtom),
    remove: (entryId) => store.set(outboxAtom, (queue) => withoutEntry(queue, entryId)),
    reschedule: (failed, attempts, nextAttemptAt) =>
      store.set(outboxAtom, (queue) => rescheduled(queue, failed, attempts, nextAttemptAt)),
    markSending: (sending) => {
      sendingSince.set(sending.id, Date.now())
      store.set(outboxAtom, (queue) => markedSending(queue, sending))
      emitOutboxSending(store, sending)
    },
    settleDoubts: () => store.set(outboxAtom, (queue) => doubtsSettled(queue)),
    // A stopped outbox (the page is going away) starts no new request.
    currentUser: () => (stopped.has(store) ? null : (store.get(userAtom)?.id ?? null)),
    activities: () => store.get(userActivitiesAtom),
    activitiesConfirmed: () => activitiesConfirmed(store),
    loadActivities: () => loadActivities(store, { fresh: true }),
    applied: (entry, result) => applyResult(store, entry, result),
    dropped: (dropped) => {
      sendingSince.delete(dropped.entry.id)
      store.set(droppedAtom, (list) => [...list, dropped].slice(-20))
      emitOutboxSettled(store, { outcome: 'refused', entry: dropped.entry })
      // The error catalogue's message (docs/errors.md), then what it means: the server refused it, so it is not saved
      // there.
      void notify('error', withNextStep(dropped.message, 'It was not saved, so you can try again.'))
    },
    now: () => Date.now(),
  }
}

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }

/** Lets the browser wake us when the network is back, even if this page is in the background. */
async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as SyncRegistration | undefined
    await registration?.sync?.register(OUTBOX_SYNC_TAG)
  } catch {
    // Background Sync is a bonus: 'online' and the next start replay too.
  }
}

const retryTimers = new WeakMap<AppStore, ReturnType<typeof setTimeout>>()

function scheduleRetry(store: AppStore): void {
  clearTimeout(retryTimers.get(store))
  const user = store.get(userAtom)?.id
  const next = Math.min(
    ...store
      .get(outboxAtom)
      .filter((entry) => entry.user === user)
      .map((e) => e.nextAttemptAt),
  )
  if (!Number.isFinite(next)) return
  retryTimers.set(
    store,
    setTimeout(() => void replayOutbox(store), Math.max(0, next - Date.now()) + 50),
  )
}

/**
 * Sends what is due, one replayer at a time. After anything was sent, the whole activity
 * list is re-fetched and saved (docs/data.md#activities), once per pass rather than once per entry.
 */
export async function replayOutbox(store: AppStore = appStore): Promise<ReplaySummary> {
  if (stopped.has(store)) return { sent: 0, skipped: 0, dropped: 0, stopped: 'signed-out' }
  store.set(replayingAtom, true)
  try {
    const summary = await replayExclusively(depsFor(store))
    if (summary.sent > 0) await loadActivities(store)
    if (summary.stopped !== 'signed-out' && summary.stopped !== 'unauthorized') scheduleRetry(store)
    if (summary.stopped === 'offline') void requestBackgroundSync()
    return summary
  } finally {
    store.set(replayingAtom, false)
  }
}

/** Replays on start, when the network returns, when the service worker asks, and on login. */
export function startOutbox(store: AppStore = appStore): () => void {
  stopped.delete(store)
  const replay = () => void replayOutbox(store)
  const onWorkerMessage = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === REPLAY_OUTBOX_MESSAGE) replay()
  }
  const browser = typeof window !== 'undefined'
  if (browser) {
    window.addEventListener('online', replay)
    navigator.serviceWorker?.addEventListener('message', onWorkerMessage)
  }
  const unsubscribeUser = store.sub(userAtom, () => {
    if (store.get(userAtom)) replay()
  })
  replay()
  return () => {
    if (browser) {
      window.removeEventListener('online', replay)
      navigator.serviceWorker?.removeEventListener('message', onWorkerMessage)
    }
    unsubscribeUser()
    clearTimeout(retryTimers.get(store))
    stopped.add(store)
  }
}
