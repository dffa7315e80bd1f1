import { atom } from 'jotai'
import type { UserActivities } from '@contract/records'
import { isUserActivities } from '@contract/activities'
import { persistedAtom } from '@/stores/persisted-atom'
import { STORAGE_KEYS } from '@contract/storage'

// The activities' state alone, small enough for the shell: it must be registered before the
// app hydrates. The loading logic (activities.ts) arrives after the first paint.

export const userActivitiesAtom = persistedAtom<UserActivities | null>(STORAGE_KEYS.activities, null, {
  decode: (raw) => (isUserActivities(raw) ? raw : undefined),
})

export type ActivitiesStatus = 'idle' | 'pending' | 'succeeded' | 'failed'
export const activitiesStatusAtom = atom<ActivitiesStatus>('idle')
export const activitiesErrorAtom = atom<string | null>(null)
