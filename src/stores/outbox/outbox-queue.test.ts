import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { stamp, userActivities } from '@/test/fixtures'
import { backoffDelay, enqueue, plan, waitingEntries, type OutboxAction, type OutboxEntry } from './outbox-queue'
import { decodeQueue } from './outbox-codec'

const USER = 7

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
  const liked = userActivities({ coupon_likes: [{ id: 90, likes: 3, user: USER, ...stamp }] })

  it('like then unlike sends nothing: the wish matches the server', () => {
    const queue = enqueue(
      queueOf({ kind: 'like', target: 'coupon', targetId: 3, liked: true }),
      { kind: 'like', target: 'coupon', targetId: 3, liked: false },
      USER,
      1000,
      newId,
    )
    expect(plan(queue[0] as OutboxEntry, userActivities())).toEqual({ call: 'none' })
    expect(waitingEntries(queue, USER, userActivities())).toEqual([])
  })

  it('likes what is not liked, and unlikes through the like record id', () => {
    expect(plan(like(true), userActivities())).toEqual({ call: 'like' })
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
    expect(plan(entry, userActivities())).toEqual({ call: 'rate' })
    const rated = (rating: number) =>
      userActivities({ featureddeals_ratings: [{ id: 12, rating, ratings: 5, user: USER, ...stamp }] })
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
    const subscribed = userActivities({ subscribed_restaurants: [{ id: 31, subscribed: 2, user: USER, ...stamp }] })
    expect(plan(subscribe, userActivities())).toEqual({ call: 'subscribe' })
    expect(plan(subscribe, subscribed)).toEqual({ call: 'none' })
    expect(plan(leave, subscribed)).toEqual({ call: 'unsubscribe', subscriptionId: 31 })
    expect(plan(leave, userActivities())).toEqual({ call: 'none' })
  })

  it('coalesces any sequence of likes to at most one call, matching the last wish (property)', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(fc.boolean(), { minLength: 1, maxLength: 30 }), (startLiked, wishes) => {
        const server = startLiked ? liked : userActivities()
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
