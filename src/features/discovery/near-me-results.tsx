import { useQueries } from '@tanstack/react-query'
import { useState } from 'react'
import { nearMeQueryOptions, type Location, type NearMeFilters } from '@/api/discovery'
import { describeError } from '@/api/error-advice'
import { QueryPages } from '@/ui/query-pages'
import { buttonClass, EmptyState, SkeletonCards } from '@/ui/states'
import { StoreCard } from '@/components/store/store-card'
import { listedStoresHeading, STORE_CARD_HEIGHT } from '@/components/store/store-facts'
import { WhenNearScreen } from '@/ui/when-near-screen'
import { servedAreasInWords } from '@contract/areas'
import type { Store } from '@contract/records'

type NearMeResultsProps = {
  coordinates: Location
  filters: NearMeFilters
  filtered: boolean
  onClearFilters: () => void
}

/** Page 1 carries no page param, so it shares its cache entry with the home page's preview. */
function pageFilters(filters: NearMeFilters, index: number): NearMeFilters {
  return index === 0 ? filters : { ...filters, page: index + 1 }
}

function NoStores({ filtered, onClearFilters }: Pick<NearMeResultsProps, 'filtered' | 'onClearFilters'>) {
  return filtered ? (
    <EmptyState
      title="No stores match these filters"
      hint="Try another place type, a wider rating range or a longer delivery time."
      action={
        <button type="button" className={buttonClass.primary} onClick={onClearFilters}>
          Clear filters
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

// The cards a phone's first screen and the half screen below it show (as many as the early script
// paints); the rest of a page of 20 render as the shopper scrolls near them.
const FIRST_SCREEN_STORES = 6
const storeItem = (store: Store) => (
  <li key={store.id}>
    <StoreCard store={store} />
  </li>
)

/**
 * The stores for one set of filters, a page at a time: each page is its own cached query, so a
 * page seen before shows at once (offline too), and "Load more" fetches only the next one.
 * The parent keys this by the filters, so new filters start again from page 1.
 */
export function NearMeResults({ coordinates, filters, filtered, onClearFilters }: NearMeResultsProps) {
  const [pageCount, setPageCount] = useState(1)
  const pages = useQueries({
    queries: Array.from({ length: pageCount }, (_, index) =>
      nearMeQueryOptions(coordinates, pageFilters(filters, index)),
    ),
  })
  return (
    <QueryPages
      pages={pages}
      items={(page) => page.results}
      hasMore={(page) => page.next_page !== null}
      onMore={() => setPageCount((count) => count + 1)}
      labels={{ more: 'Load more stores', loading: 'Loading more stores…' }}
      // A prerendered Near me's early script may paint the first cards into it (earlyCards).
      skeleton={<SkeletonCards count={6} height={STORE_CARD_HEIGHT} label="Loading stores near you…" earlyCards />}
      describeError={describeError}
      offlineHint="Stores near you have not been saved for these filters yet. They will show as soon as you are back online."
      empty={<NoStores filtered={filtered} onClearFilters={onClearFilters} />}
    >
      {(stores, [first], more) => (
        <section aria-labelledby="near-me-results">
          <h2 id="near-me-results" className="mb-3 text-sm text-muted" aria-live="polite">
            {listedStoresHeading(stores.length, first?.count ?? stores.length)}
          </h2>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {stores.slice(0, FIRST_SCREEN_STORES).map(storeItem)}
            {stores.length > FIRST_SCREEN_STORES ? (
              <WhenNearScreen
                holder="li"
                standIn={
                  <SkeletonCards
                    count={stores.length - FIRST_SCREEN_STORES}
                    height={STORE_CARD_HEIGHT}
                    label="Loading more stores…"
                  />
                }
              >
                {stores.slice(FIRST_SCREEN_STORES).map(storeItem)}
              </WhenNearScreen>
            ) : null}
          </ul>
          {more}
        </section>
      )}
    </QueryPages>
  )
}
