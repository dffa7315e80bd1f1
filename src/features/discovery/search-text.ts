import { SEARCH_MAX } from '@contract/search-match'

/** The /search page's URL search: `q`, the words searched for (trimmed, at most SEARCH_MAX). */
export type SearchPageSearch = { q: string }

export function validateSearchPage(search: Record<string, unknown>): SearchPageSearch {
  const q = typeof search.q === 'string' ? search.q.trim().slice(0, SEARCH_MAX) : ''
  return { q }
}
