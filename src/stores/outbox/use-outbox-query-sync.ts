import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useStore } from 'jotai'
import { useEffect } from 'react'
import type { Target } from '@/api/interactions'
import { countsIn, holdsTarget, patchCounts, sameCounts, type ShownCounts } from './count-changes'
import { onOutboxEvent, type OutboxEvent } from './outbox-events'

// Keeps React Query's cached answers in step with what the outbox sent (docs/decisions.md#outbox): an
// answer that does not count what the server changed is moved by it (its fetch time kept, so
// "saved … ago" stays true), then every answer holding the target is fetched again — the pages
// on screen at once, the others when next shown. A refused entry only refetches: the counts
// the pages showed for it came from the queue, and left with it.
//
// Which answers count a write: one fetched before its request left cannot. One that arrived
// while it was out can go either way (its GET may have reached the server first), so the counts
// each answer showed as the request left are noted: an answer that still shows them was read
// before the write.

function createSync(queryClient: QueryClient): (event: OutboxEvent) => void {
  /** Per entry on its way: what each answer holding its target showed as the request left. */
  const shownAsSent = new Map<string, Map<string, ShownCounts | undefined>>()
  const holding = (target: Target, targetId: number) =>
    queryClient.getQueryCache().findAll({ predicate: (query) => holdsTarget(query.state.data, target, targetId) })

  return (event) => {
    const { id, target, targetId } = event.entry
    if (event.outcome === 'sending') {
      shownAsSent.set(
        id,
        new Map(
          holding(target, targetId).map((query) => [query.queryHash, countsIn(query.state.data, target, targetId)]),
        ),
      )
      return
    }
    const shownThen = shownAsSent.get(id)
    shownAsSent.delete(id)
    if (event.outcome === 'sent') {
      for (const query of holding(target, targetId)) {
        const { data, dataUpdatedAt } = query.state
        const arrivedSince = dataUpdatedAt >= event.startedAt
        if (arrivedSince && !sameCounts(shownThen?.get(query.queryHash), countsIn(data, target, targetId))) continue
        const patched = patchCounts(data, target, targetId, event.change)
        if (patched !== data) queryClient.setQueryData(query.queryKey, patched, { updatedAt: dataUpdatedAt })
      }
    }
    void queryClient.invalidateQueries({ predicate: (query) => holdsTarget(query.state.data, target, targetId) })
  }
}

/** Mounted once, in the shell's network status strip (loaded after the first screen). */
export function useOutboxQuerySync(): void {
  const queryClient = useQueryClient()
  const store = useStore()
  useEffect(() => onOutboxEvent(store, createSync(queryClient)), [queryClient, store])
}
