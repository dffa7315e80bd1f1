// What the e2e servers serve: the build in dist/, with the service worker's script on the run's
// clock. The worker must read the same clock as the pages (it dates the copies it saves and
// counts "data saved" by week), and it must get that clock from the server: the browser checks
// for a new worker by itself after a navigation, and that fetch passes no test's route. A worker
// prefixed only through a route was replaced by the unprefixed one the browser found, on the
// machine's clock, as soon as the story's pages closed.
import { existsSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { testClockShiftMs } from '../../support/test-clock'
import { testTempDir } from '../../support/temp-dirs'
import { clockPrelude } from './phone-clock'

/** Set by makeServeDir for this process and the test workers it starts afterwards. */
const SERVE_DIR_ENV = 'GIDIDEALS_E2E_STATIC_DIR'

const WORKER = 'sw.js'

/**
 * A folder that links to every file of `dist` but the worker, whose script it holds with the run's
 * clock in front (its .br and .gz copies are left out: the server compresses it). Global setup
 * makes it once per run; startServer serves it.
 */
export function makeServeDir(dist: string): string {
  const folder = testTempDir('gidideals-serve-')
  for (const name of readdirSync(dist)) {
    if (name === WORKER || name.startsWith(`${WORKER}.`)) continue
    symlinkSync(join(dist, name), join(folder, name))
  }
  writeFileSync(join(folder, WORKER), clockPrelude(testClockShiftMs()) + readFileSync(join(dist, WORKER), 'utf8'))
  process.env[SERVE_DIR_ENV] = folder
  return folder
}

/** The run's folder when global setup made it; else (a bench, a script) the build itself. */
export function serveDir(dist: string): string {
  const made = process.env[SERVE_DIR_ENV]
  return made && existsSync(made) ? made : dist
}
