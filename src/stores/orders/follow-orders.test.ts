import { describe, expect, it } from 'vitest'
import { FOLLOW, followDelay, isOpenOrder } from './follow-orders'

describe('following an order', () => {
  it('reads every few seconds, twice as long after each failure in a row, never longer than a minute', () => {
    expect(followDelay(0)).toBe(FOLLOW.everyMs)
    expect(FOLLOW.everyMs).toBeLessThanOrEqual(5_000)
    expect([1, 2, 3].map(followDelay)).toEqual([2, 4, 8].map((times) => FOLLOW.everyMs * times))
    expect(followDelay(30)).toBe(FOLLOW.maxMs)
  })

  it('follows an order only while its store may still move it', () => {
    const progress = { journey: 'pickup' as const, steps: [], reason: null, eta_at: null }
    expect(isOpenOrder(null)).toBe(false)
    expect(isOpenOrder(undefined)).toBe(false)
    expect(isOpenOrder({ ...progress, step: 'placed' })).toBe(true)
    expect(isOpenOrder({ ...progress, step: 'ready' })).toBe(true)
    expect(isOpenOrder({ ...progress, step: 'collected' })).toBe(false)
    expect(isOpenOrder({ ...progress, step: 'declined_by_store' })).toBe(false)
    expect(isOpenOrder({ ...progress, journey: 'visit', step: 'visited' })).toBe(false)
  })
})
