// Lint: comments make sense without documents that are not in the repository. Fails (exit 1)
// when a comment cites the product card's specification ("SPEC", "§7"), its design notes
// ("DESIGN.md") or an issue by number ("issue 23") instead of a page of docs/, or names "the
// original spec" without saying where in docs/; and when a comment or a page of docs/ points at a
// docs/ file or #anchor that does not exist. scripts/point-comments-at-docs.mjs makes the pointers.
//
//   node scripts/check-doc-pointers.mjs
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { commentRanges, docAnchors, lineOf, root, sourceFiles } from './doc-comments.mjs'

const anchors = docAnchors()

/** @type {string[]} */
const problems = []

/** What a comment may not say. @type {[RegExp, string][]} */
const CITATIONS = [
  [/\bSPEC\b|§/, 'cites the specification'],
  [/\bDESIGN(?:\.md)?\b/, 'cites DESIGN.md'],
  [/\b[Ii]ssues? #?\d+/, 'cites an issue by number'],
]

/**
 * `docs/x.md` or `docs/x.md#anchor` as written from the repository root, or `x.md#anchor` /
 * `#anchor` inside docs/ itself: the file must exist, and the anchor in it.
 * @param {string} target docs/… path with an optional #anchor @param {string} where
 */
function checkTarget(target, where) {
  const [file = '', anchor] = target.split('#')
  if (!file.startsWith('docs/') || !file.endsWith('.md')) {
    if (!existsSync(join(root, file))) problems.push(`${where}: ${target} does not exist`)
    return
  }
  const known = anchors.get(file)
  if (!known) problems.push(`${where}: ${file} does not exist`)
  else if (anchor !== undefined && !known.has(anchor)) problems.push(`${where}: ${file} has no #${anchor}`)
}

let comments = 0
let pointers = 0
for (const file of sourceFiles()) {
  const text = readFileSync(join(root, file), 'utf8')
  for (const range of commentRanges(file, text)) {
    const comment = text.slice(range.pos, range.end)
    comments++
    const where = `${file}:${lineOf(text, range.pos)}`
    for (const [pattern, what] of CITATIONS) {
      const hit = pattern.exec(comment)
      if (hit)
        problems.push(
          `${where}: ${what} ("${comment.slice(Math.max(0, hit.index - 20), hit.index + 30).replace(/\s+/g, ' ')}")`,
        )
    }
    if (/\boriginal spec\b/i.test(comment) && !comment.includes('docs/'))
      problems.push(`${where}: names the original spec without a docs/ pointer`)
    for (const m of comment.matchAll(/\bdocs\/[\w./-]*[\w](?:#[\w-]+)?/g)) {
      pointers++
      checkTarget(m[0], where)
    }
  }
}

// Links between the pages of docs/ (relative: `api.md#auth`, `#issue-21`).
for (const name of readdirSync(join(root, 'docs')).filter((n) => n.endsWith('.md'))) {
  const text = readFileSync(join(root, 'docs', name), 'utf8')
  for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    const link = m[1] ?? ''
    if (/^[a-z]+:/.test(link)) continue
    const where = `docs/${name}:${lineOf(text, m.index)}`
    if (link.startsWith('#')) checkTarget(`docs/${name}${link}`, where)
    else if (link.startsWith('../')) checkTarget(link.slice(3).split('#')[0] ?? '', where)
    else checkTarget(`docs/${link}`, where)
  }
}

for (const problem of problems) console.error(problem)
console.log(`doc pointers: ${comments} comments read, ${pointers} docs/ pointers checked, ${problems.length} problems`)
if (problems.length > 0) process.exit(1)
