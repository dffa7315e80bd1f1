import { queryOptions } from '@tanstack/react-query'
import { publicClient } from './client'

export type StoreSummary = {
  id: number
  name_of_business: string
  slug: string
  logo: string
}

type SearchResponse = { data: { results: StoreSummary[] } }

export const SEARCH_FAILED = 'Error occurred while fetching the stores with the name you searched for'

/** GET /api/search-store/{name or slug}. Only runs for non-empty text (SPEC §5). */
export async function searchStores(text: string, signal?: AbortSignal): Promise<StoreSummary[]> {
  const name = text.trim()
  if (name === '') return []
  try {
    const response = await publicClient<SearchResponse>(`/api/search-store/${encodeURIComponent(name)}`, { signal })
    return response.data.results
  } catch (error) {
    if (signal?.aborted) throw error
    throw new Error(error instanceof Error && error.message ? error.message : SEARCH_FAILED)
  }
}

export const storeSearchKeys = {
  all: ['store-search'] as const,
  byText: (text: string) => [...storeSearchKeys.all, text.trim().toLowerCase()] as const,
}

export function storeSearchQueryOptions(text: string) {
  return queryOptions({
    queryKey: storeSearchKeys.byText(text),
    queryFn: ({ signal }) => searchStores(text, signal),
    enabled: text.trim() !== '',
    staleTime: 60_000,
  })
}
