// docs/history.md#issue-49, L5: under NODE_ENV=production the old server started with a 10-character JWT_SECRET, with
// DEMO_ACCOUNT=1 (a known account on a live server) and with PUSH_LOOPBACK=1 (push sends to this
// machine). The server is started as an operator would, with all three: it must refuse, naming each.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { testTempDir } from '../support/temp-dirs'

/** Runs server/main.ts with `env`; settles on its exit or, if it starts listening, stops it. */
function startMain(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, DATABASE_URL: '', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const read = (chunk: Buffer) => {
    output += chunk.toString()
    if (/listening on/.test(output)) child.kill('SIGKILL')
  }
  child.stdout.on('data', read)
  child.stderr.on('data', read)
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })))
}

describe('a production start', () => {
  it('refuses a short JWT_SECRET, the demo account and loopback push, each by name', async () => {
    const dir = testTempDir('gidideals-production-')
    const { code, output } = await startMain({
      NODE_ENV: 'production',
      JWT_SECRET: 'short-one',
      DEMO_ACCOUNT: '1',
      PUSH_LOOPBACK: '1',
      DATABASE_PATH: join(dir, 'production.sqlite'),
      STATIC_DIR: dir,
    })
    expect(output).not.toMatch(/listening on/)
    expect(code).toBe(1)
    expect(output).toMatch(/JWT_SECRET of 9 bytes/)
    expect(output).toMatch(/DEMO_ACCOUNT=1/)
    expect(output).toMatch(/PUSH_LOOPBACK=1/)
  }, 30_000)
})
