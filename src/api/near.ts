import type { Coordinates } from './validation'
import { roundDegrees } from '@contract/first-load'

// The shopper's position on discovery reads (docs/api.md#discovery: "query latitude and longitude unless
// noted"), rounded so that one spot makes one cache entry and one URL (the HTML's early reads
// round the same way: src/first-load/boot/early-reads.ts).

export type Location = Partial<Coordinates> | null | undefined

/** ~110 m: a shopper shifting on the spot keeps the same cache entry. */
export function roundCoordinates(location: Location): Location {
  if (!location) return location
  const round = (value: number | undefined) => (value === undefined ? value : roundDegrees(value))
  return { latitude: round(location.latitude), longitude: round(location.longitude) }
}

/** The rounded position as query parameters, or none when the position is not whole. */
export function positionQuery(location: Location): { latitude?: number; longitude?: number } {
  const rounded = roundCoordinates(location)
  const { latitude, longitude } = rounded ?? {}
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return {}
  return { latitude, longitude }
}

/** The part of a query key that says where a list was counted from (nothing when from nowhere). */
export function positionKey(location: Location): [] | [{ latitude?: number; longitude?: number }] {
  const query = positionQuery(location)
  return query.latitude === undefined ? [] : [query]
}
