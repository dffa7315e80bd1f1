import { QueryClient } from '@tanstack/react-query'
import { retryUnlessNotFound } from '@/lib/query/retry'

/** How long cached API answers are kept for a cold start offline (src/app/query-persistence.ts). */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000

/** docs/limits.md#query-cache: data is fresh for 15 minutes; failed queries are retried twice, a 404 never. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // gcTime ≥ maxAge, or restored queries would be collected before they are used.
      queries: { staleTime: 900_000, gcTime: PERSIST_MAX_AGE_MS, retry: retryUnlessNotFound },
    },
  })
}
