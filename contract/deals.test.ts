import { afterEach, describe, expect, it, vi } from 'vitest'
import { lagosDay } from './deals'
import { lagosClock } from './opening-hours'
import { countIntlFormatters } from '../tests/support/counting-intl'

/** Counts the time-zone formatters built while `run` runs. */
function formattersBuilt(run: () => void): number {
  const built = countIntlFormatters('DateTimeFormat')
  run()
  return built()
}

afterEach(() => vi.unstubAllGlobals())

// Every deal card and opening badge on a page asks for the Lagos day or time as it renders; the
// first Intl formatter with a time zone loads the zone's data, 20–40 ms of a phone's main thread
// in the first render of a page of cards (docs/history.md#issue-23). Lagos is UTC+1 all year: no zone data needed.
describe('the Lagos clock on a page of cards', () => {
  it('works out the day without a date formatter', () => {
    let day = ''
    const built = formattersBuilt(() => {
      for (let card = 0; card < 20; card++) day = lagosDay(Date.UTC(2026, 10, 26, 23, 30))
    })
    expect(day).toBe('2026-11-27')
    expect(lagosDay(Date.UTC(2026, 10, 26, 22, 59))).toBe('2026-11-26')
    expect(built).toBe(0)
  })

  it('works out the weekday and time without a date formatter', () => {
    let clock = { day: -1, minute: -1 }
    const built = formattersBuilt(() => {
      for (let card = 0; card < 20; card++) clock = lagosClock(new Date('2026-11-23T22:30:00Z'))
    })
    expect(clock).toEqual({ day: 1, minute: 23 * 60 + 30 })
    expect(lagosClock(new Date('2026-11-23T23:30:00Z'))).toEqual({ day: 2, minute: 30 })
    expect(built).toBe(0)
  })
})
