// The run's clock in the component tests, as in the browsers of the end-to-end suite
// (tests/support/test-clock.ts): `Date` reads Tuesday noon in Lagos at the run's start and runs
// at real speed, whatever the hour of the run. vitest.config.ts hands every worker the run's
// shift. A test about another time sets its own (`vi.useFakeTimers`, `vi.setSystemTime`); its
// file's end puts this clock back (setup.ts).

const MachineDate = Date

function shiftedDate(shiftMs: number): DateConstructor {
  class TestDate extends MachineDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(MachineDate.now() + shiftMs)
      else super(...(args as ConstructorParameters<DateConstructor>))
    }
    static override now(): number {
      return MachineDate.now() + shiftMs
    }
  }
  return TestDate as DateConstructor
}

/** Puts the run's clock in place of the machine's (again, after a test replaced `Date`). */
export function installTestClock(): void {
  const shiftMs = Number(import.meta.env.GIDIDEALS_TEST_CLOCK_SHIFT_MS)
  if (!Number.isFinite(shiftMs))
    throw new Error('GIDIDEALS_TEST_CLOCK_SHIFT_MS is not set: run the tests through vitest.config.ts')
  globalThis.Date = shiftedDate(shiftMs)
}
