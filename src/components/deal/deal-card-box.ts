import type { DealItem } from '@contract/records'

// A deal card's box and where-it-is line, without React: the card itself (./deal-card.tsx) and the
// marketplace's first cards, painted before the app has run (src/first-load/boot/early-offers.ts),
// are the same box, so nothing moves when the app's list replaces the painted one.

/** A list card's height, so skeletons hold its place while a list loads. */
export const DEAL_CARD_HEIGHT = 'h-40'

/** A list of cards: one column on a phone, two or three on wider screens. */
export const DEAL_LIST_CLASS = 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3'

/** A card's frame, a list card's and a tile's. */
export const DEAL_CARD_CLASS =
  'relative flex overflow-hidden rounded-xl border border-line bg-surface hover:bg-surface-2 has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-[var(--focus)]'

/** A list card: its picture beside its words. */
export const DEAL_LIST_CARD_CLASS = `${DEAL_CARD_CLASS} ${DEAL_CARD_HEIGHT} gap-3 p-3`

/** A list card's picture: its own size, and its box. */
export const DEAL_LIST_PICTURE = { width: 120, height: 90, className: 'h-[90px] w-[120px] rounded-lg' } as const

/** The "−20%" on a running list card's picture. */
export const DEAL_PERCENT_BADGE_CLASS =
  'absolute top-1 left-1 rounded-full bg-deal-700 px-1.5 text-xs font-bold text-white'

/** Where the deal is: its store's area, and how far once the shopper's own place is known ("Ikeja · 0.4 km"). */
export function dealPlace(item: Pick<DealItem, 'area' | 'distance_km'>, distancesKnown: boolean): string {
  const distance = distancesKnown && typeof item.distance_km === 'number' ? `${item.distance_km.toFixed(1)} km` : null
  return [item.area, distance].filter(Boolean).join(' · ')
}
