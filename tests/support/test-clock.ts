/**
 * The test run's clock. Money and what a page says depend on the time (a store's opening hours,
 * a deal's days, a token's expiry), so a run must not pass at noon and fail at 3 am in Lagos.
 * Every suite reads one timeline: it starts at Tuesday noon in Lagos, when every seeded store but
 * the lounges (4 pm – 2 am) is open, and runs at real speed from the run's start. The servers get
 * it as GIDIDEALS_NOW (their injectable clock), the browsers through `context.clock`, the app's
 * component tests through a shifted `Date` (src/test/setup.ts). A test about another time says
 * so: it starts a server with its own GIDIDEALS_NOW or clock, and sets its context's clock.
 */

/** A moment given in Lagos time (UTC+1 all year). 2026-11-23 is a Monday. */
export const lagos = (isoLocal: string) => Date.parse(`${isoLocal}+01:00`)

/** Where every test run's clock starts: Tuesday 24 November 2026, noon in Lagos. */
export const TEST_START = lagos('2026-11-24T12:00:00')

/**
 * The run's shift from the machine's clock, in the environment so the run's processes (Vitest's
 * workers, the servers they start) share it: set by the first to ask (vitest.config.ts, when the
 * run starts), read by the rest.
 */
const SHIFT_ENV = 'GIDIDEALS_TEST_CLOCK_SHIFT_MS'

export function testClockShiftMs(): number {
  const set = Number(process.env[SHIFT_ENV])
  if (process.env[SHIFT_ENV] && Number.isFinite(set)) return set
  const shift = TEST_START - Date.now()
  process.env[SHIFT_ENV] = String(shift)
  return shift
}

/** Now, on the run's timeline (ms since 1970). */
export function testNow(): number {
  return Date.now() + testClockShiftMs()
}

/** Now on the run's timeline as an ISO instant, for a server's GIDIDEALS_NOW. */
export function testNowIso(): string {
  return new Date(testNow()).toISOString()
}
