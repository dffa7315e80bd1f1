/** What the saved-data notice needs to know of a query (React Query's result). */
type QueryShown = { data: unknown; fetchStatus: string; isError: boolean; failureReason: unknown }

/**
 * The query shows saved data, not a fresh answer, so the page puts SavedDataNotice (states.tsx)
 * above it: the phone is offline (React Query paused), the last fetch failed, or the network
 * did not answer and the service worker gave its saved copy (src/api/saved-copy.ts dates the
 * query then, and keeps the failure as its `failureReason`).
 */
export function showsSavedData(query: QueryShown): boolean {
  return query.data !== undefined && (query.fetchStatus === 'paused' || query.isError || query.failureReason != null)
}
