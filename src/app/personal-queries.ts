import type { QueryClient } from '@tanstack/react-query'
import { isPersonalQuery } from '@/lib/query/personal-query'
import { LOCAL_KEYS } from '@contract/storage'

// At logout the query cache keeps the public answers (deals, stores) and loses the account's
// (personal-query.ts). The saved copy in localStorage is rewritten at once: its writer is
// throttled, and a reload within that second must not bring the last shopper's orders back.

type SavedCache = { clientState?: { queries?: { meta?: Record<string, unknown> }[] } }

function dropPersonalFromSaved(storage: Storage): void {
  const text = storage.getItem(LOCAL_KEYS.queryCache)
  if (text === null) return
  let saved: SavedCache
  try {
    saved = JSON.parse(text) as SavedCache
  } catch {
    storage.removeItem(LOCAL_KEYS.queryCache)
    return
  }
  const queries = saved.clientState?.queries
  if (!Array.isArray(queries)) return
  const kept = queries.filter((query) => !isPersonalQuery(query.meta))
  if (kept.length === queries.length) return
  storage.setItem(
    LOCAL_KEYS.queryCache,
    JSON.stringify({ ...saved, clientState: { ...saved.clientState, queries: kept } }),
  )
}

/** Removes the account's answers from the cache and from its saved copy. */
export function forgetPersonalQueries(
  queryClient: QueryClient,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  // Cancelled first: an answer still on its way must not land after the account has gone.
  void queryClient.cancelQueries({ predicate: (query) => isPersonalQuery(query.meta) })
  queryClient.removeQueries({ predicate: (query) => isPersonalQuery(query.meta) })
  try {
    if (storage) dropPersonalFromSaved(storage)
  } catch {
    // A full or missing localStorage: the persister's next write carries the same removal.
  }
}
