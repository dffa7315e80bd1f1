// What the early painters (./early-cards.ts, ./early-dishes.ts, ./early-deals.ts, ./early-offers.ts)
// share: reading an answer's fields without trusting them, and making elements whose words go in as text; and
// what the boot scripts read of the page (a first visit).
import { dealPrice } from '@contract/shared-words'
import { FIRST_VISIT_CLASS } from '@/lib/early/protocol'

export type Fields = Record<string, unknown>

/** A non-empty string, or undefined. */
export const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined

/** A record's id: a whole number from 1. */
export const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0

/** A finite number from 0 (a count, a price, a distance), or undefined. */
export const amount = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined

/** An element with its classes and children (strings become text nodes, never markup). */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag)
  made.className = className
  made.append(...children)
  return made
}

/** A deal's price words (now, was, the saving), from an answer's fields; null when it has no price. */
export const dealPriceOf = (deal: Fields): ReturnType<typeof dealPrice> =>
  dealPrice({
    price: amount(deal.price),
    discounted_price: amount(deal.discounted_price),
    saving: amount(deal.saving),
    percentage: amount(deal.percentage),
  })

/** True in a browser that has saved nothing here yet (FIRST_VISIT_CLASS, set by theme-boot.ts). */
export const isFirstVisit = (): boolean => document.documentElement.classList.contains(FIRST_VISIT_CLASS)
