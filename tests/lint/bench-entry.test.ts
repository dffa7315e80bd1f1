// `npm run bench -- <name>` (scripts/bench.mjs): every bench in bench/ has a name there, no name
// lists them, and an unknown one is refused with the list. The benches themselves are never run
// here: they take minutes and the whole machine.
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const repo = fileURLToPath(new URL('../..', import.meta.url))
const benchFiles = readdirSync(`${repo}/bench`).filter((name) => /\.(ts|mjs)$/.test(name))

function bench(...args: string[]) {
  const result = spawnSync(process.execPath, ['scripts/bench.mjs', ...args], { cwd: repo, encoding: 'utf8' })
  return { status: result.status, stdout: result.stdout, stderr: result.stderr }
}

/** The names a listing shows, one a line. */
const namesIn = (listing: string) =>
  listing
    .split('\n')
    .map((line) => /^ {2}(\S+) {2}/.exec(line)?.[1])
    .filter((name) => name !== undefined)

describe('npm run bench', () => {
  it('lists one line per bench of bench/ when given no name', () => {
    const { status, stdout } = bench()
    expect(status).toBe(0)
    expect(namesIn(stdout).sort()).toEqual(benchFiles.map((file) => file.replace(/\.(ts|mjs)$/, '')).sort())
  })

  it('refuses a name it does not know, with the list', () => {
    const { status, stdout, stderr } = bench('lighthose', '--cpu', '6')
    expect(status).toBe(2)
    expect(stdout).toBe('')
    expect(stderr).toContain('No bench "lighthose"')
    expect(namesIn(stderr)).toContain('lighthouse')
  })
})
