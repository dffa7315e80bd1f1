import { useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback, useMemo } from 'react'
import { useShopperLocation } from '@/features/location/location-state'
import { LocationLine } from '@/features/location/location-line'
import { PageHeader } from '@/ui/page-header'
import { PageHydrated } from '@/lib/page-hydration'
import { NearMeFilters } from './near-me-filters'
import { NearMeResults } from './near-me-results'
import { hasFilters, toNearMeFilters, validateNearMeSearch, type NearMeSearch } from './near-me-search'

/** The filters live in the URL: a link can be shared, and Back returns to the previous list. */
function useNearMeSearch(): [NearMeSearch, (next: NearMeSearch) => void] {
  // The router keeps the search object's identity while it is unchanged.
  const raw = useSearch({ strict: false }) as Record<string, unknown>
  const search = useMemo(() => validateNearMeSearch(raw), [raw])
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
        key={`${location.lat},${location.lng}|${JSON.stringify(search)}`}
        coordinates={coordinates}
        filters={filters}
        filtered={hasFilters(search)}
        onClearFilters={() => setSearch({})}
      />
      <PageHydrated />
    </div>
  )
}
