// Near me's first store cards, painted by the early script (./early-reads.ts) into the skeleton's
// slot (src/ui/states.tsx) as soon as its read answers: the shopper reads the nearest stores'
// names, kinds and places while the app's JavaScript is still on its way or starting. Words only:
// every one goes in as text (a store's name is never markup), pictures wait for the first screen
// as the app's do, and each name is a plain link that works without the app. The card's box and
// words are the app's own (src/components/store/store-facts.ts), so nothing moves when React's
// list replaces the skeleton, slot and all; the rating, the open badge and the promotions come
// with it.
import { STORE_CARD_CLASS, STORE_LOGO_CLASS, storeFacts, storeKind } from '@/components/store/store-facts'
import { EARLY_CARDS_SLOT } from '@/lib/early/protocol'
import { amount, element, text, type Fields } from './early-dom'

/** As many as the skeleton has boxes: the first screen's, on a phone and on a wide screen. */
export const EARLY_CARDS = 6

function card(store: Fields, distancesKnown: boolean): HTMLLIElement | null {
  const name = text(store.name_of_business)
  const slug = text(store.slug)
  if (!name || !slug) return null
  const link = element('a', 'after:absolute after:inset-0 focus-visible:outline-none', name)
  link.href = `/store-front-details/${encodeURIComponent(slug)}`
  const kind = storeKind({ place_type: text(store.place_type), cuisine_type: text(store.cuisine_type) })
  const facts = storeFacts(
    {
      area: text(store.area),
      distance_km: amount(store.distance_km),
      delivery_time_minutes: amount(store.delivery_time_minutes),
      delivery_radius_km: amount(store.delivery_radius_km),
    },
    distancesKnown,
  )
  const words = element('div', 'flex min-w-0 flex-1 flex-col gap-0.5', element('h3', 'truncate font-semibold', link))
  for (const line of [kind, facts]) if (line) words.append(element('p', 'truncate text-sm text-muted', line))
  const logo = element('div', `relative shrink-0 overflow-hidden bg-surface-2 ${STORE_LOGO_CLASS}`)
  return element('li', '', element('article', STORE_CARD_CLASS, logo, words))
}

/**
 * Paints the first stores of a near-me answer (`{ data: { results, count } }`) into the page's
 * slot; false when there is no slot or nothing to show (the skeleton stays as it was).
 */
export function paintEarlyStores(page: ParentNode, answer: unknown, distancesKnown: boolean): boolean {
  const slot = page.querySelector(`[${EARLY_CARDS_SLOT}]`)
  const data = (answer as { data?: { results?: unknown; count?: unknown } } | null)?.data
  if (!slot || !Array.isArray(data?.results)) return false
  const cards = (data.results as unknown[])
    .slice(0, EARLY_CARDS)
    .map((store) => (typeof store === 'object' && store !== null ? card(store as Fields, distancesKnown) : null))
    .filter((made): made is HTMLLIElement => made !== null)
  if (cards.length === 0) return false
  const total = Math.max(amount(data.count) ?? 0, cards.length)
  // Not the list's own heading ("Showing 20 of 57 stores, nearest first"), which names the
  // list the app renders: this one is only its start.
  const heading = element(
    'h2',
    'mb-3 text-sm text-muted',
    `Nearest ${cards.length} of ${total} ${total === 1 ? 'store' : 'stores'}`,
  )
  heading.id = 'near-me-early-results'
  const section = element(
    'section',
    'col-span-full',
    heading,
    element('ul', 'grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3', ...cards),
  )
  section.setAttribute('aria-labelledby', heading.id)
  slot.replaceChildren(section)
  return true
}
