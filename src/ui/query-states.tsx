import type { FetchStatus, UseQueryResult } from '@tanstack/react-query'
import { useDeferredValue, type ReactNode } from 'react'
import { EmptyState, ErrorState, SavedDataNotice } from './states'
import { showsSavedData } from './saved-data'

/** The default offline words, for a list with nothing saved yet. */
export const OFFLINE_HINT = 'Nothing from here is saved on this phone yet. It will load when you are back online.'

/**
 * Several queries read as one by the page that shows them together (lists side by side, any of
 * which is worth showing): what QueryStates reads of a query, worked out by that page, with the
 * date of the saved copy on show, which no single query's result tells.
 */
export type QueriesAsOne<T> = {
  /** Undefined while no part has anything to show. */
  data: T | undefined
  isError: boolean
  error: Error | null
  fetchStatus: FetchStatus
  /** Asks again for the parts that failed or have nothing. */
  refetch: () => void
  /** When the oldest saved copy on show was fetched, or null when all on show is fresh. */
  savedAt: number | null
}

/** When the data on show was saved, if the network did not give it fresh; else null. */
function savedAtOf<T>(query: UseQueryResult<T> | QueriesAsOne<T>): number | null {
  if ('savedAt' in query) return query.savedAt
  return showsSavedData(query) ? query.dataUpdatedAt : null
}

type QueryStatesProps<T> = {
  /** A list or a single object, or several queries read as one: the ladder is the same. */
  query: UseQueryResult<T> | QueriesAsOne<T>
  /** Shown while the first answer is on its way; sized like what comes. */
  skeleton: ReactNode
  /** The data; `notice` is the saved-data notice (or null), for children that place it themselves. */
  children: (data: T, notice: ReactNode) => ReactNode
  /**
   * The children put the saved-data notice where their layout wants it (under a back link, in an
   * article's column); without this, it goes above them.
   */
  childrenPlaceNotice?: boolean
  /** A failure's message and what to do next (describeError in src/api/error-advice.ts). */
  describeError: (error: Error) => { message: string; hint?: string }
  /**
   * Shown when the data is there but empty; without it, children get every answer. With it, a
   * list is empty when it has no item, an object never, unless `isEmpty` says otherwise.
   */
  empty?: ReactNode
  isEmpty?: (data: T) => boolean
  /** Offline with nothing saved yet: what will load once the phone is back online. */
  offlineHint?: string
  /** A button under the offline words (back to the list). */
  offlineAction?: ReactNode
  /** Replaces the whole offline state, for sections that say it in one quiet line. */
  offline?: ReactNode
  /**
   * False while something else the data needs is still being read (the order history on this
   * phone): the data is not shown yet, and the skeleton stays.
   */
  ready?: boolean
  /** Puts the error and offline states in a frame (a page with its title), where data brings its own. */
  frame?: (state: ReactNode) => ReactNode
  /**
   * An answer that arrives after the first render shows in a transition: the skeleton stays for
   * the render the answer starts, and the data renders after it in slices a tap can run between
   * (a row of ten cards is one 100 ms task on a slow phone otherwise). Data already there at the
   * first render (the cache, a return visit) shows at once. For the first screen's sections.
   */
  renderLater?: boolean
  /**
   * A query this one needs first (a store's slug resolved to the id the listing takes), which
   * keeps this one disabled until it answers: until then its failure, with Try again, and its
   * offline state are the ones shown.
   */
  after?: UseQueryResult<unknown>
}

function emptyList(data: unknown): boolean {
  return Array.isArray(data) && data.length === 0
}

function unframed(state: ReactNode): ReactNode {
  return state
}

/**
 * A query's states in one place, for a list, one object or several queries read as one: the
 * data (with the saved-data notice when the network did not answer), else the error with Try
 * again, else offline with nothing saved, else the skeleton. Data wins over an error: a failed refresh keeps what was
 * shown.
 */
export function QueryStates<T>({
  query,
  skeleton,
  children,
  describeError,
  empty,
  isEmpty = emptyList,
  offlineHint = OFFLINE_HINT,
  offlineAction,
  offline,
  ready = true,
  frame = unframed,
  renderLater = false,
  after,
  childrenPlaceNotice = false,
}: QueryStatesProps<T>) {
  // An answer reaches React through useSyncExternalStore, which renders it at once and whole.
  // Deferred, the render it starts keeps what was shown; the data follows in a transition.
  const deferred = useDeferredValue(query.data)
  const data = renderLater && query.data !== undefined ? deferred : query.data
  if (data !== undefined && ready) {
    const savedAt = savedAtOf(query)
    const notice = savedAt !== null ? <SavedDataNotice updatedAt={savedAt} /> : null
    if (empty !== undefined && isEmpty(data)) {
      return (
        <>
          {notice}
          {empty}
        </>
      )
    }
    return (
      <>
        {childrenPlaceNotice ? null : notice}
        {children(data, childrenPlaceNotice ? notice : null)}
      </>
    )
  }
  if (query.data !== undefined && ready) return skeleton
  // While the first query has no answer, this one has not been asked: the first one's state is the page's.
  const asked = after !== undefined && after.data === undefined ? after : query
  if (asked.isError && asked.error) {
    const { message, hint } = describeError(asked.error)
    return frame(<ErrorState message={message} hint={hint} onRetry={() => void asked.refetch()} />)
  }
  if (asked.fetchStatus === 'paused') {
    return frame(offline ?? <EmptyState title="You are offline" hint={offlineHint} action={offlineAction} />)
  }
  return skeleton
}
