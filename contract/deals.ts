// When a deal's price holds, for both sides: the server sells at it only then, and the app says
// "This deal ended on …" once it is over. Deals run on calendar days in Lagos (`valid_from` to
// `valid_until`, both included; either may be open). The clock is always passed in.

export type DealDates = {
  discounted_price?: number | null
  valid_from?: string | null
  valid_until?: string | null
}

/** Lagos keeps West Africa Time, UTC+1, all year (no daylight saving). */
export const LAGOS_UTC_OFFSET_MS = 60 * 60_000

/**
 * The calendar day in Lagos at `epochMs` ('2026-11-26'). Worked out from the fixed offset, not
 * with Intl and a time zone: the first formatter with a time zone loads the zone data, 20–40 ms
 * of a phone's main thread at its first render (every deal card asks for today).
 */
export function lagosDay(epochMs: number): string {
  return new Date(epochMs + LAGOS_UTC_OFFSET_MS).toISOString().slice(0, 10)
}

/**
 * Every API answer of the reference server carries its clock (ms since 1970) in this header, so a
 * phone whose date is wrong still judges a deal's days by the server's (src/lib/format/server-clock.ts).
 */
export const SERVER_NOW_HEADER = 'X-GidiDeals-Now'

export type DealState = 'live' | 'upcoming' | 'ended'

/** A deal's state on `day` (a Lagos calendar day); an item with no discount is always live. */
export function dealState(deal: DealDates, day: string): DealState {
  if (deal.valid_until && deal.valid_until.slice(0, 10) < day) return 'ended'
  if (deal.valid_from && deal.valid_from.slice(0, 10) > day) return 'upcoming'
  return 'live'
}

/** What one unit sells for on `day`: the deal's price while it runs, else the full price. */
export function dealUnitPrice(item: DealDates & { price: number }, day: string): number {
  if (item.discounted_price === null || item.discounted_price === undefined) return item.price
  return dealState(item, day) === 'live' ? item.discounted_price : item.price
}
