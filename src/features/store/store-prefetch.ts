import type { QueryClient } from '@tanstack/react-query'
import { nearMeStoreQueryOptions } from '@/api/discovery'
import { retryUnlessNotFound } from './store-states'

/**
 * Asks for the store while the page's own code is still on its way (the route's loader calls
 * this), so its cover picture, usually the page's largest paint, is not held back until the
 * page has rendered a first time. The page's query then finds the answer, or joins the request.
 */
export function prefetchStore(queryClient: QueryClient, slug: string): void {
  void queryClient.prefetchQuery({ ...nearMeStoreQueryOptions(slug), retry: retryUnlessNotFound(queryClient) })
}
