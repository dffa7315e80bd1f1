// The home page's first hot discounts, painted by the early script (./early-reads.ts) into the first
// row's skeleton tiles (src/features/home/deal-row.tsx, each tile's word box a slot) as soon as the
// row's read answers: on a slow line the shopper reads the first deals' names, stores and prices
// while the app's JavaScript is still on its way. The pictures are already there (the early
// pictures, in the tiles' picture boxes). Each title is a plain link to the deal's page; a tap on it
// before the app is the island's (./early-links.ts). Words only, every one as text, in the card's
// own words and order (src/components/deal/deal-card.tsx); the Add, the badges and "Closed" come
// with the app's card, which replaces the row. A deal not running today is left to the app's card,
// which says so: a painted price is one the shopper pays.
import { dealState, lagosDay } from '@contract/deals'
import { dealTitle } from '@contract/shared-words'
import { DEAL_KIND_PAGES } from '@/components/deal/deal-kinds'
import { formatNaira } from '@/lib/format/money'
import { EARLY_DEAL_SLOT } from '@/lib/early/protocol'
import { amount, dealPriceOf, element, isId, text, type Fields } from './early-dom'

/** The first row's kind (src/features/home/hot-deals-section.tsx): its tiles' fallback title and their links. */
const KIND = { label: DEAL_KIND_PAGES.discount.label, path: '/discount-detail/' }

function words(deal: Fields, distancesKnown: boolean, today: string): HTMLElement | null {
  if (!isId(deal.id)) return null
  if (dealState({ valid_from: text(deal.valid_from), valid_until: text(deal.valid_until) }, today) !== 'live')
    return null
  const title = dealTitle({ title: text(deal.title), name: text(deal.name) }, KIND.label)
  const price = dealPriceOf(deal)
  if (!price) return null
  const link = element('a', 'after:absolute after:inset-0 focus-visible:outline-none', title)
  link.href = `${KIND.path}${deal.id}`
  const box = element(
    'div',
    'relative flex h-full flex-col gap-1 bg-surface p-3',
    element('h4', 'line-clamp-2 text-sm leading-snug font-semibold', link),
  )
  const store = text((deal.store as Fields | null | undefined)?.name_of_business)
  const distance = amount(deal.distance_km)
  const place = [text(deal.area), distancesKnown && distance !== undefined ? `${distance.toFixed(1)} km` : undefined]
    .filter(Boolean)
    .join(' · ')
  if (store || place) {
    const line = element('p', 'flex min-w-0 gap-1 text-xs text-muted')
    if (store) line.append(element('span', 'truncate', store))
    if (place) line.append(element('span', 'shrink-0', `${store ? '· ' : ''}${place}`))
    box.append(line)
  }
  const shown = element(
    'p',
    'mt-auto flex min-w-0 flex-wrap items-baseline gap-x-2',
    element('span', 'font-bold', formatNaira(price.now)),
  )
  if (price.was !== null)
    shown.append(element('s', 'text-xs text-muted', element('span', 'sr-only', 'was '), formatNaira(price.was)))
  box.append(shown)
  if (price.saving)
    box.append(
      element('p', 'text-xs font-semibold text-deal-700 dark:text-deal-500', `You save ${formatNaira(price.saving)}`),
    )
  return box
}

/**
 * Paints the first deals of a hot-deals answer (`{ data: { results } }`) into the row's word
 * slots, one per tile; false when there is no slot or nothing to show (the skeleton stays). A
 * deal's day is read at `now`, the server's time as the answer gave it (./early-fetch.ts answerNow).
 */
export function paintEarlyDeals(
  page: ParentNode,
  answer: unknown,
  distancesKnown: boolean,
  now: number = Date.now(),
): boolean {
  const slots = [...page.querySelectorAll<HTMLElement>(`[${EARLY_DEAL_SLOT}]`)]
  const results = (answer as { data?: { results?: unknown } } | null)?.data?.results
  if (slots.length === 0 || !Array.isArray(results)) return false
  let painted = 0
  const today = lagosDay(now)
  for (const slot of slots) {
    const deal: unknown = results[Number(slot.getAttribute(EARLY_DEAL_SLOT))]
    const made = typeof deal === 'object' && deal !== null ? words(deal as Fields, distancesKnown, today) : null
    if (!made) continue
    slot.replaceChildren(made)
    painted += 1
  }
  return painted > 0
}
