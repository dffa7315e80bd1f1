// `npm run bench -- size`: what each route makes a shopper download, from the build's manifest.
// Prints, per route, the JavaScript and CSS it loads on a first visit (the shell plus the
// route's own chunks), raw / gzip / brotli, the prerendered HTML of the main routes, then the
// service worker's precache total.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const root = fileURLToPath(new URL('..', import.meta.url))
const dist = process.env.DIST_DIR ?? join(root, 'dist')

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
const manifestPath = join(dist, '.vite', 'manifest.json')
if (!existsSync(manifestPath)) throw new Error('No dist/.vite/manifest.json: build with `build.manifest: true`.')
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))

/** @typedef {{ raw: number, gzip: number, brotli: number }} Sizes */
/** @type {Map<string, Sizes>} */
const sizeCache = new Map()
/** @param {string} file @returns {Sizes} */
function sizes(file) {
  if (!sizeCache.has(file)) {
    const bytes = readFileSync(join(dist, file))
    sizeCache.set(file, {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    })
  }
  return /** @type {Sizes} */ (sizeCache.get(file))
}

/** Every chunk a manifest entry pulls in statically, with its CSS. */
/** @param {string} key @param {Set<string>} seen @returns {Set<string>} */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen)
  return seen
}
/** @param {(string | undefined)[]} keys */
function filesOf(keys) {
  /** @type {Set<string>} */
  const js = new Set()
  /** @type {Set<string>} */
  const css = new Set()
  for (const key of keys) {
    const chunk = key === undefined ? undefined : manifest[key]
    if (!chunk) continue
    if (chunk.file.endsWith('.js')) js.add(chunk.file)
    for (const file of chunk.css ?? []) css.add(file)
  }
  return { js, css }
}
const total = (/** @type {Set<string>} */ files) =>
  [...files].map(sizes).reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  })

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'))
if (!entryKey) throw new Error('The manifest has no index.html entry.')
// The entry imports its stages dynamically, one after another (src/main.tsx), and every page
// preloads them with it: they are the shell as much as its static imports.
const shellKeys = [entryKey, ...(manifest[entryKey].dynamicImports ?? [])].reduce(
  (seen, key) => closure(key, seen),
  /** @type {Set<string>} */ (new Set()),
)
const shell = filesOf([...shellKeys])

// Route chunks: the router plugin splits each route file into `…?tsr-split=…` virtual modules,
// and the build groups many of them (scripts/build/chunk-groups.ts); the prerender plugin lists each
// route's chunks in route-chunks.json.
const routeChunks = JSON.parse(readFileSync(join(dist, '.vite', 'route-chunks.json'), 'utf8'))

const kb = (/** @type {number} */ n) => (n / 1024).toFixed(1)
const rows = []
for (const [name, chunkFiles] of Object.entries(routeChunks).sort(([a], [b]) => a.localeCompare(b))) {
  const files = filesOf([...chunkFiles].map((file) => Object.keys(manifest).find((key) => manifest[key].file === file)))
  for (const file of shell.js) files.js.delete(file)
  const ownJs = total(files.js)
  const firstJs = total(new Set([...shell.js, ...files.js]))
  const firstCss = total(new Set([...shell.css, ...files.css]))
  rows.push({ route: name, ownJs, firstJs, firstCss })
}

/**
 * The bare React page of the lighthouse bench (bench/lib/reference-page.ts), built now with the same
 * Vite: its JavaScript, gzip, is the shell's yardstick (docs/history.md#issue-23: the shell ≤ 1.75× of it).
 * @returns {{ raw: number, gzip: number, brotli: number } | undefined}
 */
function referencePage() {
  const out = mkdtempSync(join(tmpdir(), 'gidideals-size-reference-'))
  try {
    const script = `import('./bench/lib/reference-page.ts').then((m) => m.buildReferencePage(${JSON.stringify(out)}))`
    const built = spawnSync('npx', ['tsx', '-e', script], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
    if (built.status !== 0) return undefined
    const assets = join(out, 'bench-reference', 'assets')
    return readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => {
        const bytes = readFileSync(join(assets, file))
        return {
          raw: bytes.length,
          gzip: gzipSync(bytes, { level: 9 }).length,
          brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
        }
      })
      .reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }))
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
}

const pad = (/** @type {unknown} */ s, /** @type {number} */ n) => String(s).padEnd(n)
const padL = (/** @type {unknown} */ s, /** @type {number} */ n) => String(s).padStart(n)
const reference = referencePage()
const times = (/** @type {number} */ a, /** @type {number} */ b) => `${(a / b).toFixed(2)}×`
console.log(
  `\nShell (entry + its stages + their static imports): JS ${kb(total(shell.js).raw)} KB raw, ${kb(total(shell.js).gzip)} KB gzip, ${kb(total(shell.js).brotli)} KB brotli; CSS ${kb(total(shell.css).gzip)} KB gzip`,
)
console.log(
  reference
    ? `Bare React page, built in this run: JS ${kb(reference.gzip)} KB gzip, ${kb(reference.brotli)} KB brotli; the shell is ${times(total(shell.js).gzip, reference.gzip)} of it gzip (goal ≤ 1.75×), ${times(total(shell.js).brotli, reference.brotli)} brotli\n`
    : 'Bare React page: could not be built (see above)\n',
)
console.log(
  `${pad('route file', 42)}${padL('own JS gz', 11)}${padL('own JS br', 11)}${padL('1st JS raw', 12)}${padL('1st JS gz', 11)}${padL('1st JS br', 11)}${padL('CSS gz', 9)}${padL('CSS br', 9)}`,
)
console.log('-'.repeat(116))
for (const row of rows) {
  console.log(
    `${pad(row.route, 42)}${padL(kb(row.ownJs.gzip), 11)}${padL(kb(row.ownJs.brotli), 11)}${padL(kb(row.firstJs.raw), 12)}${padL(kb(row.firstJs.gzip), 11)}${padL(kb(row.firstJs.brotli), 11)}${padL(kb(row.firstCss.gzip), 9)}${padL(kb(row.firstCss.brotli), 9)}`,
  )
}
console.log(
  '(KB = 1024 bytes; "own" = chunks only this route loads beyond the shell; "1st" = shell + own, a first visit)',
)

// The main routes' prerendered HTML (docs/history.md#issue-13): what a first visit paints before any script.
// "network" is the copy a navigation that reaches the server gets (dist/network/: the stylesheet
// inline, so a first visit asks for no stylesheet; the worker's copies link it).
const prerenderedDir = join(dist, 'prerendered')
if (existsSync(prerenderedDir)) {
  console.log(
    `\n${pad('prerendered page', 42)}${padL('raw', 11)}${padL('gzip', 11)}${padL('brotli', 11)}${padL('network br', 13)}`,
  )
  console.log('-'.repeat(88))
  const pages = readdirSync(prerenderedDir).filter((f) => f.endsWith('.html'))
  for (const file of [...pages, '../index.html']) {
    const path = relative(dist, join(prerenderedDir, file))
    const size = sizes(path)
    const network = existsSync(join(dist, 'network', path)) ? kb(sizes(join('network', path)).brotli) : '—'
    const name = file === '../index.html' ? 'index.html (the shell, other routes)' : file
    console.log(
      `${pad(name, 42)}${padL(kb(size.raw), 11)}${padL(kb(size.gzip), 11)}${padL(kb(size.brotli), 11)}${padL(network, 13)}`,
    )
  }
}

// The service worker's precache list, as injected into dist/sw.js.
const sw = readFileSync(join(dist, 'sw.js'), 'utf8')
const precached = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1])
const precacheBytes = precached.reduce((sum, url) => {
  const file = join(dist, url.replace(/^\//, ''))
  return sum + (existsSync(file) ? statSync(file).size : 0)
}, 0)
console.log(`\nPrecache: ${precached.length} files, ${kb(precacheBytes)} KB raw`)

const allJs = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'))
console.log(
  `All JS chunks: ${allJs.length} files, ${kb(total(new Set(allJs.map((f) => relative(dist, join(dist, 'assets', f))))).gzip)} KB gzip`,
)
