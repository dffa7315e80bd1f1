// The files the run starts first (tests/support/slow-first.ts) are files of the suite: a renamed or
// removed story would quietly drop out of the list, and its place at the front with it.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { SLOW_FILES } from '../support/slow-first'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

describe('the slow files started first', () => {
  it('are each a test file of the suite, listed once', () => {
    expect(SLOW_FILES.filter((file) => !existsSync(join(repoRoot, file)))).toEqual([])
    expect(new Set(SLOW_FILES).size).toBe(SLOW_FILES.length)
  })
})
