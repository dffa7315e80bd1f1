// scripts/check-code-length.mjs on a small tree of its own, so the test never depends on the
// repository's code: it fails on a product file over 300 lines and on a function over 80, names
// each (path, line, name, length), leaves tests and generated files alone, and passes on short code.
// The first case runs the command (its exit status); the others call its check in this process,
// since a node per case spent a second or two of CPU loading TypeScript's parser.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkCodeLength } from '../../scripts/check-code-length.mjs'
import { runScript } from '../support/run-script'

let tree: string | undefined

/** A tree holding `files` (path from its root → text). */
function treeWith(files: Record<string, string>): string {
  tree = mkdtempSync(join(tmpdir(), 'code-length-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(tree, dirname(path)), { recursive: true })
    writeFileSync(join(tree, path), text)
  }
  return tree
}

/** The command on `root`: its exit status and all it printed. */
const runCommand = (root: string) => runScript('check-code-length.mjs', { CODE_LENGTH_ROOT: root })

/** The check on `root`, in this process: the status the command would exit with and what it would print. */
function run(root: string): { status: number; output: string } {
  const { problems, summary } = checkCodeLength(root)
  return { status: problems.length > 0 ? 1 : 0, output: [...problems, summary].join('\n') }
}

afterEach(() => {
  if (tree) rmSync(tree, { recursive: true, force: true })
  tree = undefined
})

/** `count` statements, one a line. */
const statements = (count: number) => Array.from({ length: count }, (_, i) => `  total += ${i}`).join('\n')
/** A function whose body spans `lines` lines, braces included. */
const fn = (name: string, lines: number) =>
  `export function ${name}() {\n  let total = 0\n${statements(lines - 3)}\n}\n`
/** A component (an arrow function) whose body spans `lines` lines. */
const component = (name: string, lines: number) =>
  `export const ${name} = () => (\n  <ul>\n${Array.from({ length: lines - 4 }, (_, i) => `    <li>${i}</li>`).join('\n')}\n  </ul>\n)\n`
/** A module of `lines` lines, each a short constant. */
const longModule = (lines: number) =>
  Array.from({ length: lines }, (_, i) => `export const c${i} = ${i}`).join('\n') + '\n'

// Each case starts node with TypeScript's parser: a second or more on a busy machine.
describe('check-code-length', { timeout: 60_000 }, () => {
  it('fails on a product file over 300 lines and on a function, a component or a method over 80', () => {
    const root = treeWith({
      'src/long-module.ts': longModule(301),
      'server/long-function.ts': fn('seed', 81),
      'src/features/long-page.tsx': component('LongPage', 82),
      'scripts/long-method.mjs': `export class Runner {\n  run() {\n    let total = 0\n${statements(80)}\n  }\n}\n`,
    })
    const result = runCommand(root)
    expect(result.status).toBe(1)
    expect(result.output).toContain('src/long-module.ts:1 (file) 301 lines')
    expect(result.output).toContain('server/long-function.ts:1 seed 81 lines')
    expect(result.output).toContain('src/features/long-page.tsx:1 LongPage 82 lines')
    expect(result.output).toContain('scripts/long-method.mjs:2 run 83 lines')
    expect(result.output).toContain('1 over 300 lines, 3 functions over 80')
  })

  it("fails on a comment line wider than the print width (code lines are Prettier's)", () => {
    const wide = `// ${'word '.repeat(24)}ends here`
    const root = treeWith({ 'src/wide.ts': `${wide}\nexport const ok = 1\n`, 'src/narrow.ts': '// short\n' })
    const result = run(root)
    expect(wide.length).toBeGreaterThan(120)
    expect(result.status).toBe(1)
    expect(result.output).toContain('src/wide.ts:1 (comment) wider than 120')
    expect(result.output).toContain('1 comment lines over 120')
    expect(result.output).not.toContain('src/narrow.ts')
  })

  it('names a function handed to a call by the call, and a nested one apart from the one around it', () => {
    const inner = `  useEffect(() => {\n    let total = 0\n${statements(80)}\n  })\n`
    const root = treeWith({ 'src/effect.ts': `export function useThing() {\n${inner}}\n` })
    const result = run(root)
    expect(result.status).toBe(1)
    expect(result.output).toContain('src/effect.ts:2 useEffect callback 83 lines')
    expect(result.output).toContain('src/effect.ts:1 useThing 85 lines')
  })

  it('passes on short code, and on long tests, test helpers and generated files', () => {
    const root = treeWith({
      'src/short.ts': `${fn('add', 80)}${longModule(220)}`,
      'src/page.tsx': component('Page', 80),
      'src/cart.test.ts': `${fn('longCase', 120)}${longModule(400)}`,
      'src/features/blog/blog.test-support.ts': fn('stubBlog', 120),
      'src/test/fixtures.ts': longModule(400),
      'src/routeTree.gen.ts': longModule(1000),
      'tests/e2e/journey.test.ts': fn('journey', 200),
      'bench/size.mjs': longModule(400),
    })
    const result = run(root)
    expect(result.output).toContain('code length: 2 files read, 0 over 300 lines, 0 functions over 80')
    expect(result.status).toBe(0)
  })
})
