import { recordInteraction } from '@/api/deals'
import { ApiError } from '@/api/errors'
import { appStore, loadPersistedAtom, persistedAtom, type AppStore } from '@/stores/persisted-atom'
import { backoffDelay } from './outbox-queue'
import { decodeVisits, dueVisits, NO_VISITS, visited, visitRescheduled, withoutVisit, type Visits } from './visit-queue'
import { STORAGE_KEYS } from '@contract/storage'

// Store visits on the app's jotai store: queued when a store front shows its store, sent in
// the background (never holding the page up), kept in IndexedDB until the server has them.

export const visitsAtom = persistedAtom<Visits>(STORAGE_KEYS.visits, NO_VISITS, { decode: decodeVisits })

/** The Web Lock a sender holds: one tab sends, the others' visits wait in the shared queue. */
const VISITS_LOCK = 'gidideals-visits'

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
}

const sending = new WeakSet<AppStore>()
const timers = new WeakMap<AppStore, ReturnType<typeof setTimeout>>()

async function underLock(run: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  if (!locks) return run()
  await locks.request(VISITS_LOCK, { ifAvailable: true }, async (lock) => (lock ? run() : undefined))
}

function scheduleNext(store: AppStore): void {
  clearTimeout(timers.get(store))
  const next = Math.min(...store.get(visitsAtom).queue.map((entry) => entry.nextAttemptAt))
  if (!Number.isFinite(next)) return
  timers.set(
    store,
    setTimeout(() => void sendVisits(store), Math.max(0, next - Date.now()) + 50),
  )
}

/**
 * Sends the visits that are due, oldest first. No answer or a server failure backs the visit
 * off (no answer also ends the pass: the phone is offline); any other refusal drops it.
 */
export async function sendVisits(store: AppStore = appStore): Promise<void> {
  if (sending.has(store)) return
  sending.add(store)
  try {
    await loadPersistedAtom(visitsAtom, store)
    await underLock(async () => {
      for (const entry of dueVisits(store.get(visitsAtom), Date.now())) {
        try {
          await recordInteraction('store', entry.storeId, 'view', { idempotencyKey: entry.id })
          store.set(visitsAtom, (visits) => withoutVisit(visits, entry.id))
        } catch (error) {
          const retry = !(error instanceof ApiError) || error.isRetryable
          if (!retry) {
            store.set(visitsAtom, (visits) => withoutVisit(visits, entry.id))
            continue
          }
          const delay = backoffDelay(entry.attempts + 1)
          store.set(visitsAtom, (visits) => visitRescheduled(visits, entry.id, Date.now() + delay))
          if (error instanceof ApiError && error.kind === 'network') break
        }
      }
    })
  } finally {
    sending.delete(store)
    scheduleNext(store)
  }
}

/** Counts a visit to a store (once per visit: visit-queue.ts) and sends it in the background. */
export async function recordStoreVisit(storeId: number, store: AppStore = appStore): Promise<void> {
  await loadPersistedAtom(visitsAtom, store)
  store.set(visitsAtom, (visits) => visited(visits, storeId, Date.now(), newId))
  await sendVisits(store)
}

/** Stops the retry timer (the page is going away; tests). */
export function stopVisitRetries(store: AppStore = appStore): void {
  clearTimeout(timers.get(store))
}

/** Sends what earlier visits left (offline, a server failure) on start and when the network is back. */
export function startVisits(store: AppStore = appStore): () => void {
  const send = () => void sendVisits(store)
  if (typeof window !== 'undefined') window.addEventListener('online', send)
  send()
  return () => {
    if (typeof window !== 'undefined') window.removeEventListener('online', send)
    stopVisitRetries(store)
  }
}
