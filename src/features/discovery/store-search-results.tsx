import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, type RefObject } from 'react'
import { messageOf } from '@/api/errors'
import { nextStep } from '@/api/error-advice'
import { rememberStore, SEARCH_FAILED, storeSearchQueryOptions, type StoreSummary } from '@/api/search-store'
import { useDistancesKnown, useShopperCoordinates } from '@/features/location/location-state'
import { OpenBadge } from '@/ui/open-badge'
import { storePlace } from './store-card'

type StoreSearchResultsProps = {
  query: string
  variant: 'desktop' | 'mobile'
  listId: string
  active: number
  onResults: (results: StoreSummary[]) => void
  onChoose: (store: StoreSummary) => void
  /** Set here to what tells the query cache about a chosen store (the API loads with this list). */
  rememberRef: RefObject<(store: StoreSummary) => void>
}

/** The search's dropdown; loaded the first time a shopper types (see store-search.tsx). */
export default function StoreSearchResults({
  query,
  variant,
  listId,
  active,
  onResults,
  onChoose,
  rememberRef,
}: StoreSearchResultsProps) {
  // From where the shopper is (SPEC §7 allows it): each store's distance, the nearest branch
  // first. The last answer stays up while the next one loads, so the list does not blink on each key.
  const search = useQuery({
    ...storeSearchQueryOptions(query, useShopperCoordinates()),
    placeholderData: keepPreviousData,
  })
  const distancesKnown = useDistancesKnown()
  // A chosen store's front then needs no search of its own for its slug (by click or by Enter).
  const queryClient = useQueryClient()
  useEffect(() => {
    rememberRef.current = (store) => rememberStore(queryClient, store)
  }, [rememberRef, queryClient])
  const results = search.data
  useEffect(() => onResults(results ?? []), [results, onResults])

  // Keep the option the arrow keys reached in view inside the scrolling list.
  const list = useRef<HTMLUListElement>(null)
  useEffect(() => {
    const option = active >= 0 ? list.current?.children[active] : undefined
    option?.scrollIntoView?.({ block: 'nearest' })
  }, [active])

  return (
    <div className="absolute inset-x-0 z-50 mt-2 rounded-xl border border-line bg-surface shadow-xl">
      {search.isPending ? (
        <p className="p-3 text-sm text-muted">Searching…</p>
      ) : search.isError ? (
        <p className="p-3 text-sm text-red-700 dark:text-red-300" role="alert">
          {messageOf(search.error, SEARCH_FAILED)}
          <span className="mt-1 block text-[var(--ink)]">
            {nextStep(search.error) ?? 'Check the name and try again, or look through the stores near you.'}
          </span>
        </p>
      ) : results?.length === 0 ? (
        <p className="p-3 text-sm text-muted" role="status">
          {variant === 'desktop' ? 'No store found' : 'No stores found'}
        </p>
      ) : null}
      <ul
        ref={list}
        id={listId}
        role="listbox"
        aria-label="Stores"
        aria-busy={search.isFetching}
        className="max-h-[435px] overflow-y-auto overscroll-contain p-1 empty:hidden"
      >
        {(results ?? []).map((store, index) => (
          <li
            key={store.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Named by the store (its content); where it is and whether it is open describe it.
            aria-describedby={`${listId}-${index}-facts`}
            className={`flex cursor-pointer items-center gap-3 rounded-lg p-2 text-sm ${index === active ? 'bg-surface-2' : 'hover:bg-surface-2'}`}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(store)}
          >
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
          </li>
        ))}
      </ul>
    </div>
  )
}
