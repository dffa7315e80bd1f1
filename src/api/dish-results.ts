import { openingLabel } from '@contract/opening-hours'
import type { DealItem, StoreDetails, StoreRef } from '@contract/records'
import type { DealKind } from '@contract/rules'
import { compareResults, matchesSearch } from '@contract/search-match'

// From deal lists to dish search results, without React or the network: the same steps for the
// reference server's filtered answer, a docs/api.md#discovery provider's whole lists, and the lists saved on
// the phone (offline). Pure, so the tests and the saved-data search share it.

/** How many results a search shows (and asks the server for). */
export const DISH_RESULTS_MAX = 20

/** A dish's running deal: the same dish for less, and how to get it. */
export type DishDeal = { id: number; kind: DealKind; price: number; percentage: number | null }

/** One search result: a dish (or a deal on one) at a store, with what the list shows of it. */
export type DishResult = {
  id: number
  kind: DealKind
  title: string
  description?: string
  image?: string
  /** The price before any deal; null when the provider sent none. */
  price: number | null
  deal: DishDeal | null
  store: StoreRef & { opening_hours?: string }
  area?: string
  distance_km?: number
  /** The dish's rating out of 5, when the provider sends one. */
  rating?: number
}

const titleOf = (item: DealItem) => (item.title ?? item.name ?? '').trim()

const matches = (query: string, item: DealItem) => matchesSearch(query, [item.title, item.name, item.description])

function dealOf(item: DealItem): DishDeal | null {
  if (item.deal) return { ...item.deal, price: item.deal.discounted_price }
  if (item.kind !== 'menu' && typeof item.discounted_price === 'number')
    return {
      id: item.id,
      kind: item.kind ?? 'discount',
      price: item.discounted_price,
      percentage: item.percentage ?? null,
    }
  return null
}

function toResult(item: DealItem, deal: DishDeal | null): DishResult | null {
  const title = titleOf(item)
  if (!item.store || title === '') return null
  return {
    id: item.id,
    kind: item.kind ?? 'menu',
    title,
    description: item.description,
    image: item.image,
    price: typeof item.price === 'number' ? item.price : null,
    deal,
    store: item.store,
    area: item.area,
    distance_km: item.distance_km,
    ...(typeof item.rating === 'number' ? { rating: item.rating } : {}),
  }
}

/**
 * The results for `query` from menu items and deals: only what matches, each dish once (a deal on
 * a listed dish becomes that dish's deal badge, the cheapest winning), open stores first, then
 * the nearest, at most `max`.
 */
export function dishResults(
  query: string,
  menuItems: readonly DealItem[],
  deals: readonly DealItem[],
  now: Date,
  max = DISH_RESULTS_MAX,
): DishResult[] {
  const dishes = menuItems.filter((item) => (item.kind ?? 'menu') === 'menu' && matches(query, item))
  const dishIds = new Set(dishes.map((item) => item.id))
  const dealByDish = new Map<number, DishDeal>()
  const otherDeals: DealItem[] = []
  for (const item of deals) {
    if (!matches(query, item)) continue
    const deal = dealOf(item)
    if (item.menu_item && dishIds.has(item.menu_item)) {
      const known = dealByDish.get(item.menu_item)
      if (deal && (!known || deal.price < known.price)) dealByDish.set(item.menu_item, deal)
    } else otherDeals.push(item)
  }
  const seen = new Set<string>()
  const results = [
    ...dishes.map((item) => toResult(item, dealOf(item) ?? dealByDish.get(item.id) ?? null)),
    ...otherDeals.map((item) => toResult(item, dealOf(item))),
  ].filter((result): result is DishResult => {
    if (!result) return false
    // Saved lists overlap (near me, hot deals, a store front): each record once.
    const key = `${result.kind}:${result.id}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  const open = (result: DishResult) => openingLabel(result.store.opening_hours, now)?.open ?? false
  return results
    .map((result) => ({ result, rank: { open: open(result), distanceKm: result.distance_km, likes: 0 } }))
    .sort((a, b) => compareResults(a.rank, b.rank))
    .slice(0, max)
    .map(({ result }) => result)
}

/** A store front's menu and deals as list items, each naming its store and kind (a store front's need not). */
export function storeFrontItems(store: StoreDetails): { menuItems: DealItem[]; deals: DealItem[] } {
  const ref = {
    id: store.id,
    name_of_business: store.name_of_business,
    slug: store.slug,
    logo: store.logo,
    opening_hours: store.opening_hours,
  }
  const place = (kind: DealKind) => (item: DealItem) => ({
    ...item,
    kind: item.kind ?? kind,
    store: item.store ?? ref,
    area: item.area ?? store.area,
    distance_km: item.distance_km ?? store.distance_km,
  })
  return {
    menuItems: (store.menu_items ?? []).map(place('menu')),
    deals: [
      ...(store.discounts ?? []).map(place('discount')),
      ...(store.coupons ?? []).map(place('coupon')),
      ...(store.featured ?? []).map(place('featured')),
    ],
  }
}
