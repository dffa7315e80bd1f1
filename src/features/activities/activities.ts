import { atom } from 'jotai'
import { fetchUserActivities } from '@/api/auth'
import { messageOf } from '@/api/errors'
import { isUserActivities, type UserActivities } from '@/api/records'
import { appStore, persistedAtom, type AppStore } from '@/lib/persisted-atom'
import { userAtom } from '@/features/auth/session'

// SPEC §4 Activities loading, on the app's jotai store (no React), saved as `userActivities`.

export const userActivitiesAtom = persistedAtom<UserActivities | null>('userActivities', null, {
  decode: (raw) => (isUserActivities(raw) ? raw : undefined),
})

export type ActivitiesStatus = 'idle' | 'pending' | 'succeeded' | 'failed'
export const activitiesStatusAtom = atom<ActivitiesStatus>('idle')
export const activitiesErrorAtom = atom<string | null>(null)

let inFlight: Promise<void> | null = null

/** Re-fetches the whole activity list and saves it; concurrent calls share one request. */
export function loadActivities(store: AppStore = appStore): Promise<void> {
  if (store.get(userAtom) === null) return Promise.resolve()
  inFlight ??= (async () => {
    store.set(activitiesStatusAtom, 'pending')
    try {
      const activities = await fetchUserActivities()
      // The shopper may have logged out while the request ran.
      if (store.get(userAtom)?.id !== activities.id) return
      store.set(userActivitiesAtom, activities)
      store.set(activitiesErrorAtom, null)
      store.set(activitiesStatusAtom, 'succeeded')
    } catch (error) {
      store.set(activitiesErrorAtom, messageOf(error, 'Failed to fetch user activities'))
      store.set(activitiesStatusAtom, 'failed')
    }
  })().finally(() => {
    inFlight = null
  })
  return inFlight
}

/**
 * When a user is present, fetch their activities (SPEC §4); when they log out, forget the
 * saved activities; when another shopper logs in, load theirs.
 */
export function startActivities(store: AppStore = appStore): () => void {
  let userId = store.get(userAtom)?.id ?? null
  if (userId !== null) void loadActivities(store)
  return store.sub(userAtom, () => {
    const next = store.get(userAtom)?.id ?? null
    if (next === userId) return
    userId = next
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
