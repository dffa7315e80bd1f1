// What scripts/check-doc-pointers.mjs reads: the files whose comments it checks, where each
// comment is (TypeScript's own scanner finds them, so a string, a template or JSX text that looks
// like a comment is never taken for one), and the anchors that docs/ defines.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

/** The repository; DOC_POINTERS_ROOT points the command at another tree. */
export const repository = process.env.DOC_POINTERS_ROOT ?? fileURLToPath(new URL('..', import.meta.url))

/** The folders whose code carries comments; docs/ and node_modules are not among them. */
export const SOURCE_DIRS = ['src', 'sw', 'server', 'contract', 'scripts', 'tests', 'bench', '.ci']

const SKIP_DIRS = new Set(['node_modules', 'dist', 'results', 'fixtures', '.tsbuildinfo', 'test-results'])
const CODE = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/
const SHELL = /(?:\.sh|^run)$/

/** The check and this module name the patterns it looks for; their own comments are not checked. */
const SELF = new Set(['scripts/check-doc-pointers.mjs', 'scripts/doc-comments.mjs'])

/** @param {string} root @returns {string[]} paths relative to `root`, sorted */
export function sourceFiles(root) {
  /** @type {string[]} */
  const found = []
  /** @param {string} dir */
  const walk = (dir) => {
    if (!existsSync(dir)) return
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) {
        if (!SKIP_DIRS.has(name)) walk(path)
      } else if (CODE.test(name) || SHELL.test(name)) {
        const rel = relative(root, path).split('\\').join('/')
        if (!SELF.has(rel)) found.push(rel)
      }
    }
  }
  for (const dir of SOURCE_DIRS) walk(join(root, dir))
  return found.sort()
}

/** @typedef {{ pos: number, end: number }} Range */

/** @param {string} file */
function scriptKind(file) {
  if (file.endsWith('.tsx')) return ts.ScriptKind.TSX
  if (file.endsWith('.jsx')) return ts.ScriptKind.JSX
  if (/\.[mc]?js$/.test(file)) return ts.ScriptKind.JS
  return ts.ScriptKind.TS
}

/**
 * Every comment in `text`, in order. Code files: the leading and trailing trivia of every node
 * and token, except where JSX text starts (its words are shown on the page, not comments).
 * Shell files: whole lines that start with `#` (not the `#!` line).
 * @param {string} file
 * @param {string} text
 * @returns {Range[]}
 */
export function commentRanges(file, text) {
  if (!CODE.test(file)) {
    /** @type {Range[]} */
    const lines = []
    let pos = 0
    for (const line of text.split('\n')) {
      if (/^\s*#(?!!)/.test(line)) lines.push({ pos, end: pos + line.length })
      pos += line.length + 1
    }
    return lines
  }
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file))
  /** @type {Set<number>} */
  const jsxTextStarts = new Set()
  /** @type {Map<number, Range>} */
  const found = new Map()
  /** @param {ts.CommentRange[] | undefined} ranges */
  const keep = (ranges) => {
    for (const range of ranges ?? []) found.set(range.pos, { pos: range.pos, end: range.end })
  }
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (node.kind === ts.SyntaxKind.JsxText) jsxTextStarts.add(node.pos)
    for (const child of node.getChildren(source)) visit(child)
  }
  visit(source)
  /** @param {ts.Node} node */
  const collect = (node) => {
    if (!jsxTextStarts.has(node.pos)) keep(ts.getLeadingCommentRanges(text, node.pos))
    // After a JSX tag or expression, text up to the next tag is JSX text, whatever it holds.
    if (node.kind !== ts.SyntaxKind.JsxText && !jsxTextStarts.has(node.end))
      keep(ts.getTrailingCommentRanges(text, node.end))
    for (const child of node.getChildren(source)) collect(child)
  }
  collect(source)
  return [...found.values()].sort((a, b) => a.pos - b.pos)
}

/** @param {string} text @param {number} pos 1-based line of `pos` */
export const lineOf = (text, pos) => text.slice(0, pos).split('\n').length

/**
 * The anchors a Markdown file defines: explicit `<a id="…">` and GitHub's slugs of its headings.
 * @param {string} text
 * @returns {Set<string>}
 */
export function anchorsIn(text) {
  const anchors = new Set([...text.matchAll(/<a id="([^"]+)"><\/a>/g)].map((m) => m[1] ?? ''))
  for (const heading of text.matchAll(/^#{1,6} (.+)$/gm)) {
    const slug = (heading[1] ?? '')
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-')
    anchors.add(slug)
  }
  return anchors
}

/**
 * The anchors each docs/*.md file under `root` defines.
 * @param {string} root
 * @returns {Map<string, Set<string>>} 'docs/api.md' → anchors
 */
export function docAnchors(root) {
  /** @type {Map<string, Set<string>>} */
  const docs = new Map()
  const dir = join(root, 'docs')
  if (!existsSync(dir)) return docs
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.md')))
    docs.set(`docs/${name}`, anchorsIn(readFileSync(join(dir, name), 'utf8')))
  return docs
}
