// Lint: comments make sense without documents that are not in the repository. Fails (exit 1)
// when a comment cites the product card's specification ("SPEC", "§7"), its design notes
// ("DESIGN.md") or an issue by number ("issue 23") instead of a page of docs/, or names "the
// original spec" without saying where in docs/; and when a comment, a page of docs/ or one of the READMEs that link
// into them (the root's, the server's, the benches') points at a file or #anchor that does not exist: a docs/ page,
// a README (`README.md#layout`) or any file.
//
//   node scripts/check-doc-pointers.mjs
//
// Its test calls checkDocPointers() on trees of its own, in its process: a node per case spent a second or two of CPU
// loading TypeScript's parser.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { pathToFileURL } from 'node:url'
import { anchorsIn, commentRanges, docAnchors, lineOf, repository, sourceFiles } from './doc-comments.mjs'

/** The READMEs whose links are checked with docs/'s: the front door and the two that docs/ links to. */
const READMES = ['README.md', 'server/README.md', 'bench/README.md']

/** What a comment may not say. @type {[RegExp, string][]} */
const CITATIONS = [
  [/\bSPEC\b|§/, 'cites the specification'],
  [/\bDESIGN(?:\.md)?\b/, 'cites DESIGN.md'],
  [/\b[Ii]ssues? #?\d+/, 'cites an issue by number'],
]

/**
 * The links in the pages of docs/ and the READMEs under `root`, relative to the page (`api.md#auth`, `#issue-21`,
 * `../README.md#layout`), each handed to `checkTarget` as a path from the root.
 * @param {string} root @param {(target: string, where: string) => void} checkTarget
 */
function checkPageLinks(root, checkTarget) {
  const pages = [
    ...readdirSync(join(root, 'docs'))
      .filter((n) => n.endsWith('.md'))
      .map((n) => `docs/${n}`),
    ...READMES.filter((page) => existsSync(join(root, page))),
  ]
  for (const page of pages) {
    const text = readFileSync(join(root, page), 'utf8')
    for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      const link = m[1] ?? ''
      if (/^[a-z]+:/.test(link)) continue
      const where = `${page}:${lineOf(text, m.index)}`
      const [path = '', anchor] = link.split('#')
      const file =
        path === ''
          ? page
          : normalize(join(dirname(page), path))
              .split('\\')
              .join('/')
      checkTarget(anchor === undefined ? file : `${file}#${anchor}`, where)
    }
  }
}

/**
 * The check on the tree at `root` (its code's comments, its docs/ and READMEs): every problem, one line each
 * (`path:line: what`), and the summary line.
 * @param {string} root
 * @returns {{ problems: string[], summary: string }}
 */
export function checkDocPointers(root) {
  const anchors = docAnchors(root)
  /** @type {string[]} */
  const problems = []

  /**
   * A path from the tree's root with an optional #anchor (`docs/x.md#anchor`, `README.md#layout`): the file must
   * exist, and a Markdown file the anchor.
   * @param {string} target @param {string} where
   */
  function checkTarget(target, where) {
    const [file = '', anchor] = target.split('#')
    const known = file.startsWith('docs/') ? anchors.get(file) : undefined
    if (known) {
      if (anchor !== undefined && !known.has(anchor)) problems.push(`${where}: ${file} has no #${anchor}`)
      return
    }
    if (!existsSync(join(root, file))) {
      problems.push(`${where}: ${file.endsWith('.md') ? file : target} does not exist`)
      return
    }
    if (anchor !== undefined && file.endsWith('.md') && !anchorsIn(readFileSync(join(root, file), 'utf8')).has(anchor))
      problems.push(`${where}: ${file} has no #${anchor}`)
  }

  let comments = 0
  let pointers = 0
  for (const file of sourceFiles(root)) {
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
      // A README by its path from the root, with a section's anchor: `README.md#layout`, `bench/README.md#targets`.
      for (const m of comment.matchAll(/(?<![\w./-])(?:[\w-]+\/)*README\.md#[\w-]+/g)) {
        pointers++
        checkTarget(m[0], where)
      }
    }
  }

  checkPageLinks(root, checkTarget)

  return {
    problems,
    summary: `doc pointers: ${comments} comments read, ${pointers} docs/ pointers checked, ${problems.length} problems`,
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { problems, summary } = checkDocPointers(repository)
  for (const problem of problems) console.error(problem)
  console.log(summary)
  if (problems.length > 0) process.exit(1)
}
