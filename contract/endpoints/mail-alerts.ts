// Deal alerts by e-mail (docs/api.md#mail-alerts): the reference server's addition beyond the original spec
// (docs/api.md#extensions), for phones where Web Push is missing or blocked. A signed-in account asks for a
// store's new deals by e-mail; each deal the store posts then sends one mail to the account's address.
import * as v from 'valibot'
import { endpoint } from '../endpoint'
import { idField } from '../envelopes'

/** One account's e-mail alert for one store. */
export const mailAlertSchema = v.object({
  id: idField,
  store: idField,
  store_name: v.string(),
  store_slug: v.string(),
  created_at: v.string(),
})

export type MailAlert = v.InferOutput<typeof mailAlertSchema>

/** The account's alerts and the address they go to (the account's e-mail now, after any change). */
export const mailAlertsAnswer = v.object({
  data: v.object({ email: v.string(), results: v.array(mailAlertSchema) }),
})

export type MailAlerts = v.InferOutput<typeof mailAlertsAnswer>['data']

/** The mailbox kind of a deal alert (server/deal-alerts/mail-alerts.ts). */
export const DEAL_ALERT_MAIL = 'deal-alert'

export const mailAlertEndpoints = {
  subscribeMailAlerts: endpoint({
    method: 'POST',
    path: '/mail/deal-alerts',
    auth: 'required',
    bodyUser: true,
    request: v.strictObject({ user: idField, store: idField }),
    response: v.object({ data: v.object({ email: v.string(), alert: mailAlertSchema }) }),
    status: [201],
    failure: { failure: 'Failed to turn on e-mail deal alerts' },
    addition: true,
  }),
  unsubscribeMailAlerts: endpoint({
    method: 'POST',
    path: '/mail/deal-alerts/remove',
    auth: 'required',
    bodyUser: true,
    request: v.strictObject({ user: idField, store: idField }),
    status: [204],
    failure: { failure: 'Failed to turn off e-mail deal alerts' },
    addition: true,
  }),
  mailAlerts: endpoint({
    method: 'GET',
    path: '/mail/deal-alerts',
    auth: 'required',
    response: mailAlertsAnswer,
    status: [200],
    failure: { failure: 'Failed to load your e-mail deal alerts' },
    addition: true,
  }),
}
