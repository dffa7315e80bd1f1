import type { QueryClient } from '@tanstack/react-query'
import { hotDealsQueryOptions, type HotDealKind } from '@/api/deals'

const onScreenFirst: HotDealKind[] = ['discount', 'coupon', 'featured']

/**
 * Asks for the hot deals, the section on screen as the home page opens, while the page's own
 * code is still on its way (the route's loader calls this). Its first pictures are the page's
 * largest paint; the rows' queries then find the answers, or join the requests.
 */
export function prefetchHotDeals(queryClient: QueryClient): void {
  for (const kind of onScreenFirst) void queryClient.prefetchQuery(hotDealsQueryOptions(kind))
}
