import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { throttle } from './throttle'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('throttle', () => {
  it('runs at once, then at most once per interval with the latest arguments', () => {
    const calls: number[] = []
    const spy = throttle((n: number) => calls.push(n), 66)
    spy(1)
    spy(2)
    spy(3)
    expect(calls).toEqual([1])
    vi.advanceTimersByTime(65)
    expect(calls).toEqual([1])
    vi.advanceTimersByTime(1)
    expect(calls).toEqual([1, 3])
    vi.advanceTimersByTime(200)
    spy(4)
    expect(calls).toEqual([1, 3, 4])
  })

  it('can be cancelled', () => {
    const fn = vi.fn()
    const spy = throttle(fn, 66)
    spy()
    spy()
    spy.cancel()
    vi.advanceTimersByTime(100)
    expect(fn).toHaveBeenCalledTimes(1)
  })
})
