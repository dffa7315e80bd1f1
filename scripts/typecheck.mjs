// `npm run typecheck`: every TypeScript project once, two at a time (the machines have two
// cores), each with incremental build info in .tsbuildinfo/ so an unchanged project is checked
// again in a second. (tests/contract stays in both the server's and the tests' projects: ESLint's
// type-aware rules find a file through its nearest tsconfig, tests/tsconfig.json.)
//
// The checker is TypeScript 7 (the native port, devDependency `typescript-7`): the same checks
// as 5.9 for this code in about a third of the CPU (~19 s instead of ~55 s for the six projects
// here). TypeScript 5.9 stays the `typescript` package, for what uses its API (typescript-eslint,
// which supports < 6.1, and scripts/doc-comments.mjs); where TypeScript 7 has no binary for the
// platform (its binaries are optional packages), 5.9 checks instead.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const require = createRequire(import.meta.url)

/** TypeScript 7's tsc when its binary for this platform is installed, else TypeScript 5.9's. */
function checker() {
  try {
    require.resolve(`@typescript/typescript-${process.platform}-${process.arch}/package.json`)
    const native = fileURLToPath(new URL('../node_modules/typescript-7/bin/tsc', import.meta.url))
    if (existsSync(native)) return native
  } catch {
    // No binary for this platform: TypeScript 5.9 below.
  }
  return fileURLToPath(new URL('../node_modules/typescript/bin/tsc', import.meta.url))
}
const tsc = checker()

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
