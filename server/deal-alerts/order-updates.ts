// Order updates by Web Push (docs/api.md#order-updates): a signed-in shopper's device keeps its push
// subscription for her orders' steps (a row of order_updates, with the login session that kept it),
// and each step her store moves an order to is pushed to her devices through the deal alerts' sender
// (./deal-alerts.ts): one client, one VAPID pair, the same endpoint rules and the same pruning. The
// store API sends after the step is written, never in the way of its answer; `npm run store --
// advance` waits for the sends. Logging out of that session, or everywhere, drops the subscription
// (../auth/sessions.ts), and only a live session's subscriptions are sent to.
import { orderPagePath, type OrderUpdatePayload } from '../../contract/order-update-payload'
import { DECLINED, stepNotice, type OrderStep } from '../../contract/order-status'
import type { PushSubscriptionJson } from '../../contract/endpoints/deal-alerts'
import type { PaymentMethod } from '../../contract/payment-methods'
import type { Kdb } from '../database/schema'
import { now } from '../database/settings'
import type { DealAlerts, SendReport } from './deal-alerts'

/** Devices one account keeps for order updates; the oldest beyond it are dropped. */
export const MAX_ORDER_UPDATE_DEVICES = 20

/**
 * Keeps this device's subscription for the account's order updates, under the session that sent it.
 * A push endpoint is one browser profile: whoever kept it before (another shopper on a shared phone)
 * no longer gets pushes through it.
 */
export async function keepOrderUpdates(
  db: Kdb,
  who: { userId: number; sessionId: string },
  subscription: PushSubscriptionJson,
): Promise<void> {
  const stamp = now()
  const fields = {
    user_id: who.userId,
    session_id: who.sessionId,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    failures: 0,
    updated_at: stamp,
  }
  await db.transaction().execute(async (trx) => {
    // An upsert on the endpoint, so the same subscription sent twice at once is one row.
    await trx
      .insertInto('order_updates')
      .values({ ...fields, endpoint: subscription.endpoint, created_at: stamp })
      .onConflict((conflict) => conflict.column('endpoint').doUpdateSet(fields))
      .execute()
    const kept = await trx
      .selectFrom('order_updates')
      .select('id')
      .where('user_id', '=', who.userId)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(MAX_ORDER_UPDATE_DEVICES)
      .execute()
    await trx
      .deleteFrom('order_updates')
      .where('user_id', '=', who.userId)
      .where(
        'id',
        'not in',
        kept.map((row) => row.id),
      )
      .execute()
  })
}

/** This device no longer gets the account's order updates. */
export async function dropOrderUpdates(db: Kdb, userId: number, endpoint: string): Promise<void> {
  await db.deleteFrom('order_updates').where('user_id', '=', userId).where('endpoint', '=', endpoint).execute()
}

/** The order as its push names it, at the step it is at now. */
function orderOf(db: Kdb, orderId: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('stores as s', 's.id', 'o.store_id')
    .select([
      'o.id',
      'o.reference',
      'o.user_id',
      'o.step',
      'o.step_reason',
      'o.total',
      'o.payment_method',
      's.name_of_business as store',
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirst()
}

/** What the push for the order's step carries. */
export function orderUpdatePayload(order: {
  reference: string
  store: string
  step: OrderStep
  step_reason: string | null
  total: number
  payment_method: PaymentMethod
}): OrderUpdatePayload {
  const { title, body } = stepNotice(order.store, order.step, order.step === DECLINED ? order.step_reason : null, {
    total: order.total,
    method: order.payment_method,
  })
  return { order: order.reference, step: order.step, title, body, url: orderPagePath(order.reference) }
}

/**
 * Pushes the order's step to its owner's devices kept by a session still signed in; endpoints that
 * are gone are dropped as deal alerts' are. `expected`: the step just written (a later move sends its own).
 */
export async function notifyOrderStep(
  db: Kdb,
  pushes: DealAlerts,
  orderId: number,
  expected: OrderStep,
  log: (line: string) => void = () => {},
): Promise<SendReport> {
  const order = await orderOf(db, orderId)
  if (!order || order.step !== expected) return { sent: 0, pruned: 0, failed: 0 }
  const body = JSON.stringify(orderUpdatePayload({ ...order, step: expected }))
  const devices = await db
    .selectFrom('order_updates as u')
    .innerJoin('sessions as s', 's.id', 'u.session_id')
    .select(['u.id', 'u.endpoint', 'u.p256dh', 'u.auth', 'u.failures'])
    .where('u.user_id', '=', order.user_id)
    .where('s.user_id', '=', order.user_id)
    .where('s.revoked', '=', 0)
    .orderBy('u.id')
    .execute()
  const report = await pushes.sendTo('order_updates', devices, () => body)
  // Counts only: endpoints are capability URLs and stay out of the log.
  log(`order ${order.id} ${expected} pushes: ${report.sent} sent, ${report.pruned} pruned, ${report.failed} failed`)
  return report
}

/** Starts the step's pushes on the next turn: the store's answer never waits for push services. */
export const notifyOrderStepLater = (
  db: Kdb,
  pushes: DealAlerts,
  move: { orderId: number; step: OrderStep },
  log: (line: string) => void,
): Promise<unknown> =>
  new Promise((resolve) => setImmediate(resolve)).then(() => notifyOrderStep(db, pushes, move.orderId, move.step, log))
