// What an order update's push message carries (server/deal-alerts/order-updates.ts writes it, the
// service worker in sw/ shows it): the order, the step it reached, and the words to show, made once by
// stepNotice (./order-status.ts). Plain TypeScript: the worker parses it without a schema library.

export type OrderUpdatePayload = {
  /** The order's reference: one notification per order, each step replacing the last. */
  order: string
  /** The step it reached (./order-status.ts ORDER_STEPS). */
  step: string
  title: string
  body: string
  /** Same-origin path of the order's confirmation (`/checkout?reference=GD-…`). */
  url: string
}

/** The app's page for an order: its confirmation, which follows its steps. */
export const orderPagePath = (reference: string) => `/checkout?reference=${encodeURIComponent(reference)}`

/** The payload from a push message's JSON, or null when it is not an order update. */
export function parseOrderUpdatePayload(value: unknown): OrderUpdatePayload | null {
  if (typeof value !== 'object' || value === null) return null
  const { order, step, title, body, url } = value as Record<string, unknown>
  if (typeof order !== 'string' || typeof step !== 'string') return null
  if (typeof title !== 'string' || typeof body !== 'string' || typeof url !== 'string') return null
  // Only a path on the app's own origin: a tap never opens another site.
  if (!url.startsWith('/') || url.startsWith('//')) return null
  return { order, step, title, body, url }
}
