import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect } from 'react'
import { mapQueryOptions } from '@/api/discovery'
import { messageOf } from '@/api/errors'
import { describeError, nextStep } from '@/api/error-advice'
import { distancesKnown, placeLabel, type ShopperLocation } from '@/stores/location/locate'
import { useShopperLocation } from '@/stores/location/location-state'
import { LocationLine } from '@/components/location/location-line'
import { PageHeader } from '@/ui/page-header'
import { QueryStates } from '@/ui/query-states'
import { buttonClass, EmptyState, ErrorState } from '@/ui/states'
import { MAP_GRID } from './map-layout'
import { apiPlaceType } from './map-geometry'
import type { PlaceType } from '@contract/catalog'
import type { MapSearch } from './map-search'
import { MapFrame, MapView, preloadMapCanvas } from './map-view'
import { PlaceTypeChoice } from './place-type-choice'
import { servedAreasInWords } from '@contract/areas'

const route = getRouteApi('/map')

/** The place type lives in the URL: a link can be shared, and Back returns to the previous choice. */
function useMapSearch(): [MapSearch, (next: MapSearch) => void] {
  // Checked by the route's validateSearch.
  const search = route.useSearch()
  const navigate = useNavigate()
  const setSearch = useCallback((next: MapSearch) => void navigate({ to: '/map', search: next }), [navigate])
  return [search, setSearch]
}

/** The map and the list while the stores load: the same boxes, so nothing moves when they arrive. */
function MapSkeleton() {
  return (
    <div className={MAP_GRID} aria-busy="true" aria-live="polite">
      <span className="sr-only">Loading the map…</span>
      <MapFrame>
        <div aria-hidden="true" className="h-full animate-pulse" />
      </MapFrame>
      <div aria-hidden="true" className="h-[26rem] animate-pulse rounded-xl bg-surface-2 lg:h-[30rem]" />
    </div>
  )
}

type MapResultsProps = {
  location: ShopperLocation
  placeType: PlaceType | undefined
  onShowAll: () => void
}

function MapResults({ location, placeType, onShowAll }: MapResultsProps) {
  const query = useQuery({
    ...mapQueryOptions({ latitude: location.lat, longitude: location.lng }, apiPlaceType({ place_type: placeType })),
    // The map stays drawn while another place type loads, instead of flashing back to a skeleton.
    placeholderData: keepPreviousData,
  })

  return (
    <QueryStates
      query={query}
      skeleton={<MapSkeleton />}
      describeError={describeError}
      offlineHint="The stores for this map have not been saved yet. They will show as soon as you are back online."
    >
      {(answer) => (
        <div aria-busy={query.isPlaceholderData} className={query.isPlaceholderData ? 'opacity-70' : undefined}>
          {/* A failed refresh keeps the map drawn, with the error and Try again above it. */}
          {query.isError ? (
            <div className="mb-3">
              <ErrorState
                message={messageOf(query.error)}
                hint={nextStep(query.error)}
                onRetry={() => void query.refetch()}
              />
            </div>
          ) : null}
          <MapView
            centre={[location.lat, location.lng]}
            stores={answer.data.results}
            locationName={placeLabel(location)}
            distancesKnown={distancesKnown(location)}
            empty={
              placeType ? (
                <EmptyState
                  title={`No ${placeType.toLowerCase()} places on the map yet`}
                  hint="Try another place type, or show every place near you."
                  action={
                    <button type="button" className={buttonClass.primary} onClick={onShowAll}>
                      Show all places
                    </button>
                  }
                />
              ) : (
                <EmptyState
                  title="No stores near you yet"
                  hint={`We serve ${servedAreasInWords()}. Check that the app can see your location, or browse the Marketplace.`}
                />
              )
            }
          />
        </div>
      )}
    </QueryStates>
  )
}

export function MapPage() {
  const [search, setSearch] = useMapSearch()
  const location = useShopperLocation()
  // Fetch Leaflet alongside the stores rather than after them.
  useEffect(() => preloadMapCanvas(), [])

  return (
    <div className="page">
      <PageHeader title="Map" lead="Stores around you on the map, with the same stores listed beside it." />
      <LocationLine />
      <PlaceTypeChoice
        value={search.place_type}
        onChange={(placeType) => setSearch(placeType ? { place_type: placeType } : {})}
      />
      <MapResults location={location} placeType={search.place_type} onShowAll={() => setSearch({})} />
    </div>
  )
}
