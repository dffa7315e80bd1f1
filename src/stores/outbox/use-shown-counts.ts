import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import type { Target } from '@/api/interactions'
import { userActivitiesAtom } from '@/stores/activities/activities-atoms'
import { userAtom } from '@/stores/session/session'
import { addChanges, NO_CHANGE, pendingChange, withChange, type ShownCounts } from './count-changes'
import { outboxAtom } from './outbox-atoms'

/**
 * The counts to show for a store, deal or post: the server's (as cached) moved by what the
 * shopper has done that the server has not taken yet — at once, and while it waits offline.
 * Without a target (a menu item, a marketplace offer) they are the server's.
 */
export function useShownCounts(target: Target | null, targetId: number, counts: ShownCounts): ShownCounts {
  const queue = useAtomValue(outboxAtom)
  const user = useAtomValue(userAtom)
  const activities = useAtomValue(userActivitiesAtom)
  const { likes, rating, ratingCount } = counts
  return useMemo(() => {
    const change = queue
      .filter(
        (entry) => target !== null && entry.user === user?.id && entry.target === target && entry.targetId === targetId,
      )
      .reduce((sum, entry) => addChanges(sum, pendingChange(entry, activities)), NO_CHANGE)
    return withChange({ likes, rating, ratingCount }, change)
  }, [queue, user, activities, target, targetId, likes, rating, ratingCount])
}
