// An order after Pay (contract/order-status.ts): placed when its payment is confirmed, then moved by
// its store one legal step at a time (the store API, `npm run store -- advance`). Each move is a
// compare-and-set on the step it was read at, so two moves sent at once move it once.
import {
  DECLINED,
  isFinalStep,
  journeyOf,
  moveProblem,
  nextSteps,
  ORDER_STEPS,
  type OrderProgress,
  type OrderStep,
  type StepTime,
  type StoreMove,
} from '../../contract/order-status'
import { fulfilmentEstimateMinutes } from '../../contract/pricing'
import type { Kdb } from '../database/schema'
import { HttpError, notFound } from '../http/http-error'
import type { OrderRow } from './orders'

/** Marks a paid order placed, once: the payment page's Pay and sales-verify both call it. */
export async function placeOrder(db: Kdb, orderId: number, nowMs: number): Promise<void> {
  const placed = await db
    .updateTable('orders')
    .set({ step: 'placed' })
    .where('id', '=', orderId)
    // Paid, or cash to be paid when it comes: either way the store has it.
    .where('status', 'in', ['paid', 'pay_on_delivery'])
    .where('step', 'is', null)
    .executeTakeFirst()
  if (Number(placed.numUpdatedRows) === 0) return
  await db
    .insertInto('order_steps')
    .values({ order_id: orderId, step: 'placed', at: new Date(nowMs).toISOString() })
    .onConflict((conflict) => conflict.columns(['order_id', 'step']).doNothing())
    .execute()
}

/** The steps each order reached, in the order they were reached. */
export async function stepsOf(db: Kdb, orderIds: number[]): Promise<Map<number, StepTime[]>> {
  const steps = new Map<number, StepTime[]>()
  if (orderIds.length === 0) return steps
  const rows = await db
    .selectFrom('order_steps')
    .select(['order_id', 'step', 'at'])
    .where('order_id', 'in', orderIds)
    .execute()
  // Each journey runs forward through ORDER_STEPS: their order is the order the steps were reached.
  rows.sort((a, b) => ORDER_STEPS.indexOf(a.step) - ORDER_STEPS.indexOf(b.step))
  for (const row of rows) steps.set(row.order_id, [...(steps.get(row.order_id) ?? []), { step: row.step, at: row.at }])
  return steps
}

type ProgressRow = Pick<
  OrderRow,
  'step' | 'step_reason' | 'eta_at' | 'fulfilment' | 'estimate_minutes' | 'created_at' | 'fulfilled_at'
> & { place_type: string | null }

/** The order's progress as the shopper and its store read it; null until it is paid. */
export function progressOf(row: ProgressRow, steps: StepTime[]): OrderProgress | null {
  if (row.step === null) return null
  const placedAt = steps.find((step) => step.step === 'placed')?.at ?? row.fulfilled_at ?? row.created_at
  const eta = row.eta_at ?? new Date(Date.parse(placedAt) + row.estimate_minutes * 60_000).toISOString()
  return {
    journey: journeyOf(row.fulfilment, row.place_type),
    step: row.step,
    steps,
    reason: row.step_reason,
    eta_at: row.step === DECLINED ? null : eta,
  }
}

/** An order as its store reads it: what to make, for whom, and where it is. */
export type StoreOrder = {
  id: number
  reference: string
  fulfilment: OrderRow['fulfilment']
  items: Array<{ id: number; title: string; quantity: number }>
  phone_number: string
  shipping_address: string
  total_amount_payable_to_business: number
  created_at: string
  progress: OrderProgress
  next_steps: OrderStep[]
}

type StoreOrderRow = OrderRow & { place_type: string | null }

const storeOrderRecord = (row: StoreOrderRow, steps: StepTime[]): StoreOrder => {
  const progress = progressOf(row, steps)
  if (!progress) throw new Error(`order ${row.id} has no step`)
  const lines = JSON.parse(row.items) as Array<{ id: number; title: string; quantity: number }>
  return {
    id: row.id,
    reference: row.reference,
    fulfilment: row.fulfilment,
    items: lines.map(({ id, title, quantity }) => ({ id, title, quantity })),
    phone_number: row.phone_number,
    shipping_address: row.shipping_address,
    total_amount_payable_to_business: row.subtotal + row.delivery_fee,
    created_at: row.created_at,
    progress,
    next_steps: nextSteps(progress.journey, progress.step),
  }
}

const storeOrders = (db: Kdb) =>
  db.selectFrom('orders as o').innerJoin('stores as s', 's.id', 'o.store_id').selectAll('o').select('s.place_type')

/** How many open orders the store list shows at most: the oldest first, as a kitchen works. */
export const OPEN_ORDERS_LIMIT = 200

/** The store's paid orders that have not reached a final step, oldest first. */
export async function openOrdersOf(db: Kdb, storeId: number): Promise<StoreOrder[]> {
  const rows: StoreOrderRow[] = await storeOrders(db)
    .where('o.store_id', '=', storeId)
    .where('o.step', 'is not', null)
    .where('o.step', 'not in', ['delivered', 'collected', 'visited', DECLINED])
    .orderBy('o.id')
    .limit(OPEN_ORDERS_LIMIT)
    .execute()
  const steps = await stepsOf(
    db,
    rows.map((row) => row.id),
  )
  return rows
    .map((row) => storeOrderRecord(row, steps.get(row.id) ?? []))
    .filter((order) => order.next_steps.length > 0)
}

/** The order by its reference (or id, for the command), if it is this store's and paid; else 404. */
async function storeOrder(db: Kdb, storeId: number | null, ref: string | number): Promise<StoreOrderRow> {
  let query = storeOrders(db).where((eb) =>
    typeof ref === 'number' ? eb('o.id', '=', ref) : eb('o.reference', '=', ref),
  )
  if (storeId !== null) query = query.where('o.store_id', '=', storeId)
  const row = await query.executeTakeFirst()
  // Another store's order and an unknown one read alike: a key learns nothing of other stores.
  if (!row || row.step === null) throw notFound('This store has no paid order with that reference.')
  return row
}

/** The time it arrives or is ready, from the store's "ready in n minutes" on accept. */
const etaFrom = (row: StoreOrderRow, readyInMinutes: number, nowMs: number) =>
  new Date(
    nowMs + fulfilmentEstimateMinutes(readyInMinutes, row.distance_km ?? 0, row.fulfilment) * 60_000,
  ).toISOString()

/**
 * Moves the order one legal step (409 with the words otherwise) and answers it as the store reads
 * it. `storeId` null: the command, acting for whichever store the order is of.
 */
export async function moveOrder(
  db: Kdb,
  storeId: number | null,
  ref: string | number,
  move: StoreMove,
  nowMs: number,
): Promise<StoreOrder> {
  const row = await storeOrder(db, storeId, ref)
  const from = row.step as OrderStep
  const journey = journeyOf(row.fulfilment, row.place_type)
  const problem = moveProblem(journey, from, move.step)
  if (problem) throw new HttpError(409, problem)
  const moved = await db
    .updateTable('orders')
    .set({
      step: move.step,
      ...(move.step === DECLINED ? { step_reason: move.reason ?? null } : {}),
      ...(move.ready_in_minutes === undefined ? {} : { eta_at: etaFrom(row, move.ready_in_minutes, nowMs) }),
      // Cash is paid when the order is handed over: delivered, collected or visited.
      ...(row.status === 'pay_on_delivery' && isFinalStep(journey, move.step) ? { status: 'paid' as const } : {}),
    })
    .where('id', '=', row.id)
    .where('step', '=', from)
    .executeTakeFirst()
  // Another move got there first: this one was read at a step the order has left.
  if (Number(moved.numUpdatedRows) === 0)
    throw new HttpError(409, 'The order moved meanwhile: read it again, then send the next step.')
  await db
    .insertInto('order_steps')
    .values({ order_id: row.id, step: move.step, at: new Date(nowMs).toISOString() })
    .execute()
  const fresh = await storeOrder(db, storeId, row.id)
  return storeOrderRecord(fresh, (await stepsOf(db, [row.id])).get(row.id) ?? [])
}
