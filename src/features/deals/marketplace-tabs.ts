import type { HotDealKind } from '@/api/deals'

// The marketplace's hot-deal tabs and their place in the URL (?tab=discount|coupon|featured).

export const MARKETPLACE_TABS: readonly { id: HotDealKind; label: string }[] = [
  { id: 'discount', label: 'Discounts' },
  { id: 'coupon', label: 'Coupons' },
  { id: 'featured', label: 'Featured' },
]

export const DEFAULT_TAB: HotDealKind = 'discount'

export function isMarketplaceTab(value: unknown): value is HotDealKind {
  return MARKETPLACE_TABS.some((tab) => tab.id === value)
}

/**
 * The route's search: a known tab is kept, anything else dropped. `tab` is always set, if only
 * to undefined: the router lays a route's search over the URL's, so a key left out would keep
 * the URL's value.
 */
export function validateMarketplaceSearch(search: Record<string, unknown>): { tab?: HotDealKind } {
  return { tab: isMarketplaceTab(search.tab) ? search.tab : undefined }
}

/** The tab a key moves to from `current` (WAI-ARIA tabs: arrows wrap, Home and End), or null. */
export function tabForKey(current: HotDealKind, key: string): HotDealKind | null {
  const count = MARKETPLACE_TABS.length
  const index = MARKETPLACE_TABS.findIndex((tab) => tab.id === current)
  let target: number
  switch (key) {
    case 'ArrowRight':
      target = (index + 1) % count
      break
    case 'ArrowLeft':
      target = (index - 1 + count) % count
      break
    case 'Home':
      target = 0
      break
    case 'End':
      target = count - 1
      break
    default:
      return null
  }
  return MARKETPLACE_TABS[target]?.id ?? null
}
