import { fetchUserActivities } from '@/api/auth'
import { messageOf } from '@/api/errors'
import type { UserActivities } from '@contract/records'
import { appStore, type AppStore } from '@/stores/persisted-atom'
import { userAtom } from '@/stores/session/session'
import { activitiesErrorAtom, activitiesStatusAtom, userActivitiesAtom } from './activities-atoms'

export {
  activitiesErrorAtom,
  activitiesStatusAtom,
  userActivitiesAtom,
  type ActivitiesStatus,
} from './activities-atoms'

// docs/data.md#activities Activities loading, on the app's jotai store (no React), saved as `userActivities`.

const inFlight = new WeakMap<AppStore, Promise<boolean>>()
/** Bumped by every local change, so an answer that left the server before it is not saved over it. */
const versions = new WeakMap<AppStore, number>()
const versionOf = (store: AppStore) => versions.get(store) ?? 0
/** Stores whose activities were read from the server since this page started (not just restored). */
const confirmed = new WeakSet<AppStore>()

/** True once this page has read the activities from the server, not only from storage. */
export function activitiesConfirmed(store: AppStore = appStore): boolean {
  return confirmed.has(store)
}

/** Applies a change the server just confirmed (docs/data.md: a like adds its record, …). */
export function updateActivities(store: AppStore, update: (activities: UserActivities) => UserActivities): void {
  versions.set(store, versionOf(store) + 1)
  store.set(userActivitiesAtom, (activities) => (activities ? update(activities) : activities))
}

const ATTEMPTS = 3

async function fetchAndSave(store: AppStore): Promise<boolean> {
  store.set(activitiesStatusAtom, 'pending')
  try {
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const started = versionOf(store)
      const activities = await fetchUserActivities()
      // The shopper may have logged out while the request ran.
      if (store.get(userAtom)?.id !== activities.id) return false
      // A confirmed change landed while this answer travelled: it may predate it, ask again.
      if (versionOf(store) !== started) continue
      store.set(userActivitiesAtom, activities)
      store.set(activitiesErrorAtom, null)
      store.set(activitiesStatusAtom, 'succeeded')
      confirmed.add(store)
      return true
    }
    store.set(activitiesStatusAtom, 'succeeded')
    return false
  } catch (error) {
    store.set(activitiesErrorAtom, messageOf(error, 'Failed to fetch user activities'))
    store.set(activitiesStatusAtom, 'failed')
    return false
  }
}

/**
 * Re-fetches the whole activity list and saves it. Concurrent calls share one request, unless
 * `fresh` asks for an answer that left the server after this call (the outbox needs that
 * after a send whose outcome it never heard). Resolves to whether the list now reflects the
 * server.
 */
export function loadActivities(store: AppStore = appStore, { fresh = false } = {}): Promise<boolean> {
  if (store.get(userAtom) === null) return Promise.resolve(false)
  const running = inFlight.get(store)
  if (running && !fresh) return running
  const request = fetchAndSave(store).finally(() => {
    if (inFlight.get(store) === request) inFlight.delete(store)
  })
  inFlight.set(store, request)
  return request
}

/**
 * When a user is present, fetch their activities (docs/data.md#activities); when they log out, forget the
 * saved activities; when another shopper logs in, load theirs.
 */
export function startActivities(store: AppStore = appStore): () => void {
  let userId = store.get(userAtom)?.id ?? null
  if (userId !== null) void loadActivities(store)
  return store.sub(userAtom, () => {
    const next = store.get(userAtom)?.id ?? null
    if (next === userId) return
    userId = next
    confirmed.delete(store)
    if (next === null) {
      store.set(userActivitiesAtom, null)
      store.set(activitiesStatusAtom, 'idle')
      store.set(activitiesErrorAtom, null)
    } else {
      if (store.get(userActivitiesAtom)?.id !== next) store.set(userActivitiesAtom, null)
      void loadActivities(store)
    }
  })
}
