// SPEC §7 Discovery: near me, one store, the store search, a store's QR page, the map and the
// name of the shopper's place.
import * as v from 'valibot'
import { REQUEST_FAILED } from '../messages'
import { endpoint } from '../endpoint'
import { listOf, oneOf, position } from '../envelopes'
import { PAGE_SIZE } from '../rules'
import { qrContentSchema, storeDetailsSchema, storeSchema } from '../records'

const optionalPosition = { latitude: v.optional(position.latitude), longitude: v.optional(position.longitude) }

export const discoveryEndpoints = {
  nearMe: endpoint({
    method: 'GET',
    path: '/api/nearme-aws',
    auth: 'none',
    request: v.object({
      ...position,
      place_type: v.optional(v.string()),
      cuisine_type: v.optional(v.string()),
      min_rating: v.optional(v.number()),
      max_rating: v.optional(v.number()),
      max_delivery_time: v.optional(v.number()),
      has_coupon: v.optional(v.literal(true)),
      has_discount: v.optional(v.literal(true)),
      page: v.optional(v.number()),
      page_size: v.optional(v.pipe(v.number(), v.maxValue(PAGE_SIZE.max))),
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
    // SPEC §8 names no message for near me, one store or QR content; these read well alone.
    failure: { failure: 'Error fetching stores near you' },
    cache: 'network-first',
  }),
  nearMeStore: endpoint({
    method: 'GET',
    // SPEC §7 names an id; a store front's slug goes through searchStore first.
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
    request: v.object(optionalPosition),
    response: listOf(storeSchema),
    status: [200],
    failure: { failure: 'Error occurred while fetching the stores with the name you searched for' },
    cache: 'network-first',
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
    request: v.object(position),
    // SPEC §3: state and country; the reference server adds the Lagos area.
    response: v.object({
      state: v.optional(v.string(), ''),
      country: v.optional(v.string(), ''),
      area: v.optional(v.nullable(v.string()), null),
    }),
    status: [200],
    // SPEC §8 has none; the location feature never shows it (a failed lookup keeps the old name).
    failure: { failure: 'Error getting your location name' },
    cache: 'network-first',
  }),
  map: endpoint({
    method: 'GET',
    path: '/api/map-aws',
    auth: 'none',
    request: v.object({ ...position, place_type: v.string() }),
    response: listOf(storeSchema),
    status: [200],
    failure: { prefix: 'Error getting map data:', failure: REQUEST_FAILED, unexpected: 'Error getting map data' },
    cache: 'network-first',
  }),
}
