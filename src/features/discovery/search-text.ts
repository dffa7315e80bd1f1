// The route's part of the search page, in the app's shell: kept to a trim, so nothing of the
// search itself (contract/search-match.ts) is pulled into the shell. The page and the API cap
// the words at SEARCH_MAX.

/** How results may be ordered: the search's own ranking (open, then near), or by one thing. */
export const SEARCH_SORTS = ['best', 'nearest', 'price', 'rating'] as const
export type SearchSort = (typeof SEARCH_SORTS)[number]

/** The /search page's URL search: `q`, the words searched for, and `sort` unless it is the default. */
export type SearchPageSearch = { q: string; sort?: Exclude<SearchSort, 'best'> }

export function validateSearchPage(search: Record<string, unknown>): SearchPageSearch {
  const q = typeof search.q === 'string' ? search.q.trim() : ''
  const sort = SEARCH_SORTS.find((known) => known !== 'best' && known === search.sort)
  return sort && sort !== 'best' ? { q, sort } : { q }
}
