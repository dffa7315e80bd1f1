import type { UseQueryResult } from '@tanstack/react-query'
import { useDeferredValue, type ReactNode, type Ref } from 'react'
import { QueryStates, type QueriesAsOne } from './query-states'
import { showsSavedData } from './saved-data'
import { buttonClass, ErrorState } from './states'

type MoreButtonProps = {
  /** "Load more stores", "Show older comments". */
  label: string
  /** "Loading more stores…", said while the next page is on its way. */
  loadingLabel: string
  loading: boolean
  /** The next page waits for the network. */
  waiting?: boolean
  /** The last try failed: said above the button, which tries again. */
  failure?: { message: string; hint?: string }
  onMore: () => void
  buttonRef?: Ref<HTMLButtonElement>
  /** Where the button sits (under a grid, centred; above a thread, at the start). */
  className?: string
}

/** The button that asks for the next page of a list, with its loading words and the last failure. */
export function MoreButton({
  label,
  loadingLabel,
  loading,
  waiting = false,
  failure,
  onMore,
  buttonRef,
  className = '',
}: MoreButtonProps) {
  return (
    <div className={`flex flex-col gap-2 ${className}`}>
      {failure ? <ErrorState message={failure.message} hint={failure.hint} /> : null}
      {/* aria-disabled, not disabled, while loading: focus stays on the button. */}
      <button
        ref={buttonRef}
        type="button"
        className={buttonClass.secondary}
        aria-disabled={loading}
        aria-busy={loading}
        onClick={() => {
          if (!loading) onMore()
        }}
      >
        {loading ? (waiting ? 'Waiting for the network…' : loadingLabel) : label}
      </button>
    </div>
  )
}

type QueryPagesProps<P, T> = {
  /** The list's pages, each its own query, first to last. */
  pages: UseQueryResult<P>[]
  items: (page: P) => T[]
  /** Whether a page says another follows it. */
  hasMore: (page: P) => boolean
  /** Asks for the next page (adds a query to `pages`). */
  onMore: () => void
  labels: { more: string; loading: string }
  /** The items of the pages shown, the pages, and the button for the next one (or null), for the children to place. */
  children: (items: T[], pages: P[], more: ReactNode) => ReactNode
  skeleton: ReactNode
  describeError: (error: Error) => { message: string; hint?: string }
  /** Shown when the pages hold no item. */
  empty: ReactNode
  offlineHint?: string
}

/**
 * A list a page at a time, each page its own query (so a page seen before shows at once, offline too): the first
 * page's states as QueryStates shows them, the saved-data notice when any page on show came from the cache, and the
 * button for the next page with its loading and failure. The first answer renders in a transition after the one it
 * arrives in, as `renderLater` does: a page of cards is one long task on a slow phone otherwise.
 */
export function QueryPages<P, T>({
  pages,
  items,
  hasMore,
  onMore,
  labels,
  children,
  ...states
}: QueryPagesProps<P, T>) {
  const first = pages[0]
  const firstShown = useDeferredValue(first?.data)
  if (!first) return null
  const loaded: P[] = []
  for (const page of pages) {
    if (page.data === undefined) break
    loaded.push(page.data)
  }
  const saved = pages.filter((page) => page.data !== undefined && showsSavedData(page))
  const list: QueriesAsOne<P[]> = {
    data: firstShown === undefined ? undefined : loaded,
    isError: first.isError,
    error: first.error,
    // An answer still waiting for its transition keeps the skeleton.
    fetchStatus: first.data !== undefined ? 'fetching' : first.fetchStatus,
    refetch: () => void first.refetch(),
    savedAt: saved.length > 0 ? Math.min(...saved.map((page) => page.dataUpdatedAt)) : null,
  }
  const later = pages.length > 1 ? pages.at(-1) : undefined
  const lastLoaded = loaded.at(-1)
  const more =
    later && (later.isError || later.isPending) ? (
      <MoreButton
        label={labels.more}
        loadingLabel={labels.loading}
        loading={later.isPending || later.isFetching}
        waiting={later.fetchStatus === 'paused'}
        failure={later.isError && !later.isFetching ? states.describeError(later.error) : undefined}
        onMore={() => void later.refetch()}
        className="mt-5 items-center"
      />
    ) : lastLoaded !== undefined && hasMore(lastLoaded) ? (
      <MoreButton
        label={labels.more}
        loadingLabel={labels.loading}
        loading={false}
        onMore={onMore}
        className="mt-5 items-center"
      />
    ) : null
  return (
    <QueryStates query={list} isEmpty={(shown) => shown.every((page) => items(page).length === 0)} {...states}>
      {(shown) => children(shown.flatMap(items), shown, more)}
    </QueryStates>
  )
}
