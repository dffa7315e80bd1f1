// How the service worker tells the page that an API answer is its saved copy, not the network's:
// it stamps the copy with the time it stored it (ms since the epoch, the phone's clock). An
// answer from the network never carries the header. Shared by the worker (sw/saved-copy.ts)
// and the API layer (src/api/http.ts), so the name is written once.

export const SAVED_AT_HEADER = 'X-GidiDeals-Saved-At'

/** When a saved copy was stored, or undefined for an answer from the network. */
export function savedAtOf(headers: Headers): number | undefined {
  const value = headers.get(SAVED_AT_HEADER)
  if (value === null) return undefined
  const time = Number(value)
  return Number.isFinite(time) && time > 0 ? time : undefined
}
