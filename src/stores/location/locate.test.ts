import { describe, expect, it } from 'vitest'
import { areaLocation } from './areas'
import { decodeShopperLocation, DEFAULT_LOCATION, distancesKnown, placeLabel } from './locate'
import { LOCATION_DENIED, offersDeviceLocation, problemMessage, problemOf } from './locate-browser'

describe('DEFAULT_LOCATION', () => {
  it("is central Lagos (Ikeja), labelled as SPEC labels it, with no distances until the shopper's place is known", () => {
    expect(DEFAULT_LOCATION).toEqual({ lat: 6.6018, lng: 3.3515, location_name: 'Lagos, Nigeria', source: 'default' })
    expect(distancesKnown(DEFAULT_LOCATION)).toBe(false)
    expect(distancesKnown(areaLocation('Lekki'))).toBe(true)
  })
})

describe('decodeShopperLocation', () => {
  it('keeps a saved location as it was stored', () => {
    const saved = { lat: 6.4474, lng: 3.47, location_name: 'Lagos, Nigeria', area: 'Lekki', source: 'area' }
    expect(decodeShopperLocation(saved)).toEqual(saved)
    expect(decodeShopperLocation(DEFAULT_LOCATION)).toEqual(DEFAULT_LOCATION)
  })

  it("reads an earlier build's record (no source) as the browser's position", () => {
    expect(decodeShopperLocation({ lat: 6.5, lng: 3.36, location_name: 'Lagos, Nigeria' })).toEqual({
      lat: 6.5,
      lng: 3.36,
      location_name: 'Lagos, Nigeria',
      source: 'device',
    })
  })

  it.each([
    ['nothing', null],
    ['a bare string', 'Lagos, Nigeria'],
    ["SPEC's old default, which earlier builds saved", { lat: 9.082, lng: 8.6753, location_name: 'Lagos, Nigeria' }],
    ['the latitude/longitude shape', { latitude: 6.6, longitude: 3.3, location_name: 'Lagos, Nigeria' }],
    ['coordinates as text', { lat: '6.6', lng: '3.3', location_name: 'Lagos, Nigeria' }],
    ['a latitude past the pole', { lat: 96, lng: 3.3, location_name: 'Lagos, Nigeria' }],
    ['no name', { lat: 6.6, lng: 3.3 }],
    ['a blank name', { lat: 6.6, lng: 3.3, location_name: '  ' }],
  ])('turns %s into the default (undefined)', (_label, raw) => {
    expect(decodeShopperLocation(raw)).toBeUndefined()
  })
})

describe('placeLabel', () => {
  it('names the area when known, else the state and country', () => {
    expect(placeLabel(areaLocation('Surulere'))).toBe('Surulere')
    expect(placeLabel({ location_name: 'Kano, Nigeria' })).toBe('Kano, Nigeria')
  })
})

describe('offersDeviceLocation ("Use my location" only when it could change something)', () => {
  const browser = { supported: true, denied: false }
  it.each([
    ['the default', DEFAULT_LOCATION, browser, true],
    ['a chosen area', areaLocation('Ikeja'), browser, true],
    ["the shopper's own position", { source: 'device' as const }, browser, false],
    ['a browser without geolocation', DEFAULT_LOCATION, { supported: false, denied: false }, false],
    ['a shopper who refused location', DEFAULT_LOCATION, { supported: true, denied: true }, false],
  ])('from %s: %s', (_label, location, state, offered) => {
    expect(offersDeviceLocation(location, state)).toBe(offered)
  })
})

describe('problems locating the shopper', () => {
  it('tells a refusal (code 1) from a position the phone could not find', () => {
    expect(problemOf({ code: 1, message: 'User denied Geolocation' })).toBe('denied')
    expect(problemOf({ code: 2, message: '' })).toBe('unavailable')
    expect(problemOf({ code: 3, message: 'Timeout expired' })).toBe('unavailable')
    expect(problemOf(undefined)).toBe('unavailable')
  })

  it("keeps SPEC §4's alert, with what to do instead", () => {
    expect(LOCATION_DENIED).toBe('Could not get your location, be sure to permit location access.')
    for (const problem of ['denied', 'unavailable'] as const) expect(problemMessage(problem)).toContain(LOCATION_DENIED)
    expect(problemMessage('denied')).toMatch(/choose your area/i)
    expect(problemMessage('unsupported')).toMatch(/choose your area/i)
  })
})
