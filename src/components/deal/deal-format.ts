import { dealState, type DealDates, type DealState } from '@contract/deals'

// How a deal's id, dates, title and saving read to a shopper: pure, shared by the marketplace
// cards and the detail pages.

/** A route's id segment as a positive whole number, or null for anything else ("abc", "0", "1.5"). */
export function parseDealId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,15}$/.test(raw)) return null
  const id = Number(raw)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

export { formatDay } from '@/lib/format/deal-dates'

/**
 * Where a deal stands on `day` (contract/deals.ts: the server sells by the same rule), or 'live'
 * before the page knows the day: the build's HTML carries no deal, so nothing shows a stale price.
 */
export function dealStateOn(item: DealDates, day: string | null): DealState {
  return day === null ? 'live' : dealState(item, day)
}

// A deal's title and price read the same in its server-written first HTML (docs/first-load.md#how).
export { dealPrice, dealTitle, type DealPrice } from '@contract/shared-words'
