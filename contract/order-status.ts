// An order's status after Pay (docs/api.md#store-orders): the steps a store moves it through, one
// legal step at a time, and their words. Written once here: the server refuses any other move
// (409) and the app shows the same steps. "placed" begins when the payment is confirmed.
import * as v from 'valibot'
import { formatNaira } from './money'
import type { PaymentMethod } from './payment-methods'
import { isServiceStore, type Fulfilment } from './pricing'

export const ORDER_STEPS = [
  'placed',
  'accepted',
  'preparing',
  'on_the_way',
  'delivered',
  'ready',
  'collected',
  'visited',
  'declined_by_store',
] as const
export type OrderStep = (typeof ORDER_STEPS)[number]

export const DECLINED: OrderStep = 'declined_by_store'

/** Delivery, pickup, or a visit (a service store: a salon, a spa, a clinic). */
export type OrderJourney = 'delivery' | 'pickup' | 'visit'

/** Each journey's steps in order; the last is final. Any step before it may go to declined_by_store. */
export const JOURNEYS: Record<OrderJourney, readonly OrderStep[]> = {
  delivery: ['placed', 'accepted', 'preparing', 'on_the_way', 'delivered'],
  pickup: ['placed', 'accepted', 'preparing', 'ready', 'collected'],
  visit: ['placed', 'accepted', 'visited'],
}

/** The journey of an order: a service store's is a visit, whatever its fulfilment. */
export const journeyOf = (fulfilment: Fulfilment, placeType: string | null | undefined): OrderJourney =>
  isServiceStore(placeType) ? 'visit' : fulfilment

/** Whether nothing follows the step (the journey's end, or declined). */
export const isFinalStep = (journey: OrderJourney, step: OrderStep) =>
  step === DECLINED || JOURNEYS[journey].at(-1) === step

/** The steps an order at `step` may move to next: the journey's next one, or declined. */
export function nextSteps(journey: OrderJourney, step: OrderStep): OrderStep[] {
  if (isFinalStep(journey, step)) return []
  const path = JOURNEYS[journey]
  const next = path[path.indexOf(step) + 1]
  return next === undefined ? [] : [next, DECLINED]
}

/** The step as a shopper reads it ("on the way"). */
export const STEP_LABELS: Record<OrderStep, string> = {
  placed: 'placed',
  accepted: 'accepted',
  preparing: 'preparing',
  on_the_way: 'on the way',
  delivered: 'delivered',
  ready: 'ready to collect',
  collected: 'collected',
  visited: 'visited',
  declined_by_store: 'declined by the store',
}

/**
 * Why a move is refused, in words, or null when it is one legal step. The store API answers 409
 * with these words.
 */
export function moveProblem(journey: OrderJourney, from: OrderStep, to: OrderStep): string | null {
  const legal = nextSteps(journey, from)
  if (legal.includes(to)) return null
  if (legal.length === 0) return `This order is already ${STEP_LABELS[from]}: it cannot move any more.`
  if (!JOURNEYS[journey].includes(to) && to !== DECLINED)
    return `A ${journey} order has no step "${to}". From ${STEP_LABELS[from]} it may go to ${legal.join(' or ')}.`
  return `An order moves one step at a time: from ${STEP_LABELS[from]} it may go to ${legal.join(' or ')}, not ${to}.`
}

/** What a refund line says for a declined order: back the way it was paid; cash was never paid. */
export function refundLine(total: number, method: PaymentMethod = 'card'): string {
  switch (method) {
    case 'card':
      return `${formatNaira(total)} is refunded to the card you paid with.`
    case 'transfer':
      return `${formatNaira(total)} is refunded to the account you sent it from.`
    case 'ussd':
      return `${formatNaira(total)} is refunded to the account you paid from.`
    case 'cash':
      return 'You pay nothing: it was to be paid in cash.'
  }
}

/** The current step in words ("Jollof Republic accepted your order · preparing"). */
export function statusWords(store: string, step: OrderStep, reason?: string | null): string {
  switch (step) {
    case 'placed':
      return `Order placed · waiting for ${store} to accept it`
    case 'accepted':
      return `${store} accepted your order`
    case 'declined_by_store':
      return `${store} declined your order${reason ? `: ${reason}` : ''}`
    default:
      return `${store} accepted your order · ${STEP_LABELS[step]}`
  }
}

/**
 * A push for a step the store moved the order to: the title says where it is ("Your order from
 * Mama Cass is on the way"); the body is the words the confirmation and My orders show for it, with
 * the refund line when the store declined.
 */
export function stepNotice(
  store: string,
  step: OrderStep,
  reason: string | null | undefined,
  paid: { total: number; method?: PaymentMethod },
): { title: string; body: string } {
  const title =
    step === DECLINED
      ? `${store} declined your order`
      : step === 'visited'
        ? `Your visit to ${store} is done`
        : `Your order from ${store} is ${STEP_LABELS[step]}`
  const words = statusWords(store, step, reason)
  return { title, body: step === DECLINED ? `${words}. ${refundLine(paid.total, paid.method)}` : words }
}

/** A move as a store sends it (POST …/store/orders/:reference/steps). */
export const MAX_READY_MINUTES = 24 * 60
export const MAX_DECLINE_REASON = 200
export const storeMoveSchema = v.pipe(
  v.strictObject({
    step: v.picklist(ORDER_STEPS, `step must be one of: ${ORDER_STEPS.join(', ')}.`),
    ready_in_minutes: v.optional(
      v.pipe(
        v.number('ready_in_minutes must be a whole number of minutes.'),
        v.integer('ready_in_minutes must be a whole number of minutes.'),
        v.minValue(1, 'ready_in_minutes must be at least 1.'),
        v.maxValue(MAX_READY_MINUTES, `ready_in_minutes must be at most ${MAX_READY_MINUTES}.`),
      ),
    ),
    reason: v.optional(
      v.pipe(
        v.string('reason must be text.'),
        v.trim(),
        v.minLength(1, 'A reason is required to decline an order.'),
        v.maxLength(MAX_DECLINE_REASON, `reason must be at most ${MAX_DECLINE_REASON} characters.`),
      ),
    ),
  }),
  v.check((move) => move.step !== DECLINED || move.reason !== undefined, 'A reason is required to decline an order.'),
  v.check((move) => move.step === DECLINED || move.reason === undefined, 'A reason is sent only to decline an order.'),
  v.check(
    (move) => move.ready_in_minutes === undefined || move.step === 'accepted',
    'ready_in_minutes is sent only with the step accepted.',
  ),
)
export type StoreMove = v.InferOutput<typeof storeMoveSchema>

/** A step an order reached, and when (ISO time). */
export const stepTimeSchema = v.object({ step: v.picklist(ORDER_STEPS), at: v.string() })
export type StepTime = v.InferOutput<typeof stepTimeSchema>

/** An order's progress as the shopper and the store read it (null before it is paid). */
export const orderProgressSchema = v.object({
  journey: v.picklist(['delivery', 'pickup', 'visit']),
  step: v.picklist(ORDER_STEPS),
  steps: v.array(stepTimeSchema),
  /** The store's reason, when it declined. */
  reason: v.nullable(v.string()),
  /** About when it arrives (delivery) or is ready (pickup, a visit): ISO time. */
  eta_at: v.nullable(v.string()),
})
export type OrderProgress = v.InferOutput<typeof orderProgressSchema>
