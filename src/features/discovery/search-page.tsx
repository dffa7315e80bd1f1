import { useQuery } from '@tanstack/react-query'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { dishSearchQueryOptions } from '@/api/dish-search'
import { describeError } from '@/api/error-advice'
import { messageOf } from '@/api/errors'
import { SEARCH_ERRORS, storeSearchQueryOptions } from '@/api/search-store'
import { useDistancesKnown, useShopperCoordinates } from '@/stores/location/location-state'
import { SEARCH_MAX } from '@contract/search-match'
import { PageHeader } from '@/ui/page-header'
import { buttonClass, EmptyState, ErrorState, SkeletonCards } from '@/ui/states'
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
  const distancesKnown = useDistancesKnown()
  const dishes = useQuery(dishSearchQueryOptions(q, near))
  const stores = useQuery(storeSearchQueryOptions(q, near))
  const storeList = stores.data ?? []
  const dishList = dishes.data?.results ?? []
  const settled = dishes.data !== undefined && (stores.data !== undefined || stores.isError)

  if (dishes.isPending && dishes.fetchStatus === 'paused')
    return (
      <EmptyState
        title="You are offline"
        hint="Nothing saved on this phone matches yet. Search again when you are back online."
      />
    )
  if (dishes.isPending) return <SkeletonCards count={4} height="h-28" label="Searching…" />
  if (dishes.isError) {
    const { message, hint } = describeError(dishes.error)
    return <ErrorState message={message} hint={hint} onRetry={() => void dishes.refetch()} />
  }
  return (
    <>
      <p role="status" className="sr-only">
        {settled ? resultCount(dishList.length, storeList.length) : ''}
      </p>
      {dishes.data?.saved ? (
        <p role="status" className="mb-3 rounded-lg bg-surface-2 px-3 py-2 text-sm text-muted">
          You are offline — showing dishes saved on this phone.
        </p>
      ) : null}
      {dishList.length === 0 && storeList.length === 0 && !stores.isPending ? (
        <EmptyState
          title="No stores found"
          hint={`Nothing near you matches “${q}”. Try another word, like jollof, suya or moi moi.`}
        />
      ) : null}
      {dishList.length > 0 ? (
        <section aria-labelledby="search-dishes" className="mb-8">
          <h2 id="search-dishes" className="mb-3 text-lg font-bold">
            Dishes and deals
          </h2>
          <DishResultList results={dishList} distancesKnown={distancesKnown} />
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
          {messageOf(stores.error, SEARCH_ERRORS.failure)}
        </p>
      ) : null}
    </>
  )
}
