import { queryOptions } from '@tanstack/react-query'
import { dealAlertEndpoints, type DealAlert, type PushSubscriptionJson } from '@contract/endpoints/deal-alerts'
import { personalQueryMeta } from '@/lib/query/personal-query'
import { callEndpoint } from './endpoint-call'
import { REQUIRED, requireId } from './validation'

// Deal alerts by Web Push (the reference server's addition, contract/endpoints/deal-alerts.ts):
// the server's VAPID key, this device's alert per store, the account's list of them, and this device
// kept for the account's order updates.

export type { DealAlert, PushSubscriptionJson }

const calls = dealAlertEndpoints

/** The key a device subscribes with (`applicationServerKey`), base64url. */
export async function getPushPublicKey(): Promise<string> {
  return (await callEndpoint(calls.pushPublicKey)).data.publicKey
}

export async function subscribeDealAlerts(
  user: number | null | undefined,
  store: number,
  subscription: PushSubscriptionJson,
  dataSaver: boolean,
): Promise<DealAlert> {
  requireId(user, REQUIRED.user)
  const { data } = await callEndpoint(calls.subscribeDealAlerts, {
    body: { user: user as number, store, subscription, data_saver: dataSaver },
  })
  return data
}

/** Ends this device's alert for `store`, or with no store every alert of this device. */
export async function unsubscribeDealAlerts(
  user: number | null | undefined,
  endpoint: string,
  store?: number,
): Promise<void> {
  requireId(user, REQUIRED.user)
  const body = { user: user as number, endpoint, ...(store === undefined ? {} : { store }) }
  await callEndpoint(calls.unsubscribeDealAlerts, { body })
}

/** This device gets the signed-in account's order updates (each step a store moves her order to). */
export async function keepOrderUpdates(user: number | null | undefined, subscription: PushSubscriptionJson) {
  requireId(user, REQUIRED.user)
  await callEndpoint(calls.keepOrderUpdates, { body: { user: user as number, subscription } })
}

export async function listDealAlerts(signal?: AbortSignal): Promise<DealAlert[]> {
  return (await callEndpoint(calls.dealAlerts, { signal })).data.data.results
}

export const dealAlertKeys = {
  all: ['deal-alerts'] as const,
  list: (user: number) => [...dealAlertKeys.all, user] as const,
}

/** The account's alerts on every device; forgotten at logout with the account's other answers. */
export const dealAlertsQueryOptions = (user: number) =>
  queryOptions({
    queryKey: dealAlertKeys.list(user),
    queryFn: ({ signal }) => listDealAlerts(signal),
    meta: personalQueryMeta,
    staleTime: 60_000,
  })
