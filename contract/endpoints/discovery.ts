// Discovery calls (docs/api.md#discovery): near me, one store, the store search, a store's QR page, the map and the
// name of the shopper's place.
import * as v from 'valibot'
import { REQUEST_FAILED } from '../messages'
import { endpoint } from '../endpoint'
import { listOf, oneOf } from '../envelopes'
import {
  flagField,
  optionalNumber,
  optionalPositionEntries,
  optionalWholeNumber,
  positionFields,
  requiredText,
} from '../fields'
import { REQUIRED } from '../messages'
import { PAGE_SIZE, TEXT_LIMITS } from '../rules'
import { qrContentSchema, storeDetailsSchema, storeSchema } from '../records'
import { SEARCH_MAX } from '../search-match'

const WHOLE_PAGES = 'page and page_size must be whole numbers.'
const optionalTrimmed = v.optional(v.pipe(v.string(), v.trim()))

export const discoveryEndpoints = {
  nearMe: endpoint({
    method: 'GET',
    path: '/api/nearme-aws',
    auth: 'none',
    request: v.object({
      ...positionFields,
      page: optionalWholeNumber('page', 1, 100_000, WHOLE_PAGES),
      page_size: optionalWholeNumber('page_size', 1, PAGE_SIZE.max, WHOLE_PAGES),
      place_type: optionalTrimmed,
      cuisine_type: optionalTrimmed,
      min_rating: optionalNumber('min_rating', 0, 5),
      max_rating: optionalNumber('max_rating', 0, 5),
      max_delivery_time: optionalNumber('max_delivery_time', 1, 1440),
      has_coupon: flagField,
      has_discount: flagField,
    }),
    response: v.object({
      data: v.object({
        results: v.array(storeSchema),
        count: v.number(),
        page: v.number(),
        page_size: v.number(),
        next_page: v.nullable(v.number()),
      }),
    }),
    status: [200],
    // docs/errors.md names no message for near me, one store or QR content; these read well alone.
    failure: { failure: 'Error fetching stores near you' },
    cache: 'network-first',
  }),
  nearMeStore: endpoint({
    method: 'GET',
    // docs/api.md#discovery names an id; a store front's slug goes through searchStore first.
    path: '/api/nearme-single-store-aws/:id',
    auth: 'none',
    response: oneOf(storeDetailsSchema),
    status: [200],
    failure: { failure: 'Error fetching the store' },
    cache: 'network-first',
  }),
  searchStore: endpoint({
    method: 'GET',
    path: '/api/search-store/:name',
    auth: 'none',
    // The position orders the results when it is valid; a search never fails for it.
    request: v.object(optionalPositionEntries),
    response: listOf(storeSchema),
    status: [200],
    failure: { failure: 'Error occurred while fetching the stores with the name you searched for' },
    cache: 'network-first',
  }),
  // Beyond the original spec (docs/api.md#extensions): "did you mean" for a search that found
  // nothing ("jolof" → "jollof"), from the words of the dishes and stores the server knows.
  searchSuggest: endpoint({
    method: 'GET',
    path: '/api/search-suggest',
    auth: 'none',
    request: v.object({ search: requiredText('search', 'search must not be empty.', SEARCH_MAX) }),
    response: v.object({ data: v.object({ suggestion: v.nullable(v.string()) }) }),
    status: [200],
    failure: { failure: 'Error fetching search suggestions' },
    cache: 'network-first',
    addition: true,
  }),
  qrContent: endpoint({
    method: 'GET',
    path: '/{product}/qr-code/list-all-content-to-users/:id',
    auth: 'none',
    // The contract's own success flag decides, not the status code.
    response: v.object({ status: v.literal('success'), data: qrContentSchema }),
    status: [200],
    failure: { failure: 'Error fetching the QR code content' },
    cache: 'network-first',
  }),
  userLocation: endpoint({
    method: 'GET',
    path: '/api/get-user-location-aws',
    auth: 'none',
    request: v.object(positionFields),
    // docs/data.md#location: state and country; the reference server adds the Lagos area.
    response: v.object({
      state: v.optional(v.string(), ''),
      country: v.optional(v.string(), ''),
      area: v.optional(v.nullable(v.string()), null),
    }),
    status: [200],
    // docs/errors.md#location has none; the location feature never shows it (a failed lookup keeps the old name).
    failure: { failure: 'Error getting your location name' },
    cache: 'network-first',
  }),
  map: endpoint({
    method: 'GET',
    path: '/api/map-aws',
    auth: 'none',
    request: v.object({
      ...positionFields,
      place_type: requiredText('place_type', REQUIRED.placeType, TEXT_LIMITS.category),
    }),
    response: listOf(storeSchema),
    status: [200],
    failure: { prefix: 'Error getting map data:', failure: REQUEST_FAILED, unexpected: 'Error getting map data' },
    cache: 'network-first',
  }),
}
