// The build's chunk groups (scripts/build/chunk-groups.ts) name some of the app's modules by path: each
// path names a file that exists, or its module would leave its group without a word from the build.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { NAMED_MODULES } from '../../scripts/build/chunk-groups'

describe('the chunk groups', () => {
  it.each(Object.values(NAMED_MODULES).flat())('name src/%s, which exists', (path) => {
    expect(existsSync(join(process.cwd(), 'src', path))).toBe(true)
  })
})
