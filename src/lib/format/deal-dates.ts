import type { DealState } from '@contract/deals'

// A deal's days as a shopper reads them, for every card and page that shows a deal.

// en-NG's short months, as Intl writes them ("Sept" too; deal-format.test.ts compares every
// month with Intl's). Written out because the first Intl date formatter a page builds loads the
// locale's calendar data: 20–30 ms of main thread in the render of the home's first deal cards
// on a busy phone at 1× (docs/first-load.md#how), for a day, a month and a year.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const

/** '2026-11-19' → '19 Nov 2026' (en-NG); text that is not a date is shown as it came. */
export function formatDay(day: string): string {
  // The API sends calendar days ('2026-11-19'): read and print them in UTC so no time zone moves them.
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return day
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`
}

/** "Ended 19 Nov 2026", "Starts …" or "Valid until …" for a card; null without dates. */
export function dealDatesText(
  item: { valid_from?: string | null; valid_until?: string | null },
  state: DealState,
): string | null {
  if (state === 'ended' && item.valid_until) return `Ended ${formatDay(item.valid_until)}`
  if (state === 'upcoming' && item.valid_from) return `Starts ${formatDay(item.valid_from)}`
  return item.valid_until ? `Valid until ${formatDay(item.valid_until)}` : null
}
