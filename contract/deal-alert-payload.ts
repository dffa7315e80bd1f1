// What a deal alert's push message carries, for the server that writes it and the service
// worker that shows it (sw/). Plain TypeScript: the worker parses it without a schema library.

export type DealAlertPayload = {
  /** The notification's title. */
  store: string
  title: string
  /** Naira, whole. */
  price: number
  /** Same-origin path of the deal's page (`/discount-detail/12`). */
  url: string
  /** Absent when the subscription asked for data saver. */
  image?: string
}

/** The payload from a push message's JSON, or null when it is not one of ours. */
export function parseDealAlertPayload(value: unknown): DealAlertPayload | null {
  if (typeof value !== 'object' || value === null) return null
  const record = value as Record<string, unknown>
  const { store, title, price, url, image } = record
  if (typeof store !== 'string' || typeof title !== 'string' || typeof url !== 'string') return null
  if (typeof price !== 'number' || !Number.isFinite(price)) return null
  // Only a path on the app's own origin: a tap never opens another site.
  if (!url.startsWith('/') || url.startsWith('//')) return null
  const payload: DealAlertPayload = { store, title, price, url }
  if (typeof image === 'string' && image !== '') payload.image = image
  return payload
}
