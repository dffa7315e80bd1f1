import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { UserActivities } from '@/api/records'
import { backoffDelay, enqueue, plan, waitingEntries, type OutboxAction, type OutboxEntry } from './outbox-queue'
import { decodeQueue } from './outbox-codec'

const USER = 7

function activities(overrides: Partial<UserActivities> = {}): UserActivities {
  return {
    id: USER,
    email: 'tola@example.ng',
    first_name: 'Tola',
    last_name: 'Adeyemi',
    username: 'tola',
    referral_count: 0,
    unique_referral_code: 'TOLA1',
    user_created_at: '2026-11-01',
    user_updated_at: '2026-11-01',
    coupon_likes: [],
    coupon_rating: [],
    discount_likes: [],
    discount_ratings: [],
    featureddeals_likes: [],
    featureddeals_ratings: [],
    liked_blogpost: [],
    liked_restaurants: [],
    rated_restaurants: [],
    subscribed_restaurants: [],
    ...overrides,
  }
}

const stamp = { created_at: '2026-11-20', updated_at: '2026-11-20' }
let counter = 0
const newId = () => `id-${++counter}`

function queueOf(...actions: OutboxAction[]): OutboxEntry[] {
  return actions.reduce<OutboxEntry[]>((queue, action) => enqueue(queue, action, USER, 1000, newId), [])
}

describe('enqueue', () => {
  it('keeps one entry per target, holding the latest wish with a fresh idempotency key', () => {
    const first = queueOf({ kind: 'rating', target: 'discount', targetId: 4, rating: 3 })
    const second = enqueue(first, { kind: 'rating', target: 'discount', targetId: 4, rating: 5 }, USER, 2000, newId)
    expect(second).toHaveLength(1)
    expect(second[0]).toMatchObject({ rating: 5, createdAt: 1000, attempts: 0 })
    expect(second[0]?.id).not.toBe(first[0]?.id)
  })

  it('keeps the key when the same wish is made again, so a retry is not applied twice', () => {
    const first = queueOf({ kind: 'like', target: 'coupon', targetId: 1, liked: true })
    const again = enqueue(first, { kind: 'like', target: 'coupon', targetId: 1, liked: true }, USER, 5000, newId)
    expect(again[0]?.id).toBe(first[0]?.id)
  })

  it('keeps different targets, kinds and users apart', () => {
    let queue = queueOf(
      { kind: 'like', target: 'coupon', targetId: 1, liked: true },
      { kind: 'like', target: 'discount', targetId: 1, liked: true },
      { kind: 'rating', target: 'coupon', targetId: 1, rating: 4 },
    )
    queue = enqueue(queue, { kind: 'like', target: 'coupon', targetId: 1, liked: true }, 8, 1000, newId)
    expect(queue).toHaveLength(4)
  })
})

describe('plan', () => {
  const like = (liked: boolean) => queueOf({ kind: 'like', target: 'coupon', targetId: 3, liked })[0] as OutboxEntry
  const liked = activities({ coupon_likes: [{ id: 90, likes: 3, user: USER, ...stamp }] })

  it('like then unlike sends nothing: the wish matches the server', () => {
    const queue = enqueue(
      queueOf({ kind: 'like', target: 'coupon', targetId: 3, liked: true }),
      { kind: 'like', target: 'coupon', targetId: 3, liked: false },
      USER,
      1000,
      newId,
    )
    expect(plan(queue[0] as OutboxEntry, activities())).toEqual({ call: 'none' })
    expect(waitingEntries(queue, USER, activities())).toEqual([])
  })

  it('likes what is not liked, and unlikes through the like record id', () => {
    expect(plan(like(true), activities())).toEqual({ call: 'like' })
    expect(plan(like(true), liked)).toEqual({ call: 'none' })
    expect(plan(like(false), liked)).toEqual({ call: 'dislike', likeId: 90 })
  })

  it('waits for the activities before removing a like it cannot identify', () => {
    expect(plan(like(false), null)).toEqual({ call: 'wait' })
    expect(plan(like(true), null)).toEqual({ call: 'like' })
    expect(plan(like(false), { ...liked, id: 99 })).toEqual({ call: 'wait' })
  })

  it('creates a rating once with the final value, or updates the existing record', () => {
    const queue = queueOf(
      { kind: 'rating', target: 'featured', targetId: 5, rating: 2 },
      { kind: 'rating', target: 'featured', targetId: 5, rating: 4 },
      { kind: 'rating', target: 'featured', targetId: 5, rating: 5 },
    )
    expect(queue).toHaveLength(1)
    const entry = queue[0] as OutboxEntry
    expect(plan(entry, activities())).toEqual({ call: 'rate' })
    const rated = (rating: number) =>
      activities({ featureddeals_ratings: [{ id: 12, rating, ratings: 5, user: USER, ...stamp }] })
    expect(plan(entry, rated(3))).toEqual({ call: 'updateRating', rateId: 12 })
    expect(plan(entry, rated(5))).toEqual({ call: 'none' })
  })

  it('subscribes and unsubscribes against the subscription record', () => {
    const subscribe = queueOf({
      kind: 'subscription',
      target: 'store',
      targetId: 2,
      subscribed: true,
    })[0] as OutboxEntry
    const leave = queueOf({ kind: 'subscription', target: 'store', targetId: 2, subscribed: false })[0] as OutboxEntry
    const subscribed = activities({ subscribed_restaurants: [{ id: 31, subscribed: 2, user: USER, ...stamp }] })
    expect(plan(subscribe, activities())).toEqual({ call: 'subscribe' })
    expect(plan(subscribe, subscribed)).toEqual({ call: 'none' })
    expect(plan(leave, subscribed)).toEqual({ call: 'unsubscribe', subscriptionId: 31 })
    expect(plan(leave, activities())).toEqual({ call: 'none' })
  })

  it('coalesces any sequence of likes to at most one call, matching the last wish (property)', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(fc.boolean(), { minLength: 1, maxLength: 30 }), (startLiked, wishes) => {
        const server = startLiked ? liked : activities()
        const queue = wishes.reduce<OutboxEntry[]>(
          (q, wish) => enqueue(q, { kind: 'like', target: 'coupon', targetId: 3, liked: wish }, USER, 1, newId),
          [],
        )
        expect(queue).toHaveLength(1)
        const last = wishes.at(-1) as boolean
        const step = plan(queue[0] as OutboxEntry, server)
        if (last === startLiked) expect(step).toEqual({ call: 'none' })
        else expect(step.call).toBe(last ? 'like' : 'dislike')
      }),
      { numRuns: 300 },
    )
  })
})

describe('backoffDelay', () => {
  it('doubles from 2 s up to 5 minutes, with jitter of at most 20 %', () => {
    expect(backoffDelay(1, () => 0.5)).toBe(2000)
    expect(backoffDelay(2, () => 0.5)).toBe(4000)
    expect(backoffDelay(4, () => 0.5)).toBe(16000)
    expect(backoffDelay(30, () => 0.5)).toBe(300000)
    expect(backoffDelay(1, () => 0)).toBe(1600)
    expect(backoffDelay(1, () => 1)).toBe(2400)
  })
})

describe('decodeQueue', () => {
  it('keeps well-formed entries and drops the rest', () => {
    const good = queueOf(
      { kind: 'like', target: 'blog', targetId: 1, liked: true },
      { kind: 'rating', target: 'store', targetId: 2, rating: 4 },
    )
    const decoded = decodeQueue([...good, { id: 'x' }, null, { ...good[0], kind: 'rating', target: 'blog', rating: 3 }])
    expect(decoded).toEqual(good)
    expect(decodeQueue('nope')).toBeUndefined()
  })
})
