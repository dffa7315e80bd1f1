import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { useEffect, useMemo } from 'react'
import { quoteCart } from '@/api/sales'
import type { Fulfilment } from '@contract/pricing'
import type { Quote, QuoteRequest } from '@contract/quote'
import { useOnline } from '@/lib/browser/use-online'
import { useShopperCoordinates } from '@/stores/location/location-state'
import type { CartItem, CartStore } from './cart-reducer'
import { quoteRequestFor } from './cart-quote'
import { forgetEndedDeals } from './ended-deals'
import { quoteKeys } from './quote-keys'
import { fulfilmentChoiceAtom } from './fulfilment-choice'

// The server's prices for one store's cart lines, asked whenever the cart or checkout shows
// them online. Money never uses the 15-minute browsing cache (docs/limits.md#query-cache): a quote is fresh for
// a minute at most, never persisted, and checkout asks again right before paying.

export const cartQuoteQueryOptions = (request: QuoteRequest) =>
  queryOptions({
    queryKey: quoteKeys.forRequest(request),
    queryFn: () => quoteCart(request),
    staleTime: 60_000,
    gcTime: 5 * 60_000,
    retry: 1,
    meta: { persist: false },
  })

/** A quote asked now, whatever is cached: what checkout checks right before paying. */
export const freshQuote = (client: QueryClient, request: QuoteRequest): Promise<Quote> =>
  client.fetchQuery({ ...cartQuoteQueryOptions(request), staleTime: 0 })

/** The request that prices `items` of `store` for the shopper's position and chosen fulfilment. */
export function useQuoteRequest(store: CartStore, items: readonly CartItem[]): QuoteRequest {
  const position = useShopperCoordinates()
  const fulfilment: Fulfilment | undefined = useAtomValue(fulfilmentChoiceAtom)[store.id]
  return useMemo(() => quoteRequestFor(store, items, position, fulfilment), [store, items, position, fulfilment])
}

/**
 * The quote for `items` of `store`; asked only online (offline the cart shows its copies). Every
 * quote the page holds (asked here, before Pay, or in a refusal) tells the cached menus which
 * deals have ended (ended-deals.ts).
 */
export function useCartQuote(store: CartStore, items: readonly CartItem[]) {
  const online = useOnline()
  const client = useQueryClient()
  const request = useQuoteRequest(store, items)
  const query = useQuery({ ...cartQuoteQueryOptions(request), enabled: online && items.length > 0 })
  const quote = query.data
  useEffect(() => {
    if (quote) forgetEndedDeals(client, quote)
  }, [client, quote])
  return { request, query }
}
