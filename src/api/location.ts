import { discoveryEndpoints } from '@contract/endpoints/discovery'
import { callEndpoint, errorsOf } from './endpoint-call'
import { unexpectedResponse, type ErrorSpec } from './errors'
import { requireCoordinates, type Coordinates } from './validation'

// Discovery calls (docs/api.md#discovery): GET userLocation answers { state, country } (the reference
// server adds the Lagos area).
// docs/errors.md#location has no message for this call; the location feature never shows it (a failed lookup
// keeps the previous name), so it only has to be clear in logs and tests.
export const LOCATION_LOOKUP_ERRORS: ErrorSpec = errorsOf(discoveryEndpoints.userLocation)

const part = (value: string | null) => (value ?? '').trim()

/** A position's name: the data model's state plus country (docs/data.md#location), and inside Lagos its area (reference server). */
export type PlaceName = { name: string; area: string | null }

/**
 * The shopper's place name for a position: the state plus the country, e.g. 'Lagos, Nigeria'
 * (docs/data.md#location), with the area when the server names one ('Ikeja'). Throws the input rules' 'Latitude
 * and longitude are required.' before any request (docs/validation.md).
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
