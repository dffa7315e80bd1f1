import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { dealEndpoints } from '@contract/endpoints/deals'
import { discoveryEndpoints } from '@contract/endpoints/discovery'
import type { DealItem, StoreDetails } from '@contract/records'
import { SEARCH_MAX } from '@contract/search-match'
import { serverNow } from '@/lib/format/server-clock'
import { dealKeys } from './deals'
import { storeKeys } from './discovery'
import { DISH_RESULTS_MAX, dishResults, storeFrontItems, type DishResult } from './dish-results'
import { callEndpoint, errorsOf } from './endpoint-call'
import { ApiError, type ErrorSpec } from './errors'
import { positionKey, positionQuery, type Location } from './near'

// The dish search (docs/api.md#discovery) over the API's menu-item and discount lists near the shopper
// (docs/api.md#discovery). The reference server filters them itself (`search`, docs/api.md#dish-search) and answers a
// few kilobytes; a provider that ignores `search` answers its whole lists, which the same match then filters
// here. With no network, the search runs over the lists saved on the phone.

export type { DishResult } from './dish-results'

export type DishSearch = {
  results: DishResult[]
  /** Searched in what the phone saved, because the network did not answer. */
  saved: boolean
}

/** The failure words: docs/errors.md#fetch has "Error fetching menu items:" for this list. */
export const DISH_SEARCH_ERRORS: ErrorSpec = errorsOf(dealEndpoints.menuItems)

async function askLists(text: string, near: Location, signal?: AbortSignal) {
  const query = { ...positionQuery(near), search: text, limit: DISH_RESULTS_MAX }
  const [menu, discounts] = await Promise.all([
    callEndpoint(dealEndpoints.menuItems, { query, signal }),
    callEndpoint(dealEndpoints.discounts, { query, signal }),
  ])
  return { menuItems: menu.data.data.results, deals: discounts.data.data.results }
}

/** Dishes and deals near `near` whose name or description matches `text`, open and near first. */
export async function searchDishes(text: string, near: Location, signal?: AbortSignal): Promise<DishResult[]> {
  const wanted = text.trim().slice(0, SEARCH_MAX)
  const { menuItems, deals } = await askLists(wanted, near, signal)
  return dishResults(wanted, menuItems, deals, new Date(serverNow()))
}

const asItems = (data: unknown): DealItem[] => (Array.isArray(data) ? (data as DealItem[]) : [])

/** The same search over what the query cache holds: deal lists, hot deals and store fronts. */
export function searchSavedDishes(client: QueryClient, text: string): DishResult[] {
  const menuItems: DealItem[] = []
  const deals: DealItem[] = []
  for (const [, data] of client.getQueriesData({ queryKey: dealKeys.all })) {
    for (const item of asItems(data)) (item.kind === 'menu' ? menuItems : deals).push(item)
  }
  for (const [key, data] of client.getQueriesData<StoreDetails>({ queryKey: storeKeys.all })) {
    if (key[1] !== 'detail' || !data || typeof data !== 'object') continue
    const front = storeFrontItems(data)
    menuItems.push(...front.menuItems)
    deals.push(...front.deals)
  }
  return dishResults(text.trim().slice(0, SEARCH_MAX), menuItems, deals, new Date(serverNow()))
}

export const dishSearchKeys = {
  all: ['dish-search'] as const,
  byText: (text: string, near?: Location) =>
    [...dishSearchKeys.all, text.trim().toLowerCase(), ...positionKey(near)] as const,
}

/** The search as a query: the network first, the saved lists when it does not answer. */
export function dishSearchQueryOptions(text: string, near?: Location) {
  return queryOptions({
    queryKey: dishSearchKeys.byText(text, near),
    queryFn: async ({ client, signal }): Promise<DishSearch> => {
      try {
        return { results: await searchDishes(text, near, signal), saved: false }
      } catch (error) {
        if (!(error instanceof ApiError) || error.kind !== 'network' || signal.aborted) throw error
        return { results: searchSavedDishes(client, text), saved: true }
      }
    },
    enabled: text.trim() !== '',
    // Typing revisits the same few prefixes; a minute is enough to reuse them.
    staleTime: 60_000,
    // Each typed prefix is a query: keeping them would crowd the saved lists out of storage.
    meta: { persist: false },
    retry: false,
  })
}

/**
 * "Did you mean" for a search that found nothing (docs/api.md#search-suggest): the reference
 * server's addition, so any failure (a provider without it, no network) is simply no suggestion.
 */
export function searchSuggestionQueryOptions(text: string) {
  return queryOptions({
    queryKey: [...dishSearchKeys.all, 'suggest', text.trim().toLowerCase()] as const,
    queryFn: async ({ signal }): Promise<string | null> => {
      try {
        const query = { search: text.trim().slice(0, SEARCH_MAX) }
        const answer = await callEndpoint(discoveryEndpoints.searchSuggest, { query, signal })
        return answer.data.data.suggestion
      } catch {
        return null
      }
    },
    staleTime: 5 * 60_000,
    meta: { persist: false },
    retry: false,
  })
}
