// Lint: short code (STYLE.md's house style). Fails (exit 1) when a product file is over 300 lines or a function over
// 80: a function declaration or expression, an arrow function, a method, an accessor or a constructor, each measured
// from the first to the last line of its body (what it nests counts with it). TypeScript's parser finds them. Product
// code is src/, sw/, server/, contract/ and scripts/; tests, their helpers and generated files are not.
//
//   node scripts/check-code-length.mjs [folder…]   (the product folders when none is named)
//
// Its test calls checkCodeLength() on trees of its own, in its process: a node per case spent a second or two of CPU
// loading TypeScript's parser.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import ts from 'typescript'

const MAX_FILE_LINES = 300
const MAX_FUNCTION_LINES = 80
/** Prettier's print width: it wraps code, never comments, so this check wraps those. */
const PRINT_WIDTH = 120

/** The repository; CODE_LENGTH_ROOT points the command at another tree. */
const repository = process.env.CODE_LENGTH_ROOT ?? fileURLToPath(new URL('..', import.meta.url))
const PRODUCT_DIRS = ['src', 'sw', 'server', 'contract', 'scripts']
const SKIP_DIRS = new Set(['node_modules', 'dist', 'fixtures', 'test', 'tests'])
const CODE = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/
/** Tests and what only they use (`cart.test.ts`, `blog.test-support.ts`, `account-test-utils.tsx`), generated code. */
const NOT_PRODUCT = /\.test\.|[.-]test-(?:support|utils)\.|\.gen\.|\.d\.ts$/

/** @param {string} root @param {string} dir @param {string[]} found */
function walk(root, dir, found) {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) {
      if (!SKIP_DIRS.has(name)) walk(root, path, found)
    } else if (CODE.test(name) && !NOT_PRODUCT.test(name)) found.push(relative(root, path).split('\\').join('/'))
  }
}

/** @param {string} file */
function scriptKind(file) {
  if (file.endsWith('.tsx')) return ts.ScriptKind.TSX
  if (file.endsWith('.jsx')) return ts.ScriptKind.JSX
  if (/\.[mc]?js$/.test(file)) return ts.ScriptKind.JS
  return ts.ScriptKind.TS
}

/**
 * What a reader calls the function: its own name, the variable, property or method it is assigned to, or the call
 * it is handed to (`useEffect callback`).
 * @param {ts.SignatureDeclaration} node @param {ts.SourceFile} source
 */
function nameOf(node, source) {
  if (node.kind === ts.SyntaxKind.Constructor) return 'constructor'
  if (node.name) return node.name.getText(source)
  const parent = node.parent
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
    return parent.name.getText(source)
  if (ts.isCallExpression(parent)) {
    const callee = parent.expression.getText(source)
    // A component wrapped in memo() or forwardRef() is named by the variable that holds it.
    if (ts.isVariableDeclaration(parent.parent) && /^(?:React\.)?(?:memo|forwardRef)$/.test(callee))
      return parent.parent.name.getText(source)
    return `${callee.length > 40 ? `${callee.slice(0, 40)}…` : callee} callback`
  }
  if (ts.isExportAssignment(parent)) return 'default export'
  return '(anonymous)'
}

/**
 * Each function in `text` longer than MAX_FUNCTION_LINES.
 * @param {string} file @param {string} text
 * @returns {{ line: number, name: string, lines: number }[]}
 */
function longFunctions(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file))
  /** @type {{ line: number, name: string, lines: number }[]} */
  const found = []
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const body = /** @type {ts.Node} */ (node.body)
      const first = source.getLineAndCharacterOfPosition(body.getStart(source)).line
      const last = source.getLineAndCharacterOfPosition(body.getEnd()).line
      const lines = last - first + 1
      if (lines > MAX_FUNCTION_LINES) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1
        found.push({ line, name: nameOf(node, source), lines })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/**
 * The line numbers of whole-line comments wider than the print width (characters, not bytes).
 * @param {string} text
 */
const wideComments = (text) =>
  text
    .split('\n')
    .flatMap((line, index) => (/^\s*(?:\/\/|\*)/.test(line) && [...line].length > PRINT_WIDTH ? [index + 1] : []))

/** @param {string} text lines as `wc -l` counts them (a last line without its newline counts too) */
const lineCount = (text) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0)

/**
 * The check on the tree at `root`: `named` folders or files, else the product folders. Every problem, one line each
 * (`path:line what length`), and the summary line.
 * @param {string} root @param {string[]} [named]
 * @returns {{ problems: string[], summary: string }}
 */
export function checkCodeLength(root, named = []) {
  /** @type {string[]} */
  const files = []
  for (const dir of named.length > 0 ? named : PRODUCT_DIRS) {
    const path = join(root, dir)
    if (!existsSync(path)) continue
    if (statSync(path).isDirectory()) walk(root, path, files)
    else files.push(relative(root, path).split('\\').join('/'))
  }
  /** @type {string[]} */
  const problems = []
  let functions = 0
  let comments = 0
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8')
    const lines = lineCount(text)
    if (lines > MAX_FILE_LINES) problems.push(`${file}:1 (file) ${lines} lines`)
    for (const long of longFunctions(file, text)) {
      functions++
      problems.push(`${file}:${long.line} ${long.name} ${long.lines} lines`)
    }
    for (const line of wideComments(text)) {
      comments++
      problems.push(`${file}:${line} (comment) wider than ${PRINT_WIDTH}`)
    }
  }
  const summary =
    `code length: ${files.length} files read, ${problems.length - functions - comments} over ${MAX_FILE_LINES} lines, ` +
    `${functions} functions over ${MAX_FUNCTION_LINES}, ${comments} comment lines over ${PRINT_WIDTH}`
  return { problems, summary }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { problems, summary } = checkCodeLength(repository, process.argv.slice(2))
  for (const problem of problems) console.error(problem)
  console.log(summary)
  if (problems.length > 0) process.exit(1)
}
