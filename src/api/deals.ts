import { queryOptions } from '@tanstack/react-query'
import { DEAL_CALLS, dealEndpoints, HOT_DEAL_CALLS, INTERACTION_CALLS } from '@contract/endpoints/deals'
import { REQUEST_FAILED } from '@contract/messages'
import type { Advert, DealItem } from '@contract/records'
import type { DealKind, HotDealKind, InteractionKind } from '@contract/rules'
import { callEndpoint, errorsOf } from './endpoint-call'
import { ValidationError, type ErrorSpec } from './errors'
import { positionKey, positionQuery, type Location } from './near'
import { REQUIRED, requireId } from './validation'
import { withSavedCopy } from './saved-copy'

// Discovery calls (docs/api.md#discovery): menu items, coupons, discounts, featured and marketplace deals (list and
// by id), hot deals, adverts; and the interaction recording that needs no account. Lists carry
// the shopper's position (the reference server then orders them nearest first and gives each
// deal its distance). Paths, answers and messages: contract/endpoints/deals.ts.

export { REQUEST_FAILED }
export type { HotDealKind, InteractionKind }

type DealEndpoints = { listErrors: ErrorSpec; detailErrors: ErrorSpec }

/** Each kind's docs/errors.md messages (tests and views word failures with them). */
export const DEAL_ENDPOINTS = Object.fromEntries(
  Object.entries(DEAL_CALLS).map(([kind, calls]) => [
    kind,
    { listErrors: errorsOf(dealEndpoints[calls.list]), detailErrors: errorsOf(dealEndpoints[calls.detail]) },
  ]),
) as Record<DealKind, DealEndpoints>

export const ADVERT_ERRORS: ErrorSpec = errorsOf(dealEndpoints.adverts)

/** All deals of a kind: from the stores nearest `near` first, else most liked first. */
export async function listDeals(kind: DealKind, near?: Location, signal?: AbortSignal): Promise<DealItem[]> {
  const endpoint = dealEndpoints[DEAL_CALLS[kind].list]
  const { data } = await callEndpoint(endpoint, { query: positionQuery(near), signal })
  return data.data.results
}

/** One deal of a kind by its id. */
export async function fetchDeal(
  kind: DealKind,
  id: number | string | null | undefined,
  signal?: AbortSignal,
): Promise<DealItem> {
  requireId(id, REQUIRED.id)
  const endpoint = dealEndpoints[DEAL_CALLS[kind].detail]
  const { data } = await callEndpoint(endpoint, { params: { id: String(id) }, signal })
  return data.data.results
}

/** The hot deals of a kind, from the stores nearest `near` first. */
export async function listHotDeals(kind: HotDealKind, near?: Location, signal?: AbortSignal): Promise<DealItem[]> {
  const { data } = await callEndpoint(dealEndpoints[HOT_DEAL_CALLS[kind]], { query: positionQuery(near), signal })
  return data.data.results
}

/** GET adverts. */
export async function listAdverts(signal?: AbortSignal): Promise<Advert[]> {
  const { data } = await callEndpoint(dealEndpoints.adverts, { signal })
  return data.data.results
}

export const INTERACTION_ERRORS: ErrorSpec = errorsOf(dealEndpoints.recordStoreVisit)

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
  // docs/validation.md has no message for a missing interaction type: the reference server's words.
  if (!type) throw new ValidationError(REQUIRED.interactionType)
  await callEndpoint(
    dealEndpoints[INTERACTION_CALLS[kind]],
    {
      body: { item_id: itemId as number, interaction_type: type },
      ...options,
    },
    'ignore',
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
