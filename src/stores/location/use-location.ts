import { useAtomValue, useStore } from 'jotai'
import { useCallback } from 'react'
import { notify } from '@/lib/notify'
import { appStore, type AppStore } from '@/stores/persisted-atom'
import { areaLocation, type Area } from './areas'
import {
  browserGeolocation,
  currentPosition,
  GEOLOCATION_UNSUPPORTED,
  LOCATION_DENIED,
  problemOf,
  REFRESH_POSITION_OPTIONS,
  START_POSITION_OPTIONS,
  type LocationProblem,
} from './locate-browser'
import { locatingAtom, locationAtom, locationDeniedAtom, locationProblemAtom } from './location-state'

// Finding the shopper (docs/data.md#location): the browser's position named by the server, or an area they
// choose. Loaded after the first screen (the shell holds only location-state.ts).

export { DEFAULT_LOCATION, type ShopperLocation } from './locate'
export { GEOLOCATION_UNSUPPORTED, LOCATION_DENIED } from './locate-browser'
export { locationAtom, useShopperLocation } from './location-state'

// Per store, so each test (and each app instance) starts clean without resetting modules.
const started = new WeakSet<AppStore>()
const inFlight = new WeakMap<AppStore, Promise<void>>()

async function nameTheSpot(store: AppStore, lat: number, lng: number): Promise<void> {
  let place
  try {
    // The API client loads with the first lookup, not with the shell.
    const { fetchUserLocation } = await import('@/api/location')
    place = await fetchUserLocation({ latitude: lat, longitude: lng })
  } catch {
    // Deliberately quiet: the coordinates already rank nearby deals, and the previous name is
    // a fair label until the next start. A toast here would only interrupt browsing.
    return
  }
  // A newer fix (or a chosen area) may have arrived meanwhile; it names itself.
  store.set(locationAtom, (current) => {
    if (current.lat !== lat || current.lng !== lng || current.source !== 'device') return current
    const { area: _previous, ...rest } = current
    return { ...rest, location_name: place.name, ...(place.area ? { area: place.area } : {}) }
  })
}

/**
 * One calm message when the browser gives no position: the state rules' alert once (docs/data.md#location), not once
 * per tap (while an earlier failure's message still shows, another says nothing new), and the reason
 * kept for the location strip and Near me, which offer the areas instead.
 */
function failed(store: AppStore, problem: LocationProblem, quietly = false): void {
  const alreadySaid = store.get(locationProblemAtom) !== null
  store.set(locationProblemAtom, problem)
  if (problem === 'denied') store.set(locationDeniedAtom, true)
  if (alreadySaid || quietly) return
  const message = problem === 'unsupported' ? GEOLOCATION_UNSUPPORTED : LOCATION_DENIED
  void notify('error', message, { toastId: 'location-problem' })
}

async function locate(store: AppStore, options: PositionOptions): Promise<void> {
  const geolocation = browserGeolocation()
  if (!geolocation) {
    // Whatever was saved (a chosen area, or the default) stays.
    failed(store, 'unsupported')
    return
  }
  let position: GeolocationPosition
  try {
    position = await currentPosition(geolocation, options)
  } catch (error) {
    // Whatever was saved (or the default) stays: a refusal should not blank the page.
    failed(store, problemOf(error))
    return
  }
  const { latitude: lat, longitude: lng } = position.coords
  store.set(locationProblemAtom, null)
  store.set(locationDeniedAtom, false)
  // Coordinates first, so nearby lists can refetch while the name is still being looked up;
  // the old area no longer applies, the old state name is a fair label meanwhile.
  store.set(locationAtom, (current) => ({ lat, lng, location_name: current.location_name, source: 'device' }))
  await nameTheSpot(store, lat, lng)
}

/**
 * Follows the site's location permission where the browser tells it (Permissions API): "Use my
 * location" is offered again once the shopper allows it in the browser's settings. Resolves to
 * whether it is refused now.
 */
async function followPermission(store: AppStore): Promise<boolean> {
  try {
    const status = await navigator.permissions?.query({ name: 'geolocation' })
    if (!status) return false
    const apply = () => store.set(locationDeniedAtom, status.state === 'denied')
    apply()
    status.addEventListener('change', apply)
    return status.state === 'denied'
  } catch {
    // No Permissions API (older Android browsers): a refusal is learnt from the request itself.
    return false
  }
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
 * docs/data.md#location "on load the app asks the browser for the location". Call once after
 * `hydratePersistedAtoms`, so the saved location shows meanwhile and a fresh fix is not
 * overwritten by the stored one. Later calls for the same store do nothing: the shopper is
 * asked once per app start, not on every navigation. A shopper who chose an area keeps it
 * (they said where they are), until they ask for their position.
 */
export async function startLocating(store: AppStore = appStore): Promise<void> {
  if (started.has(store)) return inFlight.get(store)
  started.add(store)
  const refused = await followPermission(store)
  if (store.get(locationAtom).source === 'area') return
  // Refused on an earlier visit: asking would fail at once; the strip offers the areas, and
  // the shopper is not told again on every start.
  if (refused) return failed(store, 'denied', true)
  return locateOnce(store, START_POSITION_OPTIONS)
}

/** Asks the browser again with a fresh fix, whether or not the app has already located. */
export function refreshLocation(store: AppStore = appStore): Promise<void> {
  started.add(store)
  return locateOnce(store, REFRESH_POSITION_OPTIONS)
}

/** The shopper says where they are: lists count from the area's centre, and it is remembered. */
export function chooseArea(area: Area, store: AppStore = appStore): void {
  started.add(store)
  store.set(locationProblemAtom, null)
  store.set(locationAtom, areaLocation(area))
}

/** For a "use my location" button: `refresh` never rejects; a failure is one calm message. */
export function useRefreshLocation(): { refresh: () => Promise<void>; locating: boolean } {
  const store = useStore()
  const locating = useAtomValue(locatingAtom)
  const refresh = useCallback(() => refreshLocation(store), [store])
  return { refresh, locating }
}

export function useChooseArea(): (area: Area) => void {
  const store = useStore()
  return useCallback((area: Area) => chooseArea(area, store), [store])
}
