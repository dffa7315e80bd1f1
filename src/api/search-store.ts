import { queryOptions } from '@tanstack/react-query'
import { call } from './client'
import { unexpectedResponse, type ErrorSpec } from './errors'
import { resultsList, type Store } from './records'
import { REQUIRED, required, type Coordinates } from './validation'

// SPEC §7 GET /api/search-store/{name or slug}: the exact slug, else stores whose names hold the
// text. The dropdown reads name, slug and logo; the rest of the record comes along.
export type StoreSummary = Store

export const SEARCH_FAILED = 'Error occurred while fetching the stores with the name you searched for'

/** SPEC §8: the error's message, or SEARCH_FAILED when there is none. */
export const SEARCH_ERRORS: ErrorSpec = { failure: SEARCH_FAILED }

async function search(text: string, signal?: AbortSignal, near?: Coordinates): Promise<StoreSummary[]> {
  const { data } = await call(
    `/api/search-store/${encodeURIComponent(text)}`,
    // Coordinates only add each store's distance; the search works without them.
    { query: near ? { latitude: near.latitude, longitude: near.longitude } : undefined, expect: 200, signal },
    SEARCH_ERRORS,
  )
  const stores = resultsList<StoreSummary>(data)
  if (!stores) throw unexpectedResponse(SEARCH_ERRORS, 200)
  return stores
}

/** Stores matching a name. Only runs for non-empty text (SPEC §5). */
export async function searchStores(
  text: string | null | undefined,
  signal?: AbortSignal,
  near?: Coordinates,
): Promise<StoreSummary[]> {
  required(text, REQUIRED.name)
  return search(text.trim(), signal, near)
}

/** The store a slug names: the first entry of the search, or null when there is none. */
export async function findStoreBySlug(
  slug: string | null | undefined,
  signal?: AbortSignal,
): Promise<StoreSummary | null> {
  required(slug, REQUIRED.slug)
  const stores = await search(slug.trim(), signal)
  return stores[0] ?? null
}

export const storeSearchKeys = {
  all: ['store-search'] as const,
  byText: (text: string) => [...storeSearchKeys.all, 'text', text.trim().toLowerCase()] as const,
  bySlug: (slug: string) => [...storeSearchKeys.all, 'slug', slug.trim()] as const,
}

export function storeSearchQueryOptions(text: string) {
  return queryOptions({
    queryKey: storeSearchKeys.byText(text),
    queryFn: ({ signal }) => searchStores(text, signal),
    enabled: text.trim() !== '',
    // Typing revisits the same few prefixes; a minute is enough to reuse them.
    staleTime: 60_000,
  })
}

export function storeBySlugQueryOptions(slug: string) {
  return queryOptions({
    queryKey: storeSearchKeys.bySlug(slug),
    queryFn: ({ signal }) => findStoreBySlug(slug, signal),
  })
}
