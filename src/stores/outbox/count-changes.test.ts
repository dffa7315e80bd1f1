import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { stamp, userActivities } from '@/test/fixtures'
import {
  addChanges,
  countsIn,
  holdsTarget,
  NO_CHANGE,
  patchCounts,
  pendingChange,
  sameCounts,
  sentChange,
  withChange,
  type CountChange,
} from './count-changes'
import { enqueue, type OutboxAction, type OutboxEntry } from './outbox-queue'

const USER = 7
let counter = 0
const newId = () => `id-${++counter}`

function wish(...actions: OutboxAction[]): OutboxEntry {
  const queue = actions.reduce<OutboxEntry[]>((entries, action) => enqueue(entries, action, USER, 1000, newId), [])
  return queue[0]!
}

const likeCoupon = (liked: boolean): OutboxAction => ({ kind: 'like', target: 'coupon', targetId: 3, liked })
const rateCoupon = (rating: number): OutboxAction => ({ kind: 'rating', target: 'coupon', targetId: 3, rating })
const change = (values: Partial<CountChange>): CountChange => ({ ...NO_CHANGE, ...values })

describe('pendingChange: what a wish still in the outbox will change', () => {
  const none = userActivities()
  const liked = userActivities({ coupon_likes: [{ id: 90, likes: 3, user: USER, ...stamp }] })
  const ratedFive = userActivities({ coupon_rating: [{ id: 91, rating: 5, ratings: 3, user: USER, ...stamp }] })

  it('a like adds one, an unlike of a liked coupon takes one away', () => {
    expect(pendingChange(wish(likeCoupon(true)), none)).toEqual(change({ likes: 1 }))
    expect(pendingChange(wish(likeCoupon(false)), liked)).toEqual(change({ likes: -1 }))
  })

  it('a like then an unlike changes nothing, and a like the server has already counts once', () => {
    expect(pendingChange(wish(likeCoupon(true), likeCoupon(false)), none)).toEqual(NO_CHANGE)
    expect(pendingChange(wish(likeCoupon(true)), liked)).toEqual(NO_CHANGE)
  })

  it('a first rating adds itself and one to the count; a changed rating moves only the sum', () => {
    expect(pendingChange(wish(rateCoupon(4)), none)).toEqual(change({ ratingTotal: 4, ratingCount: 1 }))
    expect(pendingChange(wish(rateCoupon(2)), ratedFive)).toEqual(change({ ratingTotal: -3 }))
    expect(pendingChange(wish(rateCoupon(5)), ratedFive)).toEqual(NO_CHANGE)
  })

  it('changes nothing while the shopper’s activities are unknown or another shopper’s', () => {
    expect(pendingChange(wish(likeCoupon(true)), null)).toEqual(NO_CHANGE)
    expect(pendingChange(wish(likeCoupon(true)), userActivities({ id: 8 }))).toEqual(NO_CHANGE)
  })
})

describe('sentChange: what the server changed for a sent entry', () => {
  const record = { id: 91, rating: 4, ratings: 3, user: USER, ...stamp }
  it('counts a like, an unlike, a first rating and a changed one', () => {
    expect(
      sentChange(wish(likeCoupon(true)), { call: 'like', record: { id: 1, likes: 3, user: USER, ...stamp } }, null),
    ).toEqual(change({ likes: 1 }))
    expect(sentChange(wish(likeCoupon(false)), { call: 'dislike', likeId: 1 }, null)).toEqual(change({ likes: -1 }))
    expect(sentChange(wish(rateCoupon(4)), { call: 'rate', record }, null)).toEqual(
      change({ ratingTotal: 4, ratingCount: 1 }),
    )
    const before = userActivities({ coupon_rating: [{ ...record, rating: 5 }] })
    expect(sentChange(wish(rateCoupon(4)), { call: 'updateRating', record }, before)).toEqual(
      change({ ratingTotal: -1 }),
    )
  })
})

describe('withChange: the counts a page shows', () => {
  it('the issue’s coupon: 148 likes and 5.0 (1), then a like and a 4★ rating: 149 likes, 4.5 (2)', () => {
    const shown = withChange(
      { likes: 148, rating: 5, ratingCount: 1 },
      addChanges(change({ likes: 1 }), change({ ratingTotal: 4, ratingCount: 1 })),
    )
    expect(shown).toEqual({ likes: 149, rating: 4.5, ratingCount: 2 })
  })

  it('changing a 4★ to 2★ on 4.5 (2) gives 3.5 (2); the first rating of an unrated deal is itself', () => {
    expect(withChange({ rating: 4.5, ratingCount: 2 }, change({ ratingTotal: -2 }))).toEqual({
      rating: 3.5,
      ratingCount: 2,
    })
    expect(withChange({ rating: 0, ratingCount: 0 }, change({ ratingTotal: 3, ratingCount: 1 }))).toEqual({
      rating: 3,
      ratingCount: 1,
    })
  })

  it('makes up no count the page did not have, and never goes below zero', () => {
    expect(withChange({}, change({ likes: 1, ratingTotal: 4, ratingCount: 1 }))).toEqual({})
    expect(withChange({ likes: 0 }, change({ likes: -1 }))).toEqual({ likes: 0 })
  })

  it('a change and its opposite give back the counts the server sent (never counted twice)', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 10, max: 50 }),
        fc.integer({ min: 1, max: 5 }),
        (likes, ratingCount, tenths, rating) => {
          const counts = { likes, rating: tenths / 10, ratingCount }
          const there = withChange(counts, change({ likes: 1, ratingTotal: rating, ratingCount: 1 }))
          const back = withChange(there, change({ likes: -1, ratingTotal: -rating, ratingCount: -1 }))
          expect(back.likes).toBe(likes)
          expect(back.ratingCount).toBe(ratingCount)
          // The average is sent rounded to a tenth; going there and back may land one tenth off.
          expect(Math.abs((back.rating ?? 0) - counts.rating)).toBeLessThan(0.1001)
        },
      ),
    )
  })
})

describe('patchCounts: the copies of a target in a cached answer', () => {
  const storeRef = { id: 3, name_of_business: 'Jollof Republic', slug: 'jollof-republic', logo: '/l.svg' }
  const coupon = {
    id: 3,
    kind: 'coupon',
    title: '20% off',
    likes_count: 148,
    rating: 5,
    rating_count: 1,
    store: storeRef,
  }
  const storeDetails = {
    data: { results: { ...storeRef, likes_count: 40, rating: 4.4, rating_count: 130, coupons: [coupon] } },
  }

  it('moves the coupon wherever it is, and not the store of the same id', () => {
    const patched = patchCounts(
      storeDetails,
      'coupon',
      3,
      change({ likes: 1, ratingTotal: 4, ratingCount: 1 }),
    ) as typeof storeDetails
    expect(patched.data.results.coupons[0]).toMatchObject({ likes_count: 149, rating: 4.5, rating_count: 2 })
    expect(patched.data.results).toMatchObject({ likes_count: 40, rating: 4.4, rating_count: 130 })
    expect(patched.data.results.coupons[0]?.store).toBe(storeRef)
  })

  it('moves a store in a near-me page, leaving the store named inside a deal alone', () => {
    const pages = {
      pages: [{ results: [{ ...storeRef, likes_count: 40, rating: 4.4, rating_count: 130 }] }],
      pageParams: [1],
    }
    const patched = patchCounts(pages, 'store', 3, change({ likes: 1 })) as typeof pages
    expect(patched.pages[0]?.results[0]).toMatchObject({ likes_count: 41 })
    expect(patchCounts(coupon, 'store', 3, change({ likes: 1 }))).toBe(coupon)
  })

  it('gives back the very same answer when nothing in it is the target', () => {
    expect(patchCounts(storeDetails, 'discount', 3, change({ likes: 1 }))).toBe(storeDetails)
    expect(patchCounts(storeDetails, 'coupon', 4, change({ likes: 1 }))).toBe(storeDetails)
    expect(holdsTarget(storeDetails, 'coupon', 3)).toBe(true)
    expect(holdsTarget(storeDetails, 'featured', 3)).toBe(false)
  })

  it('finds a post by its article', () => {
    const post = { id: 9, title: 'Suya', article: 'Text', likes_count: 2 }
    expect(patchCounts([post], 'blog', 9, change({ likes: 1 }))).toEqual([{ ...post, likes_count: 3 }])
  })
  it('reads the counts of the target wherever it is (countsIn), and compares them (sameCounts)', () => {
    expect(countsIn(storeDetails, 'coupon', 3)).toEqual({ likes: 148, rating: 5, ratingCount: 1 })
    expect(countsIn(storeDetails, 'store', 3)).toEqual({ likes: 40, rating: 4.4, ratingCount: 130 })
    expect(countsIn(storeDetails, 'coupon', 4)).toBeUndefined()
    const moved = patchCounts(storeDetails, 'coupon', 3, change({ likes: 1 }))
    expect(sameCounts(countsIn(moved, 'coupon', 3), countsIn(storeDetails, 'coupon', 3))).toBe(false)
    expect(sameCounts(countsIn(storeDetails, 'coupon', 3), { likes: 148, rating: 5, ratingCount: 1 })).toBe(true)
    expect(sameCounts(undefined, undefined)).toBe(false)
  })
})
