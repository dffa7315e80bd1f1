import type { DealState } from '@contract/deals'
import { lazyFormat } from './intl'

// A deal's days as a shopper reads them, for every card and page that shows a deal.

// The API sends calendar days ('2026-11-19'): read and print them in UTC so no time zone moves them.
const dayFormat = lazyFormat(
  () => new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
)

/** '2026-11-19' → '19 Nov 2026' (en-NG); text that is not a date is shown as it came. */
export function formatDay(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? day : dayFormat().format(date)
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
