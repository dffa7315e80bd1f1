import { useQueries } from '@tanstack/react-query'
import { useDeferredValue, useState } from 'react'
import { nearMeQueryOptions, type Location, type NearMeFilters } from '@/api/discovery'
import { messageOf } from '@/api/errors'
import { nextStep } from '@/api/error-advice'
import { buttonClass, EmptyState, ErrorState, SavedDataNotice, SkeletonCards } from '@/ui/states'
import { showsSavedData } from '@/ui/saved-data'
import { StoreCard } from '@/components/store/store-card'
import { listedStoresHeading, STORE_CARD_HEIGHT } from '@/components/store/store-facts'

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
  const first = pages[0]
  const last = pages.at(-1)
  // The first answer arrives through useSyncExternalStore, which React renders at once and
  // whole (a page of store cards in one task, 100 ms on a slow phone). Deferred, the skeleton
  // stays for that render and the cards render in a transition after it, in slices.
  const firstShown = useDeferredValue(first?.data)
  if (!first || !last) return null

  if (first.isPending || (firstShown === undefined && first.data !== undefined)) {
    if (first.fetchStatus === 'paused')
      return (
        <EmptyState
          title="You are offline"
          hint="Stores near you have not been saved for these filters yet. They will show as soon as you are back online."
        />
      )
    // A prerendered Near me's early script may paint the first cards into it (earlyCards).
    return <SkeletonCards count={6} height={STORE_CARD_HEIGHT} label="Loading stores near you…" earlyCards />
  }
  if (first.isError)
    return (
      <ErrorState message={messageOf(first.error)} hint={nextStep(first.error)} onRetry={() => void first.refetch()} />
    )

  const loaded = []
  for (const page of pages) {
    if (!page.data) break
    loaded.push(page.data)
  }
  const stores = loaded.flatMap((page) => page.results)
  const total = first.data.count
  const stale = pages.find(showsSavedData)

  if (stores.length === 0) {
    return (
      <>
        {stale ? <SavedDataNotice updatedAt={stale.dataUpdatedAt} /> : null}
        {filtered ? (
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
            hint="We serve Ikeja, Lekki and Surulere. Check that the app can see your location, or browse the Marketplace."
          />
        )}
      </>
    )
  }

  const nextPage = loaded.at(-1)?.next_page ?? null
  return (
    <section aria-labelledby="near-me-results">
      {stale ? <SavedDataNotice updatedAt={stale.dataUpdatedAt} /> : null}
      <h2 id="near-me-results" className="mb-3 text-sm text-muted" aria-live="polite">
        {listedStoresHeading(stores.length, total)}
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {stores.map((store) => (
          <li key={store.id}>
            <StoreCard store={store} />
          </li>
        ))}
      </ul>
      <div className="mt-5 flex justify-center">
        {pageCount > 1 && last.isError ? (
          <ErrorState message={messageOf(last.error)} hint={nextStep(last.error)} onRetry={() => void last.refetch()} />
        ) : pageCount > 1 && last.isPending ? (
          <button type="button" className={buttonClass.secondary} disabled aria-busy="true">
            {last.fetchStatus === 'paused' ? 'Waiting for the network…' : 'Loading more stores…'}
          </button>
        ) : nextPage !== null ? (
          <button type="button" className={buttonClass.secondary} onClick={() => setPageCount((count) => count + 1)}>
            Load more stores
          </button>
        ) : null}
      </div>
    </section>
  )
}
