import { describe, expect, it } from 'vitest'
import { startClock } from './clock'

describe('startClock', () => {
  it('starts at GIDIDEALS_NOW and runs forward at real speed', () => {
    let real = 1_000_000
    const clock = startClock('2026-11-23T22:30:00Z', () => real)
    expect(new Date(clock()).toISOString()).toBe('2026-11-23T22:30:00.000Z')
    real += 90_000
    expect(new Date(clock()).toISOString()).toBe('2026-11-23T22:31:30.000Z')
  })

  it('reads an offset as that instant', () => {
    expect(new Date(startClock('2026-11-23T23:30:00+01:00', () => 0)()).toISOString()).toBe('2026-11-23T22:30:00.000Z')
  })

  it('is the real clock without a start', () => {
    expect(startClock(undefined, () => 42)()).toBe(42)
    expect(startClock('', () => 42)()).toBe(42)
  })

  it.each(['tomorrow', '2026-11-23', '2026-11-23T22:30:00'])('refuses %j, which names no single instant', (text) => {
    expect(() => startClock(text)).toThrow(/GIDIDEALS_NOW/)
  })
})
