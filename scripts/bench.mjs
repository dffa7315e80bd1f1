// `npm run bench -- <name> [options]`: runs one bench of bench/ with the runtime it needs, passing its options and
// environment through (bench/README.md lists them). Without a name it lists the benches; an unknown name is refused
// with the list. A bench prints tables and never fails on a figure: its exit code is the bench's own.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli')

/**
 * How each bench runs: plain Node (size.mjs, so it needs no loader), tsx, or Node with tsx as a loader and the
 * WebSocket global (Node 20 has it behind a flag), which the benches driving Chromium over raw CDP need.
 * @typedef {'node' | 'tsx' | 'node-websocket'} Runtime
 * @type {Record<string, { file: string, runtime: Runtime, what: string }>}
 */
const BENCHES = {
  size: {
    file: 'size.mjs',
    runtime: 'node',
    what: 'bytes a first visit loads per route, the shell against bare React',
  },
  lighthouse: {
    file: 'lighthouse.ts',
    runtime: 'tsx',
    what: 'Lighthouse on five routes and two references, 4× or 6× CPU',
  },
  trace: {
    file: 'trace.ts',
    runtime: 'tsx',
    what: "main-thread tasks over 50 ms in a first load, from Chromium's trace",
  },
  profile: {
    file: 'profile.ts',
    runtime: 'tsx',
    what: "where a first load's main-thread CPU goes, by script and function (1×)",
  },
  longtasks: {
    file: 'longtasks.ts',
    runtime: 'node-websocket',
    what: 'tasks over 50 ms as a phone runs them (raw CDP)',
  },
  renders: { file: 'renders.ts', runtime: 'tsx', what: "React's commits and renders in a first load" },
  'first-screen': { file: 'first-screen.ts', runtime: 'tsx', what: 'largest paint and first content, real throttling' },
  'first-tap': {
    file: 'first-tap.ts',
    runtime: 'tsx',
    what: 'the first tap at FCP + 300 ms to its painted effect, 6×',
  },
  offline: { file: 'offline.ts', runtime: 'node-websocket', what: "near me's first card: first, repeat, offline" },
  'shared-link': {
    file: 'shared-link.ts',
    runtime: 'tsx',
    what: "a shared deal link's title and price on a poor line",
  },
  'slow-line': {
    file: 'slow-line.ts',
    runtime: 'tsx',
    what: "a first visit at 400 kbps: the first price, a store's name, Add counted",
  },
  server: { file: 'server.ts', runtime: 'tsx', what: 'the hot GETs under load on 10,000 stores; peak RSS' },
  'server-engines': {
    file: 'server-engines.ts',
    runtime: 'tsx',
    what: 'SQLite and PostgreSQL (one and two instances)',
  },
  'server-limits': { file: 'server-limits.ts', runtime: 'tsx', what: 'what one rate-limit count costs in each store' },
}

/** @param {Runtime} runtime @param {string} file @returns {string[]} node's arguments before the bench's own */
function runtimeArgs(runtime, file) {
  const path = `bench/${file}`
  if (runtime === 'node') return [path]
  if (runtime === 'tsx') return [tsxCli, path]
  return ['--experimental-websocket', '--import', 'tsx', path]
}

function list() {
  const width = Math.max(...Object.keys(BENCHES).map((name) => name.length))
  return Object.entries(BENCHES)
    .map(([name, bench]) => `  ${name.padEnd(width)}  ${bench.what}`)
    .join('\n')
}

const [name, ...options] = process.argv.slice(2)
if (name === undefined || name === '--help' || name === '-h') {
  console.log(
    `npm run bench -- <name> [options]   (bench/README.md: options, references, where the table goes)\n${list()}`,
  )
  process.exit(0)
}
const bench = BENCHES[name]
if (bench === undefined) {
  console.error(`No bench "${name}". The benches:\n${list()}`)
  process.exit(2)
}

const child = spawn(process.execPath, [...runtimeArgs(bench.runtime, bench.file), ...options], {
  cwd: root,
  stdio: 'inherit',
})
// A bench stops what it started (servers, Chromium, the busy core) on these; pass them on and let it finish.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP']))
  process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 : 1)))
