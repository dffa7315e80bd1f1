import { queryOptions } from '@tanstack/react-query'
import { mailAlertEndpoints, type MailAlert, type MailAlerts } from '@contract/endpoints/mail-alerts'
import { personalQueryMeta } from '@/lib/query/personal-query'
import { callEndpoint } from './endpoint-call'
import { REQUIRED, requireId } from './validation'

// Deal alerts by e-mail (the reference server's addition, contract/endpoints/mail-alerts.ts), for phones
// where Web Push is missing or blocked: the account's alert per store, and the address they go to.

export type { MailAlert, MailAlerts }

const calls = mailAlertEndpoints

export async function subscribeMailAlerts(
  user: number | null | undefined,
  store: number,
): Promise<{ email: string; alert: MailAlert }> {
  requireId(user, REQUIRED.user)
  requireId(store, REQUIRED.storeId)
  return (await callEndpoint(calls.subscribeMailAlerts, { body: { user: user as number, store } })).data.data
}

export async function unsubscribeMailAlerts(user: number | null | undefined, store: number): Promise<void> {
  requireId(user, REQUIRED.user)
  requireId(store, REQUIRED.storeId)
  await callEndpoint(calls.unsubscribeMailAlerts, { body: { user: user as number, store } })
}

export async function listMailAlerts(signal?: AbortSignal): Promise<MailAlerts> {
  return (await callEndpoint(calls.mailAlerts, { signal })).data.data
}

export const mailAlertKeys = {
  all: ['mail-alerts'] as const,
  list: (user: number) => [...mailAlertKeys.all, user] as const,
}

/** The account's e-mail alerts; forgotten at logout with the account's other answers. */
export const mailAlertsQueryOptions = (user: number) =>
  queryOptions({
    queryKey: mailAlertKeys.list(user),
    queryFn: ({ signal }) => listMailAlerts(signal),
    meta: personalQueryMeta,
    staleTime: 60_000,
  })
