import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { EmptyState, ErrorState, SavedDataNotice } from './states'
import { showsSavedData } from './saved-data'

type QueryStatesProps<T> = {
  query: UseQueryResult<T[]>
  /** Shown while the first answer is on its way; sized like what comes. */
  skeleton: ReactNode
  /** Shown for an empty list: says what to try. */
  empty: ReactNode
  children: (items: T[]) => ReactNode
  /** Offline with nothing saved yet: what will load once the phone is back online. */
  offlineHint?: string
  /** A failure's message and what to do next (describeError in src/api/error-advice.ts). */
  describeError: (error: Error) => { message: string; hint?: string }
}

/**
 * A list section's states in one place: skeleton, error with retry, offline with nothing saved,
 * empty, and saved data with the offline notice when the network did not answer.
 */
export function QueryStates<T>({
  query,
  skeleton,
  empty,
  children,
  describeError,
  offlineHint = 'Nothing from here is saved on this phone yet. It will load when you are back online.',
}: QueryStatesProps<T>) {
  const offline = showsSavedData(query)
  if (query.data !== undefined) {
    return (
      <>
        {offline ? <SavedDataNotice updatedAt={query.dataUpdatedAt} /> : null}
        {query.data.length === 0 ? empty : children(query.data)}
      </>
    )
  }
  if (query.isError) {
    const { message, hint } = describeError(query.error)
    return <ErrorState message={message} hint={hint} onRetry={() => void query.refetch()} />
  }
  if (query.fetchStatus === 'paused') {
    return <EmptyState title="You are offline" hint={offlineHint} />
  }
  return skeleton
}
