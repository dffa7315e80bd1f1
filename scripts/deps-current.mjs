// Exit 0 when node_modules holds exactly what package-lock.json asks for, 1 when `npm ci` is due.
// Compares the packages and versions of package-lock.json with npm's own record of what it
// installed (node_modules/.package-lock.json), not their dates: a git checkout or a worktree
// makes package-lock.json newer than node_modules without changing a single package.
import { readFileSync } from 'node:fs'

/**
 * name@version of every package in a lock file (optional ones only when `optional`).
 * @param {string} path
 * @param {{ optional: boolean }} options
 * @returns {Set<string> | undefined}
 */
function packages(path, { optional }) {
  try {
    const lock = JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'))
    return new Set(
      Object.entries(lock.packages ?? {})
        // Optional packages for other platforms (esbuild's, rollup's) are never installed.
        .filter(([name, entry]) => name !== '' && (optional || !entry.optional))
        .map(([name, entry]) => `${name}@${entry.version ?? entry.resolved ?? ''}`),
    )
  } catch {
    return undefined
  }
}

const lock = packages('../package-lock.json', { optional: true })
const required = packages('../package-lock.json', { optional: false })
const installed = packages('../node_modules/.package-lock.json', { optional: true })
const current =
  lock !== undefined &&
  required !== undefined &&
  installed !== undefined &&
  [...required].every((entry) => installed.has(entry)) &&
  [...installed].every((entry) => lock.has(entry))
process.exit(current ? 0 : 1)
