import { useQueries, useQuery } from '@tanstack/react-query'
import { dealQueryOptions, dealsQueryOptions, hotDealsQueryOptions } from '@/api/deals'
import { messageOf } from '@/api/errors'
import type { Location } from '@/api/near'
import type { DealItem } from '@contract/records'
import type { DealKind } from '@contract/rules'
import { useShopperCoordinates } from '@/stores/location/location-state'
import { dealTitle } from '@/components/deal/deal-format'
import { DEAL_KIND_PAGES } from '@/components/deal/deal-kinds'
import type { QueriesAsOne } from '@/ui/query-states'
import { showsSavedData } from '@/ui/saved-data'
import { dealKey, type DealRef } from './gift-search'

// The deals a shopper can gift: the discounts, the hot featured deals and the coupons — plus the
// one a "Gift this deal" link named (?deal=coupon:164), which may be in none of those lists.

export type GiftOption = { key: string; kind: DealKind; item: DealItem; title: string }
export type GiftGroup = { label: string; options: GiftOption[] }

const SOURCES = [
  // The discounts' and coupons' own lists (docs/api.md#discovery), so a failure of one reads as its own
  // ('Error fetching discounts:', 'Error fetching coupons:') while the other shows.
  { label: 'Discounts', kind: 'discount', options: (near: Location) => dealsQueryOptions('discount', near) },
  {
    label: 'Hot featured deals',
    kind: 'featured',
    options: (near: Location) => hotDealsQueryOptions('featured', near),
  },
  { label: 'Coupons', kind: 'coupon', options: (near: Location) => dealsQueryOptions('coupon', near) },
] as const

function optionOf(kind: DealKind, item: DealItem): GiftOption {
  return { key: dealKey({ kind, id: item.id }), kind, item, title: dealTitle(item, DEAL_KIND_PAGES[kind].label) }
}

export type GiftDeals = {
  groups: GiftGroup[]
  /** Every option by its key. */
  byKey: Map<string, GiftOption>
  /**
   * The lists' states read as one (src/ui/query-states.tsx): the groups once any list (or the
   * linked deal) has answered; a failure only when every list failed (the first one's); offline
   * when a list waits for the network and none is on its way; a saved copy dated by the oldest
   * list on show that came from the cache.
   */
  query: QueriesAsOne<GiftGroup[]>
  /** Some lists failed or are waiting for the network while others show. */
  partlyMissing: boolean
  /** The failed lists' messages (the error catalogue's, each naming its list), while others show. */
  failures: string[]
  /** The deal the link asked for could not be loaded. */
  chosenMissing: boolean
  retry: () => void
}

export function useGiftDeals(chosen: DealRef | null): GiftDeals {
  // The same lists (and cache entries) as the home page and the marketplace: around the shopper.
  const near = useShopperCoordinates()
  const lists = useQueries({ queries: SOURCES.map((source) => source.options(near)) })
  const picked = useQuery({
    ...dealQueryOptions(chosen?.kind ?? 'coupon', chosen?.id ?? 0),
    enabled: chosen !== null,
  })

  const byKey = new Map<string, GiftOption>()
  const groups: GiftGroup[] = []
  if (chosen && picked.data) {
    const option = optionOf(chosen.kind, picked.data)
    byKey.set(option.key, option)
    groups.push({ label: 'Your pick', options: [option] })
  }
  SOURCES.forEach((source, index) => {
    const options = (lists[index]?.data ?? [])
      .map((item) => optionOf(source.kind, item))
      .filter((option) => !byKey.has(option.key))
    options.forEach((option) => byKey.set(option.key, option))
    if (options.length > 0) groups.push({ label: source.label, options })
  })

  const shown = lists.filter((query) => query.data !== undefined)
  const fromCache = shown.filter(showsSavedData)
  const nothing = shown.length === 0 && !picked.data
  const failed = lists.find((query) => query.isError && query.data === undefined)
  const retry = () => {
    lists.forEach((query) => {
      if (query.data === undefined || query.isError) void query.refetch()
    })
    if (picked.isError) void picked.refetch()
  }
  // With nothing to show, a list still on its way keeps the skeleton over another's failure or pause.
  const loading = nothing && lists.some((query) => query.isPending && query.fetchStatus === 'fetching')
  return {
    groups,
    byKey,
    query: {
      data: nothing ? undefined : groups,
      isError: nothing && lists.every((query) => query.isError),
      error: failed?.error ?? null,
      fetchStatus: loading
        ? 'fetching'
        : nothing && lists.some((query) => query.fetchStatus === 'paused')
          ? 'paused'
          : 'idle',
      refetch: retry,
      savedAt: fromCache.length > 0 ? Math.min(...fromCache.map((query) => query.dataUpdatedAt)) : null,
    },
    partlyMissing: !nothing && lists.some((query) => query.data === undefined && !query.isFetching),
    failures: nothing
      ? []
      : lists.flatMap((query) => (query.isError && query.data === undefined ? [messageOf(query.error)] : [])),
    chosenMissing: chosen !== null && picked.isError,
    retry,
  }
}
