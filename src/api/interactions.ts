import { config } from '@/lib/config'
import { call } from './client'
import { unexpectedResponse, type ErrorSpec } from './errors'
import {
  isLikeRecord,
  isRatingRecord,
  isSubscriptionRecord,
  type LikeRecord,
  type RatingRecord,
  type StoreComment,
  type SubscriptionRecord,
} from './records'
import { REQUIRED, required, requireId, requireRating } from './validation'

// SPEC §7 likes, dislikes, ratings, rating updates and store calls. All need a signed-in
// shopper: the body's `user` must be the token's user (the server checks).

/** What a shopper can like or rate. */
export type Target = 'coupon' | 'discount' | 'featured' | 'store' | 'blog'
export type RatableTarget = Exclude<Target, 'blog'>

const product = config.productSlug

type TargetSpec = {
  likePath: string
  /** DELETE path of a like; store and blog are the reference server's additions. */
  dislikePath: (likeId: number) => string
  ratePath?: string
  rateUpdatePath?: (rateId: number) => string
  /** SPEC §5 message for a missing target id. */
  missingTarget: string
  /** SPEC §5 message for a missing rating id on update. */
  missingRateId: string
  like: ErrorSpec
  dislike: ErrorSpec
  rate?: ErrorSpec
  rateUpdate?: ErrorSpec
}

export const TARGETS: Record<Target, TargetSpec> = {
  coupon: {
    likePath: '/coupon-like/likes-create',
    dislikePath: (id) => `/coupon-like/likes-single-item-update/${id}`,
    ratePath: '/coupon-rating/rating-create',
    rateUpdatePath: (id) => `/coupon-rating/rating-single-item-update/${id}`,
    missingTarget: REQUIRED.id,
    missingRateId: REQUIRED.rateId,
    like: { prefix: 'Error liking coupon:', failure: 'Failed to like coupon' },
    dislike: { failure: 'Failed to dislike coupon' },
    rate: { prefix: 'Error rating coupon:', failure: 'Failed to rate coupon' },
    rateUpdate: { prefix: 'Error rating coupon:', failure: 'Failed to update coupon rating' },
  },
  discount: {
    likePath: '/discount-like/likes-create',
    dislikePath: (id) => `/discount-like/likes-single-item-update/${id}`,
    ratePath: '/discount-rating/rating-create',
    rateUpdatePath: (id) => `/discount-rating/rating-single-item-update/${id}`,
    missingTarget: REQUIRED.id,
    missingRateId: REQUIRED.id,
    like: { failure: 'Failed to like discount' },
    dislike: { failure: 'Failed to dislike discount' },
    rate: { failure: 'Failed to rate discount' },
    rateUpdate: { failure: 'Failed to update discount rating' },
  },
  featured: {
    likePath: '/featured-like/featured-likes',
    dislikePath: (id) => `/featured-like/featured-likes-single-item/${id}`,
    ratePath: '/featured-rating/featured-rating/',
    rateUpdatePath: (id) => `/featured-rating/featured-rating-single-item/${id}`,
    missingTarget: REQUIRED.id,
    missingRateId: REQUIRED.rateId,
    like: { failure: 'Failed to like featured' },
    dislike: { failure: 'Failed to dislike featured' },
    rate: { failure: 'Failed to rate featured' },
    rateUpdate: { failure: 'Failed to update featured rating' },
  },
  store: {
    likePath: `/${product}-user/${product}-likes`,
    dislikePath: (id) => `/${product}-user/${product}-likes/${id}`,
    ratePath: `/${product}-user/${product}-rating`,
    rateUpdatePath: (id) => `/${product}-user/${product}-rating/${id}`,
    missingTarget: REQUIRED.storeId,
    missingRateId: REQUIRED.id,
    like: { failure: `Failed to like ${product} store` },
    dislike: { failure: `Failed to unlike ${product} store` },
    rate: { failure: `Failed to rate ${product} store` },
    rateUpdate: { failure: `Failed to rate ${product} store` },
  },
  blog: {
    likePath: '/blog/create-like',
    dislikePath: (id) => `/blog/delete-like/${id}`,
    missingTarget: REQUIRED.id,
    missingRateId: REQUIRED.id,
    like: { failure: 'Failed to like blog post' },
    dislike: { failure: 'Failed to unlike blog post' },
  },
}

export const SUBSCRIBE_ERRORS: ErrorSpec = {
  prefix: 'Error subscribing:',
  failure: `Failed to subscribe to ${product} store`,
}
const UNSUBSCRIBE_ERRORS: ErrorSpec = {
  prefix: 'Error subscribing:',
  failure: `Failed to unsubscribe from ${product} store`,
}
const COMMENT_ERRORS: ErrorSpec = { failure: 'Failed to post your comment' }

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
  const { data } = await call(
    spec.likePath,
    { method: 'POST', body: { user, likes }, auth: true, expect: 201, ...options },
    spec.like,
  )
  if (!isLikeRecord(data)) throw unexpectedResponse(spec.like)
  return data
}

/** DELETE a like by its record id; 204. */
export async function dislike(
  target: Target,
  likeId: number | null | undefined,
  options: WriteOptions = {},
): Promise<void> {
  const spec = TARGETS[target]
  requireId(likeId, REQUIRED.likeId)
  await call(
    spec.dislikePath(likeId as number),
    { method: 'DELETE', auth: true, expect: 204, ...options },
    spec.dislike,
  )
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
  const spec = TARGETS[target]
  const errors = spec.rate as ErrorSpec
  const body = checkRating(spec, input)
  const { data } = await call(
    spec.ratePath as string,
    { method: 'POST', body, auth: true, expect: 201, ...options },
    errors,
  )
  if (!isRatingRecord(data)) throw unexpectedResponse(errors)
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
  const errors = spec.rateUpdate as ErrorSpec
  requireId(rateId, spec.missingRateId)
  const body = checkRating(spec, input)
  const path = (spec.rateUpdatePath as (id: number) => string)(rateId as number)
  const { data } = await call(path, { method: 'PATCH', body, auth: true, expect: 200, ...options }, errors)
  if (!isRatingRecord(data)) throw unexpectedResponse(errors)
  return data
}

/** POST /{product}-user/{product}-subscribed-users {user, subscribed}. */
export async function subscribe(user: UserId, store: number | null | undefined, options: WriteOptions = {}) {
  requireId(user, REQUIRED.user)
  requireId(store, REQUIRED.storeId)
  const { data } = await call(
    `/${product}-user/${product}-subscribed-users`,
    { method: 'POST', body: { user, subscribed: store }, auth: true, expect: [200, 201], ...options },
    SUBSCRIBE_ERRORS,
  )
  if (!isSubscriptionRecord(data)) throw unexpectedResponse(SUBSCRIBE_ERRORS)
  return data satisfies SubscriptionRecord
}

/** DELETE a subscription by its record id (the reference server's addition). */
export async function unsubscribe(subscriptionId: number | null | undefined, options: WriteOptions = {}) {
  requireId(subscriptionId, REQUIRED.id)
  await call(
    `/${product}-user/${product}-subscribed-users/${subscriptionId}`,
    { method: 'DELETE', auth: true, expect: 204, ...options },
    UNSUBSCRIBE_ERRORS,
  )
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
  const { data } = await call(
    `/${product}-user/${product}-user-comment`,
    { method: 'POST', body: { ...input, content: input.content.trim() }, auth: true, expect: 201, ...options },
    COMMENT_ERRORS,
  )
  if (typeof data !== 'object' || data === null || typeof (data as StoreComment).id !== 'number')
    throw unexpectedResponse(COMMENT_ERRORS)
  return data as StoreComment
}
