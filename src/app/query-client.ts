import { QueryClient, type Query } from '@tanstack/react-query'
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister'
import { removeOldestQuery, type PersistQueryClientOptions } from '@tanstack/react-query-persist-client'

/** How long cached API answers are kept for a cold start offline. */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000

/** SPEC §9: data is fresh for 15 minutes; failed queries are retried twice. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // gcTime ≥ maxAge, or restored queries would be collected before they are used.
      queries: { staleTime: 900_000, gcTime: PERSIST_MAX_AGE_MS, retry: 2 },
    },
  })
}

/** Only public answers that arrived whole are kept; a query opts out with `meta: { persist: false }`. */
function shouldPersist(query: Query): boolean {
  return query.state.status === 'success' && query.meta?.persist !== false
}

/**
 * The query cache in localStorage, so a cold start offline shows the last data at once.
 * The buster is the build id: a new build never reads an older build's shapes. When the
 * quota is full, the oldest queries are dropped until it fits.
 */
export function queryPersistOptions(): Omit<PersistQueryClientOptions, 'queryClient'> {
  const persister = createSyncStoragePersister({
    storage: typeof localStorage === 'undefined' ? undefined : localStorage,
    key: 'gidideals-query-cache',
    throttleTime: 1000,
    retry: removeOldestQuery,
  })
  return {
    persister,
    maxAge: PERSIST_MAX_AGE_MS,
    buster: __BUILD_ID__,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersist },
  }
}
