// The shopper's orders as Server-Sent Events (contract/endpoints/sales.ts MY_ORDERS_EVENTS_PATH): an
// `orders` event each time one of them reaches a step, so an open page reads my-orders at once rather
// than at its next poll. Any process may move an order (another instance, `npm run store`), so the
// stream looks at the database each second: the count of steps the shopper's orders reached. A comment
// keeps the connection alive through proxies; after a few minutes the stream ends and the app opens
// another (a connection never outlives a token for long).
import { streamSSE, type SSEStreamingApi } from 'hono/streaming'
import { ORDER_EVENTS } from '../../contract/endpoints/sales'
import type { Kdb } from '../database/schema'
import { requireUser, type AppContext } from '../http/context'
import { HttpError } from '../http/http-error'

/** What changes when any of the shopper's orders reaches a step. */
async function stepsReached(db: Kdb, userId: number): Promise<string> {
  const { n } = await db
    .selectFrom('order_steps as s')
    .innerJoin('orders as o', 'o.id', 's.order_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('o.user_id', '=', userId)
    .executeTakeFirstOrThrow()
  return String(n)
}

/** Writes `orders` each time the count moves, a comment when quiet, until the client leaves or time is up. */
async function follow(stream: SSEStreamingApi, db: Kdb, userId: number, first: string): Promise<void> {
  let seen = first
  await stream.writeSSE({ event: 'ready', data: seen, retry: ORDER_EVENTS.checkEveryMs * 4 })
  const opened = performance.now()
  let quietSince = opened
  while (!stream.aborted && !stream.closed && performance.now() - opened < ORDER_EVENTS.openForMs) {
    await stream.sleep(ORDER_EVENTS.checkEveryMs)
    if (stream.aborted) break
    const now = await stepsReached(db, userId)
    if (now !== seen) {
      seen = now
      quietSince = performance.now()
      await stream.writeSSE({ event: 'orders', data: now })
    } else if (performance.now() - quietSince >= ORDER_EVENTS.keepAliveMs) {
      quietSince = performance.now()
      await stream.write(': keep-alive\n\n')
    }
  }
}

const TOO_MANY = 'Too many order updates are open for this account. Close a page, then try again.'

export function orderEventsRoute() {
  // Each stream reads the database each second: their number is bounded per shopper and in all.
  const open = new Map<number, number>()
  let inAll = 0
  const release = (userId: number) => {
    inAll -= 1
    const left = (open.get(userId) ?? 1) - 1
    if (left > 0) open.set(userId, left)
    else open.delete(userId)
  }
  return async (c: AppContext) => {
    const userId = await requireUser(c)
    const { kysely, log } = c.get('deps')
    if ((open.get(userId) ?? 0) >= ORDER_EVENTS.perShopper || inAll >= ORDER_EVENTS.inAll)
      throw new HttpError(429, TOO_MANY, { 'Retry-After': '60' })
    const first = await stepsReached(kysely, userId)
    open.set(userId, (open.get(userId) ?? 0) + 1)
    inAll += 1
    c.header('X-Accel-Buffering', 'no')
    return streamSSE(
      c,
      async (stream) => {
        try {
          await follow(stream, kysely, userId, first)
        } finally {
          release(userId)
        }
      },
      async (error) => log(`order events for user ${userId} ended: ${error.message}`),
    )
  }
}
