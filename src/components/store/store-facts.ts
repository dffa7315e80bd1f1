import { deliveryEstimateMinutes, deliversTo } from '@contract/pricing'
import type { Store } from '@contract/records'

// The words of a store card, without React: the card itself (./store-card.tsx) and the first
// cards a prerendered Near me paints before the app has run (src/first-load/boot/early-cards.ts)
// say a store's kind, place and delivery time the same way.

/** The height of a store card, for skeletons that hold its place while the list loads. */
export const STORE_CARD_HEIGHT = 'h-36'

/** After a closed store's "Closed now · opens 8am today" on its menu: what adding still does. */
export const CLOSED_MENU_ADVICE = 'Add what you like: your cart keeps it, and you can pay once the store opens.'

/** A store card's box (the card adds its hover and focus rings). */
export const STORE_CARD_CLASS = `relative flex ${STORE_CARD_HEIGHT} gap-3 overflow-hidden rounded-xl border border-line bg-surface p-3`

/** The box of a card's logo. */
export const STORE_LOGO_CLASS = 'size-14 rounded-lg border border-line'

/** A list of stores' heading: "Showing 20 of 57 stores, nearest first". */
export function listedStoresHeading(shown: number, total: number): string {
  return `Showing ${shown} of ${total} ${total === 1 ? 'store' : 'stores'}, nearest first`
}

type StoreFactsInput = Pick<Store, 'area' | 'distance_km' | 'delivery_time_minutes' | 'delivery_radius_km'>

/** "0.2 km": one decimal, as near me sorts by it. */
export function formatDistance(km: number): string {
  return `${km.toFixed(1)} km`
}

/** Where a store is: its area, and how far when the shopper's own place is known ("Ikeja · 0.4 km"). */
export function storePlace(store: Pick<Store, 'area' | 'distance_km'>, distancesKnown: boolean): string | null {
  const distance = distancesKnown && store.distance_km !== undefined ? formatDistance(store.distance_km) : null
  return [store.area, distance].filter(Boolean).join(' · ') || null
}

/** What kind of place it is: "Restaurant · Nigerian". */
export function storeKind(store: Pick<Store, 'place_type' | 'cuisine_type'>): string {
  return [store.place_type, store.cuisine_type].filter(Boolean).join(' · ')
}

/**
 * How it reaches the shopper, as checkout will quote it: "about 45 min delivery" from the store's
 * own time and the ride from where the shopper is (contract/pricing.ts, the quote's own estimate),
 * or "Pickup only" beyond the store's radius. Null when the store gives no time.
 */
export function deliveryWords(store: StoreFactsInput, distancesKnown: boolean): string | null {
  const estimate = deliveryEstimate(store, distancesKnown)
  return estimate === null ? null : estimate === 'pickup' ? 'Pickup only' : `${estimate} min delivery`
}

/** The estimate behind those words: minutes of delivery, 'pickup' beyond the radius, or null. */
export function deliveryEstimate(store: StoreFactsInput, distancesKnown: boolean): number | 'pickup' | null {
  if (store.delivery_time_minutes === undefined) return null
  const distance = distancesKnown ? store.distance_km : undefined
  if (!deliversTo(distance, store.delivery_radius_km)) return 'pickup'
  return deliveryEstimateMinutes(store.delivery_time_minutes, distance)
}

/** The card's line of facts: "Ikeja · 0.4 km · 30 min delivery". */
export function storeFacts(store: StoreFactsInput, distancesKnown: boolean): string {
  return [storePlace(store, distancesKnown), deliveryWords(store, distancesKnown)]
    .filter((fact): fact is string => fact !== null)
    .join(' · ')
}
