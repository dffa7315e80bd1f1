import { describe, expect, it, vi } from 'vitest'
import { formatAge } from './age'
import { formatNaira } from './money'
import { countIntlFormatters } from '../../../tests/support/counting-intl'

describe('formatNaira', () => {
  it('formats whole naira with the naira sign and thousands separators', () => {
    expect(formatNaira(3500)).toMatch(/^₦\s?3,500$/)
    expect(formatNaira(0)).toMatch(/^₦\s?0$/)
    expect(formatNaira(1250000)).toMatch(/^₦\s?1,250,000$/)
  })

  it("prints every amount as Intl's en-NG currency format does, without building a formatter (a long task on a phone)", async () => {
    const intl = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 })
    const amounts = [
      0,
      -0,
      5,
      999,
      1000,
      2800,
      -700,
      0.4,
      0.5,
      1.5,
      2.5,
      -0.4,
      -0.5,
      -2.5,
      999.5,
      -999.5,
      123_456.49,
      1_250_000,
      987_654_321,
      2 ** 53 - 1,
      ...Array.from({ length: 50 }, (_, i) => Math.round(Math.sin(i + 1) * 10 ** (i % 12))),
    ]
    const built = countIntlFormatters('NumberFormat')
    try {
      // A fresh copy of the module: one used earlier in this file may hold a formatter already.
      vi.resetModules()
      const fresh = await import('./money')
      expect(amounts.map((amount) => fresh.formatNaira(amount))).toEqual(amounts.map((amount) => intl.format(amount)))
      expect(built()).toBe(0)
      // What a shop never prices still comes out as Intl writes it.
      expect([NaN, Infinity, -Infinity, 1e21].map((amount) => fresh.formatNaira(amount))).toEqual(
        [NaN, Infinity, -Infinity, 1e21].map((amount) => intl.format(amount)),
      )
    } finally {
      vi.unstubAllGlobals()
    }
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
