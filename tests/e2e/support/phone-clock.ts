// The phone's clock in the e2e stories: its pages' and its service worker's `Date` read the run's
// clock (tests/support/test-clock.ts), or a moment a story sets. browser.ts installs it in every
// page; serve-dir.ts puts it in front of the worker's script the e2e servers send.

/**
 * In a page or a worker: `Date` reads the machine's time shifted by `shiftMs`, or `fixedMs`
 * standing still. Only `Date` changes: Playwright's `context.clock` would also fake every timer
 * and `performance` (whose resource timings the first-load stories read). `instanceof Date` still
 * holds. Runs in the browser, so it uses nothing from outside its body.
 */
export function replaceDate(time: { shiftMs?: number; fixedMs?: number }): void {
  const MachineDate = Date
  const now = () => time.fixedMs ?? MachineDate.now() + (time.shiftMs ?? 0)
  function PhoneDate(this: unknown, ...args: unknown[]): Date | string {
    if (!new.target) return new MachineDate(now()).toString()
    return args.length === 0 ? new MachineDate(now()) : new (MachineDate as new (...a: unknown[]) => Date)(...args)
  }
  PhoneDate.prototype = MachineDate.prototype
  PhoneDate.now = now
  PhoneDate.parse = MachineDate.parse
  PhoneDate.UTC = MachineDate.UTC
  globalThis.Date = PhoneDate as unknown as DateConstructor
}

/** `replaceDate` as a script's first statement, on a clock shifted by `shiftMs`. */
export function clockPrelude(shiftMs: number): string {
  return `(${replaceDate.toString()})(${JSON.stringify({ shiftMs })});\n`
}
