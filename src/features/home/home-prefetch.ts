import type { QueryClient } from '@tanstack/react-query'
import { hotDealsQueryOptions, type HotDealKind } from '@/api/deals'
import { coordinatesOf, locationAtom } from '@/stores/location/location-state'
import { appStore } from '@/stores/persisted-atom'

/** The hot deals row on screen as the home page opens (the others wait for it: hot-deals-section.tsx). */
export const ON_SCREEN_FIRST: HotDealKind = 'discount'

/**
 * Asks for the first hot deals row, around the saved location, while the page's own code is
 * still on its way (the route's loader calls this). Its first pictures are the page's largest paint; the row's query
 * then finds the answer, or joins the request.
 */
export function prefetchHotDeals(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(hotDealsQueryOptions(ON_SCREEN_FIRST, coordinatesOf(appStore.get(locationAtom))))
}
