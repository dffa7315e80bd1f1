import { fetchUserActivities, type SessionUser } from '@/api/auth'
import type { UserActivities } from '@contract/records'
import { isUserActivities } from '@contract/activities'
import { connectSession, type Tokens } from '@/api/session-port'
import { decodeQueue } from './outbox-codec'
import type { OutboxEntry } from './outbox-queue'
import {
  underOutboxLock,
  replayOnce,
  type DroppedEntry,
  type ReplayDeps,
  type ReplaySummary,
  type SentResult,
} from './outbox-replayer'
import { appliedToActivities, doubtsSettled, markedSending, rescheduled, withoutEntry } from './outbox-transitions'
import { STORAGE_KEYS } from '@contract/storage'

// The outbox replayed straight from storage, for the service worker when no page is open
// (Background Sync). No React, no jotai, no window: it reads the session and the queue from a
// key-value store (idb-keyval's default store in the worker, under the limits' keys (docs/limits.md#storage-keys)), replays
// with the page's replayer under the page's Web Lock, and writes every change back at once,
// so a page that opens meanwhile — or a worker killed mid-pass — finds the truth.

/** The few storage calls needed (idb-keyval's `get` and `set` fit). */
export type OutboxStorage = {
  get(key: string): Promise<unknown>
  set(key: string, value: unknown): Promise<void>
}

export type StorageReplayOptions = {
  storage: OutboxStorage
  /** Tells open pages a stored value changed (the app's BroadcastChannel, STATE_CHANNEL). */
  announce?(key: string, value: unknown): void
  now?(): number
}

/** Keys the page's persisted atoms use (contract/storage.ts). */
export { STORAGE_KEYS }

const MAX_DROPPED = 20

const nothing: ReplaySummary = { sent: 0, skipped: 0, dropped: 0 }

function decodeUserId(raw: unknown): number | null {
  const user = raw as Partial<SessionUser> | null | undefined
  return typeof user?.id === 'number' && typeof user.email === 'string' ? user.id : null
}

const decodeToken = (raw: unknown) => (typeof raw === 'string' && raw !== '' ? raw : null)

/**
 * One replay pass over the stored outbox. Resolves to what the pass did; `stopped: 'offline'`
 * means the network is still down (Background Sync should try again later). Never leaves the
 * session half-written: rotated tokens are saved together before any request uses them.
 */
export async function replayFromStorage(options: StorageReplayOptions): Promise<ReplaySummary> {
  const { storage } = options
  const now = options.now ?? (() => Date.now())
  const busy: ReplaySummary = { ...nothing, stopped: 'busy' }

  return underOutboxLock(async () => {
    // Read under the lock: a page may have sent (and saved) just before we got it.
    const [rawUser, rawAccess, rawRefresh, rawQueue, rawActivities] = await Promise.all(
      [STORAGE_KEYS.user, STORAGE_KEYS.access, STORAGE_KEYS.refresh, STORAGE_KEYS.outbox, STORAGE_KEYS.activities].map(
        (key) => storage.get(key),
      ),
    )
    const user = decodeUserId(rawUser)
    if (user === null) return { ...nothing, stopped: 'signed-out' }
    let queue: OutboxEntry[] = decodeQueue(rawQueue) ?? []
    if (!queue.some((entry) => entry.user === user && entry.nextAttemptAt <= now())) return nothing

    let tokens = { access: decodeToken(rawAccess), refresh: decodeToken(rawRefresh) }
    let activities: UserActivities | null =
      isUserActivities(rawActivities) && rawActivities.id === user ? rawActivities : null
    let confirmed = false

    let writes: Promise<unknown> = Promise.resolve()
    const save = (key: string, value: unknown) => {
      options.announce?.(key, value)
      writes = writes.then(() => storage.set(key, value)).catch(() => undefined)
    }
    const setQueue = (next: OutboxEntry[]) => {
      queue = next
      save(STORAGE_KEYS.outbox, queue)
    }
    const setActivities = (next: UserActivities) => {
      activities = next
      save(STORAGE_KEYS.activities, activities)
    }
    const loadActivities = async (): Promise<boolean> => {
      try {
        const fresh = await fetchUserActivities()
        if (fresh.id !== user) return false
        setActivities(fresh)
        confirmed = true
        return true
      } catch {
        return false
      }
    }

    const disconnect = connectSession({
      getAccess: () => tokens.access,
      getRefresh: () => tokens.refresh,
      saveTokens: async (rotated: Tokens) => {
        tokens = rotated
        save(STORAGE_KEYS.access, rotated.access)
        save(STORAGE_KEYS.refresh, rotated.refresh)
        await writes
      },
      // A refused refresh token: the replayer stops with 'unauthorized' and the entries stay;
      // the page signs the shopper out on its next call, as it would have anyway.
      loggedOut: () => undefined,
    })

    const deps: ReplayDeps = {
      queue: () => queue,
      remove: (entryId) => setQueue(withoutEntry(queue, entryId)),
      reschedule: (failed, attempts, nextAttemptAt) => setQueue(rescheduled(queue, failed, attempts, nextAttemptAt)),
      markSending: (sending) => setQueue(markedSending(queue, sending)),
      settleDoubts: () => {
        const settled = doubtsSettled(queue)
        if (settled !== queue) setQueue(settled)
      },
      currentUser: () => user,
      activities: () => activities,
      activitiesConfirmed: () => confirmed,
      loadActivities,
      applied: (entry: OutboxEntry, result: SentResult) => {
        if (activities) setActivities(appliedToActivities(activities, entry, result))
      },
      dropped: (dropped: DroppedEntry) => {
        writes = writes
          .then(async () => {
            const stored = await storage.get(STORAGE_KEYS.dropped)
            const list = [...(Array.isArray(stored) ? stored : []), dropped].slice(-MAX_DROPPED)
            options.announce?.(STORAGE_KEYS.dropped, list)
            await storage.set(STORAGE_KEYS.dropped, list)
          })
          .catch(() => undefined)
      },
      now,
    }

    try {
      const summary = await replayOnce(deps)
      // docs/data.md#activities: after anything was sent, the whole activity list is read again and saved.
      if (summary.sent > 0) await loadActivities()
      return summary
    } finally {
      disconnect()
      await writes
    }
  }, busy)
}
