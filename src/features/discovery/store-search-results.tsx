import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, type RefObject } from 'react'
import { dishSearchQueryOptions, type DishResult } from '@/api/dish-search'
import { messageOf } from '@/api/errors'
import { nextStep } from '@/api/error-advice'
import { dealLink } from '@/lib/links/deal-link'
import { rememberStore, SEARCH_ERRORS, storeSearchQueryOptions } from '@/api/search-store'
import type { Store } from '@contract/records'
import { useDistancesKnown, useShopperCoordinates } from '@/stores/location/location-state'
import { OpenBadge } from '@/ui/open-badge'
import { ShopperMessage } from '@/ui/shopper-message'
import { DishFacts } from './dish-facts'
import { DROPDOWN_DISHES, resultCount, type SearchOption } from './search-options'
import { storePlace } from '@/components/store/store-facts'

type StoreSearchResultsProps = {
  query: string
  variant: 'desktop' | 'mobile'
  listId: string
  active: number
  onResults: (options: SearchOption[]) => void
  onChoose: (option: SearchOption) => void
  /** Set here to what tells the query cache about a chosen store (the API loads with this list). */
  rememberRef: RefObject<(store: Store) => void>
}

const optionClass = (active: boolean) =>
  `flex cursor-pointer items-center gap-3 rounded-lg p-2 text-sm ${active ? 'bg-surface-2' : 'hover:bg-surface-2'}`

const groupLabel = 'px-2 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase'

/**
 * The dishes and stores matching `text`, and the options they make, in the order the list shows them. The last
 * answers stay up while the next ones load, so the list does not blink on each key; a newer key leaves the older
 * request without a listener, and React Query aborts it.
 */
function useSearchResults(text: string) {
  const near = useShopperCoordinates()
  const stores = useQuery({ ...storeSearchQueryOptions(text, near), placeholderData: keepPreviousData })
  const dishes = useQuery({ ...dishSearchQueryOptions(text, near), placeholderData: keepPreviousData })
  const dishList = useMemo(() => (dishes.data?.results ?? []).slice(0, DROPDOWN_DISHES), [dishes.data])
  const storeList = useMemo(() => stores.data ?? [], [stores.data])
  const options = useMemo<SearchOption[]>(
    () => [
      ...dishList.map((dish) => ({ type: 'dish' as const, dish, link: dealLink(dish.kind, dish.id) })),
      ...storeList.map((store) => ({ type: 'store' as const, store })),
    ],
    [dishList, storeList],
  )
  return { stores, dishes, dishList, storeList, options }
}

type SearchStatusProps = { results: ReturnType<typeof useSearchResults>; text: string; variant: 'desktop' | 'mobile' }

/** Searching, the stores' failure with what to do next, or that nothing matches (docs/errors.md#search). */
function SearchStatus({ results, text, variant }: SearchStatusProps) {
  const { stores, dishes, dishList, storeList } = results
  if (stores.isPending || dishes.isPending) return <p className="p-3 text-sm text-muted">Searching…</p>
  if (stores.isError)
    return (
      <p className="p-3 text-sm text-red-700 dark:text-red-300" role="alert">
        <ShopperMessage message={messageOf(stores.error, SEARCH_ERRORS.failure)} kind="load" />
        <span className="mt-1 block text-[var(--ink)]">
          {nextStep(stores.error) ?? 'Check the name and try again, or look through the stores near you.'}
        </span>
      </p>
    )
  if (dishList.length > 0 || storeList.length > 0) return null
  return (
    <p className="p-3 text-sm text-muted" role="status">
      {variant === 'desktop' ? 'No store found' : 'No stores found'}
      <span className="mt-1 block">No dish near you matches “{text.trim()}” either.</span>
    </p>
  )
}

/** Dishes matched but no store did: the stores' part still says so, in the error catalogue's words (docs/errors.md#search). */
function NoStoreBesideDishes({ results, variant }: Omit<SearchStatusProps, 'text'>) {
  const { stores, dishList, storeList } = results
  if (dishList.length === 0 || storeList.length > 0 || !stores.isSuccess) return null
  return (
    <div className="px-1 pb-1">
      <p className={groupLabel}>Stores</p>
      <p className="px-2 pb-2 text-sm text-muted" role="status">
        {variant === 'desktop' ? 'No store found' : 'No stores found'}
      </p>
    </div>
  )
}

/** What an option of the list at `index` carries: its id, role, state, and the choice on a tap. */
type OptionProps = (index: number) => Record<string, unknown>

function DishOptions({ dishes, listId, option }: { dishes: DishResult[]; listId: string; option: OptionProps }) {
  const distancesKnown = useDistancesKnown()
  if (dishes.length === 0) return null
  return (
    <div role="group" aria-labelledby={`${listId}-dishes`}>
      <div id={`${listId}-dishes`} role="presentation" className={groupLabel}>
        Dishes and deals
      </div>
      {dishes.map((dish, index) => (
        <div key={`${dish.kind}-${dish.id}`} {...option(index)}>
          <span className="min-w-0 flex-1">
            <span className="block font-medium">{dish.title}</span>
            <span id={`${listId}-${index}-facts`} aria-hidden="true" className="block">
              <DishFacts dish={dish} distancesKnown={distancesKnown} />
            </span>
          </span>
        </div>
      ))}
    </div>
  )
}

type StoreOptionsProps = { stores: Store[]; first: number; listId: string; option: OptionProps }

/** The stores, their options numbered on from `first` (after the dishes). */
function StoreOptions({ stores, first, listId, option }: StoreOptionsProps) {
  const distancesKnown = useDistancesKnown()
  if (stores.length === 0) return null
  return (
    <div role="group" aria-labelledby={`${listId}-stores`}>
      <div id={`${listId}-stores`} role="presentation" className={groupLabel}>
        Stores
      </div>
      {stores.map((store, storeIndex) => {
        const index = first + storeIndex
        return (
          <div key={store.id} {...option(index)}>
            <img
              src={store.logo}
              alt=""
              width={32}
              height={32}
              loading="lazy"
              decoding="async"
              className="size-8 shrink-0 rounded-full bg-surface-2 object-cover"
            />
            <span className="min-w-0 flex-1">
              <span className="block font-medium">{store.name_of_business}</span>
              {/* Read as the option's description (aria-describedby), not as part of its name. */}
              <span
                id={`${listId}-${index}-facts`}
                aria-hidden="true"
                className="flex flex-wrap items-center gap-x-2 text-xs text-muted"
              >
                {storePlace(store, distancesKnown)}
                <OpenBadge hours={store.opening_hours} />
              </span>
            </span>
          </div>
        )
      })}
    </div>
  )
}

/** The search's dropdown: dishes and deals, then stores; loaded the first time a shopper types. */
export default function StoreSearchResults({
  query,
  variant,
  listId,
  active,
  onResults,
  onChoose,
  rememberRef,
}: StoreSearchResultsProps) {
  const results = useSearchResults(query)
  const { stores, dishes, dishList, storeList, options } = results
  const queryClient = useQueryClient()
  useEffect(() => {
    rememberRef.current = (store) => rememberStore(queryClient, store)
  }, [rememberRef, queryClient])
  useEffect(() => onResults(options), [options, onResults])
  // Keep the option the arrow keys reached in view inside the scrolling list.
  useEffect(() => {
    if (active >= 0) document.getElementById(`${listId}-${active}`)?.scrollIntoView?.({ block: 'nearest' })
  }, [active, listId])

  const fetching = stores.isFetching || dishes.isFetching
  const settled = !stores.isPending && !dishes.isPending && !fetching
  const option: OptionProps = (index) => ({
    id: `${listId}-${index}`,
    role: 'option',
    'aria-selected': index === active,
    'aria-describedby': `${listId}-${index}-facts`,
    className: optionClass(index === active),
    // The box keeps focus (and the list stays open) while a pointer picks an option.
    onMouseDown: (event: React.MouseEvent) => event.preventDefault(),
    onClick: () => {
      const chosen = options[index]
      if (chosen) onChoose(chosen)
    },
  })

  return (
    <div className="absolute inset-x-0 z-50 mt-2 rounded-xl border border-line bg-surface shadow-xl">
      {/* The count, read once the answers settle (the list itself is not a live region). */}
      <p className="sr-only" role="status">
        {settled && options.length > 0 ? resultCount(dishList.length, storeList.length) : ''}
      </p>
      <SearchStatus results={results} text={query} variant={variant} />
      {dishes.data?.saved ? (
        <p className="px-3 pt-2 text-xs text-muted">You are offline — dishes from what was saved on this phone.</p>
      ) : null}
      <div
        id={listId}
        role="listbox"
        aria-label="Dishes and stores"
        aria-busy={fetching}
        className="max-h-[435px] overflow-y-auto overscroll-contain p-1"
      >
        <DishOptions dishes={dishList} listId={listId} option={option} />
        <StoreOptions stores={storeList} first={dishList.length} listId={listId} option={option} />
      </div>
      <NoStoreBesideDishes results={results} variant={variant} />
      {/* Enter does the same from the box; this is for a finger. Not an option: the list holds results only. */}
      <button
        type="button"
        tabIndex={-1}
        className="block w-full rounded-b-xl border-t border-line p-3 text-left text-sm font-semibold text-accent hover:bg-surface-2"
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => onChoose({ type: 'all' })}
      >
        See all results for “{query.trim()}”
      </button>
    </div>
  )
}
