import { afterEach, describe, expect, it, vi } from 'vitest'
import { stamp } from '@/test/fixtures'
import { failure, refused } from '@/test/outcomes'
import { empty, json, offline, stubFetch } from '@/test/stub-fetch'
import { signInPerTest } from '@/test/session'
import { dislike, like, rate, subscribe, updateRating, type RatableTarget, type Target } from './interactions'

const NOT_FOUND = 'The requested resource was not found.'
const SERVER_ERROR = 'Internal Server Error - Try again later.'
const FORBIDDEN = 'Access Forbidden - You may not have the required permissions.'

afterEach(() => vi.unstubAllGlobals())
const signedIn = signInPerTest()

const likeRecord = { id: 31, likes: 12, user: 7, ...stamp }
const ratingRecord = { id: 41, rating: 4, ratings: 12, user: 7, ...stamp }

// docs/api.md#base paths (under the /beta base), with the reference server's additions for store and blog.
const likePaths: Record<Target, string> = {
  coupon: '/beta/coupon-like/likes-create',
  discount: '/beta/discount-like/likes-create',
  featured: '/beta/featured-like/featured-likes',
  store: '/beta/gidideals-user/gidideals-likes',
  blog: '/beta/blog/create-like',
}
const dislikePaths: Record<Target, string> = {
  coupon: '/beta/coupon-like/likes-single-item-update/31',
  discount: '/beta/discount-like/likes-single-item-update/31',
  featured: '/beta/featured-like/featured-likes-single-item/31',
  store: '/beta/gidideals-user/gidideals-likes/31',
  blog: '/beta/blog/delete-like/31',
}
const ratePaths: Record<RatableTarget, string> = {
  coupon: '/beta/coupon-rating/rating-create',
  discount: '/beta/discount-rating/rating-create',
  featured: '/beta/featured-rating/featured-rating/',
  store: '/beta/gidideals-user/gidideals-rating',
}
const rateUpdatePaths: Record<RatableTarget, string> = {
  coupon: '/beta/coupon-rating/rating-single-item-update/41',
  discount: '/beta/discount-rating/rating-single-item-update/41',
  featured: '/beta/featured-rating/featured-rating-single-item/41',
  store: '/beta/gidideals-user/gidideals-rating/41',
}

const targets: Target[] = ['coupon', 'discount', 'featured', 'store', 'blog']
const ratable: RatableTarget[] = ['coupon', 'discount', 'featured', 'store']
const missingTarget = (target: Target) => (target === 'store' ? 'Store ID is required.' : 'ID is required.')

// docs/errors.md#prefixes messages: the call's failure message, and the wrapped prefix where the catalogue gives one.
const likeFailures: Record<Target, [string, string?]> = {
  coupon: ['Failed to like coupon', 'Error liking coupon:'],
  discount: ['Failed to like discount'],
  featured: ['Failed to like featured'],
  store: ['Failed to like gidideals store'],
  blog: ['Failed to like blog post'],
}
const dislikeFailures: Record<Target, string> = {
  coupon: 'Failed to dislike coupon',
  discount: 'Failed to dislike discount',
  featured: 'Failed to dislike featured',
  // Not in the original spec (docs/errors.md): the reference server's own unlike calls.
  store: 'Failed to unlike gidideals store',
  blog: 'Failed to unlike blog post',
}
const rateFailures: Record<RatableTarget, [string, string?]> = {
  coupon: ['Failed to rate coupon', 'Error rating coupon:'],
  discount: ['Failed to rate discount'],
  featured: ['Failed to rate featured'],
  store: ['Failed to rate gidideals store'],
}
const rateUpdateFailures: Record<RatableTarget, [string, string?]> = {
  coupon: ['Failed to update coupon rating', 'Error rating coupon:'],
  discount: ['Failed to update discount rating'],
  featured: ['Failed to update featured rating'],
  store: ['Failed to rate gidideals store'],
}
const wrapped = ([failure, prefix]: [string, string?], detail = failure) => (prefix ? `${prefix} ${detail}` : detail)

const rating = { rating: 4, user: 7, ratings: 12 }

describe.each(targets)('like %s', (target) => {
  it('posts {user, likes} with the bearer token and returns the Like record on 201', async () => {
    signedIn('access-7')
    const sent = stubFetch(() => json(likeRecord, 201))
    await expect(like(target, 7, 12)).resolves.toEqual(likeRecord)
    expect(sent).toHaveLength(1)
    expect(sent[0]?.path).toBe(likePaths[target])
    expect(sent[0]?.method).toBe('POST')
    expect(sent[0]?.body).toEqual({ user: 7, likes: 12 })
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer access-7')
    expect(sent[0]?.headers.has('Idempotency-Key')).toBe(false)
  })

  it('passes the Idempotency-Key through', async () => {
    const sent = stubFetch(() => json(likeRecord, 201))
    await like(target, 7, 12, { idempotencyKey: `like-${target}-12` })
    expect(sent[0]?.headers.get('Idempotency-Key')).toBe(`like-${target}-12`)
  })

  it.each([
    ['nobody signed in', null, 12, 'User is required.'],
    ['an undefined user', undefined, 12, 'User is required.'],
    ['a user id of 0', 0, 12, 'User is required.'],
    ['a fractional user id', 1.5, 12, 'User is required.'],
    ['no target id', 7, Number.NaN, missingTarget(target)],
    ['a target id of 0', 7, 0, missingTarget(target)],
    ['a negative target id', 7, -3, missingTarget(target)],
  ])('refuses %s with no request', async (_label, user, likes, message) => {
    const sent = stubFetch(() => json(likeRecord, 201))
    await refused(like(target, user, likes), message)
    expect(sent).toEqual([])
  })

  it('words its failures with its SPEC §8 message', async () => {
    const messages = likeFailures[target]
    stubFetch(() => json(likeRecord, 200))
    const wrongStatus = await failure(like(target, 7, 12))
    expect(wrongStatus.message).toBe(messages[0])
    expect(wrongStatus.kind).toBe('unexpected')
    stubFetch(() => json({ id: 31 }, 201))
    expect((await failure(like(target, 7, 12))).message).toBe(messages[0])
    stubFetch(() => json({}, 400))
    expect((await failure(like(target, 7, 12))).message).toBe(wrapped(messages))
    stubFetch(offline)
    expect((await failure(like(target, 7, 12))).message).toBe(wrapped(messages))
    stubFetch(() => json({ message: 'You already liked this.' }, 400))
    expect((await failure(like(target, 7, 12))).message).toBe(wrapped(messages, 'You already liked this.'))
    stubFetch(() => json({}, 404))
    expect((await failure(like(target, 7, 12))).message).toBe(wrapped(messages, NOT_FOUND))
  })
})

describe.each(targets)('dislike %s', (target) => {
  it('deletes the like by its id and expects 204', async () => {
    signedIn('access-7')
    const sent = stubFetch(() => empty(204))
    await expect(dislike(target, 31, { idempotencyKey: 'dislike-31' })).resolves.toBeUndefined()
    expect(sent).toHaveLength(1)
    expect(sent[0]?.path).toBe(dislikePaths[target])
    expect(sent[0]?.method).toBe('DELETE')
    expect(sent[0]?.body).toBeUndefined()
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer access-7')
    expect(sent[0]?.headers.get('Idempotency-Key')).toBe('dislike-31')
  })

  it.each([null, undefined, 0, -1, 2.5])("refuses like id %s with 'Like ID is required.'", async (likeId) => {
    const sent = stubFetch(() => empty(204))
    await refused(dislike(target, likeId), 'Like ID is required.')
    expect(sent).toEqual([])
  })

  it('words its failures with its message', async () => {
    stubFetch(() => json({}, 200))
    expect((await failure(dislike(target, 31))).message).toBe(dislikeFailures[target])
    stubFetch(() => json({}, 400))
    expect((await failure(dislike(target, 31))).message).toBe(dislikeFailures[target])
    stubFetch(offline)
    expect((await failure(dislike(target, 31))).message).toBe(dislikeFailures[target])
    stubFetch(() => json({}, 500))
    expect((await failure(dislike(target, 31))).message).toBe(SERVER_ERROR)
  })
})

describe.each(ratable)('rate %s', (target) => {
  it('posts {rating, user, ratings} and returns the Rating record on 201', async () => {
    signedIn('access-7')
    const sent = stubFetch(() => json(ratingRecord, 201))
    await expect(rate(target, rating, { idempotencyKey: 'rate-12' })).resolves.toEqual(ratingRecord)
    expect(sent).toHaveLength(1)
    expect(sent[0]?.path).toBe(ratePaths[target])
    expect(sent[0]?.method).toBe('POST')
    expect(sent[0]?.body).toEqual({ rating: 4, user: 7, ratings: 12 })
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer access-7')
    expect(sent[0]?.headers.get('Idempotency-Key')).toBe('rate-12')
  })

  it.each([
    ['nobody signed in', { ...rating, user: null }, 'User is required.'],
    ['no rating', { ...rating, rating: undefined }, 'Rating is required.'],
    ['a null rating', { ...rating, rating: null }, 'Rating is required.'],
    ['a rating of 0', { ...rating, rating: 0 }, 'Rating is required.'],
    ['a rating of 6', { ...rating, rating: 6 }, 'Rating is required.'],
    ['a rating of 2.5', { ...rating, rating: 2.5 }, 'Rating is required.'],
    ['no target id', { ...rating, ratings: undefined }, missingTarget(target)],
    ['a target id of 0', { ...rating, ratings: 0 }, missingTarget(target)],
  ])('refuses %s with no request', async (_label, input, message) => {
    const sent = stubFetch(() => json(ratingRecord, 201))
    await refused(rate(target, input), message)
    expect(sent).toEqual([])
  })

  it('accepts every whole star from 1 to 5', async () => {
    const sent = stubFetch(() => json(ratingRecord, 201))
    for (const stars of [1, 2, 3, 4, 5]) await rate(target, { ...rating, rating: stars })
    expect(sent.map((request) => (request.body as { rating: number }).rating)).toEqual([1, 2, 3, 4, 5])
  })

  it('words its failures with its SPEC §8 message', async () => {
    const messages = rateFailures[target]
    stubFetch(() => json(ratingRecord, 200))
    expect((await failure(rate(target, rating))).message).toBe(messages[0])
    stubFetch(() => json({ id: 41, rating: 4 }, 201))
    expect((await failure(rate(target, rating))).message).toBe(messages[0])
    stubFetch(() => json({}, 400))
    expect((await failure(rate(target, rating))).message).toBe(wrapped(messages))
    stubFetch(offline)
    expect((await failure(rate(target, rating))).message).toBe(wrapped(messages))
    stubFetch(() => json({}, 403))
    expect((await failure(rate(target, rating))).message).toBe(wrapped(messages, FORBIDDEN))
  })
})

describe.each(ratable)('updateRating %s', (target) => {
  it('patches the rating by its id with the same body and returns the Rating record on 200', async () => {
    signedIn('access-7')
    const sent = stubFetch(() => json({ ...ratingRecord, rating: 2 }, 200))
    await expect(updateRating(target, 41, { ...rating, rating: 2 }, { idempotencyKey: 'rerate-41' })).resolves.toEqual({
      ...ratingRecord,
      rating: 2,
    })
    expect(sent).toHaveLength(1)
    expect(sent[0]?.path).toBe(rateUpdatePaths[target])
    expect(sent[0]?.method).toBe('PATCH')
    expect(sent[0]?.body).toEqual({ rating: 2, user: 7, ratings: 12 })
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer access-7')
    expect(sent[0]?.headers.get('Idempotency-Key')).toBe('rerate-41')
  })

  const missingRateId = target === 'coupon' || target === 'featured' ? 'Rate ID is required.' : 'ID is required.'

  it.each([
    ['no rating id', undefined, rating, missingRateId],
    ['a null rating id', null, rating, missingRateId],
    ['a rating id of 0', 0, rating, missingRateId],
    ['nobody signed in', 41, { ...rating, user: undefined }, 'User is required.'],
    ['no rating', 41, { ...rating, rating: null }, 'Rating is required.'],
    ['a rating of 0', 41, { ...rating, rating: 0 }, 'Rating is required.'],
    ['a rating of 6', 41, { ...rating, rating: 6 }, 'Rating is required.'],
    ['a rating of 2.5', 41, { ...rating, rating: 2.5 }, 'Rating is required.'],
    ['no target id', 41, { ...rating, ratings: null }, missingTarget(target)],
  ])('refuses %s with no request', async (_label, rateId, input, message) => {
    const sent = stubFetch(() => json(ratingRecord, 200))
    await refused(updateRating(target, rateId, input), message)
    expect(sent).toEqual([])
  })

  it('words its failures with its SPEC §8 message', async () => {
    const messages = rateUpdateFailures[target]
    stubFetch(() => json(ratingRecord, 201))
    expect((await failure(updateRating(target, 41, rating))).message).toBe(messages[0])
    stubFetch(() => json({ ok: true }, 200))
    expect((await failure(updateRating(target, 41, rating))).message).toBe(messages[0])
    stubFetch(() => json({}, 400))
    expect((await failure(updateRating(target, 41, rating))).message).toBe(wrapped(messages))
    stubFetch(offline)
    expect((await failure(updateRating(target, 41, rating))).message).toBe(wrapped(messages))
    stubFetch(() => json({ detail: 'Not your rating.' }, 400))
    expect((await failure(updateRating(target, 41, rating))).message).toBe(wrapped(messages, 'Not your rating.'))
  })
})

describe('SPEC §8 names every interaction failure', () => {
  it.each([
    ['like discount', () => like('discount', 7, 12), 'Failed to like discount'],
    ['dislike discount', () => dislike('discount', 31), 'Failed to dislike discount'],
    ['rate discount', () => rate('discount', rating), 'Failed to rate discount'],
    ['update discount rating', () => updateRating('discount', 41, rating), 'Failed to update discount rating'],
    ['like coupon', () => like('coupon', 7, 12), 'Failed to like coupon'],
    ['dislike coupon', () => dislike('coupon', 31), 'Failed to dislike coupon'],
    ['rate coupon', () => rate('coupon', rating), 'Failed to rate coupon'],
    ['update coupon rating', () => updateRating('coupon', 41, rating), 'Failed to update coupon rating'],
    ['like featured', () => like('featured', 7, 12), 'Failed to like featured'],
    ['dislike featured', () => dislike('featured', 31), 'Failed to dislike featured'],
    ['rate featured', () => rate('featured', rating), 'Failed to rate featured'],
    ['update featured rating', () => updateRating('featured', 41, rating), 'Failed to update featured rating'],
    ['like store', () => like('store', 7, 12), 'Failed to like gidideals store'],
    ['rate store', () => rate('store', rating), 'Failed to rate gidideals store'],
    ['subscribe', () => subscribe(7, 12), 'Failed to subscribe to gidideals store'],
    ['like blog post', () => like('blog', 7, 12), 'Failed to like blog post'],
  ])('%s: an answer that breaks the contract gives exactly the message', async (_label, attempt, message) => {
    stubFetch(() => json({ unexpected: true }, 202))
    const error = await failure(attempt())
    expect(error.message).toBe(message)
    expect(error.kind).toBe('unexpected')
    expect(error.status).toBe(202)
  })

  it.each([
    ['liking a coupon', () => like('coupon', 7, 12), 'Error liking coupon: Failed to like coupon'],
    ['rating a coupon', () => rate('coupon', rating), 'Error rating coupon: Failed to rate coupon'],
    [
      'updating a coupon rating',
      () => updateRating('coupon', 41, rating),
      'Error rating coupon: Failed to update coupon rating',
    ],
    ['subscribing', () => subscribe(7, 12), 'Error subscribing: Failed to subscribe to gidideals store'],
  ])('%s wraps a failed request in its prefix', async (_label, attempt, message) => {
    stubFetch(offline)
    expect((await failure(attempt())).message).toBe(message)
    stubFetch(() => json({}, 400))
    expect((await failure(attempt())).message).toBe(message)
  })
})
