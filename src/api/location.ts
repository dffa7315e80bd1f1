import { call } from './client'
import { unexpectedResponse, type ErrorSpec } from './errors'
import { isRecord } from './records'
import { requireCoordinates, type Coordinates } from './validation'

// SPEC §7 Discovery: GET /api/get-user-location-aws answers { state, country } (the reference
// server adds the Lagos area).
// SPEC §8 has no message for this call; the location feature never shows it (a failed lookup
// keeps the previous name), so it only has to be clear in logs and tests.
export const LOCATION_LOOKUP_ERRORS: ErrorSpec = { failure: 'Error getting your location name' }

function part(value: unknown): string {
  return typeof value === 'string' ? value.trim() : ''
}

/** A position's name: SPEC §3's state plus country, and inside Lagos its area (reference server). */
export type PlaceName = { name: string; area: string | null }

/**
 * The shopper's place name for a position: the state plus the country, e.g. 'Lagos, Nigeria'
 * (SPEC §3), with the area when the server names one ('Ikeja'). Throws SPEC §5's 'Latitude
 * and longitude are required.' before any request.
 */
export async function fetchUserLocation(
  coordinates: Partial<Coordinates> | null | undefined,
  signal?: AbortSignal,
): Promise<PlaceName> {
  const { latitude, longitude } = requireCoordinates(coordinates?.latitude, coordinates?.longitude)
  const { data } = await call(
    '/api/get-user-location-aws',
    { query: { latitude, longitude }, expect: 200, signal },
    LOCATION_LOOKUP_ERRORS,
  )
  if (!isRecord(data)) throw unexpectedResponse(LOCATION_LOOKUP_ERRORS, 200)
  // A server that knows only one of the two still gives a usable name; knowing neither is a
  // broken answer, not a place called ''.
  const name = [part(data.state), part(data.country)].filter((text) => text !== '').join(', ')
  if (name === '') throw unexpectedResponse(LOCATION_LOOKUP_ERRORS, 200)
  const area = part(data.area)
  return { name, area: area === '' ? null : area }
}
