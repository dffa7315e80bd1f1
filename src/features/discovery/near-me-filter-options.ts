import type { NearMeFilters, Promotion } from '@/api/discovery'
import type { NearMeSearch } from './near-me-search'

// The near-me filter form's choices and their words, and the URL's filters in the API's words:
// the page's, loaded with it (the route's validateSearch is near-me-search.ts).

/** Rating ranges offered in the form; a shared link may hold any other valid 'min-max'. */
const RATING_OPTIONS = [
  { value: '4.5-5', label: '4.5 stars and up' },
  { value: '4-5', label: '4 to 5 stars' },
  { value: '3-4', label: '3 to 4 stars' },
  { value: '0-3', label: 'Under 3 stars' },
] as const

/** Minutes. */
const DELIVERY_OPTIONS = [20, 30, 45, 60] as const

export const PROMOTION_OPTIONS: readonly { value: Promotion; label: string }[] = [
  { value: 'coupon', label: 'Has a coupon' },
  { value: 'discount', label: 'Has a discount' },
]

/** Whether any filter is set (the route's search may also hold params that are none). */
export function hasFilters(search: NearMeSearch): boolean {
  return Object.keys(toNearMeFilters(search)).length > 0
}

/** The URL's filters in the API's words (the API splits the rating and drops a stray cuisine). */
export function toNearMeFilters(search: NearMeSearch): NearMeFilters {
  const filters: NearMeFilters = {}
  if (search.place_type) filters.placeType = search.place_type
  if (search.cuisine_type) filters.cuisineType = search.cuisine_type
  if (search.rating) filters.rating = search.rating
  if (search.max_delivery_time !== undefined) filters.maxDeliveryTime = search.max_delivery_time
  if (search.promotion) filters.promotion = search.promotion
  return filters
}

export function ratingLabel(rating: string): string {
  const known = RATING_OPTIONS.find((option) => option.value === rating)
  if (known) return known.label
  const [min, max] = rating.split('-')
  return `${min} to ${max} stars`
}

export function deliveryLabel(minutes: number): string {
  return `Within ${minutes} min`
}

/** A choice of a filter's select: the URL's value and the shopper's words. */
export type FilterChoice = { value: string; label: string }

/** The ratings offered, with the one a shared link holds when it is not among them. */
export function ratingChoices(current: string | undefined): FilterChoice[] {
  const choices: FilterChoice[] = [...RATING_OPTIONS]
  if (current && !choices.some((option) => option.value === current))
    choices.push({ value: current, label: ratingLabel(current) })
  return choices
}

/** The delivery times offered, shortest first, with the one a shared link holds when it is not among them. */
export function deliveryChoices(current: number | undefined): FilterChoice[] {
  const minutes: number[] = [...DELIVERY_OPTIONS]
  if (current !== undefined && !minutes.includes(current)) minutes.push(current)
  return minutes.sort((a, b) => a - b).map((each) => ({ value: String(each), label: deliveryLabel(each) }))
}
