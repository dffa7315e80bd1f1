import { describe, expect, it } from 'vitest'
import type { UserActivities } from '@contract/records'
import type { OutboxEntry } from './outbox-queue'
import { appliedToActivities, doubtsSettled, markedSending, rescheduled, withoutEntry } from './outbox-transitions'

const entry = (id: string, targetId: number, extra: Partial<OutboxEntry> = {}): OutboxEntry =>
  ({
    kind: 'like',
    target: 'coupon',
    targetId,
    liked: true,
    id,
    key: `like:coupon:${targetId}`,
    user: 7,
    createdAt: 0,
    attempts: 0,
    nextAttemptAt: 0,
    ...extra,
  }) as OutboxEntry

describe('outbox transitions', () => {
  it('removes, reschedules and marks entries without touching the others', () => {
    const a = entry('a', 1)
    const b = entry('b', 2)
    expect(withoutEntry([a, b], 'a')).toEqual([b])
    // The shopper changed their wish while `a` travelled: the new entry for that target is in doubt too.
    const replaced = entry('a2', 1, { liked: false } as Partial<OutboxEntry>)
    expect(rescheduled([replaced, b], a, 2, 500)).toEqual([{ ...replaced, inDoubt: true }, b])
    expect(rescheduled([a, b], a, 2, 500)).toEqual([{ ...a, attempts: 2, nextAttemptAt: 500, inDoubt: true }, b])
    expect(markedSending([a, b], b)).toEqual([a, { ...b, inDoubt: true }])
  })

  it('settles doubts, keeping the same queue when there are none', () => {
    const queue = [entry('a', 1)]
    expect(doubtsSettled(queue)).toBe(queue)
    expect(doubtsSettled([entry('a', 1, { inDoubt: true })])).toEqual(queue)
  })

  it('applies a confirmed like to the shopper’s activities only', () => {
    const activities = { id: 7, coupon_likes: [] } as unknown as UserActivities
    const record = { id: 90, user: 7, likes: 1 } as never
    const liked = appliedToActivities(activities, entry('a', 1), { call: 'like', record })
    expect((liked as unknown as { coupon_likes: unknown[] }).coupon_likes).toEqual([record])
    const other = { id: 8, coupon_likes: [] } as unknown as UserActivities
    expect(appliedToActivities(other, entry('a', 1), { call: 'like', record })).toBe(other)
  })
})
