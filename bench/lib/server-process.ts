// The reference server as a child process for the benches: a temporary database, its request
// log in a file (read afterwards for 5xx and `error:` lines), killed on every way out.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** The development mailbox's token on bench servers (they run on loopback only). */
export const BENCH_MAILBOX_TOKEN = 'bench-mailbox-token-2026'

export type BenchServer = {
  base: string
  /** The server's SQLite file (unused on PostgreSQL). */
  databasePath: string
  pid: number
  logFile: string
  /** Reads the child's /proc status (Linux): current and peak resident memory in MB. */
  memory(): { rssMb: number; peakMb: number } | null
  /** Restarts the peak (VmHWM) count, so the next read is the peak since now. */
  resetPeak(): boolean
  stop(): Promise<void>
}

/** `env` is added last: DATABASE_URL picks the engine (empty: SQLite in a temporary file). */
export async function startBenchServer(
  root: string,
  seedStores: number,
  env: Record<string, string> = {},
): Promise<BenchServer> {
  const dir = mkdtempSync(join(tmpdir(), 'gidideals-bench-'))
  const staticDir = join(dir, 'static') // the bench asks only /beta; no need for the shared dist/
  const logFile = join(dir, 'server.log')
  const databasePath = join(dir, 'bench.sqlite')
  const port = 18000 + Math.floor(Math.random() * 1000)
  const base = `http://127.0.0.1:${port}/beta`
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: databasePath,
      // Logins come from many addresses (bench/lib/logins.ts), as shoppers' do.
      TRUST_PROXY: '1',
      SEED_STORES: String(seedStores),
      STATIC_DIR: staticDir,
      // The bench's shoppers sign up and verify through the API (bench/lib/logins.ts).
      DEV_MAILBOX: '1',
      DEV_MAILBOX_TOKEN: BENCH_MAILBOX_TOKEN,
      ...env,
    },
    stdio: ['ignore', openSync(logFile, 'w'), 'inherit'],
  })
  const pid = child.pid
  if (pid === undefined) throw new Error('could not start the server')

  let exited = false
  const exitedPromise = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.once('exit', () => (exited = true))
  const kill = () => {
    if (!exited) child.kill('SIGTERM')
  }
  // However the bench ends — done, thrown, Ctrl-C, killed — the server goes with it, and so
  // does its temporary database (unlinking files still open is fine on Linux).
  process.once('exit', () => {
    kill()
    rmSync(dir, { recursive: true, force: true })
  })
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      kill()
      process.exit(130)
    })
  }

  const deadline = Date.now() + 180_000
  for (;;) {
    if (exited) throw new Error(`the server exited while starting; see ${logFile}`)
    if (Date.now() > deadline) {
      kill()
      throw new Error('the server did not answer within 3 minutes')
    }
    try {
      const response = await fetch(`${base}/api/nearme-aws?latitude=6.6&longitude=3.35&page_size=1`)
      await response.arrayBuffer()
      if (response.ok) break
    } catch {
      // still seeding
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }

  const status = () => {
    try {
      return readFileSync(`/proc/${pid}/status`, 'utf8')
    } catch {
      return null
    }
  }
  const kb = (text: string, field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1])

  return {
    base,
    databasePath,
    pid,
    logFile,
    memory() {
      const text = status()
      if (!text) return null
      return { rssMb: kb(text, 'VmRSS') / 1024, peakMb: kb(text, 'VmHWM') / 1024 }
    },
    resetPeak() {
      try {
        writeFileSync(`/proc/${pid}/clear_refs`, '5')
        return true
      } catch {
        return false
      }
    },
    async stop() {
      kill()
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
      await exitedPromise
      clearTimeout(timer)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export type RouteTime = { route: string; count: number; p50: number; p99: number; max: number }
export type LogSummary = {
  lines: number
  serverErrors: Map<string, number>
  errorLines: string[]
  /** Server-side handler time per route, slowest p99 first. */
  routes: RouteTime[]
}

// Ids, slugs and file names in a path become placeholders, so the log groups by route.
const leafParents = new Set(['search-store', 'nearme-single-store-aws', 'logo', 'cover', 'item', 'uploads'])
function routeOf(path: string): string {
  const parts = path.split('/')
  const last = parts.length - 1
  if (/^\d+$/.test(parts[last] ?? '') || leafParents.has(parts[last - 1] ?? '')) parts[last] = ':x'
  return parts.join('/').replace(/^\/beta/, '')
}

/** The request log: 5xx answers by path, the first `error:` lines, handler time per route. */
export function summarizeLog(logFile: string): LogSummary {
  const text = readFileSync(logFile, 'utf8')
  const serverErrors = new Map<string, number>()
  const errorLines: string[] = []
  const times = new Map<string, number[]>()
  let lines = 0
  for (const line of text.split('\n')) {
    const request = /^(GET|POST|PATCH|DELETE|OPTIONS|HEAD) (\S+) (\d{3}) ([\d.]+)ms$/.exec(line)
    if (request) {
      lines++
      const [, method, path, code, ms] = request as unknown as [string, string, string, string, string]
      if (code.startsWith('5')) {
        const key = `${method} ${path} ${code}`
        serverErrors.set(key, (serverErrors.get(key) ?? 0) + 1)
      }
      const route = `${method} ${routeOf(path)}`
      const list = times.get(route) ?? []
      list.push(Number(ms))
      times.set(route, list)
    } else if (line.startsWith('error:') && errorLines.length < 3) errorLines.push(line)
  }
  const routes = [...times].map(([route, list]) => {
    list.sort((a, b) => a - b)
    const at = (q: number) => list[Math.min(list.length - 1, Math.floor(q * list.length))] ?? 0
    return { route, count: list.length, p50: at(0.5), p99: at(0.99), max: list.at(-1) ?? 0 }
  })
  routes.sort((a, b) => b.p99 - a.p99)
  return { lines, serverErrors, errorLines, routes }
}
