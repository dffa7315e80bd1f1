import { atom, useAtomValue, useStore } from 'jotai'
import { useCallback } from 'react'
import { notify } from '@/lib/notify'
import { appStore, persistedAtom, persistedStateReadAtom, type AppStore } from '@/lib/persisted-atom'
import {
  browserGeolocation,
  currentPosition,
  decodeShopperLocation,
  DEFAULT_LOCATION,
  GEOLOCATION_UNSUPPORTED,
  locationErrorMessage,
  REFRESH_POSITION_OPTIONS,
  START_POSITION_OPTIONS,
  type ShopperLocation,
} from './locate'

// Callers (nav bar, discovery) have always taken these from here.
export { DEFAULT_LOCATION, GEOLOCATION_UNSUPPORTED, LOCATION_DENIED, type ShopperLocation } from './locate'

/** Where the shopper is, saved as SPEC §9's `userLocation` so a returning shopper sees it at once. */
export const locationAtom = persistedAtom<ShopperLocation>('userLocation', DEFAULT_LOCATION, {
  decode: decodeShopperLocation,
})

/** True while the browser is asked and the place is named (for a "use my location" button). */
export const locatingAtom = atom(false)

// Per store, so each test (and each app instance) starts clean without resetting modules.
const started = new WeakSet<AppStore>()
const inFlight = new WeakMap<AppStore, Promise<void>>()

async function nameTheSpot(store: AppStore, lat: number, lng: number): Promise<void> {
  let location_name: string
  try {
    // The API client loads with the first lookup, not with the shell.
    const { fetchUserLocation } = await import('@/api/location')
    location_name = await fetchUserLocation({ latitude: lat, longitude: lng })
  } catch {
    // Deliberately quiet: the coordinates already rank nearby deals, and the previous name is
    // a fair label until the next start. A toast here would only interrupt browsing.
    return
  }
  // A newer fix may have arrived meanwhile; its own lookup names it.
  store.set(locationAtom, (current) =>
    current.lat === lat && current.lng === lng ? { ...current, location_name } : current,
  )
}

async function locate(store: AppStore, options: PositionOptions): Promise<void> {
  const geolocation = browserGeolocation()
  if (!geolocation) {
    store.set(locationAtom, DEFAULT_LOCATION)
    void notify('error', GEOLOCATION_UNSUPPORTED)
    return
  }
  let position: GeolocationPosition
  try {
    position = await currentPosition(geolocation, options)
  } catch (error) {
    // Whatever was saved (or the default) stays: a refusal should not blank the page.
    void notify('error', locationErrorMessage(error))
    return
  }
  const { latitude: lat, longitude: lng } = position.coords
  // Coordinates first, so nearby lists can refetch while the name is still being looked up.
  store.set(locationAtom, (current) => ({ ...current, lat, lng }))
  await nameTheSpot(store, lat, lng)
}

/** One locate at a time per store; a second request joins the one already running. */
function locateOnce(store: AppStore, options: PositionOptions): Promise<void> {
  const running = inFlight.get(store)
  if (running) return running
  store.set(locatingAtom, true)
  const promise = locate(store, options).finally(() => {
    inFlight.delete(store)
    store.set(locatingAtom, false)
  })
  inFlight.set(store, promise)
  return promise
}

/**
 * SPEC §4 "on load the app asks the browser for the location". Call once after
 * `hydratePersistedAtoms`, so the saved location shows meanwhile and a fresh fix is not
 * overwritten by the stored one. Later calls for the same store do nothing: the shopper is
 * asked once per app start, not on every navigation.
 */
export function startLocating(store: AppStore = appStore): Promise<void> {
  if (started.has(store)) return inFlight.get(store) ?? Promise.resolve()
  started.add(store)
  return locateOnce(store, START_POSITION_OPTIONS)
}

/** Asks the browser again with a fresh fix, whether or not the app has already located. */
export function refreshLocation(store: AppStore = appStore): Promise<void> {
  started.add(store)
  return locateOnce(store, REFRESH_POSITION_OPTIONS)
}

export function useShopperLocation(): ShopperLocation {
  return useAtomValue(locationAtom)
}

/** The place's name, or '' until the saved location is read back (prerendered HTML). */
export function useLocationName(): string {
  const { location_name } = useAtomValue(locationAtom)
  return useAtomValue(persistedStateReadAtom) ? location_name : ''
}

/** For a "use my location" button: `refresh` never rejects; failures are toasts. */
export function useRefreshLocation(): { refresh: () => Promise<void>; locating: boolean } {
  const store = useStore()
  const locating = useAtomValue(locatingAtom)
  const refresh = useCallback(() => refreshLocation(store), [store])
  return { refresh, locating }
}
