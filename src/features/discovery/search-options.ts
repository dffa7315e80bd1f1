import type { DishResult } from '@/api/dish-search'
import type { Store } from '@contract/records'
import type { dealLink } from '@/lib/links/deal-link'

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
