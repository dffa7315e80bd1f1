// The route's part of the search page, in the app's shell: kept to a trim, so nothing of the
// search itself (contract/search-match.ts) is pulled into the shell. The page and the API cap
// the words at SEARCH_MAX.

/** The /search page's URL search: `q`, the words searched for. */
export type SearchPageSearch = { q: string }

export function validateSearchPage(search: Record<string, unknown>): SearchPageSearch {
  return { q: typeof search.q === 'string' ? search.q.trim() : '' }
}
