// Order updates (docs/api.md#order-updates): a push from the reference server
// (server/deal-alerts/order-updates.ts) when a store moves the shopper's order a step. The words come
// in the payload, made once by contract/order-status.ts; one notification per order (its tag), so each
// step replaces the last; a tap opens the order's confirmation (./deal-alerts.ts handles taps).
import type { OrderUpdatePayload } from '@contract/order-update-payload'
import type { DealNotification } from './deal-alerts'

/** What the notification shows for an order's step; `origin` makes its paths absolute. */
export function orderNotification(payload: OrderUpdatePayload, origin: string): DealNotification {
  return {
    title: payload.title,
    options: {
      body: payload.body,
      icon: new URL('/icons/icon-192.png', origin).href,
      tag: `order:${payload.order}`,
      // A new step of the same order tells the shopper again, rather than changing quietly.
      renotify: true,
      data: { url: new URL(payload.url, origin).href },
    },
  }
}
