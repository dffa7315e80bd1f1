import { useQueries, useQuery } from '@tanstack/react-query'
import { dealQueryOptions, dealsQueryOptions, hotDealsQueryOptions } from '@/api/deals'
import type { Location } from '@/api/near'
import type { DealItem } from '@contract/records'
import type { DealKind } from '@contract/rules'
import { useShopperCoordinates } from '@/stores/location/location-state'
import { dealTitle } from '@/components/deal/deal-format'
import { DEAL_KIND_PAGES } from '@/components/deal/deal-kinds'
import { showsSavedData } from '@/ui/saved-data'
import { dealKey, type DealRef } from './gift-search'

// The deals a shopper can gift: the hot discounts and featured deals, and the coupons — plus the
// one a "Gift this deal" link named (?deal=coupon:164), which may be in none of those lists.

export type GiftOption = { key: string; kind: DealKind; item: DealItem; title: string }
export type GiftGroup = { label: string; options: GiftOption[] }

const SOURCES = [
  { label: 'Hot discounts', kind: 'discount', options: (near: Location) => hotDealsQueryOptions('discount', near) },
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
  /** Nothing to show yet, and something is on its way. */
  loading: boolean
  /** Nothing to show, because every list failed: the first failure. */
  error: unknown
  /** Nothing to show, because the phone is offline and nothing was saved. */
  offlineWithNothing: boolean
  /** Some lists failed or are waiting for the network while others show. */
  partlyMissing: boolean
  /** When the oldest list on show was fetched, if any list on show came from the cache. */
  savedAt: number | null
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
  return {
    groups,
    byKey,
    loading: nothing && lists.some((query) => query.isPending && query.fetchStatus === 'fetching'),
    error: nothing && lists.every((query) => query.isError) ? failed?.error : undefined,
    offlineWithNothing: nothing && lists.some((query) => query.fetchStatus === 'paused'),
    partlyMissing: !nothing && lists.some((query) => query.data === undefined && !query.isFetching),
    savedAt: fromCache.length > 0 ? Math.min(...fromCache.map((query) => query.dataUpdatedAt)) : null,
    chosenMissing: chosen !== null && picked.isError,
    retry: () => {
      lists.forEach((query) => {
        if (query.data === undefined || query.isError) void query.refetch()
      })
      if (picked.isError) void picked.refetch()
    },
  }
}
