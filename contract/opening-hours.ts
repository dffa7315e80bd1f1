// Whether a store is open, from its opening hours as stores write them ("Mon – Sat 8am – 9pm",
// "Daily 4pm – 2am"), at a moment in Lagos time. Pure: the clock is passed in. The app's badges
// and the server's refusal to sell while a store is closed read the same rule (docs/decisions.md#time: the
// server owns opening hours).
import { LAGOS_UTC_OFFSET_MS } from './deals'

const DAY_NAMES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const
const DAY = 24 * 60

export type OpeningHours = {
  /** Opening days, Sunday first. */
  days: readonly boolean[]
  /** Minutes after midnight. A closing time at or before the opening one is the next day's. */
  opens: number
  closes: number
}

const DAY_PATTERN = '(sun|mon|tue|wed|thu|fri|sat)[a-z]*'
const TIME_PATTERN = '(\\d{1,2})(?:[:.](\\d{2}))?\\s*(am|pm)'
const HOURS = new RegExp(
  `^\\s*(?:(daily|every ?day)|${DAY_PATTERN}(?:\\s*[–—-]\\s*${DAY_PATTERN})?)\\s*,?\\s+${TIME_PATTERN}\\s*[–—-]\\s*${TIME_PATTERN}\\s*$`,
  'i',
)

function minutes(hour: string | undefined, minute: string | undefined, half: string | undefined): number | null {
  const h = Number(hour)
  const m = minute === undefined ? 0 : Number(minute)
  if (!(h >= 1 && h <= 12) || !(m >= 0 && m < 60)) return null
  return ((h % 12) + (half?.toLowerCase() === 'pm' ? 12 : 0)) * 60 + m
}

const dayIndex = (name: string | undefined) => DAY_NAMES.findIndex((day) => name?.toLowerCase() === day)

/** The hours a store gives, or null for wording we do not read (then no badge is shown). */
export function parseOpeningHours(text: string | null | undefined): OpeningHours | null {
  const match = HOURS.exec(text ?? '')
  if (!match) return null
  const [, daily, from, to, openHour, openMinute, openHalf, closeHour, closeMinute, closeHalf] = match
  const opens = minutes(openHour, openMinute, openHalf)
  const closes = minutes(closeHour, closeMinute, closeHalf)
  if (opens === null || closes === null) return null
  const days = DAY_NAMES.map(() => Boolean(daily))
  if (!daily) {
    const first = dayIndex(from)
    const last = to === undefined ? first : dayIndex(to)
    // A range may wrap the week ("Fri – Mon").
    for (let day = first; ; day = (day + 1) % 7) {
      days[day] = true
      if (day === last) break
    }
  }
  return { days, opens, closes }
}

/**
 * The weekday (Sunday 0) and minutes after midnight in Lagos at `now`, from the fixed offset
 * (not Intl with a time zone, whose zone data costs a phone's first render: see lagosDay).
 */
export function lagosClock(now: Date): { day: number; minute: number } {
  const lagos = new Date(now.getTime() + LAGOS_UTC_OFFSET_MS)
  return { day: lagos.getUTCDay(), minute: lagos.getUTCHours() * 60 + lagos.getUTCMinutes() }
}

export type OpenStatus = { open: true; closesAt: number; closingSoon: boolean } | { open: false }

/** Within this long of closing, a store says when it closes rather than "Open now". */
export const CLOSING_SOON_MINUTES = 60

export function openStatus(hours: OpeningHours, now: Date): OpenStatus {
  const { day, minute } = lagosClock(now)
  const yesterday = (day + 6) % 7
  const overnight = hours.closes <= hours.opens
  let left: number | null = null
  if (hours.days[day] && minute >= hours.opens) {
    left = overnight ? DAY - minute + hours.closes : hours.closes > minute ? hours.closes - minute : null
  } else if (overnight && hours.days[yesterday] && minute < hours.closes) {
    left = hours.closes - minute
  }
  if (left === null) return { open: false }
  return { open: true, closesAt: hours.closes, closingSoon: left <= CLOSING_SOON_MINUTES }
}

/** '9 pm', '12 am', '9:30 pm'. */
export function formatTimeOfDay(minuteOfDay: number): string {
  const hour = Math.floor(minuteOfDay / 60) % 24
  const minute = minuteOfDay % 60
  const twelve = hour % 12 === 0 ? 12 : hour % 12
  return `${twelve}${minute ? `:${String(minute).padStart(2, '0')}` : ''} ${hour < 12 ? 'am' : 'pm'}`
}

/** "Open now", "Closes 9 pm" or "Closed" for a store's hours at `now`; null when they cannot be read. */
export function openingLabel(text: string | null | undefined, now: Date): { label: string; open: boolean } | null {
  const hours = parseOpeningHours(text)
  if (!hours) return null
  const status = openStatus(hours, now)
  if (!status.open) return { label: 'Closed', open: false }
  return { label: status.closingSoon ? `Closes ${formatTimeOfDay(status.closesAt)}` : 'Open now', open: true }
}

const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const

/** '8am', '9:30pm': the short form a closed notice uses. */
export function shortTimeOfDay(minuteOfDay: number): string {
  return formatTimeOfDay(minuteOfDay).replace(' ', '')
}

/** When a closed store next opens, from `now`: days ahead (0 today) and its weekday; null if never. */
export function nextOpening(
  hours: OpeningHours,
  now: Date,
): { inDays: number; weekday: number; minute: number } | null {
  const { day, minute } = lagosClock(now)
  for (let inDays = 0; inDays <= 7; inDays++) {
    const weekday = (day + inDays) % 7
    if (hours.days[weekday] && (inDays > 0 || minute < hours.opens)) return { inDays, weekday, minute: hours.opens }
  }
  return null
}

/**
 * "Closed now · opens 8am Tue" ("… opens 4pm today") for a store closed at `now`; null when it is
 * open or its hours cannot be read (then it is taken as open: nothing is refused on a guess).
 */
export function closedNotice(text: string | null | undefined, now: Date): string | null {
  const hours = parseOpeningHours(text)
  if (!hours || openStatus(hours, now).open) return null
  const next = nextOpening(hours, now)
  if (!next) return 'Closed now'
  const when = next.inDays === 0 ? 'today' : SHORT_DAYS[next.weekday]
  return `Closed now · opens ${shortTimeOfDay(next.minute)} ${when}`
}
