import { useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback, useMemo } from 'react'
import { useRefreshLocation, useShopperLocation } from '@/features/location/use-location'
import { PinIcon } from '@/ui/icons'
import { PageHeader } from '@/ui/page-header'
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
  const { refresh, locating } = useRefreshLocation()
  const coordinates = { latitude: location.lat, longitude: location.lng }
  const filters = toNearMeFilters(search)

  return (
    <div className="page">
      <PageHeader title="Near me" lead="Stores, restaurants and shops close to you, nearest first." />
      <p className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="inline-flex items-center gap-1">
          <PinIcon size={16} className="text-accent" />
          <span>
            Near <strong>{location.location_name}</strong>
          </span>
        </span>
        <button
          type="button"
          className="font-semibold text-accent underline-offset-2 hover:underline disabled:opacity-60"
          onClick={() => void refresh()}
          disabled={locating}
        >
          {locating ? 'Finding you…' : 'Use my location'}
        </button>
      </p>
      <NearMeFilters value={search} onChange={setSearch} />
      <NearMeResults
        key={`${location.lat},${location.lng}|${JSON.stringify(search)}`}
        coordinates={coordinates}
        filters={filters}
        filtered={hasFilters(search)}
        onClearFilters={() => setSearch({})}
      />
    </div>
  )
}
