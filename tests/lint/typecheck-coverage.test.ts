// Every file of the repository's own code is in one of the projects `npm run typecheck` checks
// (scripts/typecheck.mjs): plain JavaScript too, from its JSDoc (scripts/tsconfig.json). A new
// .mjs file outside every project's include would otherwise go unchecked without a word.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)))

/** The tsconfig files scripts/typecheck.mjs checks, read from its project list. */
function typecheckProjects(): string[] {
  const source = readFileSync(join(root, 'scripts', 'typecheck.mjs'), 'utf8')
  return [...source.matchAll(/\['[\w-]+', '([\w/.-]+\.json)'\]/g)].map(([, config]) => join(root, config ?? ''))
}

function filesOf(config: string): string[] {
  const read = ts.readConfigFile(config, (path) => ts.sys.readFile(path))
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, dirname(config))
  return parsed.fileNames.map((file) => resolve(file))
}

describe('the typecheck', () => {
  it('checks every JavaScript file the repository tracks (public/ is served as it is)', () => {
    const projects = typecheckProjects()
    expect(projects.length).toBeGreaterThanOrEqual(6)
    const checked = new Set(projects.flatMap(filesOf))
    const tracked = execFileSync('git', ['ls-files', '*.js', '*.mjs', '*.cjs'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((file) => file && !file.startsWith('public/'))
    expect(tracked).toContain('scripts/typecheck.mjs')
    expect(tracked.filter((file) => !checked.has(join(root, file)))).toEqual([])
  })
})
