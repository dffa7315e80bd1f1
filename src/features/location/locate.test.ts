import { describe, expect, it } from 'vitest'
import { decodeShopperLocation, DEFAULT_LOCATION, LOCATION_DENIED, locationErrorMessage } from './locate'

describe('decodeShopperLocation', () => {
  it('keeps a saved location as it was stored', () => {
    const saved = { lat: 6.6018, lng: 3.3515, location_name: 'Lagos, Nigeria' }
    expect(decodeShopperLocation(saved)).toEqual(saved)
    expect(decodeShopperLocation(DEFAULT_LOCATION)).toEqual(DEFAULT_LOCATION)
  })

  it.each([
    ['nothing', null],
    ['a bare string', 'Lagos, Nigeria'],
    ['the latitude/longitude shape', { latitude: 6.6, longitude: 3.3, location_name: 'Lagos, Nigeria' }],
    ['coordinates as text', { lat: '6.6', lng: '3.3', location_name: 'Lagos, Nigeria' }],
    ['a latitude past the pole', { lat: 96, lng: 3.3, location_name: 'Lagos, Nigeria' }],
    ['no name', { lat: 6.6, lng: 3.3 }],
    ['a blank name', { lat: 6.6, lng: 3.3, location_name: '  ' }],
  ])('turns %s into the default (undefined)', (_label, raw) => {
    expect(decodeShopperLocation(raw)).toBeUndefined()
  })
})

describe('locationErrorMessage', () => {
  it("uses the browser's reason, else SPEC §4's fallback", () => {
    expect(locationErrorMessage({ code: 1, message: 'User denied Geolocation' })).toBe('User denied Geolocation')
    expect(locationErrorMessage({ code: 1, message: '' })).toBe(LOCATION_DENIED)
    expect(locationErrorMessage(undefined)).toBe(LOCATION_DENIED)
  })
})
