import type { Store } from '@contract/records'
import { ALL_PLACE_TYPES, type MapSearch } from './map-search'

// The pure geometry the map needs, and the place type its call sends. No React and no Leaflet,
// so the page, the list and the lazy map canvas share it without pulling Leaflet into the page.

/** The place_type the map call sends. */
export function apiPlaceType(search: MapSearch): string {
  return search.place_type ?? ALL_PLACE_TYPES
}

/** A store the map can place: one with real coordinates. */
export type PlacedStore = Store & { latitude: number; longitude: number }

function isCoordinate(value: unknown, limit: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit
}

export function placedStores(stores: readonly Store[]): PlacedStore[] {
  return stores.filter(
    (store): store is PlacedStore => isCoordinate(store.latitude, 90) && isCoordinate(store.longitude, 180),
  )
}

export type LatLngPair = [number, number]

/**
 * Corners of a box centred on the shopper that holds the `nearest` closest stores: each store
 * and its mirror image through the shopper. The map fits this box and so stays centred on the
 * shopper while still showing stores, even when the shopper is far from any of them (e.g. the
 * default position outside Lagos). Null when there is no store to show.
 */
export function shopperCentredBounds(
  centre: LatLngPair,
  stores: readonly PlacedStore[],
  nearest = 8,
): [LatLngPair, LatLngPair] | null {
  const [lat, lng] = centre
  const closest = [...stores]
    .map((store) => ({ store, d: (store.latitude - lat) ** 2 + (store.longitude - lng) ** 2 }))
    .sort((a, b) => a.d - b.d)
    .slice(0, nearest)
  if (closest.length === 0) return null
  let dLat = 0
  let dLng = 0
  for (const { store } of closest) {
    dLat = Math.max(dLat, Math.abs(store.latitude - lat))
    dLng = Math.max(dLng, Math.abs(store.longitude - lng))
  }
  // At least ~500 m each way, so one store next door does not zoom in to street furniture.
  dLat = Math.max(dLat, 0.005)
  dLng = Math.max(dLng, 0.005)
  return [
    [lat - dLat, lng - dLng],
    [lat + dLat, lng + dLng],
  ]
}

/** "0.2 km" (one decimal, as the list is sorted by it); "" when the server sent none. */
export function formatDistance(km: number | undefined): string {
  return km === undefined || !Number.isFinite(km) ? '' : `${km.toFixed(1)} km`
}
