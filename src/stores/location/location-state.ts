import { atom, useAtomValue } from 'jotai'
import { useMemo } from 'react'
import { persistedAtom, persistedStateReadAtom } from '@/stores/persisted-atom'
import type { LocationProblem } from './locate-browser'
import { decodeShopperLocation, DEFAULT_LOCATION, distancesKnown, placeLabel, type ShopperLocation } from './locate'
import { LOCAL_KEYS, STORAGE_KEYS } from '@contract/storage'

// The shopper's location as the shell needs it: the saved record and what the strip shows.
// Finding the shopper (the browser, the server's names, choosing an area) is in use-location.ts,
// which loads after the first screen.

/** Where the shopper is, saved as the limits' `userLocation` so a returning shopper sees it at once (docs/limits.md#storage-keys). */
export const locationAtom = persistedAtom<ShopperLocation>(STORAGE_KEYS.location, DEFAULT_LOCATION, {
  decode: decodeShopperLocation,
  // The early script starts a page's reads from the HTML with this place: from IndexedDB it
  // would wait 100–500 ms on a phone for the database to open (src/first-load/boot/early-reads.ts).
  localCopy: LOCAL_KEYS.locationCopy,
})

/** True while the browser is asked and the place is named (for a "use my location" button). */
export const locatingAtom = atom(false)

/** Why the last attempt to locate the shopper failed, until they choose an area or a fix arrives. */
export const locationProblemAtom = atom<LocationProblem | null>(null)

/** The shopper refused location to this site: asking again would change nothing. */
export const locationDeniedAtom = atom(false)

export function useShopperLocation(): ShopperLocation {
  return useAtomValue(locationAtom)
}

/** The shopper's position as the API takes it (docs/api.md#discovery latitude, longitude). */
export function coordinatesOf(location: Pick<ShopperLocation, 'lat' | 'lng'>): { latitude: number; longitude: number } {
  return { latitude: location.lat, longitude: location.lng }
}

/** Where lists are counted from, for the API's discovery reads. */
export function useShopperCoordinates(): { latitude: number; longitude: number } {
  const { lat, lng } = useAtomValue(locationAtom)
  return useMemo(() => ({ latitude: lat, longitude: lng }), [lat, lng])
}

/** The place's name for the strip ('Ikeja'), or '' until the saved location is read back (prerendered HTML). */
export function useLocationName(): string {
  const location = useAtomValue(locationAtom)
  return useAtomValue(persistedStateReadAtom) ? placeLabel(location) : ''
}

/** Whether to show distances: only once the shopper's position or chosen area is known. */
export function useDistancesKnown(): boolean {
  const location = useAtomValue(locationAtom)
  return useAtomValue(persistedStateReadAtom) && distancesKnown(location)
}
