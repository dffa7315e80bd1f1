import { TARGET_CALLS, interactionEndpoints } from '@contract/endpoints/interactions'
import type { LikeRecord, RatingRecord, StoreComment, SubscriptionRecord } from '@contract/records'
import type { RatableTarget, Target } from '@contract/rules'
import { callEndpoint, errorsOf } from './endpoint-call'
import type { ErrorSpec } from './errors'
import { REQUIRED, required, requireId, requireRating } from './validation'

// docs/api.md#likes likes, dislikes, ratings, rating updates and store calls. All need a signed-in
// shopper: the body's `user` must be the token's user (the server checks). Paths, answers and
// messages: contract/endpoints/interactions.ts.

export type { RatableTarget, Target }

type TargetSpec = {
  /** docs/validation.md message for a missing target id. */
  missingTarget: string
  /** docs/validation.md message for a missing rating id on update. */
  missingRateId: string
  like: ErrorSpec
  dislike: ErrorSpec
  rate?: ErrorSpec
  rateUpdate?: ErrorSpec
}

const calls = interactionEndpoints

/** Each target's input messages and docs/errors.md failure names. */
export const TARGETS: Record<Target, TargetSpec> = {
  coupon: { missingTarget: REQUIRED.id, missingRateId: REQUIRED.rateId, ...failures('coupon') },
  discount: { missingTarget: REQUIRED.id, missingRateId: REQUIRED.id, ...failures('discount') },
  featured: { missingTarget: REQUIRED.id, missingRateId: REQUIRED.rateId, ...failures('featured') },
  store: { missingTarget: REQUIRED.storeId, missingRateId: REQUIRED.id, ...failures('store') },
  blog: { missingTarget: REQUIRED.id, missingRateId: REQUIRED.id, ...failures('blog') },
}

function failures(target: Target): Pick<TargetSpec, 'like' | 'dislike' | 'rate' | 'rateUpdate'> {
  const names: {
    like: keyof typeof calls
    dislike: keyof typeof calls
    rate?: keyof typeof calls
    rateUpdate?: keyof typeof calls
  } = TARGET_CALLS[target]
  return {
    like: errorsOf(calls[names.like]),
    dislike: errorsOf(calls[names.dislike]),
    ...(names.rate ? { rate: errorsOf(calls[names.rate]) } : {}),
    ...(names.rateUpdate ? { rateUpdate: errorsOf(calls[names.rateUpdate]) } : {}),
  }
}

export const SUBSCRIBE_ERRORS: ErrorSpec = errorsOf(calls.subscribe)

/** Sent with writes the outbox may replay, so the server applies each once. */
export type WriteOptions = { idempotencyKey?: string }

type UserId = number | null | undefined

/** POST a like; 201 with the Like record. */
export async function like(
  target: Target,
  user: UserId,
  likes: number,
  options: WriteOptions = {},
): Promise<LikeRecord> {
  const spec = TARGETS[target]
  requireId(user, REQUIRED.user)
  requireId(likes, spec.missingTarget)
  const { data } = await callEndpoint(calls[TARGET_CALLS[target].like], {
    body: { user: user as number, likes },
    ...options,
  })
  return data
}

/** DELETE a like by its record id; 204. */
export async function dislike(
  target: Target,
  likeId: number | null | undefined,
  options: WriteOptions = {},
): Promise<void> {
  requireId(likeId, REQUIRED.likeId)
  await callEndpoint(calls[TARGET_CALLS[target].dislike], { params: { id: likeId as number }, ...options })
}

export type RatingInput = { rating: number | null | undefined; user: UserId; ratings: number | null | undefined }

function checkRating(spec: TargetSpec, input: RatingInput) {
  requireId(input.user, REQUIRED.user)
  const rating = requireRating(input.rating)
  requireId(input.ratings, spec.missingTarget)
  return { rating, user: input.user as number, ratings: input.ratings as number }
}

/** POST a rating; 201 with the Rating record. */
export async function rate(
  target: RatableTarget,
  input: RatingInput,
  options: WriteOptions = {},
): Promise<RatingRecord> {
  const body = checkRating(TARGETS[target], input)
  const { data } = await callEndpoint(calls[TARGET_CALLS[target].rate], { body, ...options })
  return data
}

/** PATCH a rating by its record id (same body); 200 with the Rating record. */
export async function updateRating(
  target: RatableTarget,
  rateId: number | null | undefined,
  input: RatingInput,
  options: WriteOptions = {},
): Promise<RatingRecord> {
  const spec = TARGETS[target]
  requireId(rateId, spec.missingRateId)
  const body = checkRating(spec, input)
  const { data } = await callEndpoint(calls[TARGET_CALLS[target].rateUpdate], {
    params: { id: rateId as number },
    body,
    ...options,
  })
  return data
}

/** POST /{product}-user/{product}-subscribed-users {user, subscribed}. */
export async function subscribe(
  user: UserId,
  store: number | null | undefined,
  options: WriteOptions = {},
): Promise<SubscriptionRecord> {
  requireId(user, REQUIRED.user)
  requireId(store, REQUIRED.storeId)
  const { data } = await callEndpoint(calls.subscribe, {
    body: { user: user as number, subscribed: store as number },
    ...options,
  })
  return data
}

/** DELETE a subscription by its record id (the reference server's addition). */
export async function unsubscribe(subscriptionId: number | null | undefined, options: WriteOptions = {}) {
  requireId(subscriptionId, REQUIRED.id)
  await callEndpoint(calls.unsubscribe, { params: { id: subscriptionId as number }, ...options })
}

export type StoreCommentInput = {
  content: string | null | undefined
  user: UserId
  restaurant_name: string | number | null | undefined
}

/** POST /{product}-user/{product}-user-comment {content, user, restaurant_name}. */
export async function commentOnStore(input: StoreCommentInput, options: WriteOptions = {}): Promise<StoreComment> {
  requireId(input.user, REQUIRED.user)
  required(input.content, REQUIRED.content)
  requireId(input.restaurant_name, REQUIRED.storeId)
  const body = {
    user: input.user as number,
    content: input.content.trim(),
    restaurant_name: input.restaurant_name as string | number,
  }
  const { data } = await callEndpoint(calls.commentOnStore, { body, ...options })
  return data
}
