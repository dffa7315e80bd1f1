// docs/api.md#likes likes, dislikes, ratings, rating updates, subscriptions and store comments. All need a
// signed-in shopper, and the body's `user` must be the token's user. Unliking a store or a blog
// post, and unsubscribing, are the reference server's additions.
import * as v from 'valibot'
import { endpoint } from '../endpoint'
import { idOf, ratingField, requiredText } from '../fields'
import { REQUIRED, type FailureNames } from '../messages'
import { likeSchema, ratingSchema, storeCommentSchema, subscriptionSchema } from '../records'
import { TEXT_LIMITS, type RatableTarget, type Target } from '../rules'

const user = idOf('user', REQUIRED.user)

const likeCall = (path: string, failure: FailureNames) =>
  endpoint({
    method: 'POST',
    path,
    auth: 'required',
    bodyUser: true,
    request: v.object({ user, likes: idOf('likes', REQUIRED.id) }),
    response: likeSchema,
    status: [201],
    failure,
  })

const dislikeCall = (path: string, failure: FailureNames, addition?: true) =>
  endpoint({ method: 'DELETE', path, auth: 'required', status: [204], failure, ...(addition ? { addition } : {}) })

const ratingBody = v.object({ user, rating: ratingField, ratings: idOf('ratings', REQUIRED.id) })
/** An update names its rating in the path; `ratings` may come along. */
const ratingUpdateBody = v.object({ user, rating: ratingField, ratings: v.optional(idOf('ratings', REQUIRED.id)) })

const rateCall = (path: string, failure: FailureNames) =>
  endpoint({
    method: 'POST',
    path,
    auth: 'required',
    bodyUser: true,
    request: ratingBody,
    response: ratingSchema,
    status: [201],
    failure,
  })

const rateUpdateCall = (path: string, failure: FailureNames) =>
  endpoint({
    method: 'PATCH',
    path,
    auth: 'required',
    bodyUser: true,
    request: ratingUpdateBody,
    response: ratingSchema,
    status: [200],
    failure,
  })

export const interactionEndpoints = {
  likeCoupon: likeCall('/coupon-like/likes-create', {
    prefix: 'Error liking coupon:',
    failure: 'Failed to like coupon',
  }),
  likeDiscount: likeCall('/discount-like/likes-create', { failure: 'Failed to like discount' }),
  likeFeatured: likeCall('/featured-like/featured-likes', { failure: 'Failed to like featured' }),
  likeStore: likeCall('/{product}-user/{product}-likes', { failure: 'Failed to like {product} store' }),
  likeBlogPost: likeCall('/blog/create-like', { failure: 'Failed to like blog post' }),

  dislikeCoupon: dislikeCall('/coupon-like/likes-single-item-update/:id', { failure: 'Failed to dislike coupon' }),
  dislikeDiscount: dislikeCall('/discount-like/likes-single-item-update/:id', {
    failure: 'Failed to dislike discount',
  }),
  dislikeFeatured: dislikeCall('/featured-like/featured-likes-single-item/:id', {
    failure: 'Failed to dislike featured',
  }),
  dislikeStore: dislikeCall(
    '/{product}-user/{product}-likes/:id',
    { failure: 'Failed to unlike {product} store' },
    true,
  ),
  dislikeBlogPost: dislikeCall('/blog/delete-like/:id', { failure: 'Failed to unlike blog post' }, true),

  rateCoupon: rateCall('/coupon-rating/rating-create', {
    prefix: 'Error rating coupon:',
    failure: 'Failed to rate coupon',
  }),
  rateDiscount: rateCall('/discount-rating/rating-create', { failure: 'Failed to rate discount' }),
  rateFeatured: rateCall('/featured-rating/featured-rating/', { failure: 'Failed to rate featured' }),
  rateStore: rateCall('/{product}-user/{product}-rating', { failure: 'Failed to rate {product} store' }),

  updateCouponRating: rateUpdateCall('/coupon-rating/rating-single-item-update/:id', {
    prefix: 'Error rating coupon:',
    failure: 'Failed to update coupon rating',
  }),
  updateDiscountRating: rateUpdateCall('/discount-rating/rating-single-item-update/:id', {
    failure: 'Failed to update discount rating',
  }),
  updateFeaturedRating: rateUpdateCall('/featured-rating/featured-rating-single-item/:id', {
    failure: 'Failed to update featured rating',
  }),
  updateStoreRating: rateUpdateCall('/{product}-user/{product}-rating/:id', {
    failure: 'Failed to rate {product} store',
  }),

  subscribe: endpoint({
    method: 'POST',
    path: '/{product}-user/{product}-subscribed-users',
    auth: 'required',
    bodyUser: true,
    request: v.object({ user, subscribed: idOf('subscribed', REQUIRED.storeId) }),
    response: subscriptionSchema,
    status: [200, 201],
    failure: { prefix: 'Error subscribing:', failure: 'Failed to subscribe to {product} store' },
  }),
  unsubscribe: endpoint({
    method: 'DELETE',
    path: '/{product}-user/{product}-subscribed-users/:id',
    auth: 'required',
    status: [204],
    failure: { prefix: 'Error subscribing:', failure: 'Failed to unsubscribe from {product} store' },
    addition: true,
  }),
  commentOnStore: endpoint({
    method: 'POST',
    path: '/{product}-user/{product}-user-comment',
    auth: 'required',
    bodyUser: true,
    request: v.object({
      user,
      content: requiredText('content', REQUIRED.content, TEXT_LIMITS.comment),
      // A store id, slug or name.
      restaurant_name: v.pipe(
        v.custom<string | number>((value) => value !== undefined && value !== null && value !== '', REQUIRED.storeId),
        v.custom<string | number>(
          (value) => typeof value === 'string' || typeof value === 'number',
          'restaurant_name must be a store id, slug or name.',
        ),
      ),
    }),
    response: storeCommentSchema,
    status: [201],
    failure: { failure: 'Failed to post your comment' },
  }),
}

type Name = keyof typeof interactionEndpoints

/** Each target's like, unlike, rating and rating update calls. */
export const TARGET_CALLS = {
  coupon: { like: 'likeCoupon', dislike: 'dislikeCoupon', rate: 'rateCoupon', rateUpdate: 'updateCouponRating' },
  discount: {
    like: 'likeDiscount',
    dislike: 'dislikeDiscount',
    rate: 'rateDiscount',
    rateUpdate: 'updateDiscountRating',
  },
  featured: {
    like: 'likeFeatured',
    dislike: 'dislikeFeatured',
    rate: 'rateFeatured',
    rateUpdate: 'updateFeaturedRating',
  },
  store: { like: 'likeStore', dislike: 'dislikeStore', rate: 'rateStore', rateUpdate: 'updateStoreRating' },
  blog: { like: 'likeBlogPost', dislike: 'dislikeBlogPost' },
} as const satisfies Record<RatableTarget, { like: Name; dislike: Name; rate: Name; rateUpdate: Name }> &
  Record<Target, { like: Name; dislike: Name }>
