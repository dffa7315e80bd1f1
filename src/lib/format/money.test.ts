import { describe, expect, it } from 'vitest'
import { formatAge } from './age'
import { formatNaira } from './money'

describe('formatNaira', () => {
  it('formats whole naira with the naira sign and thousands separators', () => {
    expect(formatNaira(3500)).toMatch(/^₦\s?3,500$/)
    expect(formatNaira(0)).toMatch(/^₦\s?0$/)
    expect(formatNaira(1250000)).toMatch(/^₦\s?1,250,000$/)
  })
})

describe('formatAge', () => {
  const now = Date.UTC(2026, 10, 23, 12)
  it('says how old saved data is in words a shopper reads at a glance', () => {
    expect(formatAge(now - 20_000, now)).toBe('this minute')
    expect(formatAge(now - 5 * 60_000, now)).toBe('5 min ago')
    expect(formatAge(now - 3 * 3_600_000, now)).toBe('3 hr ago')
    expect(formatAge(now - 26 * 3_600_000, now)).toBe('yesterday')
    expect(formatAge(now - 80 * 3_600_000, now)).toBe('3 days ago')
  })
})
