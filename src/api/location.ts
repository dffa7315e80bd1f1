import { discoveryEndpoints } from '@contract/endpoints/discovery'
import { callEndpoint, errorsOf } from './endpoint-call'
import { unexpectedResponse, type ErrorSpec } from './errors'
import { requireCoordinates, type Coordinates } from './validation'

// SPEC §7 Discovery: GET userLocation answers { state, country } (the reference
// server adds the Lagos area).
// SPEC §8 has no message for this call; the location feature never shows it (a failed lookup
// keeps the previous name), so it only has to be clear in logs and tests.
export const LOCATION_LOOKUP_ERRORS: ErrorSpec = errorsOf(discoveryEndpoints.userLocation)

const part = (value: string | null) => (value ?? '').trim()

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
  const { data } = await callEndpoint(discoveryEndpoints.userLocation, { query: { latitude, longitude }, signal })
  // A server that knows only one of the two still gives a usable name; knowing neither is a
  // broken answer, not a place called ''.
  const name = [part(data.state), part(data.country)].filter((text) => text !== '').join(', ')
  if (name === '') throw unexpectedResponse(LOCATION_LOOKUP_ERRORS, 200)
  const area = part(data.area)
  return { name, area: area === '' ? null : area }
}
