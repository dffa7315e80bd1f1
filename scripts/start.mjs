// `npm start`: build the app when the build is missing or older than its sources, then run
// the reference server, which serves the build (with its service worker) and the API.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const stamp = join(root, 'dist', 'index.html')
const sources = [
  'src',
  'sw',
  'contract',
  'scripts/build',
  'public',
  'index.html',
  'vite.config.ts',
  'manifest.webmanifest',
  'package-lock.json',
]

/** @param {string} path @returns {number} */
function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
  return newest
}

const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0
const changedAt = Math.max(...sources.map((source) => newestMtime(join(root, source))))
if (process.env.SKIP_BUILD !== '1' && changedAt > builtAt) {
  console.log(builtAt === 0 ? 'Building the app…' : 'Sources changed since the last build: rebuilding…')
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, STATIC_DIR: process.env.STATIC_DIR ?? join(root, 'dist') },
})
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
