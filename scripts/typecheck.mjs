// `npm run typecheck`: every TypeScript project once, two at a time (the machines have two
// cores), each with incremental build info in .tsbuildinfo/ so an unchanged project is checked
// again in a second. (tests/contract stays in both the server's and the tests' projects: ESLint's
// type-aware rules find a file through its nearest tsconfig, tests/tsconfig.json.)
import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const tsc = fileURLToPath(new URL('../node_modules/typescript/bin/tsc', import.meta.url))

// Longest first, so the two lanes finish close together.
/** @type {[string, string][]} */
const projects = [
  ['app', 'tsconfig.json'],
  ['tests', 'tests/tsconfig.json'],
  ['server', 'server/tsconfig.json'],
  ['sw', 'sw/tsconfig.json'],
  ['contract', 'contract/tsconfig.json'],
  ['scripts', 'scripts/tsconfig.json'],
]
const lanes = Math.max(1, Number(process.env.TYPECHECK_JOBS ?? 2))

mkdirSync(new URL('../.tsbuildinfo', import.meta.url), { recursive: true })

/** @param {readonly [string, string]} project @returns {Promise<boolean>} */
function check([name, config]) {
  const started = Date.now()
  return new Promise((resolve) => {
    const args = [tsc, '-p', config, '--incremental', '--tsBuildInfoFile', `.tsbuildinfo/${name}.tsbuildinfo`]
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => {
      // Printed whole when a project is done, so two lanes' errors never interleave.
      process.stdout.write(output)
      console.log(`tsc ${config}: ${code === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
      resolve(code === 0)
    })
  })
}

const queue = [...projects]
const results = await Promise.all(
  Array.from({ length: lanes }, async () => {
    const passed = []
    for (let next = queue.shift(); next; next = queue.shift()) passed.push(await check(next))
    return passed
  }),
)
process.exit(results.flat().every(Boolean) ? 0 : 1)
