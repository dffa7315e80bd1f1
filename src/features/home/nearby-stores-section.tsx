import { useQuery } from '@tanstack/react-query'
import { useAfterFirstScreen } from '@/lib/lifecycle/app-ready'
import { Link } from '@tanstack/react-router'
import { nearMeQueryOptions } from '@/api/discovery'
import { messageOf } from '@/api/errors'
import { StoreCard } from '@/components/store/store-card'
import { STORE_CARD_HEIGHT } from '@/components/store/store-facts'
import { useLocationName, useShopperLocation } from '@/stores/location/location-state'
import { EmptyState, SkeletonCards } from '@/ui/states'
import { QueryStates } from '@/ui/query-states'
import { WhenNearScreen } from '@/ui/when-near-screen'
import { HomeSection } from './home-section'
import { servedAreasInWords } from '@contract/areas'

export const NEARBY_PREVIEW_SIZE = 6

/**
 * The six nearest stores; the same cache entry as the first page of near me without filters.
 * Below the first screen: asked for once it is done, rendered once the shopper scrolls near it.
 */
export function NearbyStoresSection() {
  const location = useShopperLocation()
  const query = useQuery({
    ...nearMeQueryOptions({ latitude: location.lat, longitude: location.lng }),
    enabled: useAfterFirstScreen(),
  })
  const skeleton = (
    <SkeletonCards count={NEARBY_PREVIEW_SIZE} height={STORE_CARD_HEIGHT} label="Loading stores near you…" />
  )
  const body = (
    <QueryStates
      query={query}
      renderLater
      skeleton={skeleton}
      describeError={(error) => ({ message: messageOf(error) })}
      offline={
        <p className="text-sm text-muted">You are offline; stores near you will show when you are back online.</p>
      }
      empty={
        <EmptyState
          title="No stores near you yet"
          hint={`We serve ${servedAreasInWords()}. Try the Marketplace for deals across Lagos.`}
        />
      }
      isEmpty={(page) => page.results.length === 0}
    >
      {(page) => (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {page.results.slice(0, NEARBY_PREVIEW_SIZE).map((store) => (
            <li key={store.id}>
              <StoreCard store={store} />
            </li>
          ))}
        </ul>
      )}
    </QueryStates>
  )

  return (
    <HomeSection
      id="nearby-stores"
      title="Stores near you"
      lead={`Around ${useLocationName() || location.location_name}, nearest first.`}
      more={
        <Link
          to="/near-me"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-accent underline-offset-2 hover:underline"
        >
          See all near me
        </Link>
      }
    >
      <WhenNearScreen standIn={skeleton}>{body}</WhenNearScreen>
    </HomeSection>
  )
}
