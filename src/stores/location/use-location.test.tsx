import { act, renderHook, waitFor } from '@testing-library/react'
import { get as idbGet } from 'idb-keyval'
import { createStore, Provider } from 'jotai'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  clearPersistedAtoms,
  hydratePersistedAtoms,
  persistedWritesSettled,
  type AppStore,
} from '@/stores/persisted-atom'
import { json, offline, stubFetch } from '@/test/stub-fetch'
import { areaLocation } from './areas'
import { locationDeniedAtom, locationProblemAtom } from './location-state'
import {
  chooseArea,
  DEFAULT_LOCATION,
  GEOLOCATION_UNSUPPORTED,
  LOCATION_DENIED,
  locationAtom,
  refreshLocation,
  startLocating,
  useRefreshLocation,
  useShopperLocation,
  type ShopperLocation,
} from './use-location'
import { watchNotify } from '@/test/watch-notify'

const notify = watchNotify()

// The browser is the boundary here: a fake geolocation and a fake server stand in for it.
type Answer = (success: PositionCallback, failure: PositionErrorCallback) => void

function stubGeolocation(answer: Answer) {
  const getCurrentPosition = vi.fn(
    (success: PositionCallback, failure?: PositionErrorCallback | null, _options?: PositionOptions) =>
      answer(success, failure ?? (() => undefined)),
  )
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } })
  return getCurrentPosition
}

/** The Permissions API's answer for geolocation (happy-dom has none of its own). */
function stubPermission(state: PermissionState) {
  const status = { state, addEventListener: vi.fn() }
  Object.defineProperty(navigator, 'permissions', { configurable: true, value: { query: vi.fn(async () => status) } })
}

function removeGeolocation() {
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: undefined })
}

function position(latitude: number, longitude: number): GeolocationPosition {
  const coords = {
    latitude,
    longitude,
    accuracy: 40,
    altitude: null,
    altitudeAccuracy: null,
    heading: null,
    speed: null,
    toJSON: () => ({ latitude, longitude }),
  }
  return { coords, timestamp: Date.now(), toJSON: () => ({ coords }) }
}

function positionError(message: string): GeolocationPositionError {
  return { code: 1, message, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }
}

const IKEJA = { lat: 6.6018, lng: 3.3515 }
const ABUJA: ShopperLocation = {
  lat: 9.0579,
  lng: 7.4951,
  location_name: 'Federal Capital Territory, Nigeria',
  source: 'device',
}
const LAGOS_ANSWER = { state: 'Lagos', country: 'Nigeria', area: 'Ikeja' }
const toastOptions = { toastId: 'location-problem' }

let store: AppStore
beforeEach(() => {
  store = createStore()
})

afterEach(async () => {
  vi.unstubAllGlobals()
  Reflect.deleteProperty(navigator, 'geolocation')
  Reflect.deleteProperty(navigator, 'permissions')
  await persistedWritesSettled()
  await clearPersistedAtoms()
  localStorage.clear()
})

describe('startLocating', () => {
  it('stores the coordinates at once, keeps the old name until the server names the spot and its area, then saves it', async () => {
    store.set(locationAtom, { ...ABUJA, area: 'Garki' })
    const ask = stubGeolocation((success) => success(position(IKEJA.lat, IKEJA.lng)))
    let answer: (response: Response) => void = () => undefined
    const calls = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)))
    const done = startLocating(store)
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(ask).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), {
      enableHighAccuracy: false,
      timeout: 10_000,
      maximumAge: 300_000,
    })
    // The old area no longer applies; the old state name is a fair label meanwhile.
    expect(store.get(locationAtom)).toEqual({ ...IKEJA, location_name: ABUJA.location_name, source: 'device' })
    expect(calls[0]?.url.href).toMatch(/\/api\/get-user-location-aws\?latitude=6\.6018&longitude=3\.3515$/)

    answer(json(LAGOS_ANSWER))
    await done
    const named = { ...IKEJA, location_name: 'Lagos, Nigeria', area: 'Ikeja', source: 'device' }
    expect(store.get(locationAtom)).toEqual(named)
    expect(notify).not.toHaveBeenCalled()
    await persistedWritesSettled()
    expect(await idbGet('userLocation')).toEqual(named)
  })

  it('keeps the saved place and says why, once, when the browser has no geolocation', async () => {
    store.set(locationAtom, ABUJA)
    removeGeolocation()
    const calls = stubFetch(() => json(LAGOS_ANSWER))
    await startLocating(store)
    expect(store.get(locationAtom)).toEqual(ABUJA)
    expect(notify).toHaveBeenCalledExactlyOnceWith('error', GEOLOCATION_UNSUPPORTED, toastOptions)
    expect(store.get(locationProblemAtom)).toBe('unsupported')
    expect(calls).toEqual([])
  })

  it("says SPEC §4's words (not the browser's) once when the shopper refuses, and keeps the saved location", async () => {
    store.set(locationAtom, ABUJA)
    const ask = stubGeolocation((_success, failure) => failure(positionError('User denied Geolocation')))
    const calls = stubFetch(() => json(LAGOS_ANSWER))
    await startLocating(store)
    expect(notify).toHaveBeenCalledExactlyOnceWith('error', LOCATION_DENIED, toastOptions)
    expect(store.get(locationAtom)).toEqual(ABUJA)
    expect(store.get(locationProblemAtom)).toBe('denied')
    expect(store.get(locationDeniedAtom)).toBe(true)
    // Asking again while that message stands adds no second one.
    await refreshLocation(store)
    await refreshLocation(store)
    expect(ask).toHaveBeenCalledTimes(3)
    expect(notify).toHaveBeenCalledOnce()
    expect(calls).toEqual([])
  })

  it('does not ask, or say anything, when the shopper refused this site before (Permissions API)', async () => {
    stubPermission('denied')
    const ask = stubGeolocation((success) => success(position(IKEJA.lat, IKEJA.lng)))
    await startLocating(store)
    expect(ask).not.toHaveBeenCalled()
    expect(notify).not.toHaveBeenCalled()
    expect(store.get(locationDeniedAtom)).toBe(true)
    expect(store.get(locationProblemAtom)).toBe('denied')
    expect(store.get(locationAtom)).toEqual(DEFAULT_LOCATION)
  })

  it('keeps an area the shopper chose, without asking the browser', async () => {
    store.set(locationAtom, areaLocation('Lekki'))
    const ask = stubGeolocation((success) => success(position(IKEJA.lat, IKEJA.lng)))
    await startLocating(store)
    expect(ask).not.toHaveBeenCalled()
    expect(store.get(locationAtom)).toEqual(areaLocation('Lekki'))
  })

  it.each([
    ['the server fails', () => json({ message: 'boom' }, 500)],
    ['the answer is malformed', () => json({ area: 'Ikeja' })],
    ['the network is down', offline],
  ])('keeps the new coordinates and the previous name, quietly, when %s', async (_label, respond) => {
    store.set(locationAtom, ABUJA)
    stubGeolocation((success) => success(position(IKEJA.lat, IKEJA.lng)))
    stubFetch(respond)
    await startLocating(store)
    expect(store.get(locationAtom)).toEqual({ ...IKEJA, location_name: ABUJA.location_name, source: 'device' })
    expect(notify).not.toHaveBeenCalled()
  })

  it('asks the browser once per app start, however often it is called', async () => {
    const ask = stubGeolocation((success) => success(position(IKEJA.lat, IKEJA.lng)))
    const calls = stubFetch(() => json(LAGOS_ANSWER))
    await Promise.all([startLocating(store), startLocating(store)])
    await startLocating(store)
    expect(ask).toHaveBeenCalledTimes(1)
    expect(calls).toHaveLength(1)
  })

  it('shows the saved location from storage while the browser is still deciding', async () => {
    localStorage.setItem('userLocation', JSON.stringify(ABUJA))
    const stopListening = await hydratePersistedAtoms(store)
    stubGeolocation(() => undefined) // the permission prompt is still open
    void startLocating(store)
    expect(store.get(locationAtom)).toEqual(ABUJA)
    stopListening()
  })
})

describe('refreshLocation', () => {
  it('asks again for a fresh fix even after the start-up locate', async () => {
    const ask = stubGeolocation((success) => success(position(IKEJA.lat, IKEJA.lng)))
    stubFetch(() => json(LAGOS_ANSWER))
    await startLocating(store)
    await refreshLocation(store)
    expect(ask).toHaveBeenCalledTimes(2)
    expect(ask.mock.calls[1]?.[2]).toMatchObject({ maximumAge: 0, enableHighAccuracy: false })
  })

  it('replaces a chosen area with the position, and clears an earlier problem', async () => {
    store.set(locationAtom, areaLocation('Surulere'))
    store.set(locationProblemAtom, 'unavailable')
    stubGeolocation((success) => success(position(IKEJA.lat, IKEJA.lng)))
    stubFetch(() => json(LAGOS_ANSWER))
    await refreshLocation(store)
    expect(store.get(locationAtom)).toMatchObject({ ...IKEJA, area: 'Ikeja', source: 'device' })
    expect(store.get(locationProblemAtom)).toBeNull()
  })
})

describe('chooseArea', () => {
  it("saves the area's centre as the location, named by the area, and clears the problem message", async () => {
    store.set(locationProblemAtom, 'denied')
    chooseArea('Lekki', store)
    expect(store.get(locationAtom)).toEqual({
      lat: 6.4474,
      lng: 3.47,
      location_name: 'Lagos, Nigeria',
      area: 'Lekki',
      source: 'area',
    })
    expect(store.get(locationProblemAtom)).toBeNull()
    await persistedWritesSettled()
    expect(await idbGet('userLocation')).toMatchObject({ area: 'Lekki', source: 'area' })
  })

  it('takes the areas beyond the first three the same way (issue 25): Victoria Island', async () => {
    chooseArea('Victoria Island', store)
    expect(store.get(locationAtom)).toEqual({
      lat: 6.4281,
      lng: 3.4219,
      location_name: 'Lagos, Nigeria',
      area: 'Victoria Island',
      source: 'area',
    })
    await persistedWritesSettled()
    expect(await idbGet('userLocation')).toMatchObject({ area: 'Victoria Island', source: 'area' })
  })
})

describe('useShopperLocation and useRefreshLocation', () => {
  it('show the location, and report locating while a refresh runs', async () => {
    let answer: (position: GeolocationPosition) => void = () => undefined
    stubGeolocation((success) => (answer = success))
    stubFetch(() => json(LAGOS_ANSWER))
    store.set(locationAtom, ABUJA)
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>
    const { result } = renderHook(() => ({ location: useShopperLocation(), ...useRefreshLocation() }), { wrapper })
    expect(result.current.location).toEqual(ABUJA)
    expect(result.current.locating).toBe(false)

    let refreshed: Promise<void> = Promise.resolve()
    act(() => {
      refreshed = result.current.refresh()
    })
    expect(result.current.locating).toBe(true)
    await act(async () => {
      answer(position(IKEJA.lat, IKEJA.lng))
      await refreshed
    })
    expect(result.current.locating).toBe(false)
    expect(result.current.location).toEqual({
      ...IKEJA,
      location_name: 'Lagos, Nigeria',
      area: 'Ikeja',
      source: 'device',
    })
  })
})
