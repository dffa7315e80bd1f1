import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { discoveryEndpoints } from '@contract/endpoints/discovery'
import type { Store } from '@contract/records'
import { callEndpoint, errorsOf } from './endpoint-call'
import type { ErrorSpec } from './errors'
import { positionKey, positionQuery, type Location } from './near'
import { REQUIRED, required } from './validation'
import { withSavedCopy } from './saved-copy'
import { earlyAnswers } from '@/lib/early/protocol'

// docs/api.md#discovery GET searchStore: the exact slug, else stores whose names hold the
// text, with the shopper's position (each store then carries its distance, and the reference
// server puts the nearest branch of a name first). The dropdown reads name, slug, logo and area.

/** docs/errors.md#search: the error's message, or `failure` when there is none. */
export const SEARCH_ERRORS: ErrorSpec = errorsOf(discoveryEndpoints.searchStore)

async function search(text: string, signal?: AbortSignal, near?: Location): Promise<Store[]> {
  const { data } = await callEndpoint(discoveryEndpoints.searchStore, {
    params: { name: text },
    // The position only adds distances and orders branches; the search works without it.
    query: positionQuery(near),
    signal,
  })
  return data.data.results
}

/** Stores matching a name. Only runs for non-empty text (docs/validation.md#search). */
export async function searchStores(
  text: string | null | undefined,
  signal?: AbortSignal,
  near?: Location,
): Promise<Store[]> {
  required(text, REQUIRED.name)
  return search(text.trim(), signal, near)
}

/**
 * The store a slug names (docs/api.md#discovery: the search's first entry for a slug), or null when there is
 * none. Only an entry with that very slug counts: a server that finds no such store answers
 * with stores whose names merely contain the text, and a mistyped link should say "not found",
 * not open one of those. Asked without a position: the answer is the same for every shopper
 * (and the page's HTML can start it: src/first-load/boot/early-reads.ts).
 */
export async function findStoreBySlug(slug: string | null | undefined, signal?: AbortSignal): Promise<Store | null> {
  required(slug, REQUIRED.slug)
  const wanted = slug.trim()
  const stores = await search(wanted, signal)
  return stores.find((store) => store.slug.toLowerCase() === wanted.toLowerCase()) ?? null
}

export const storeSearchKeys = {
  all: ['store-search'] as const,
  byText: (text: string, near?: Location) =>
    [...storeSearchKeys.all, 'text', text.trim().toLowerCase(), ...positionKey(near)] as const,
  bySlug: (slug: string) => [...storeSearchKeys.all, 'slug', slug.trim()] as const,
}

export function storeSearchQueryOptions(text: string, near?: Location) {
  return queryOptions({
    queryKey: storeSearchKeys.byText(text, near),
    queryFn: withSavedCopy((signal) => searchStores(text, signal, near)),
    enabled: text.trim() !== '',
    // Typing revisits the same few prefixes; a minute is enough to reuse them.
    staleTime: 60_000,
  })
}

/** A slug names the same store for good: its answer stays fresh for a day (no search on every visit). */
const SLUG_FRESH_MS = 24 * 60 * 60 * 1000

/**
 * The store a store front's HTML named for this slug: the server looked the slug up when it
 * sent the page (contract/first-load.ts), and the early script has already asked for the store
 * by id. The page then starts with no search.
 */
function namedByPage(slug: string): Store | undefined {
  const named = earlyAnswers()?.store
  if (!named || named.slug.toLowerCase() !== slug.trim().toLowerCase()) return undefined
  return { ...named, logo: named.logo ?? '' }
}

export function storeBySlugQueryOptions(slug: string) {
  return queryOptions({
    queryKey: storeSearchKeys.bySlug(slug),
    queryFn: withSavedCopy((signal) => findStoreBySlug(slug, signal)),
    initialData: () => namedByPage(slug),
    staleTime: SLUG_FRESH_MS,
  })
}

/** What a list knows of a store: enough to open it by id (a cart line's store may have no logo). */
export type KnownStore = Omit<Store, 'logo'> & { logo?: string }

/**
 * A list that holds a store (near me, a search, the map, a deal, the cart) already knows its
 * slug's id: opening it seeds the slug's answer, so the store front asks for the store by id at
 * once, with no search first. An answer already cached is kept (it may be fuller).
 */
export function rememberStore(queryClient: QueryClient, store: KnownStore): void {
  const key = storeBySlugQueryOptions(store.slug).queryKey
  if (queryClient.getQueryData(key)) return
  const known: Store = { ...store, logo: store.logo ?? '' }
  queryClient.setQueryData(key, known)
}
