import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { dishSearchQueryOptions, searchSuggestionQueryOptions, type DishResult } from '@/api/dish-search'
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
import { resultCount, sortDishes, sortStores } from './search-options'
import type { SearchSort } from './search-text'
import { StoreCard } from '@/components/store/store-card'

const route = getRouteApi('/search')

/** Every dish, deal and store matching the words in `?q=` (Enter in the search box opens it). */
export function SearchPage() {
  const { q: words, sort = 'best' } = route.useSearch()
  const q = words.slice(0, SEARCH_MAX)
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
            className="h-11 w-full rounded-full border border-line bg-surface-2 px-4 text-sm placeholder:text-muted"
          />
        </label>
        <button type="submit" className={buttonClass.primary}>
          Search
        </button>
      </form>
      {q ? (
        <SearchResults q={q} sort={sort} />
      ) : (
        <EmptyState title="What are you hungry for?" hint="Type a dish or a store's name." />
      )}
    </div>
  )
}

function SearchResults({ q, sort }: { q: string; sort: SearchSort }) {
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
          <SearchFound q={q} sort={sort} dishes={found.results} stores={stores} />
        </>
      )}
    </QueryStates>
  )
}

const SORT_LABELS: Record<SearchSort, string> = {
  best: 'Best match',
  nearest: 'Nearest',
  price: 'Lowest price',
  rating: 'Top rated',
}

/** The order of the results, kept in the URL so a shared or reloaded search keeps it. */
function SortChoice({ q, sort }: { q: string; sort: SearchSort }) {
  const navigate = useNavigate()
  return (
    <label className="mb-4 flex items-center gap-2 text-sm">
      <span className="font-semibold">Sort by</span>
      <select
        value={sort}
        onChange={(event) => {
          const next = event.currentTarget.value as SearchSort
          void navigate({ to: '/search', search: next === 'best' ? { q } : { q, sort: next }, replace: true })
        }}
        className="min-h-11 rounded-full border border-line bg-surface-2 px-3"
      >
        {(Object.keys(SORT_LABELS) as SearchSort[]).map((option) => (
          <option key={option} value={option}>
            {SORT_LABELS[option]}
          </option>
        ))}
      </select>
    </label>
  )
}

/** Nothing found: the search a shopper probably meant ("jolof" → jollof), one tap away. */
function NothingFound({ q }: { q: string }) {
  const suggestion = useQuery(searchSuggestionQueryOptions(q)).data
  return (
    <EmptyState
      title="No stores found"
      hint={`Nothing near you matches “${q}”. Try another word, like jollof, suya or moi moi.`}
      action={
        suggestion ? (
          <p className="text-base">
            Did you mean{' '}
            <Link to="/search" search={{ q: suggestion }} className="font-bold text-accent underline">
              {suggestion}
            </Link>
            ?
          </p>
        ) : undefined
      }
    />
  )
}

/** The dishes and deals found, then the stores (which answer on their own, and may fail on their own). */
function SearchFound({
  q,
  sort,
  dishes: found,
  stores,
}: {
  q: string
  sort: SearchSort
  dishes: DishResult[]
  stores: UseQueryResult<Store[]>
}) {
  const distancesKnown = useDistancesKnown()
  const storeList = sortStores(stores.data ?? [], sort)
  const dishes = sortDishes(found, sort)
  const settled = stores.data !== undefined || stores.isError
  return (
    <>
      <p role="status" className="sr-only">
        {settled ? resultCount(dishes.length, storeList.length) : ''}
      </p>
      {dishes.length === 0 && storeList.length === 0 && !stores.isPending ? <NothingFound q={q} /> : null}
      {dishes.length + storeList.length > 1 ? <SortChoice q={q} sort={sort} /> : null}
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
