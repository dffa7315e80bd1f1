import { describe, expect, it } from 'vitest'
import { createUsageCounter, declaredBytes, isoWeek, mergeUsage, type UsageDelta } from './data-usage'

describe('isoWeek', () => {
  it('names the ISO week, Monday to Sunday', () => {
    expect(isoWeek(new Date(2026, 10, 23))).toBe('2026-W48') // Monday
    expect(isoWeek(new Date(2026, 10, 29, 23, 59))).toBe('2026-W48') // Sunday night
    expect(isoWeek(new Date(2026, 10, 30))).toBe('2026-W49')
  })

  it('gives the days around New Year the year their Thursday falls in', () => {
    expect(isoWeek(new Date(2027, 0, 1))).toBe('2026-W53') // Friday: 2026 has 53 weeks
    expect(isoWeek(new Date(2027, 0, 4))).toBe('2027-W01')
    expect(isoWeek(new Date(2024, 11, 30))).toBe('2025-W01') // Monday in 2025's first week
    expect(isoWeek(new Date(2026, 0, 1))).toBe('2026-W01') // Thursday
  })
})

describe('mergeUsage', () => {
  it('adds to this week and starts again when the week changes', () => {
    const stored = { week: '2026-W48', fromCache: 1000, fromNetwork: 200 }
    expect(mergeUsage(stored, '2026-W48', { fromCache: 50, fromNetwork: 7 })).toEqual({
      week: '2026-W48',
      fromCache: 1050,
      fromNetwork: 207,
    })
    expect(mergeUsage(stored, '2026-W49', { fromCache: 50, fromNetwork: 7 })).toEqual({
      week: '2026-W49',
      fromCache: 50,
      fromNetwork: 7,
    })
  })

  it('treats nothing stored, or junk, as zero', () => {
    for (const junk of [undefined, null, 'x', { week: '2026-W48', fromCache: 'a', fromNetwork: -5 }]) {
      expect(mergeUsage(junk, '2026-W48', { fromCache: 1, fromNetwork: 2 })).toEqual({
        week: '2026-W48',
        fromCache: 1,
        fromNetwork: 2,
      })
    }
  })
})

describe('declaredBytes', () => {
  it('reads Content-Length when it is a plain number', () => {
    expect(declaredBytes(new Headers({ 'Content-Length': '1234' }))).toBe(1234)
    expect(declaredBytes(new Headers())).toBeNull()
    expect(declaredBytes(new Headers({ 'Content-Length': 'lots' }))).toBeNull()
  })
})

describe('createUsageCounter', () => {
  it('writes counts in batches, at most once per delay', async () => {
    const writes: UsageDelta[] = []
    const timers: (() => void)[] = []
    const counter = createUsageCounter({
      write: async (delta) => void writes.push(delta),
      delayMs: 3000,
      setTimer: (run) => timers.push(run),
    })
    counter.add('fromCache', 100)
    counter.add('fromNetwork', 40)
    counter.add('fromCache', 5)
    counter.add('fromCache', 0)
    counter.add('fromNetwork', Number.NaN)
    expect(timers).toHaveLength(1)
    const pending = counter.pending()
    timers[0]?.()
    await pending
    expect(writes).toEqual([{ fromCache: 105, fromNetwork: 40 }])

    counter.add('fromNetwork', 9)
    expect(timers).toHaveLength(2)
    await counter.flush()
    expect(writes).toEqual([
      { fromCache: 105, fromNetwork: 40 },
      { fromCache: 0, fromNetwork: 9 },
    ])
    timers[1]?.()
    await counter.flush()
    expect(writes).toHaveLength(2)
  })

  it('keeps counting after a failed write', async () => {
    let calls = 0
    const counter = createUsageCounter({
      write: async () => {
        calls += 1
        if (calls === 1) throw new Error('quota')
      },
      setTimer: () => undefined,
    })
    counter.add('fromCache', 1)
    await counter.flush()
    counter.add('fromCache', 2)
    await counter.flush()
    expect(calls).toBe(2)
  })
})
