import type { DealKind } from '@contract/rules'

/** Where a deal's detail page is, as Link props. */
export function dealLink(kind: DealKind, id: number) {
  const value = String(id)
  switch (kind) {
    case 'coupon':
      return { to: '/coupon-detail/$coupon_id', params: { coupon_id: value } } as const
    case 'discount':
      return { to: '/discount-detail/$discount_id', params: { discount_id: value } } as const
    case 'featured':
      return { to: '/featured-detail/$featured_id', params: { featured_id: value } } as const
    case 'menu':
      return { to: '/menu-item-detail/$item_id', params: { item_id: value } } as const
    case 'marketplace':
      return { to: '/discount-offer-detail/$discount_offer_id', params: { discount_offer_id: value } } as const
  }
}
