import type { DishResult } from '@/api/dish-search'
import type { Store } from '@contract/records'
import type { dealLink } from '@/lib/links/deal-link'
import type { SearchSort } from './search-text'

/** One choice in the search's list: a dish or deal, a store, or the full results page. */
export type SearchOption =
  // Where a dish opens is worked out in the results' lazy chunk: the search box stays small.
  | { type: 'dish'; dish: DishResult; link: ReturnType<typeof dealLink> }
  | { type: 'store'; store: Store }
  | { type: 'all' }

/** How many dishes the dropdown shows; the rest are on the results page. */
export const DROPDOWN_DISHES = 6

/** "3 dishes and 2 stores found": what a screen reader hears when the results change. */
export function resultCount(dishes: number, stores: number): string {
  const part = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`
  return `${part(dishes, 'dish', 'dishes')} and ${part(stores, 'store', 'stores')} found`
}

/** The price a dish sells for now: its deal's when it has one. */
const sellingPrice = (dish: DishResult) => dish.deal?.price ?? dish.price ?? Infinity

/**
 * The results in the order the shopper chose. 'best' keeps the search's own (open stores first,
 * then the nearest); the others sort by one thing, ties keeping that order. Unknown values last.
 */
export function sortDishes(dishes: readonly DishResult[], sort: SearchSort): DishResult[] {
  if (sort === 'best') return [...dishes]
  const key =
    sort === 'nearest'
      ? (dish: DishResult) => dish.distance_km ?? Infinity
      : sort === 'price'
        ? sellingPrice
        : (dish: DishResult) => -(dish.rating ?? -Infinity)
  return [...dishes].sort((a, b) => key(a) - key(b))
}

/** The stores in the order chosen: by distance or rating; price orders the dishes only. */
export function sortStores(stores: readonly Store[], sort: SearchSort): Store[] {
  if (sort === 'nearest') return [...stores].sort((a, b) => (a.distance_km ?? Infinity) - (b.distance_km ?? Infinity))
  if (sort === 'rating') return [...stores].sort((a, b) => (b.rating ?? -Infinity) - (a.rating ?? -Infinity))
  return [...stores]
}
