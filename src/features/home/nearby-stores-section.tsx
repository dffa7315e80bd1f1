import { useQuery } from '@tanstack/react-query'
import { useDeferredValue } from 'react'
import { useAfterFirstScreen } from '@/lib/app-ready'
import { Link } from '@tanstack/react-router'
import { nearMeQueryOptions } from '@/api/discovery'
import { messageOf } from '@/api/errors'
import { STORE_CARD_HEIGHT, StoreCard } from '@/features/discovery/store-card'
import { useLocationName, useShopperLocation } from '@/features/location/location-state'
import { EmptyState, ErrorState, SavedDataNotice, SkeletonCards } from '@/ui/states'
import { showsSavedData } from '@/ui/saved-data'
import { HomeSection } from './home-section'

export const NEARBY_PREVIEW_SIZE = 6

/**
 * The six nearest stores; the same cache entry as the first page of near me without filters.
 * Below the first screen: asked for once it is done.
 */
export function NearbyStoresSection() {
  const location = useShopperLocation()
  const query = useQuery({
    ...nearMeQueryOptions({ latitude: location.lat, longitude: location.lng }),
    enabled: useAfterFirstScreen(),
  })
  const stale = showsSavedData(query)
  // Rendered in a transition when the answer comes (see DealRow): the skeleton stays for the
  // render the answer starts, and the cards follow in slices.
  const deferred = useDeferredValue(query.data)
  const shown = query.data === undefined ? undefined : deferred

  let body
  if (query.isPending || (shown === undefined && query.data !== undefined)) {
    body =
      query.fetchStatus === 'paused' ? (
        <p className="text-sm text-muted">You are offline; stores near you will show when you are back online.</p>
      ) : (
        <SkeletonCards count={NEARBY_PREVIEW_SIZE} height={STORE_CARD_HEIGHT} label="Loading stores near you…" />
      )
  } else if (shown === undefined) {
    body = <ErrorState message={messageOf(query.error)} onRetry={() => void query.refetch()} />
  } else if (shown.results.length === 0) {
    body = (
      <EmptyState
        title="No stores near you yet"
        hint="We serve Ikeja, Lekki and Surulere. Try the Marketplace for deals across Lagos."
      />
    )
  } else {
    body = (
      <>
        {stale ? <SavedDataNotice updatedAt={query.dataUpdatedAt} /> : null}
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {shown.results.slice(0, NEARBY_PREVIEW_SIZE).map((store) => (
            <li key={store.id}>
              <StoreCard store={store} />
            </li>
          ))}
        </ul>
      </>
    )
  }

  return (
    <HomeSection
      id="nearby-stores"
      title="Stores near you"
      lead={`Around ${useLocationName() || location.location_name}, nearest first.`}
      more={
        <Link to="/near-me" className="text-sm font-semibold text-accent underline-offset-2 hover:underline">
          See all near me
        </Link>
      }
    >
      {body}
    </HomeSection>
  )
}
