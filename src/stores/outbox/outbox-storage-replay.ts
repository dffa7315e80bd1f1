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
// key-value store (idb-keyval's default store in the worker, under the limits' keys (docs/limits.md#storage-keys)),
// replays with the page's replayer under the page's Web Lock, and writes every change back at once,
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

const MAX_DROPPED = 20

const nothing: ReplaySummary = { sent: 0, skipped: 0, dropped: 0 }

function decodeUserId(raw: unknown): number | null {
  const user = raw as Partial<SessionUser> | null | undefined
  return typeof user?.id === 'number' && typeof user.email === 'string' ? user.id : null
}

const decodeToken = (raw: unknown) => (typeof raw === 'string' && raw !== '' ? raw : null)

/**
 * What one pass holds: the queue, the tokens and the activities it read, as it changes them. Each change is announced
 * and written back at once, in order, so a page that opens meanwhile — or a worker killed mid-pass — finds the truth.
 */
class StoredPass {
  confirmed = false
  private writes: Promise<unknown> = Promise.resolve()

  constructor(
    private readonly options: StorageReplayOptions,
    readonly user: number,
    public queue: OutboxEntry[],
    public tokens: { access: string | null; refresh: string | null },
    public activities: UserActivities | null,
  ) {}

  private save(key: string, value: unknown) {
    this.options.announce?.(key, value)
    this.writes = this.writes.then(() => this.options.storage.set(key, value)).catch(() => undefined)
  }

  setQueue(next: OutboxEntry[]) {
    this.queue = next
    this.save(STORAGE_KEYS.outbox, next)
  }

  setActivities(next: UserActivities) {
    this.activities = next
    this.save(STORAGE_KEYS.activities, next)
  }

  /** Rotated tokens, saved together before any request uses them. */
  async setTokens(rotated: Tokens) {
    this.tokens = rotated
    this.save(STORAGE_KEYS.access, rotated.access)
    this.save(STORAGE_KEYS.refresh, rotated.refresh)
    await this.written()
  }

  async loadActivities(): Promise<boolean> {
    try {
      const fresh = await fetchUserActivities()
      if (fresh.id !== this.user) return false
      this.setActivities(fresh)
      this.confirmed = true
      return true
    } catch {
      return false
    }
  }

  /** A dropped entry joins the last MAX_DROPPED, which the page shows the shopper. */
  addDropped(dropped: DroppedEntry) {
    const { storage, announce } = this.options
    this.writes = this.writes
      .then(async () => {
        const stored = await storage.get(STORAGE_KEYS.dropped)
        const list = [...(Array.isArray(stored) ? stored : []), dropped].slice(-MAX_DROPPED)
        announce?.(STORAGE_KEYS.dropped, list)
        await storage.set(STORAGE_KEYS.dropped, list)
      })
      .catch(() => undefined)
  }

  written(): Promise<unknown> {
    return this.writes
  }
}

/** The replayer's view of a stored pass. */
function replayDeps(pass: StoredPass, now: () => number): ReplayDeps {
  return {
    queue: () => pass.queue,
    remove: (entryId) => pass.setQueue(withoutEntry(pass.queue, entryId)),
    reschedule: (failed, attempts, nextAttemptAt) =>
      pass.setQueue(rescheduled(pass.queue, failed, attempts, nextAttemptAt)),
    markSending: (sending) => pass.setQueue(markedSending(pass.queue, sending)),
    settleDoubts: () => {
      const settled = doubtsSettled(pass.queue)
      if (settled !== pass.queue) pass.setQueue(settled)
    },
    currentUser: () => pass.user,
    activities: () => pass.activities,
    activitiesConfirmed: () => pass.confirmed,
    loadActivities: () => pass.loadActivities(),
    applied: (entry: OutboxEntry, result: SentResult) => {
      if (pass.activities) pass.setActivities(appliedToActivities(pass.activities, entry, result))
    },
    dropped: (dropped) => pass.addDropped(dropped),
    now,
  }
}

/** The stored session and queue, when a signed-in shopper has entries due; else what the pass ends with at once. */
async function readStored(options: StorageReplayOptions, now: () => number): Promise<StoredPass | ReplaySummary> {
  const { storage } = options
  const [rawUser, rawAccess, rawRefresh, rawQueue, rawActivities] = await Promise.all(
    [STORAGE_KEYS.user, STORAGE_KEYS.access, STORAGE_KEYS.refresh, STORAGE_KEYS.outbox, STORAGE_KEYS.activities].map(
      (key) => storage.get(key),
    ),
  )
  const user = decodeUserId(rawUser)
  if (user === null) return { ...nothing, stopped: 'signed-out' }
  const queue: OutboxEntry[] = decodeQueue(rawQueue) ?? []
  if (!queue.some((entry) => entry.user === user && entry.nextAttemptAt <= now())) return nothing
  const tokens = { access: decodeToken(rawAccess), refresh: decodeToken(rawRefresh) }
  const activities = isUserActivities(rawActivities) && rawActivities.id === user ? rawActivities : null
  return new StoredPass(options, user, queue, tokens, activities)
}

/**
 * One replay pass over the stored outbox. Resolves to what the pass did; `stopped: 'offline'`
 * means the network is still down (Background Sync should try again later). Never leaves the
 * session half-written: rotated tokens are saved together before any request uses them.
 */
export async function replayFromStorage(options: StorageReplayOptions): Promise<ReplaySummary> {
  const now = options.now ?? (() => Date.now())
  const busy: ReplaySummary = { ...nothing, stopped: 'busy' }

  return underOutboxLock(async () => {
    // Read under the lock: a page may have sent (and saved) just before we got it.
    const pass = await readStored(options, now)
    if (!(pass instanceof StoredPass)) return pass
    const disconnect = connectSession({
      getAccess: () => pass.tokens.access,
      getRefresh: () => pass.tokens.refresh,
      saveTokens: (rotated: Tokens) => pass.setTokens(rotated),
      // A refused refresh token: the replayer stops with 'unauthorized' and the entries stay;
      // the page signs the shopper out on its next call, as it would have anyway.
      loggedOut: () => undefined,
    })
    try {
      const summary = await replayOnce(replayDeps(pass, now))
      // docs/data.md#activities: after anything was sent, the whole activity list is read again and saved.
      if (summary.sent > 0) await pass.loadActivities()
      return summary
    } finally {
      disconnect()
      await pass.written()
    }
  }, busy)
}
