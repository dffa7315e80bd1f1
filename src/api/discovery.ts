import { queryOptions } from '@tanstack/react-query'
import { discoveryEndpoints } from '@contract/endpoints/discovery'
import type { QrContent, Store, StoreDetails } from '@contract/records'
import { dataSaverOn } from '@/lib/browser/data-saver'
import { callEndpoint, errorsOf } from './endpoint-call'
import type { ErrorSpec } from './errors'
import { roundCoordinates, type Location } from './near'
import { REQUIRED, required, requireCoordinates, requireId } from './validation'
import { withSavedCopy } from './saved-copy'

// Discovery calls (docs/api.md#discovery): near me, one store, the map and a store's QR code page. The user's
// location name (userLocation) lives in location.ts.

// Paths, answers and the error catalogue's messages (docs/errors.md): contract/endpoints/discovery.ts.
export const NEAR_ME_ERRORS: ErrorSpec = errorsOf(discoveryEndpoints.nearMe)
export const STORE_ERRORS: ErrorSpec = errorsOf(discoveryEndpoints.nearMeStore)
export const QR_CONTENT_ERRORS: ErrorSpec = errorsOf(discoveryEndpoints.qrContent)
export const MAP_ERRORS: ErrorSpec = errorsOf(discoveryEndpoints.map)

export type { Location } from './near'

/** A promotion a store runs (docs/limits.md#filters values). */
export type Promotion = 'coupon' | 'discount'

export type NearMeFilters = {
  placeType?: string
  /** Only narrows restaurants; ignored for other place types. */
  cuisineType?: string
  /** 'min-max', e.g. '3-5'. */
  rating?: string
  /** Minutes. */
  maxDeliveryTime?: number
  promotion?: Promotion | ''
  /** From 1. */
  page?: number
  /** Stores per page (the server allows up to 50, default 20). */
  pageSize?: number
}

export type NearMePage = {
  results: Store[]
  count: number
  page: number
  page_size: number
  next_page: number | null
}

export type RatingRange = { min_rating?: number; max_rating?: number }

/**
 * Splits the rating filter 'min-max' (docs/validation.md#search) into min_rating and max_rating. A side that is
 * not a star value from 0 to 5 is left out rather than sent for the server to refuse.
 */
export function parseRatingFilter(rating: string | null | undefined): RatingRange {
  if (!rating) return {}
  const [min, max] = rating.split('-').map((part) => (part.trim() === '' ? Number.NaN : Number(part)))
  const star = (value: number | undefined) =>
    value !== undefined && Number.isFinite(value) && value >= 0 && value <= 5 ? value : undefined
  const range: RatingRange = {}
  const minRating = star(min)
  const maxRating = star(max)
  if (minRating !== undefined) range.min_rating = minRating
  if (maxRating !== undefined) range.max_rating = maxRating
  return range
}

const isRestaurant = (placeType: string) => placeType.toLowerCase() === 'restaurant'

type NearMeQuery = RatingRange & {
  place_type?: string
  cuisine_type?: string
  max_delivery_time?: number
  has_coupon?: true
  has_discount?: true
  page?: number
  page_size?: number
}

/** The near-me query string besides the coordinates; unset filters are left out. */
function nearMeQuery(filters: NearMeFilters): NearMeQuery {
  const query: NearMeQuery = { ...parseRatingFilter(filters.rating) }
  const placeType = filters.placeType?.trim()
  if (placeType) {
    query.place_type = placeType
    const cuisine = filters.cuisineType?.trim()
    if (cuisine && isRestaurant(placeType)) query.cuisine_type = cuisine
  }
  const delivery = filters.maxDeliveryTime
  if (delivery !== undefined && Number.isFinite(delivery) && delivery > 0) query.max_delivery_time = delivery
  if (filters.promotion === 'coupon') query.has_coupon = true
  if (filters.promotion === 'discount') query.has_discount = true
  if (filters.page !== undefined && Number.isInteger(filters.page) && filters.page >= 1) query.page = filters.page
  const size = filters.pageSize
  if (size !== undefined && Number.isInteger(size) && size >= 1 && size <= 50) query.page_size = size
  return query
}

/** GET nearMe: stores nearest first, one page at a time. */
export async function fetchNearMe(
  location: Location,
  filters: NearMeFilters = {},
  signal?: AbortSignal,
): Promise<NearMePage> {
  const { latitude, longitude } = requireCoordinates(location?.latitude, location?.longitude)
  const { data } = await callEndpoint(discoveryEndpoints.nearMe, {
    query: { latitude, longitude, ...nearMeQuery(filters) },
    signal,
  })
  const { results, count, page, page_size, next_page } = data.data
  return { results, count, page, page_size, next_page }
}

/**
 * GET nearMeStore: the store with its deals and comments. docs/api.md#discovery names
 * an id; a store front's slug is resolved through search-store first (search-store.ts).
 */
export async function fetchNearMeStore(
  id: number | string | null | undefined,
  signal?: AbortSignal,
): Promise<StoreDetails> {
  requireId(id, REQUIRED.storeId)
  const { data } = await callEndpoint(discoveryEndpoints.nearMeStore, { params: { id: String(id) }, signal })
  return data.data.results
}

/** The map answer as the server sends it (docs/api.md#discovery: the whole response data is used). */
export type MapData = { data: { results: Store[]; count?: number; next_page?: number | null } }

/** GET map with latitude, longitude and place_type ('all' for every type). */
export async function fetchMapData(
  location: Location,
  placeType: string | null | undefined,
  signal?: AbortSignal,
): Promise<MapData> {
  const { latitude, longitude } = requireCoordinates(location?.latitude, location?.longitude)
  required(placeType, REQUIRED.placeType)
  const { data } = await callEndpoint(discoveryEndpoints.map, {
    query: { latitude, longitude, place_type: placeType.trim() },
    signal,
  })
  return data
}

export type { QrContent }

/** GET qrContent: a store's page behind its QR code. */
export async function fetchQrContent(id: number | string | null | undefined, signal?: AbortSignal): Promise<QrContent> {
  requireId(id, REQUIRED.qrCodeId)
  const { data } = await callEndpoint(discoveryEndpoints.qrContent, { params: { id: String(id) }, signal })
  return data.data
}

export const storeKeys = {
  all: ['stores'] as const,
  nearMe: (location: Location, filters: NearMeFilters = {}) =>
    [...storeKeys.all, 'near-me', roundCoordinates(location), nearMeQuery(filters)] as const,
  detail: (id: number | string) => [...storeKeys.all, 'detail', String(id)] as const,
  map: (location: Location, placeType: string) =>
    [...storeKeys.all, 'map', roundCoordinates(location), placeType.trim()] as const,
  qrContent: (id: number | string) => [...storeKeys.all, 'qr-content', String(id)] as const,
}

// The query functions fetch with the rounded coordinates too, so what a key holds depends only
// on the key.

/** Stores per page in data saver mode (src/lib/browser/data-saver.ts). */
export const DATA_SAVER_PAGE_SIZE = 8

function dataSaverPageSize(): number | undefined {
  return typeof window !== 'undefined' && dataSaverOn() ? DATA_SAVER_PAGE_SIZE : undefined
}

export function nearMeQueryOptions(location: Location, filters: NearMeFilters = {}) {
  const sized: NearMeFilters = { pageSize: dataSaverPageSize(), ...filters }
  return queryOptions({
    queryKey: storeKeys.nearMe(location, sized),
    queryFn: withSavedCopy((signal) => fetchNearMe(roundCoordinates(location), sized, signal)),
  })
}

export function nearMeStoreQueryOptions(id: number | string) {
  return queryOptions({
    queryKey: storeKeys.detail(id),
    queryFn: withSavedCopy((signal) => fetchNearMeStore(id, signal)),
  })
}

export function mapQueryOptions(location: Location, placeType: string) {
  return queryOptions({
    queryKey: storeKeys.map(location, placeType),
    queryFn: withSavedCopy((signal) => fetchMapData(roundCoordinates(location), placeType, signal)),
  })
}

export function qrContentQueryOptions(id: number | string) {
  return queryOptions({
    queryKey: storeKeys.qrContent(id),
    queryFn: withSavedCopy((signal) => fetchQrContent(id, signal)),
  })
}
