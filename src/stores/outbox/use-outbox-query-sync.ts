import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useStore } from 'jotai'
import { useEffect } from 'react'
import { holdsTarget, patchCounts } from './count-changes'
import { onOutboxSettled, type OutboxSettled } from './outbox-events'

// Keeps React Query's cached answers in step with what the outbox sent (docs/history.md#issue-17-5): an
// answer fetched before the request left is moved by what the server changed (its fetch time
// kept, so "saved … ago" stays true), then every answer holding the target is fetched again —
// the pages on screen at once, the others when next shown. A refused entry only refetches:
// the counts the pages showed for it came from the queue, and left with it.

function sync(queryClient: QueryClient, event: OutboxSettled): void {
  const { target, targetId } = event.entry
  const holds = (data: unknown) => holdsTarget(data, target, targetId)
  if (event.outcome === 'sent') {
    for (const query of queryClient.getQueryCache().findAll({ predicate: (query) => holds(query.state.data) })) {
      const { data, dataUpdatedAt } = query.state
      // An answer that arrived after the request left may already count it.
      if (dataUpdatedAt >= event.startedAt) continue
      const patched = patchCounts(data, target, targetId, event.change)
      if (patched !== data) queryClient.setQueryData(query.queryKey, patched, { updatedAt: dataUpdatedAt })
    }
  }
  void queryClient.invalidateQueries({ predicate: (query) => holds(query.state.data) })
}

/** Mounted once, in the shell's network status strip (loaded after the first screen). */
export function useOutboxQuerySync(): void {
  const queryClient = useQueryClient()
  const store = useStore()
  useEffect(() => onOutboxSettled(store, (event) => sync(queryClient, event)), [queryClient, store])
}
