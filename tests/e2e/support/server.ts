// Starts the reference server as `npm start` runs it (same entry, same build in dist/), on a
// free loopback port and a temporary database, and stops it by its own PID. The entry is
// compiled once per run (compileServer, from global-setup.ts) rather than through tsx at each of
// the suite's ~25 starts: tsx transpiles the whole server again in every new process.
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { DEMO_PASSWORD } from '../../support/demo-shopper'
import { bundleForNode } from '../../support/node-bundle'
import { testNowIso } from '../../support/test-clock'
import { inTestRun, testTempDir } from '../../support/temp-dirs'
import { serveDir } from './serve-dir'

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url))

/**
 * server/main.ts bundled into one ES module, its npm packages left to Node (better-sqlite3 is
 * native). Under node_modules/, so those packages resolve from there, and no lint, format or git
 * ever sees it.
 */
const compiledServer = join(repoRoot, 'node_modules', '.cache', 'gidideals-e2e', 'server.mjs')
/** Set by compileServer for this process and the test workers it starts afterwards. */
const COMPILED_SERVER_ENV = 'GIDIDEALS_E2E_COMPILED_SERVER'

/**
 * Compiles server/main.ts (about a second) and has every later startServer in this process and
 * its test workers run it. Only global-setup.ts calls it, so a script that starts a server on
 * its own (bench/) never runs a compiled copy older than the sources.
 */
export async function compileServer(): Promise<void> {
  mkdirSync(dirname(compiledServer), { recursive: true })
  // Written aside, then renamed over the old one: a run already using it (another checkout whose
  // node_modules is hard-linked to this one, or an earlier run) keeps its own copy whole.
  const written = `${compiledServer}.${process.pid}.tmp`
  await bundleForNode(join(repoRoot, 'server', 'main.ts'), written)
  renameSync(written, compiledServer)
  process.env[COMPILED_SERVER_ENV] = compiledServer
}

export type RunningServer = {
  url: string
  port: number
  databasePath: string
  /** Everything the server has printed so far (its request log, one line per request), by line. */
  logs(): string[]
  stop(): Promise<void>
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/** The dev mailbox's token of the servers these tests start (X-Dev-Mailbox-Token). */
export const E2E_MAILBOX_TOKEN = 'e2e-stories-mailbox-token'

export type StartOptions = { port?: number; databasePath?: string; env?: Record<string, string> }

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort())
  const folder = options.databasePath === undefined ? testTempDir('gidideals-e2e-') : undefined
  const databasePath = options.databasePath ?? join(folder!, 'gidideals.sqlite')
  // The compiled entry when global-setup.ts made it; else (a script outside the suite) tsx.
  const compiled = process.env[COMPILED_SERVER_ENV]
  const entry = compiled && existsSync(compiled) ? [compiled] : ['--import', 'tsx', join(repoRoot, 'server', 'main.ts')]
  const child: ChildProcess = spawn(process.execPath, entry, {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: databasePath,
      // The build, with the worker on the run's clock (serve-dir.ts).
      STATIC_DIR: serveDir(join(repoRoot, 'dist')),
      DEV_MAILBOX: '1',
      // The run's clock (tests/support/test-clock.ts); a story about another time passes its own.
      GIDIDEALS_NOW: testNowIso(),
      DEV_MAILBOX_TOKEN: E2E_MAILBOX_TOKEN,
      // The stories sign in as the demo shopper, which only a development flag adds.
      DEMO_ACCOUNT: '1',
      DEMO_PASSWORD,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const url = `http://127.0.0.1:${port}`

  const deadline = performance.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early (${child.exitCode}):\n${output}`)
    try {
      const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(2000) })
      if (response.ok) break
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`The server did not answer within 60 s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 150))
  }

  return {
    url,
    port,
    databasePath,
    logs: () => output.split('\n').filter(Boolean),
    stop: async () => {
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
        child.once('exit', () => {
          clearTimeout(timer)
          resolve()
        })
        child.kill('SIGTERM')
      })
      // In a test run the run's root goes at its end: a story may start a server again on this
      // file. A bench or script has no root, and nothing reuses the file: it goes now.
      if (folder && !inTestRun()) rmSync(folder, { recursive: true, force: true })
    },
  }
}

/**
 * A server command (`npm run store -- …`) in a process of its own, on a running server's database and
 * at the run's clock, as another terminal beside the server would run it: its output, or it throws.
 */
export async function runServerCommand(
  server: RunningServer,
  script: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', join(repoRoot, script), ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_PATH: server.databasePath, DATABASE_URL: '', GIDIDEALS_NOW: testNowIso(), ...env },
    timeout: 60_000,
  })
  return stdout
}
