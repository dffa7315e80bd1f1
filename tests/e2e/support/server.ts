// Starts the reference server exactly as `npm start` runs it (same entry, same build in dist/),
// on a free loopback port and a temporary database, and stops it by its own PID.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEMO_PASSWORD } from '../../support/demo-shopper'

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url))

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

/**
 * The server's clock for a journey that does not set its own (env GIDIDEALS_NOW): today in
 * Lagos at 5 pm, when every seeded store is open (Saturday's on a Sunday, when the Mon–Sat
 * stores are shut). Closed stores take no orders (issue 21), so a test run late at night would
 * otherwise fail every payment. The date stays today's, so the deals the phone sees as running
 * are the ones the server sells.
 */
export function openHoursInstant(now = Date.now()): string {
  const lagosToday = (ms: number) => new Date(ms + 60 * 60_000).toISOString().slice(0, 10)
  let day = lagosToday(now)
  if (new Date(`${day}T12:00:00Z`).getUTCDay() === 0) day = lagosToday(now - 24 * 60 * 60_000)
  return `${day}T17:00:00+01:00`
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort())
  const databasePath = options.databasePath ?? join(mkdtempSync(join(tmpdir(), 'gidideals-e2e-')), 'gidideals.sqlite')
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'server', 'main.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: databasePath,
      STATIC_DIR: join(repoRoot, 'dist'),
      DEV_MAILBOX: '1',
      GIDIDEALS_NOW: openHoursInstant(),
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

  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early (${child.exitCode}):\n${output}`)
    try {
      const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(2000) })
      if (response.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
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
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
        child.once('exit', () => {
          clearTimeout(timer)
          resolve()
        })
        child.kill('SIGTERM')
      }),
  }
}
