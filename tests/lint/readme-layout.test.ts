// The README's Layout block names what `ls` shows: every file and folder the repository tracks at its top level, and
// every folder inside src/, server/, tests/, bench/ and scripts/, under its parent. A folder added without a line
// there fails here; a line whose folder has gone is for the reader of the diff to catch.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const repo = fileURLToPath(new URL('../..', import.meta.url))
const PARENTS = ['src', 'server', 'tests', 'bench', 'scripts']

/** The Layout section's first code block, line by line. */
function layoutBlock(): string[] {
  const readme = readFileSync(`${repo}/README.md`, 'utf8')
  const section = readme.slice(readme.indexOf('\n## Layout\n'))
  const block = /```\n([\s\S]*?)```/.exec(section)?.[1]
  if (block === undefined) throw new Error('README.md has no ## Layout with a code block')
  return block.split('\n')
}

const tracked = execFileSync('git', ['ls-files'], { cwd: repo, encoding: 'utf8' }).split('\n').filter(Boolean)

/** The block's lines under a top-level folder's own line, up to the next top-level line. */
function linesUnder(block: string[], parent: string): string[] {
  const start = block.findIndex((line) => line.startsWith(`${parent}/`))
  if (start < 0) return []
  const end = block.findIndex((line, i) => i > start && /^\S/.test(line))
  return block.slice(start + 1, end < 0 ? undefined : end)
}

describe("the README's Layout", () => {
  const block = layoutBlock()

  it('names every file and folder at the top level (dotfiles aside, as ls shows them)', () => {
    const top = [...new Set(tracked.map((path) => path.split('/')[0] ?? ''))].filter((name) => !name.startsWith('.'))
    const folders = new Set(tracked.filter((path) => path.includes('/')).map((path) => path.split('/')[0]))
    const missing = top.filter((name) =>
      folders.has(name)
        ? !block.some((line) => line.startsWith(`${name}/`))
        : !block.some(
            (line) => /^\S/.test(line) && new RegExp(`(^|[\\s,])${name.replace('.', '\\.')}([\\s,]|$)`).test(line),
          ),
    )
    expect(missing).toEqual([])
  })

  it.each(PARENTS)('names every folder inside %s/, under it', (parent) => {
    const inside = [
      ...new Set(
        tracked
          .filter((path) => path.startsWith(`${parent}/`) && path.split('/').length > 2)
          .map((path) => path.split('/')[1]),
      ),
    ]
    const under = linesUnder(block, parent)
    expect(inside.filter((name) => !under.some((line) => line.trimStart().startsWith(`${name}/`)))).toEqual([])
  })
})
