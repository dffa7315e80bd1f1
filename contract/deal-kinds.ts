/** What a deal is: the server's `kind` column and the app's deal pages use these names. */
export const DEAL_KINDS = ['menu', 'coupon', 'discount', 'featured', 'marketplace'] as const
export type DealKind = (typeof DEAL_KINDS)[number]
