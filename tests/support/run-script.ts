import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const repo = fileURLToPath(new URL('../..', import.meta.url))

/** Runs scripts/`script` with node and `env` beside the test's own; its exit status and all it printed. */
export function runScript(script: string, env: Record<string, string>): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [join(repo, 'scripts', script)], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}
