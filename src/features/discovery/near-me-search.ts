import type { Promotion } from '@/api/discovery'
import { CUISINES, PLACE_TYPES, type Cuisine, type PlaceType } from '@contract/catalog'

export { CUISINES, PLACE_TYPES, type Cuisine, type PlaceType } from '@contract/catalog'

// The near-me filters as they live in the URL (docs/api.md#discovery near me, docs/limits.md#filters constants): what a
// shared link may hold, and how a broken one falls back to "no filter". The route's validateSearch, in
// the shell with the route tree; the form's choices and the API's words are near-me-filter-options.ts.

/** docs/limits.md#filters: only restaurants can be narrowed by cuisine. */
export const CUISINE_PLACE_TYPE: PlaceType = 'Restaurant'

/** The search params of /near-me; an absent key means "any". */
export type NearMeSearch = {
  place_type?: PlaceType
  cuisine_type?: Cuisine
  /** 'min-max', e.g. '4-5' (docs/validation.md#search). */
  rating?: string
  max_delivery_time?: number
  promotion?: Promotion
}

const MAX_DELIVERY_MINUTES = 1440

function pick<T extends string>(choices: readonly T[], value: unknown): T | undefined {
  if (typeof value !== 'string') return undefined
  const wanted = value.trim().toLowerCase()
  return choices.find((choice) => choice.toLowerCase() === wanted)
}

/** A 'min-max' star range with 0 ≤ min ≤ max ≤ 5, written back in its shortest form. */
export function normaliseRating(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const match = /^\s*(\d(?:\.\d+)?)\s*-\s*(\d(?:\.\d+)?)\s*$/.exec(value)
  if (!match) return undefined
  const min = Number(match[1])
  const max = Number(match[2])
  if (!(min >= 0 && max <= 5 && min <= max)) return undefined
  return `${min}-${max}`
}

function deliveryMinutes(value: unknown): number | undefined {
  const minutes = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof minutes === 'number' && Number.isInteger(minutes) && minutes >= 1 && minutes <= MAX_DELIVERY_MINUTES
    ? minutes
    : undefined
}

/**
 * The route's validateSearch: keeps each param that is valid and drops the rest, so a broken
 * or hand-edited link still opens near me with sensible (default) filters. Every key is set,
 * if only to undefined: the router lays a route's search over the URL's, so a key left out
 * would keep the URL's value.
 */
export function validateNearMeSearch(raw: Record<string, unknown>): NearMeSearch {
  const placeType = pick(PLACE_TYPES, raw.place_type)
  return {
    place_type: placeType,
    cuisine_type: placeType === CUISINE_PLACE_TYPE ? pick(CUISINES, raw.cuisine_type) : undefined,
    rating: normaliseRating(raw.rating),
    max_delivery_time: deliveryMinutes(raw.max_delivery_time),
    promotion: pick(['coupon', 'discount'] as const, raw.promotion),
  }
}
