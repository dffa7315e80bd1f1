import { dealState, type DealDates, type DealState } from '@contract/deals'
import type { DealItem } from '@contract/records'

// How a deal's id, dates, title and saving read to a shopper: pure, shared by the marketplace
// cards and the detail pages.

/** A route's id segment as a positive whole number, or null for anything else ("abc", "0", "1.5"). */
export function parseDealId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,15}$/.test(raw)) return null
  const id = Number(raw)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

export { formatDay } from '@/lib/deal-dates'

/**
 * Where a deal stands on `day` (contract/deals.ts: the server sells by the same rule), or 'live'
 * before the page knows the day: the build's HTML carries no deal, so nothing shows a stale price.
 */
export function dealStateOn(item: DealDates, day: string | null): DealState {
  return day === null ? 'live' : dealState(item, day)
}

/** A kind written in front of a title ("Featured: …"): the card's badge says it already. */
const KIND_PREFIX = /^\s*(featured( deal)?|marketplace( deal| discount)?|hot deal|coupon|discount|deal)\s*:\s*/i

/**
 * The name a deal goes by: its title without a kind in front (so a phone shows the product, not
 * "Marketplace deal: Mosquit…"), else its name, else what kind of thing it is.
 */
export function dealTitle(item: Pick<DealItem, 'title' | 'name'>, fallback: string): string {
  const title = item.title?.replace(KIND_PREFIX, '').trim() || item.name?.trim()
  return title || fallback
}

export type DealPrice = {
  /** What the shopper pays, naira. */
  now: number
  /** The price before the deal, when the deal lowers it. */
  was: number | null
  /** Naira saved, when there is a saving. */
  saving: number | null
  percentage: number | null
}

/** The price a deal is sold at, what it was and what it saves; null when it carries no price. */
export function dealPrice(
  item: Pick<DealItem, 'price' | 'discounted_price' | 'saving' | 'percentage'>,
): DealPrice | null {
  const { price, discounted_price: discounted } = item
  const now = typeof discounted === 'number' ? discounted : price
  if (typeof now !== 'number' || !Number.isFinite(now)) return null
  const was = typeof price === 'number' && price > now ? price : null
  const saving = typeof item.saving === 'number' && item.saving > 0 ? item.saving : was !== null ? was - now : null
  const percentage = typeof item.percentage === 'number' && item.percentage > 0 ? item.percentage : null
  return { now, was, saving, percentage }
}
