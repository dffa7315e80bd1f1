import type { QueryClient, QueryFunctionContext, QueryKey } from '@tanstack/react-query'
import type { ApiError } from './errors'

// A public read the service worker answered from its cache after the network stalled (or
// failed) looks like any other answer to React Query: fresh, dated now. Here such a query is
// dated when the copy was saved and keeps why it is not fresh (docs/decisions.md#offline), so pages show
// "You are offline — showing what was saved …" exactly as for the persisted query cache.

/** When the copy was saved, and the failure the network would have given the call. */
type SavedCopy = { savedAt: number; reason: ApiError }

// Keyed by the signal React Query gives each fetch: the API functions pass it to every request,
// so an answer finds its query without anything else threaded through them.
const copies = new WeakMap<AbortSignal, SavedCopy>()

/** Called by the API client for an answer stamped as a saved copy. */
export function noteSavedCopy(signal: AbortSignal | undefined, savedAt: number, reason: ApiError): void {
  if (!signal) return
  const earlier = copies.get(signal)
  // A fetch made of several reads is as old as its oldest part.
  if (!earlier || savedAt < earlier.savedAt) copies.set(signal, { savedAt, reason })
}

/**
 * Once React Query has stored the answer, the query says what it really holds: data from
 * `savedAt`, stale (the next mount, focus or reconnect asks the network again), and the
 * network's failure as the fetch's `failureReason`, until the next fetch starts.
 */
function dateOnceStored(client: QueryClient, queryKey: QueryKey, copy: SavedCopy): void {
  const cache = client.getQueryCache()
  const query = cache.find({ queryKey, exact: true })
  if (!query) return
  const stop = cache.subscribe((event) => {
    if (event.query !== query || event.type !== 'updated') return
    const { action } = event
    if (action.type === 'success' && !action.manual) {
      stop()
      query.setState({
        dataUpdatedAt: copy.savedAt,
        isInvalidated: true,
        fetchFailureCount: 1,
        fetchFailureReason: copy.reason,
      })
    } else if (action.type === 'error' || action.type === 'fetch') stop()
  })
}

/** A query function over API reads the service worker may answer from its cache. */
export function withSavedCopy<T>(read: (signal: AbortSignal) => Promise<T>) {
  return async ({ client, queryKey, signal }: QueryFunctionContext): Promise<T> => {
    const data = await read(signal)
    const copy = copies.get(signal)
    if (!copy) return data
    // A copy no newer than the answer the page holds is not news (the worker dates a copy when
    // its request left, so never later than the server made it): the page keeps its answer,
    // with the counts its shopper's sent likes and ratings moved (use-outbox-query-sync.ts),
    // marked not fresh.
    const held = client.getQueryState<T>(queryKey)
    if (held?.data !== undefined && held.dataUpdatedAt >= copy.savedAt) {
      dateOnceStored(client, queryKey, { ...copy, savedAt: held.dataUpdatedAt })
      return held.data
    }
    dateOnceStored(client, queryKey, copy)
    return data
  }
}
