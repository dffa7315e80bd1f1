import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useShopperLocation } from '@/stores/location/location-state'
import { LocationLine } from '@/components/location/location-line'
import { PageHeader } from '@/ui/page-header'
import { PageHydrated } from '@/lib/lifecycle/page-hydration'
import { NearMeFilters } from './near-me-filters'
import { NearMeResults } from './near-me-results'
import { hasFilters, toNearMeFilters } from './near-me-filter-options'
import { type NearMeSearch } from './near-me-search'

const route = getRouteApi('/near-me')

/** The filters live in the URL: a link can be shared, and Back returns to the previous list. */
function useNearMeSearch(): [NearMeSearch, (next: NearMeSearch) => void] {
  // Checked by the route's validateSearch.
  const search = route.useSearch()
  const navigate = useNavigate()
  const setSearch = useCallback((next: NearMeSearch) => void navigate({ to: '/near-me', search: next }), [navigate])
  return [search, setSearch]
}

export function NearMePage() {
  const [search, setSearch] = useNearMeSearch()
  const location = useShopperLocation()
  const coordinates = { latitude: location.lat, longitude: location.lng }
  const filters = toNearMeFilters(search)

  return (
    <div className="page">
      <PageHeader title="Near me" lead="Stores, restaurants and shops close to you, nearest first." />
      <LocationLine picker="open" />
      <NearMeFilters value={search} onChange={setSearch} />
      <NearMeResults
        key={`${location.lat},${location.lng}|${JSON.stringify(filters)}`}
        coordinates={coordinates}
        filters={filters}
        filtered={hasFilters(search)}
        onClearFilters={() => setSearch({})}
      />
      <PageHydrated />
    </div>
  )
}
