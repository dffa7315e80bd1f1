// The query cache in localStorage. Loaded after the first paint: a prerendered page reads it
// back once hydrated, any other page before its first render (src/app/start.tsx).
import type { Query, QueryClient } from '@tanstack/react-query'
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister'
import {
  persistQueryClient,
  removeOldestQuery,
  type PersistedClient,
  type Persister,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client'
import { PERSIST_MAX_AGE_MS } from './query-client'
import { whenPageMayGo } from '@/lib/lifecycle/page-leaving'
import { LOCAL_KEYS } from '@contract/storage'

/** Only public answers that arrived whole are kept; a query opts out with `meta: { persist: false }`. */
function shouldPersist(query: Query): boolean {
  return query.state.status === 'success' && query.meta?.persist !== false
}

/**
 * Writes are throttled to one a second; when the page is hidden or unloaded the latest state is
 * written at once, so a reload or an app switch right after new data never restores older data.
 */
function flushingPersister(storage: Storage | undefined): Persister {
  const base = createSyncStoragePersister({
    storage,
    key: LOCAL_KEYS.queryCache,
    throttleTime: 1000,
    retry: removeOldestQuery,
  })
  let latest: PersistedClient | undefined
  const flush = () => {
    if (!latest || !storage) return
    try {
      storage.setItem(LOCAL_KEYS.queryCache, JSON.stringify(latest))
    } catch {
      // Quota: the throttled writer already trims the oldest queries on its next write.
    }
  }
  whenPageMayGo(flush)
  return {
    persistClient: (client) => {
      latest = client
      return base.persistClient(client)
    },
    restoreClient: () => base.restoreClient(),
    removeClient: () => {
      latest = undefined
      return base.removeClient()
    },
  }
}

/**
 * The query cache in localStorage, so a cold start offline shows the last data at once.
 * The buster is the build id: a new build never reads an older build's shapes. When the
 * quota is full, the oldest queries are dropped until it fits.
 */
export function queryPersistOptions(): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: flushingPersister(typeof localStorage === 'undefined' ? undefined : localStorage),
    maxAge: PERSIST_MAX_AGE_MS,
    buster: __BUILD_ID__,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersist },
  }
}

/**
 * Reads the saved query cache back into `queryClient`, then keeps saving it. Resolves once the
 * cache is back (never rejects: an unreadable cache is dropped), so the first render already
 * has the last answers.
 */
export function restoreQueryCache(queryClient: QueryClient): Promise<void> {
  const [, restored] = persistQueryClient({ queryClient, ...queryPersistOptions() })
  return restored.catch(() => undefined)
}
