import { useAtomValue, useSetAtom, useStore } from 'jotai'
import { useCallback, useMemo } from 'react'
import type { RatableTarget, Target } from '@/api/interactions'
import { userAtom } from '@/stores/session/session'
import { findLike, findRating, findSubscription } from '@/stores/activities/activity-lists'
import { userActivitiesAtom } from '@/stores/activities/activities'
import { droppedAtom, enqueueInteraction, outboxAtom, replayingAtom } from './outbox'
import { plan, queuedAction, waitingEntries } from './outbox-queue'

// What the shopper sees of their likes, ratings and subscriptions: the server's state with
// their queued wishes on top, so a tap shows at once, online or not.

function useQueued(kind: 'like' | 'rating' | 'subscription', target: Target, targetId: number) {
  const queue = useAtomValue(outboxAtom)
  const user = useAtomValue(userAtom)
  const activities = useAtomValue(userActivitiesAtom)
  const entry = queuedAction(queue, user?.id, { kind, target, targetId })
  const waiting = entry !== undefined && plan(entry, activities).call !== 'none'
  return { entry, activities, waiting, signedIn: user !== null }
}

export function useLike(target: Target, targetId: number) {
  const store = useStore()
  const { entry, activities, waiting, signedIn } = useQueued('like', target, targetId)
  const liked = entry?.kind === 'like' ? entry.liked : findLike(activities, target, targetId) !== undefined
  /** Throws 'User is required.' when nobody is signed in. */
  const toggle = useCallback(
    () => enqueueInteraction({ kind: 'like', target, targetId, liked: !liked }, store),
    [liked, store, target, targetId],
  )
  return { liked, waiting, signedIn, toggle }
}

export function useRating(target: RatableTarget, targetId: number) {
  const store = useStore()
  const { entry, activities, waiting, signedIn } = useQueued('rating', target, targetId)
  const rating = entry?.kind === 'rating' ? entry.rating : (findRating(activities, target, targetId)?.rating ?? null)
  const rate = useCallback(
    (value: number) => enqueueInteraction({ kind: 'rating', target, targetId, rating: value }, store),
    [store, target, targetId],
  )
  return { rating, waiting, signedIn, rate }
}

export function useSubscription(storeId: number) {
  const store = useStore()
  const { entry, activities, waiting, signedIn } = useQueued('subscription', 'store', storeId)
  const subscribed =
    entry?.kind === 'subscription' ? entry.subscribed : findSubscription(activities, storeId) !== undefined
  const toggle = useCallback(
    () =>
      enqueueInteraction({ kind: 'subscription', target: 'store', targetId: storeId, subscribed: !subscribed }, store),
    [store, storeId, subscribed],
  )
  return { subscribed, waiting, signedIn, toggle }
}

/** How many actions wait for the network, and the ones the server refused. */
export function useOutbox() {
  const queue = useAtomValue(outboxAtom)
  const user = useAtomValue(userAtom)
  const activities = useAtomValue(userActivitiesAtom)
  const dropped = useAtomValue(droppedAtom)
  const replaying = useAtomValue(replayingAtom)
  const setDropped = useSetAtom(droppedAtom)
  const waitingCount = useMemo(() => waitingEntries(queue, user?.id, activities).length, [queue, user, activities])
  const dismissDropped = useCallback(() => setDropped([]), [setDropped])
  return { waitingCount, dropped, replaying, dismissDropped }
}
