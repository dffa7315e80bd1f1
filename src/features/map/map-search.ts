import { PLACE_TYPES, type PlaceType } from '@contract/catalog'

// The map's place-type choice as it lives in the URL (/map?place_type=Restaurant): the route's
// validateSearch, in the shell with the route tree. The page's own rules are in map-geometry.ts.

/** The API's word for "every place type" (docs/api.md#discovery, map). */
export const ALL_PLACE_TYPES = 'all'

/** The search params of /map; no place_type means every place type. */
export type MapSearch = { place_type?: PlaceType }

/**
 * The route's validateSearch: an unknown or broken place type falls back to "All". `place_type`
 * is always set, if only to undefined: the router lays a route's search over the URL's, so a
 * key left out would keep the URL's value.
 */
export function validateMapSearch(raw: Record<string, unknown>): MapSearch {
  const value = raw.place_type
  const wanted = typeof value === 'string' ? value.trim().toLowerCase() : undefined
  return { place_type: PLACE_TYPES.find((type) => type.toLowerCase() === wanted) }
}
