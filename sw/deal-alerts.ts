// Deal alerts (docs/api.md#extensions): a push from the reference server
// (server/deal-alerts/deal-alerts.ts) shows the store's name, the deal and its price; a tap opens
// the deal, in a window already open on the app when there is one. The picture comes only when
// the payload has one: the server leaves it out for a subscription made with data saver on. The
// same channel brings order updates (./order-updates.ts), whose tap opens the order the same way.
import { parseDealAlertPayload, type DealAlertPayload } from '@contract/deal-alert-payload'
import { parseOrderUpdatePayload } from '@contract/order-update-payload'
import { formatNaira } from '@contract/money'
import { orderNotification } from './order-updates'

export type DealNotification = {
  title: string
  options: NotificationOptions & { image?: string; renotify?: boolean }
}

/** What the notification shows for a deal alert; `origin` makes its paths absolute. */
export function dealNotification(payload: DealAlertPayload, origin: string): DealNotification {
  const url = new URL(payload.url, origin).href
  const options: DealNotification['options'] = {
    body: `${payload.title} — ${formatNaira(payload.price)}`,
    icon: new URL('/icons/icon-192.png', origin).href,
    // One notification per deal: the same deal sent twice replaces, never stacks.
    tag: `deal:${payload.url}`,
    data: { url },
  }
  if (payload.image) options.image = new URL(payload.image, origin).href
  return { title: payload.store, options }
}

/** The deal's address a notification carries, only if it is on this origin. */
export function dealUrlOf(data: unknown, origin: string): string | null {
  const url = (data as { url?: unknown } | null)?.url
  if (typeof url !== 'string') return null
  const parsed = new URL(url, origin)
  return parsed.origin === origin ? parsed.href : null
}

/** The notification a push message asks for: an order's step or a deal; null when it is not ours. */
export function notificationFor(json: unknown, origin: string): DealNotification | null {
  const order = parseOrderUpdatePayload(json)
  if (order) return orderNotification(order, origin)
  const deal = parseDealAlertPayload(json)
  return deal ? dealNotification(deal, origin) : null
}

function readJson(event: PushEvent): unknown {
  try {
    return event.data?.json()
  } catch {
    return null
  }
}

export function listenForDealAlerts(scope: ServiceWorkerGlobalScope): void {
  const origin = scope.location.origin
  scope.addEventListener('push', (event) => {
    const shown = notificationFor(readJson(event), origin)
    if (!shown) return
    const { title, options } = shown
    event.waitUntil(scope.registration.showNotification(title, options))
  })

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close()
    const url = dealUrlOf(event.notification.data, origin)
    if (!url) return
    event.waitUntil(
      (async () => {
        const open = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true })
        const app = open.find((client) => new URL(client.url).origin === origin)
        // The app's own window, taken to the deal and brought forward; navigate() needs a window
        // this worker controls, so another one gets a new window instead.
        const moved = app ? await app.navigate(url).catch(() => null) : null
        // Focus needs the click's user activation; the deal is open either way.
        if (moved) await moved.focus().catch(() => undefined)
        else await scope.clients.openWindow(url)
      })(),
    )
  })
}
