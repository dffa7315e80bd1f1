import type { HotDealKind, InteractionKind } from '@/api/deals'
import type { RatableTarget } from '@/api/interactions'
import type { DealKind } from '@contract/rules'

// What differs between the five detail pages: the words, the interaction the server records,
// whether it can be liked and rated, and where "back" goes.

export type DealKindInfo = {
  /** What the thing is called, e.g. 'Coupon'. */
  label: string
  /** The docs/api.md#interactions interaction recorder; marketplace offers have none. */
  interaction: InteractionKind | null
  /** Like and rating target (docs/product.md: coupons, discounts and featured deals only). */
  target: RatableTarget | null
  /** Where such things are listed. */
  back: { to: '/marketplace'; tab?: HotDealKind; label: string } | { to: '/near-me'; label: string }
}

export const DEAL_KIND_PAGES: Record<DealKind, DealKindInfo> = {
  coupon: {
    label: 'Coupon',
    interaction: 'coupon',
    target: 'coupon',
    back: { to: '/marketplace', tab: 'coupon', label: 'See more coupons' },
  },
  discount: {
    label: 'Discount',
    interaction: 'discount',
    target: 'discount',
    back: { to: '/marketplace', tab: 'discount', label: 'See more discounts' },
  },
  featured: {
    label: 'Featured deal',
    interaction: 'featured',
    target: 'featured',
    back: { to: '/marketplace', tab: 'featured', label: 'See more featured deals' },
  },
  menu: {
    label: 'Menu item',
    interaction: 'menu',
    target: null,
    back: { to: '/near-me', label: 'Find stores near you' },
  },
  marketplace: {
    label: 'Marketplace discount',
    interaction: null,
    target: null,
    back: { to: '/marketplace', label: 'Back to the marketplace' },
  },
}
