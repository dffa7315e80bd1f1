import type { DealKind } from '@contract/rules'

/** How a shopper gets a dish's deal price, after the price: "₦2,000 with a coupon". */
export const DEAL_KIND_WORDS: Record<DealKind, string> = {
  coupon: 'with a coupon',
  discount: 'with a discount',
  featured: 'as a featured deal',
  marketplace: 'as a marketplace deal',
  menu: 'on the menu',
}

/** The deal's kind as one word, for buttons ("Add with the coupon"). */
export const DEAL_KIND_NOUNS: Record<DealKind, string> = {
  coupon: 'coupon',
  discount: 'discount',
  featured: 'featured deal',
  marketplace: 'marketplace deal',
  menu: 'menu',
}
