// What a quote says of deal validity, applied to what the pages show (docs/decisions.md#money: the server
// owns deal validity). Browsing reads cached answers (15 minutes, kept offline), where a menu item
// may still name as its `deal` one the server has since ended: a card would advertise it, and
// hide the deal that does run. When a quote says a deal ended, each cached answer holding it has
// that deal taken off its menu items at once, and is asked again, so the card offers the best live
// price the server gives (another deal on the dish, or the menu price).
import type { QueryClient } from '@tanstack/react-query'
import type { Quote } from '@contract/quote'
import { isRecord } from '@/lib/stored-values'
import { quoteKeys } from './quote-keys'

/** The deals a quote says have ended: each line that carries its deal's last day. */
export function endedDealIds(quote: Pick<Quote, 'lines'>): number[] {
  return quote.lines.filter((line) => line.ended_on !== null).map((line) => line.id)
}

const namesDeal = (value: unknown, ended: ReadonlySet<number>): boolean =>
  isRecord(value) && typeof value.id === 'number' && ended.has(value.id)

/**
 * Whether a cached answer has a menu item that names one of the `ended` deals as its `deal`. (A
 * deal's own record carries its dates, and its cards judge it by them: deal-format.ts.)
 */
export function holdsEndedDeal(data: unknown, ended: ReadonlySet<number>): boolean {
  if (Array.isArray(data)) return data.some((item: unknown) => holdsEndedDeal(item, ended))
  if (!isRecord(data)) return false
  if (namesDeal(data.deal, ended)) return true
  return Object.values(data).some((value) => holdsEndedDeal(value, ended))
}

/** A cached answer whose menu items no longer name an `ended` deal as their `deal`; `data` itself when none did. */
export function withoutEndedDeals(data: unknown, ended: ReadonlySet<number>): unknown {
  if (Array.isArray(data)) {
    const items = data.map((item: unknown) => withoutEndedDeals(item, ended))
    return items.some((item, index) => item !== data[index]) ? items : data
  }
  if (!isRecord(data)) return data
  let changed = false
  const entries = Object.entries(data).map(([key, value]) => {
    const next = key === 'deal' && namesDeal(value, ended) ? null : withoutEndedDeals(value, ended)
    if (next !== value) changed = true
    return [key, next] as const
  })
  return changed ? Object.fromEntries(entries) : data
}

/**
 * Takes the deals `quote` says have ended off the menu items of every cached answer, then asks
 * those answers again (the pages on screen at once, the others when next shown). Once the server's
 * fresh answers name the live deals, a later quote finds nothing to do.
 */
export function forgetEndedDeals(client: QueryClient, quote: Pick<Quote, 'lines'>): void {
  const ended = new Set(endedDealIds(quote))
  if (ended.size === 0) return
  const holding = client.getQueryCache().findAll({
    predicate: (query) => query.queryKey[0] !== quoteKeys.all[0] && holdsEndedDeal(query.state.data, ended),
  })
  if (holding.length === 0) return
  for (const query of holding) client.setQueryData(query.queryKey, withoutEndedDeals(query.state.data, ended))
  void client.invalidateQueries({ predicate: (query) => holding.includes(query) })
}
