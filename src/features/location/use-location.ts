import { atom, useAtomValue } from 'jotai'

export type ShopperLocation = { lat: number; lng: number; location_name: string }

/** SPEC §3 default position. */
export const DEFAULT_LOCATION: ShopperLocation = { lat: 9.082, lng: 8.6753, location_name: 'Lagos, Nigeria' }

/** Where the shopper is. The data-layer issue fills it from geolocation and persists `userLocation`. */
export const locationAtom = atom<ShopperLocation>(DEFAULT_LOCATION)

export function useShopperLocation(): ShopperLocation {
  return useAtomValue(locationAtom)
}
