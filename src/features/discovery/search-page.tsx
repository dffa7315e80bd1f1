import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { dishSearchQueryOptions, type DishResult } from '@/api/dish-search'
import { describeError } from '@/api/error-advice'
import { messageOf } from '@/api/errors'
import { SEARCH_ERRORS, storeSearchQueryOptions } from '@/api/search-store'
import { useDistancesKnown, useShopperCoordinates } from '@/stores/location/location-state'
import { SEARCH_MAX } from '@contract/search-match'
import { PageHeader } from '@/ui/page-header'
import { ShopperMessage } from '@/ui/shopper-message'
import { QueryStates } from '@/ui/query-states'
import { buttonClass, EmptyState, SkeletonCards } from '@/ui/states'
import type { Store } from '@contract/records'
import { DishResultList } from './dish-result-list'
import { resultCount } from './search-options'
import { StoreCard } from '@/components/store/store-card'

const route = getRouteApi('/search')

/** Every dish, deal and store matching the words in `?q=` (Enter in the search box opens it). */
export function SearchPage() {
  const q = route.useSearch().q.slice(0, SEARCH_MAX)
  const navigate = useNavigate()
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <PageHeader title={q ? `Results for “${q}”` : 'Search'} lead="Dishes, deals and stores near you" />
      <form
        role="search"
        className="mb-6 flex gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          const words = new FormData(event.currentTarget).get('q')
          void navigate({ to: '/search', search: { q: typeof words === 'string' ? words.trim() : '' } })
        }}
      >
        <label className="flex-1">
          <span className="sr-only">Search dishes and stores</span>
          <input
            key={q}
            name="q"
            type="search"
            defaultValue={q}
            maxLength={SEARCH_MAX}
            placeholder="Suya, jollof, a store's name…"
            className="h-10 w-full rounded-full border border-line bg-surface-2 px-4 text-sm placeholder:text-muted"
          />
        </label>
        <button type="submit" className={buttonClass.primary}>
          Search
        </button>
      </form>
      {q ? (
        <SearchResults q={q} />
      ) : (
        <EmptyState title="What are you hungry for?" hint="Type a dish or a store's name." />
      )}
    </div>
  )
}

function SearchResults({ q }: { q: string }) {
  const near = useShopperCoordinates()
  const dishes = useQuery(dishSearchQueryOptions(q, near))
  const stores = useQuery(storeSearchQueryOptions(q, near))
  return (
    <QueryStates
      query={dishes}
      skeleton={<SkeletonCards count={4} height="h-28" label="Searching…" />}
      describeError={describeError}
      offlineHint="Nothing saved on this phone matches yet. Search again when you are back online."
      childrenPlaceNotice
    >
      {(found, notice) => (
        <>
          {/* Searched in the lists saved on the phone: said so instead of a saved copy's date. */}
          {found.saved ? (
            <p role="status" className="mb-3 rounded-lg bg-surface-2 px-3 py-2 text-sm text-muted">
              You are offline — showing dishes saved on this phone.
            </p>
          ) : (
            notice
          )}
          <SearchFound q={q} dishes={found.results} stores={stores} />
        </>
      )}
    </QueryStates>
  )
}

/** The dishes and deals found, then the stores (which answer on their own, and may fail on their own). */
function SearchFound({ q, dishes, stores }: { q: string; dishes: DishResult[]; stores: UseQueryResult<Store[]> }) {
  const distancesKnown = useDistancesKnown()
  const storeList = stores.data ?? []
  const settled = stores.data !== undefined || stores.isError
  return (
    <>
      <p role="status" className="sr-only">
        {settled ? resultCount(dishes.length, storeList.length) : ''}
      </p>
      {dishes.length === 0 && storeList.length === 0 && !stores.isPending ? (
        <EmptyState
          title="No stores found"
          hint={`Nothing near you matches “${q}”. Try another word, like jollof, suya or moi moi.`}
        />
      ) : null}
      {dishes.length > 0 ? (
        <section aria-labelledby="search-dishes" className="mb-8">
          <h2 id="search-dishes" className="mb-3 text-lg font-bold">
            Dishes and deals
          </h2>
          <DishResultList results={dishes} distancesKnown={distancesKnown} />
        </section>
      ) : null}
      {storeList.length > 0 ? (
        <section aria-labelledby="search-stores">
          <h2 id="search-stores" className="mb-3 text-lg font-bold">
            Stores
          </h2>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {storeList.map((store) => (
              <StoreCard key={store.id} store={store} />
            ))}
          </div>
        </section>
      ) : stores.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          <ShopperMessage message={messageOf(stores.error, SEARCH_ERRORS.failure)} kind="load" />
        </p>
      ) : dishes.length > 0 && stores.isSuccess ? (
        // Dishes matched but no store did: the stores' part says so (docs/errors.md#search).
        <section aria-labelledby="search-stores">
          <h2 id="search-stores" className="mb-3 text-lg font-bold">
            Stores
          </h2>
          <p role="status" className="text-sm text-muted">
            No stores found
          </p>
        </section>
      ) : null}
    </>
  )
}
