import { randomBytes } from 'node:crypto'

/**
 * A tag no other test of the run (nor of an earlier run on the same database) has used: for
 * e-mail addresses, comments and titles a story must find again. Not the clock: tests read the
 * run's clock (test-clock.ts), which two runs share.
 */
export function uniqueTag(): string {
  return randomBytes(6).toString('hex')
}
