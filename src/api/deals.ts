import { queryOptions } from '@tanstack/react-query'
import { config } from '@/lib/config'
import { call } from './client'
import { unexpectedResponse, ValidationError, type ErrorSpec } from './errors'
import { positionKey, positionQuery, type Location } from './near'
import { resultsItem, resultsList, type Advert, type DealItem, type DealKind } from './records'
import { REQUIRED, requireId } from './validation'
import { withSavedCopy } from './saved-copy'

// SPEC §7 Discovery: menu items, coupons, discounts, featured and marketplace deals (list and
// by id), hot deals, adverts; and the interaction recording that needs no account. Lists carry
// the shopper's position (the reference server then orders them nearest first and gives each
// deal its distance).

/**
 * SPEC §8 gives each fetch a prefix ('Error fetching coupons:'). What follows it is the status
 * text, the server's words, or REQUEST_FAILED; a broken answer gets the prefix's own words.
 */
export const REQUEST_FAILED = 'Request failed'

function fetchErrors(prefix: string): ErrorSpec {
  return { prefix, failure: REQUEST_FAILED, unexpected: prefix.replace(/:$/, '') }
}

type DealEndpoints = { list: string; detail: string; listErrors: ErrorSpec; detailErrors: ErrorSpec }

export const DEAL_ENDPOINTS: Record<DealKind, DealEndpoints> = {
  menu: {
    list: '/api/menu-items-all-aws',
    detail: '/api/menu-items-single-id-aws',
    listErrors: fetchErrors('Error fetching menu items:'),
    detailErrors: fetchErrors('Error fetching menu item by id:'),
  },
  coupon: {
    list: '/api/coupon-items-all-aws',
    detail: '/api/coupon-items-single-id-aws',
    listErrors: fetchErrors('Error fetching coupons:'),
    detailErrors: fetchErrors('Error getting the coupon by ID:'),
  },
  discount: {
    list: '/api/discount-items-all-aws',
    detail: '/api/discount-items-single-id-aws',
    listErrors: fetchErrors('Error fetching discounts:'),
    detailErrors: fetchErrors('Error getting the discount by ID:'),
  },
  featured: {
    list: '/featured-read-only-api/featured-items',
    detail: '/featured-read-only-api/featured-single-item',
    listErrors: fetchErrors('Error fetching featureds:'),
    detailErrors: fetchErrors('Error fetching featured by id:'),
  },
  marketplace: {
    list: '/api/marketplace-discount-view-aws',
    detail: '/api/marketplace-discount-view-single-id-aws',
    listErrors: fetchErrors('Error fetching marketplace discounts:'),
    detailErrors: fetchErrors('Error fetching marketplace discount by id:'),
  },
}

export type HotDealKind = 'discount' | 'coupon' | 'featured'

export const HOT_DEAL_ENDPOINTS: Record<HotDealKind, { path: string; errors: ErrorSpec }> = {
  discount: {
    path: '/api/discount/hot-deals-aws',
    errors: fetchErrors('Error fetching marketplace discount hot deals:'),
  },
  coupon: {
    path: '/api/coupon/hot-deals-aws',
    errors: fetchErrors('Error fetching marketplace coupon hot deals:'),
  },
  featured: {
    path: '/featured-read-only-api/hot-deals',
    errors: fetchErrors('Error fetching marketplace Featured hot deals:'),
  },
}

/** SPEC §8 lists this one as a plain failure message, without a colon. */
export const ADVERT_ERRORS: ErrorSpec = { failure: 'Error fetching adverts' }

async function fetchList<T extends { id: number }>(
  path: string,
  errors: ErrorSpec,
  signal?: AbortSignal,
  near?: Location,
) {
  const { data } = await call(path, { query: positionQuery(near), expect: 200, signal }, errors)
  const items = resultsList<T>(data)
  if (!items) throw unexpectedResponse(errors, 200)
  return items
}

/** All deals of a kind: from the stores nearest `near` first, else most liked first. */
export function listDeals(kind: DealKind, near?: Location, signal?: AbortSignal): Promise<DealItem[]> {
  const endpoints = DEAL_ENDPOINTS[kind]
  return fetchList<DealItem>(endpoints.list, endpoints.listErrors, signal, near)
}

/** One deal of a kind by its id. */
export async function fetchDeal(
  kind: DealKind,
  id: number | string | null | undefined,
  signal?: AbortSignal,
): Promise<DealItem> {
  requireId(id, REQUIRED.id)
  const endpoints = DEAL_ENDPOINTS[kind]
  const { data } = await call(
    `${endpoints.detail}/${encodeURIComponent(String(id))}`,
    { expect: 200, signal },
    endpoints.detailErrors,
  )
  const item = resultsItem<DealItem>(data)
  if (!item) throw unexpectedResponse(endpoints.detailErrors, 200)
  return item
}

/** The hot deals of a kind, from the stores nearest `near` first. */
export function listHotDeals(kind: HotDealKind, near?: Location, signal?: AbortSignal): Promise<DealItem[]> {
  const { path, errors } = HOT_DEAL_ENDPOINTS[kind]
  return fetchList<DealItem>(path, errors, signal, near)
}

/** GET /advertise/adverts-list. */
export function listAdverts(signal?: AbortSignal): Promise<Advert[]> {
  return fetchList<Advert>('/advertise/adverts-list', ADVERT_ERRORS, signal)
}

/** What a shopper looked at or clicked; the store one counts visits to a store page. */
export type InteractionKind = 'discount' | 'coupon' | 'featured' | 'menu' | 'store'

export const INTERACTION_PATHS: Record<InteractionKind, string> = {
  discount: '/api/discount/record-interaction',
  coupon: '/api/coupon/record-interaction',
  featured: '/featured-read-only-api/record-interaction',
  menu: '/api/menu_item/record-interaction',
  store: `/${config.productSlug}/interactions/record-interaction`,
}

// SPEC §5 has no message for a missing interaction type; these are the reference server's words.
export const INTERACTION_TYPE_REQUIRED = 'Interaction type is required.'
export const INTERACTION_ERRORS: ErrorSpec = { failure: 'Failed to record interaction' }

export type InteractionOptions = { idempotencyKey?: string; signal?: AbortSignal }

/** POST {item_id, interaction_type}, e.g. 'view', 'click' or 'share'; no account needed; 201. */
export async function recordInteraction(
  kind: InteractionKind,
  itemId: number | null | undefined,
  interactionType: string | null | undefined,
  options: InteractionOptions = {},
): Promise<void> {
  requireId(itemId, REQUIRED.id)
  const type = interactionType?.trim().toLowerCase()
  if (!type) throw new ValidationError(INTERACTION_TYPE_REQUIRED)
  await call(
    INTERACTION_PATHS[kind],
    { method: 'POST', body: { item_id: itemId, interaction_type: type }, expect: 201, ...options },
    INTERACTION_ERRORS,
  )
}

export const dealKeys = {
  all: ['deals'] as const,
  list: (kind: DealKind, near?: Location) => [...dealKeys.all, 'list', kind, ...positionKey(near)] as const,
  detail: (kind: DealKind, id: number | string) => [...dealKeys.all, 'detail', kind, String(id)] as const,
  hot: (kind: HotDealKind, near?: Location) => [...dealKeys.all, 'hot', kind, ...positionKey(near)] as const,
}

export const advertKeys = {
  all: ['adverts'] as const,
}

// What a key holds depends only on the key: the lists are asked with the rounded position.

export function dealsQueryOptions(kind: DealKind, near?: Location) {
  return queryOptions({
    queryKey: dealKeys.list(kind, near),
    queryFn: withSavedCopy((signal) => listDeals(kind, near, signal)),
  })
}

export function dealQueryOptions(kind: DealKind, id: number | string) {
  return queryOptions({
    queryKey: dealKeys.detail(kind, id),
    queryFn: withSavedCopy((signal) => fetchDeal(kind, id, signal)),
  })
}

export function hotDealsQueryOptions(kind: HotDealKind, near?: Location) {
  return queryOptions({
    queryKey: dealKeys.hot(kind, near),
    queryFn: withSavedCopy((signal) => listHotDeals(kind, near, signal)),
  })
}

export function advertsQueryOptions() {
  return queryOptions({
    queryKey: advertKeys.all,
    queryFn: withSavedCopy((signal) => listAdverts(signal)),
  })
}
