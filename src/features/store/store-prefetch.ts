import type { QueryClient } from '@tanstack/react-query'
import { nearMeStoreQueryOptions } from '@/api/discovery'
import { storeBySlugQueryOptions } from '@/api/search-store'

/**
 * Asks for the store while the page's own code is still on its way (the route's loader calls
 * this), so its cover picture, usually the page's largest paint, is not held back until the
 * page has rendered a first time: the slug's id (at once when a list already said it), then
 * the store. The page's queries then find the answers, or join the requests.
 */
export async function prefetchStore(queryClient: QueryClient, slug: string): Promise<void> {
  // A failure here is the page's to show (its own query has the same error in the cache).
  const store = await queryClient.fetchQuery(storeBySlugQueryOptions(slug)).catch(() => null)
  if (store) await queryClient.prefetchQuery(nearMeStoreQueryOptions(store.id))
}
