import type { QueryClient } from '@tanstack/react-query'
import { nearMeQueryOptions } from '@/api/discovery'
import { locationAtom } from '@/stores/location/location-state'
import { appStore } from '@/stores/persisted-atom'
import { toNearMeFilters } from './near-me-filter-options'
import { type NearMeSearch } from './near-me-search'

/**
 * Asks for the first page of stores around the saved location while the page's own code is
 * still on its way (the route's loader calls this); the page's query is the same one
 * (NearMeResults' page 1), so it finds the answer or joins the request.
 */
export function prefetchNearMe(queryClient: QueryClient, search: NearMeSearch): void {
  const location = appStore.get(locationAtom)
  const coordinates = { latitude: location.lat, longitude: location.lng }
  void queryClient.prefetchQuery(nearMeQueryOptions(coordinates, toNearMeFilters(search)))
}
