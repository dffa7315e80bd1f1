import { MY_ORDERS_EVENTS_PATH, ORDER_EVENTS } from '@contract/endpoints/sales'
import { apiUrl } from './client'
import { currentSession } from './session-port'

// The shopper's order events (docs/api.md#order-events): a Server-Sent Events stream read with fetch
// (EventSource cannot send the bearer token). Each `orders` event means one of the shopper's orders
// reached a step; the caller reads my-orders again.

/** How a stream ended: `closed` (the server ended it, or the connection dropped: open another), `refused` (none to be had now: no token, 401, a provider without it). */
export type OrderEventsEnd = 'closed' | 'refused'

const EVENT_STREAM = /^text\/event-stream\b/i

/** The event names in `text`'s complete blocks, and what is left of an unfinished one. */
export function eventNames(text: string): { names: string[]; rest: string } {
  const blocks = text.split(/\r?\n\r?\n/)
  const rest = blocks.pop() ?? ''
  const names = blocks.flatMap((block) => {
    const name = /^event: ?(.*)$/m.exec(block)?.[1]
    return name ? [name.trim()] : []
  })
  return { names, rest }
}

/** Follows the stream until it ends: `onOpen` once it answers, `onOrders` at each `orders` event. */
export async function followOrderEvents(
  handlers: { onOpen: () => void; onOrders: () => void },
  signal: AbortSignal,
): Promise<OrderEventsEnd> {
  const token = currentSession().getAccess()
  if (!token) return 'refused'
  let response: Response
  try {
    response = await fetch(apiUrl(MY_ORDERS_EVENTS_PATH), {
      headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
      cache: 'no-store',
      signal,
    })
  } catch {
    return 'closed'
  }
  if (!response.ok || !response.body || !EVENT_STREAM.test(response.headers.get('Content-Type') ?? '')) {
    await response.body?.cancel().catch(() => undefined)
    return response.status >= 500 ? 'closed' : 'refused'
  }
  handlers.onOpen()
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let text = ''
  // A connection that died without a word (a phone between masts) is given up after two keep-alives.
  let watchdog: ReturnType<typeof setTimeout> | undefined
  const watch = () => {
    clearTimeout(watchdog)
    watchdog = setTimeout(() => void reader.cancel().catch(() => undefined), ORDER_EVENTS.keepAliveMs * 2)
  }
  try {
    for (;;) {
      watch()
      const { done, value } = await reader.read()
      if (done) break
      const { names, rest } = eventNames(text + decoder.decode(value, { stream: true }))
      text = rest
      if (names.includes('orders')) handlers.onOrders()
    }
  } catch {
    // The connection dropped, or the page stopped following.
  } finally {
    clearTimeout(watchdog)
  }
  return 'closed'
}
