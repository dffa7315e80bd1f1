// scripts/check-doc-pointers.mjs on a small tree of its own (a copy of docs/ and one source file),
// so the tests never touch the repository's code: the check fails where it should, and passes on
// comments that point into docs/. The first case runs the command (its exit status); the others
// call its check in this process, since a node per case spent a second or two of CPU loading
// TypeScript's parser.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { checkDocPointers } from '../../scripts/check-doc-pointers.mjs'
import { runScript } from '../support/run-script'

const repo = fileURLToPath(new URL('../..', import.meta.url))
let tree: string | undefined

/** A tree with the repository's docs/, the READMEs they link with and `src/probe.tsx` holding `source`. */
function treeWith(source: string): string {
  tree = mkdtempSync(join(tmpdir(), 'doc-pointers-'))
  cpSync(join(repo, 'docs'), join(tree, 'docs'), { recursive: true })
  for (const readme of ['README.md', 'server/README.md', 'bench/README.md'])
    cpSync(join(repo, readme), join(tree, readme))
  mkdirSync(join(tree, 'src'))
  writeFileSync(join(tree, 'src', 'probe.tsx'), source)
  return tree
}

/** The command on `root`: its exit status and all it printed. */
const runCommand = (root: string) => runScript('check-doc-pointers.mjs', { DOC_POINTERS_ROOT: root })

/** The check on `root`, in this process: the status the command would exit with and what it would print. */
function run(root: string): { status: number; output: string } {
  const { problems, summary } = checkDocPointers(root)
  return { status: problems.length > 0 ? 1 : 0, output: [...problems, summary].join('\n') }
}

afterEach(() => {
  if (tree) rmSync(tree, { recursive: true, force: true })
  tree = undefined
})

const SOURCE = [
  '// The side menu closes on an outside click (SPEC §2), as issue 17 §10 asked (issues 13 and 23).',
  "export const words = 'SPEC §5 and issue 23 stay in strings'",
  'export const view = <p>// SPEC §2 in JSX text is shown, not a comment</p>',
  "/** DESIGN.md's delivery fee, and SPEC §8's words for a 500. */",
  'export const template = `issue 21 ${words} // SPEC §7`',
  '',
].join('\n')

/** SOURCE with its comments pointing into docs/: strings, templates and JSX text as they were. */
const POINTED = [
  '// The side menu closes on an outside click (docs/pages.md#side-menu), as docs/history.md#issue-17-10 asked.',
  "export const words = 'SPEC §5 and issue 23 stay in strings'",
  'export const view = <p>// SPEC §2 in JSX text is shown, not a comment</p>',
  "/** Our delivery fee (docs/decisions.md#fees), and the error catalogue's words for a 500 (docs/errors.md#500). */",
  'export const template = `issue 21 ${words} // SPEC §7`',
  '',
].join('\n')

// Each case starts node with TypeScript's parser: seconds on a busy machine.
describe('check-doc-pointers', { timeout: 60_000 }, () => {
  it('fails on a comment that cites the specification, DESIGN.md or an issue by number', () => {
    const result = runCommand(treeWith(SOURCE))
    expect(result.status).toBe(1)
    expect(result.output).toContain('src/probe.tsx:1: cites the specification')
    expect(result.output).toContain('src/probe.tsx:1: cites an issue by number')
    expect(result.output).toContain('src/probe.tsx:4: cites DESIGN.md')
    // Strings, templates and JSX text are not comments.
    expect(result.output).not.toMatch(/probe\.tsx:[235]:/)
  })

  it('fails on a pointer to a doc or an anchor that does not exist', () => {
    const result = run(treeWith('// See docs/pages.md#no-such-place and docs/nowhere.md.\n'))
    expect(result.status).toBe(1)
    expect(result.output).toContain('docs/pages.md has no #no-such-place')
    expect(result.output).toContain('docs/nowhere.md does not exist')
  })

  it('fails on a pointer to a README section that does not exist', () => {
    const root = treeWith('// The folders: README.md#layout; the targets: bench/README.md#no-such-section.\n')
    writeFileSync(join(root, 'docs', 'probe.md'), '[the layout](../README.md#no-layout), [ours](#nowhere)\n')
    const result = run(root)
    expect(result.status).toBe(1)
    expect(result.output).toContain('src/probe.tsx:1: bench/README.md has no #no-such-section')
    expect(result.output).not.toContain('README.md has no #layout')
    expect(result.output).toContain('docs/probe.md:1: README.md has no #no-layout')
    expect(result.output).toContain('docs/probe.md:1: docs/probe.md has no #nowhere')
  })

  it('passes once the comments point into docs/', () => {
    const result = run(treeWith(POINTED))
    expect(result.output).toContain('0 problems')
    expect(result.status).toBe(0)
  })
})
