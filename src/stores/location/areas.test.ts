import { describe, expect, it } from 'vitest'
import { AREAS, areaLocation } from './areas'

/** Kilometres between two points, flat-earth (close enough across one city). */
function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = (a.lat - b.lat) * 111.32
  const dLng = (a.lng - b.lng) * 111.32 * Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180)
  return Math.hypot(dLat, dLng)
}

// Lagos State's extent, roughly: every centre must be in it.
const LAGOS = { south: 6.37, north: 6.72, west: 2.7, east: 4.37 }

describe('areas', () => {
  it("offers SPEC's three first, then the other parts of Lagos shoppers ask for", () => {
    expect(AREAS.slice(0, 3)).toEqual(['Ikeja', 'Lekki', 'Surulere'])
    expect(AREAS).toEqual(expect.arrayContaining(['Yaba', 'Victoria Island', 'Ikoyi', 'Ajah', 'Festac', 'Maryland']))
    expect(new Set(AREAS).size).toBe(AREAS.length)
  })

  it('puts each area at a point in Lagos, named by the area', () => {
    for (const area of AREAS) {
      const place = areaLocation(area)
      expect(place).toMatchObject({ area, location_name: 'Lagos, Nigeria', source: 'area' })
      expect(place.lat).toBeGreaterThan(LAGOS.south)
      expect(place.lat).toBeLessThan(LAGOS.north)
      expect(place.lng).toBeGreaterThan(LAGOS.west)
      expect(place.lng).toBeLessThan(LAGOS.east)
    }
  })

  it('keeps neighbours apart: no two centres within 2 km, and known distances hold', () => {
    for (const a of AREAS)
      for (const b of AREAS)
        if (a < b) expect(distanceKm(areaLocation(a), areaLocation(b)), `${a}–${b}`).toBeGreaterThan(2)
    // Victoria Island to Ikoyi is a bridge away; Ikeja to Ajah crosses the city.
    expect(distanceKm(areaLocation('Victoria Island'), areaLocation('Ikoyi'))).toBeLessThan(4)
    expect(distanceKm(areaLocation('Ikeja'), areaLocation('Ajah'))).toBeGreaterThan(25)
  })
})
