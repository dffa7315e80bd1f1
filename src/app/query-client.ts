import { QueryClient } from '@tanstack/react-query'

/** SPEC §9: data is fresh for 15 minutes; failed queries are retried twice. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 900_000, gcTime: 24 * 60 * 60 * 1000, retry: 2 },
    },
  })
}
