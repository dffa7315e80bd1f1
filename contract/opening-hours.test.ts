import { describe, expect, it } from 'vitest'
import { closedNotice, formatTimeOfDay, lagosClock, openingLabel, parseOpeningHours } from './opening-hours'

/** A moment given in Lagos time (UTC+1, no daylight saving). 2026-11-23 is a Monday. */
const lagos = (isoLocal: string) => new Date(`${isoLocal}+01:00`)

describe('parseOpeningHours', () => {
  it('reads the ways stores write their hours', () => {
    expect(parseOpeningHours('Mon – Sat 8am – 9pm')).toEqual({
      days: [false, true, true, true, true, true, true],
      opens: 8 * 60,
      closes: 21 * 60,
    })
    expect(parseOpeningHours('Daily 4pm – 2am')).toEqual({ days: Array(7).fill(true), opens: 16 * 60, closes: 2 * 60 })
    expect(parseOpeningHours('Mon-Fri 9:30am-6pm')).toMatchObject({ opens: 9 * 60 + 30, closes: 18 * 60 })
    expect(parseOpeningHours('Sat 10am – 4pm')?.days).toEqual([false, false, false, false, false, false, true])
    expect(parseOpeningHours('Fri – Mon 12pm – 12am')).toEqual({
      days: [true, true, false, false, false, true, true],
      opens: 12 * 60,
      closes: 0,
    })
  })

  it.each(['', 'Call for hours', 'Mon – Sat 25am – 9pm', 'Open 24 hours', undefined])(
    'reads nothing from %j (no badge is better than a wrong one)',
    (text) => expect(parseOpeningHours(text)).toBeNull(),
  )
})

describe('lagosClock', () => {
  it('is the weekday and time in Lagos, whatever the clock of the phone', () => {
    expect(lagosClock(new Date('2026-11-23T22:30:00Z'))).toEqual({ day: 1, minute: 23 * 60 + 30 })
    expect(lagosClock(new Date('2026-11-23T23:30:00Z'))).toEqual({ day: 2, minute: 30 })
  })
})

describe('openingLabel', () => {
  it.each([
    ['Monday 10:00', '2026-11-23T10:00:00', 'Open now'],
    ['Monday 20:15, 45 minutes before closing', '2026-11-23T20:15:00', 'Closes 9 pm'],
    ['Monday 21:00, at closing', '2026-11-23T21:00:00', 'Closed'],
    ['Monday 07:59', '2026-11-23T07:59:00', 'Closed'],
    ['Sunday noon, a closed day', '2026-11-22T12:00:00', 'Closed'],
  ])('Mon – Sat 8am – 9pm on %s: %s', (_label, at, expected) => {
    expect(openingLabel('Mon – Sat 8am – 9pm', lagos(at))?.label).toBe(expected)
  })

  it.each([
    ['before opening', '2026-11-23T15:00:00', 'Closed'],
    ['in the evening', '2026-11-23T22:00:00', 'Open now'],
    ['after midnight, an hour before closing', '2026-11-24T01:00:00', 'Closes 2 am'],
    ['after closing, the next morning', '2026-11-24T02:30:00', 'Closed'],
  ])('Daily 4pm – 2am %s: %s', (_label, at, expected) => {
    expect(openingLabel('Daily 4pm – 2am', lagos(at))?.label).toBe(expected)
  })

  it('is open after midnight only if the night before was an opening day', () => {
    // Saturday night into Sunday: open; Sunday night into Monday: Sunday is not an opening day.
    expect(openingLabel('Mon – Sat 6pm – 3am', lagos('2026-11-22T01:00:00'))?.label).toBe('Open now')
    expect(openingLabel('Mon – Sat 6pm – 3am', lagos('2026-11-23T01:00:00'))?.label).toBe('Closed')
  })

  it('is null for hours it cannot read', () => {
    expect(openingLabel('By appointment', lagos('2026-11-23T10:00:00'))).toBeNull()
  })
})

describe('formatTimeOfDay', () => {
  it.each([
    [21 * 60, '9 pm'],
    [0, '12 am'],
    [12 * 60, '12 pm'],
    [21 * 60 + 30, '9:30 pm'],
    [2 * 60, '2 am'],
  ])('%i → %s', (minute, text) => expect(formatTimeOfDay(minute)).toBe(text))
})

describe('closedNotice', () => {
  const hours = 'Mon – Sat 8am – 9pm'
  it('says when a closed store opens next, in Lagos time', () => {
    // Monday 23:30 in Lagos: next opening is Tuesday 8am.
    expect(closedNotice(hours, lagos('2026-11-23T23:30'))).toBe('Closed now · opens 8am Tue')
    // Saturday night: Sunday is closed, so Monday.
    expect(closedNotice(hours, lagos('2026-11-28T22:00'))).toBe('Closed now · opens 8am Mon')
    // Early on a working day: later today.
    expect(closedNotice(hours, lagos('2026-11-24T06:15'))).toBe('Closed now · opens 8am today')
  })
  it('is null while the store is open, and for hours it cannot read', () => {
    expect(closedNotice(hours, lagos('2026-11-23T12:00'))).toBeNull()
    expect(closedNotice('Daily 4pm – 2am', lagos('2026-11-24T01:30'))).toBeNull()
    expect(closedNotice('by appointment', lagos('2026-11-23T23:30'))).toBeNull()
  })
})
