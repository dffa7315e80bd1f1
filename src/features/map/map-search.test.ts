import { describe, expect, it } from 'vitest'
import type { Store } from '@contract/records'
import { apiPlaceType, formatDistance, placedStores, shopperCentredBounds, type PlacedStore } from './map-geometry'
import { validateMapSearch } from './map-search'

const store = (id: number, latitude?: number, longitude?: number): Store => ({
  id,
  name_of_business: `Store ${id}`,
  slug: `store-${id}`,
  logo: '',
  latitude,
  longitude,
})

describe('the map search param', () => {
  it('keeps a known place type in its own spelling and drops anything else', () => {
    expect(validateMapSearch({ place_type: 'restaurant' })).toEqual({ place_type: 'Restaurant' })
    expect(validateMapSearch({ place_type: ' Pharmacy ' })).toEqual({ place_type: 'Pharmacy' })
    expect(validateMapSearch({ place_type: 'Casino' })).toEqual({})
    expect(validateMapSearch({ place_type: 3 })).toEqual({})
    expect(validateMapSearch({})).toEqual({})
  })

  it("asks the API for 'all' when no place type is chosen", () => {
    expect(apiPlaceType({})).toBe('all')
    expect(apiPlaceType({ place_type: 'Bakery' })).toBe('Bakery')
  })
})

describe('placing stores on the map', () => {
  it('keeps only stores with real coordinates', () => {
    const stores = [store(1, 6.6, 3.35), store(2), store(3, Number.NaN, 3.3), store(4, 95, 3.3), store(5, 6.5, 3.36)]
    expect(placedStores(stores).map((s) => s.id)).toEqual([1, 5])
  })

  it('fits a box centred on the shopper around the nearest stores', () => {
    const stores = placedStores([store(1, 6.61, 3.35), store(2, 6.6, 3.37), store(3, 9.0, 7.0)])
    const bounds = shopperCentredBounds([6.6, 3.35], stores, 2)
    expect(bounds).not.toBeNull()
    const [[south, west], [north, east]] = bounds!
    expect((south + north) / 2).toBeCloseTo(6.6)
    expect((west + east) / 2).toBeCloseTo(3.35)
    expect(north).toBeCloseTo(6.61)
    expect(east).toBeCloseTo(3.37)
  })

  it('reaches as far as the nearest stores when the shopper is far from all of them', () => {
    const lagos: PlacedStore[] = placedStores([store(1, 6.6, 3.35)]) as PlacedStore[]
    const [[south], [north]] = shopperCentredBounds([9.082, 8.6753], lagos)!
    expect(south).toBeLessThanOrEqual(6.6)
    expect(north).toBeGreaterThan(11)
  })

  it('keeps at least a few streets in view and has no box without stores', () => {
    const [[south], [north]] = shopperCentredBounds([6.6, 3.35], placedStores([store(1, 6.6001, 3.35)]))!
    expect(north - south).toBeCloseTo(0.01)
    expect(shopperCentredBounds([6.6, 3.35], [])).toBeNull()
  })

  it('formats distances with one decimal', () => {
    expect(formatDistance(0.234)).toBe('0.2 km')
    expect(formatDistance(undefined)).toBe('')
  })
})
