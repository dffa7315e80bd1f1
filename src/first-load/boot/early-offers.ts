// The marketplace's first discounts, painted by the early script (./early-reads.ts) into the
// "Marketplace discounts" skeleton's slot (src/ui/states.tsx) as soon as the list's read answers:
// on a slow line the shopper reads the first offers' names, stores and prices while the app's
// JavaScript is still on its way or waiting for the first touch. Words only, every one as text, in
// the list card's own box, classes and words (src/components/deal/deal-card-box.ts, deal-card.tsx),
// so nothing moves when React's list replaces the skeleton, slot and all. The picture's box stays
// empty, as the app's card keeps it until the first screen is done; "Closed" comes with the app's
// card. Each title is a plain link to the offer's page; a tap on it before the app is the island's
// (./early-links.ts). A deal not running today is left to the app's card, which says so (its
// skeleton box stays): a painted price is one the shopper pays.
import { dealState, lagosDay } from '@contract/deals'
import { dealTitle } from '@contract/shared-words'
import {
  DEAL_LIST_CARD_CLASS,
  DEAL_LIST_CLASS,
  DEAL_LIST_PICTURE,
  DEAL_PERCENT_BADGE_CLASS,
  dealPlace,
} from '@/components/deal/deal-card-box'
import { DEAL_KIND_PAGES } from '@/components/deal/deal-kinds'
import { dealDatesText } from '@/lib/format/deal-dates'
import { formatNaira } from '@/lib/format/money'
import { dealLink } from '@/lib/links/deal-link'
import { EARLY_CARDS_SLOT } from '@/lib/early/protocol'
import { amount, dealPriceOf, element, isId, text, type Fields } from './early-dom'

/** The offer's page, as the app's card links it. */
function offerPath(id: number): string {
  const { to, params } = dealLink('marketplace', id)
  return Object.entries(params).reduce<string>((path, [name, value]) => path.replace(`$${name}`, value), to)
}

function priceLine(deal: Fields): HTMLElement | null {
  const price = dealPriceOf(deal)
  if (!price) return null
  const line = element(
    'p',
    'flex flex-wrap items-baseline gap-x-2',
    element('span', 'font-bold', formatNaira(price.now)),
  )
  if (price.was !== null)
    line.append(element('s', 'text-sm text-muted', element('span', 'sr-only', 'was '), formatNaira(price.was)))
  return line
}

function card(deal: Fields, distancesKnown: boolean, today: string): HTMLLIElement | null {
  if (!isId(deal.id)) return null
  const dates = { valid_from: text(deal.valid_from), valid_until: text(deal.valid_until) }
  if (dealState(dates, today) !== 'live') return null
  const picture = element('div', `relative shrink-0 overflow-hidden bg-surface-2 ${DEAL_LIST_PICTURE.className}`)
  const percentage = amount(deal.percentage)
  if (percentage) picture.append(element('span', DEAL_PERCENT_BADGE_CLASS, `−${percentage}%`))
  const title = dealTitle({ title: text(deal.title), name: text(deal.name) }, DEAL_KIND_PAGES.marketplace.label)
  const link = element('a', 'after:absolute after:inset-0 focus-visible:outline-none', title)
  link.href = offerPath(deal.id)
  const words = element(
    'div',
    'flex min-w-0 flex-1 flex-col gap-0.5',
    element('h3', 'line-clamp-2 font-semibold break-words', link),
  )
  const store = text((deal.store as Fields | null | undefined)?.name_of_business)
  if (store) words.append(element('p', 'truncate text-sm text-muted', store))
  const place = dealPlace({ area: text(deal.area), distance_km: amount(deal.distance_km) }, distancesKnown)
  if (place) words.append(element('p', 'truncate text-xs text-muted', place))
  const price = priceLine(deal)
  if (price) words.append(price)
  const when = dealDatesText(dates, 'live')
  if (when) words.append(element('p', 'mt-auto text-xs text-muted', when))
  return element('li', DEAL_LIST_CARD_CLASS, picture, words)
}

/**
 * Paints the first offers of a marketplace answer (`{ data: { results } }`) into the page's slot,
 * as many as it has boxes; false when there is no slot or nothing to show (the skeleton stays). A
 * deal's day is read at `now`, the server's time as the answer gave it (./early-fetch.ts answerNow).
 */
export function paintEarlyOffers(
  page: ParentNode,
  answer: unknown,
  distancesKnown: boolean,
  now: number = Date.now(),
): boolean {
  const slot = page.querySelector(`[${EARLY_CARDS_SLOT}]`)
  const results = (answer as { data?: { results?: unknown } } | null)?.data?.results
  if (!slot || !Array.isArray(results)) return false
  const today = lagosDay(now)
  const boxes = [...slot.children]
  let painted = 0
  const items = (results as unknown[]).slice(0, boxes.length).map((deal, index) => {
    const made = typeof deal === 'object' && deal !== null ? card(deal as Fields, distancesKnown, today) : null
    if (made) {
      painted += 1
      return made
    }
    // The app's card shows it (a deal starting later), or the next one: its box holds the place meanwhile.
    const kept = element('li', boxes[index]?.className ?? '')
    kept.setAttribute('aria-hidden', 'true')
    return kept
  })
  if (painted === 0) return false
  slot.replaceChildren(element('ul', `col-span-full ${DEAL_LIST_CLASS}`, ...items))
  return true
}
