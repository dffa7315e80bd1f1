/**
 * Where the suites' temporary folders go: test databases, uploads, builds made for one file.
 * Each `vitest run` makes one root folder (its projects' global setup) and removes it, with
 * everything in it, when the run ends: the servers' databases must outlive a server's stop (a
 * test restarts its server on the same file), so a folder cannot go with its server. Without
 * the root (a bench or script outside the suite) the folders go to the system's temporary folder,
 * and whoever made one removes it (tests/e2e/support/server.ts: when its server stops).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const ROOT = 'GIDIDEALS_TEST_TMP'

/** A new folder for one test's files, named `<prefix>XXXXXX`. */
export function testTempDir(prefix: string): string {
  return mkdtempSync(join(process.env[ROOT] ?? tmpdir(), prefix))
}

/** Whether a test run's root holds the folders (else they are the caller's to remove). */
export function inTestRun(): boolean {
  return process.env[ROOT] !== undefined
}

/** Vitest's global setup: the run's root, handed to the workers through the environment. */
export function setup(): (() => void) | undefined {
  if (process.env[ROOT]) return undefined // another project of this run made it
  const root = mkdtempSync(join(tmpdir(), 'gidideals-tests-'))
  process.env[ROOT] = root
  return () => {
    rmSync(root, { recursive: true, force: true })
    delete process.env[ROOT]
  }
}
