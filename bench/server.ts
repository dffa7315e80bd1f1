// `npm run bench:server`: near-me and search latency on a 10,000-store seed, measured over
// HTTP on loopback from a second process (the server runs as a child), bounded in time.
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const stores = Number(process.env.SEED_STORES ?? 10000)
const port = 18000 + Math.floor(Math.random() * 1000)
const base = `http://127.0.0.1:${port}/beta`

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATABASE_PATH: join(mkdtempSync(join(tmpdir(), 'gidideals-bench-')), 'bench.sqlite'),
    SEED_STORES: String(stores),
    STATIC_DIR: join(root, 'dist'),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})
const stop = () => server.kill('SIGTERM')
process.on('exit', stop)

async function waitForServer() {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/nearme-aws?latitude=6.6&longitude=3.35&page_size=1`)).ok) return
    } catch {
      // still seeding
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('server did not start')
}

type Result = { name: string; requests: number; errors: number; p50: number; p99: number; max: number; rps: number }

/** `concurrency` loops issue requests for `seconds`; latencies in ms. */
async function measure(name: string, urls: () => string, concurrency: number, seconds: number): Promise<Result> {
  const latencies: number[] = []
  let errors = 0
  const end = performance.now() + seconds * 1000
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now()
        try {
          const response = await fetch(urls())
          await response.arrayBuffer()
          if (!response.ok) errors++
        } catch {
          errors++
        }
        latencies.push(performance.now() - t0)
      }
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0
  return {
    name,
    requests: latencies.length,
    errors,
    p50: at(0.5),
    p99: at(0.99),
    max: at(1),
    rps: latencies.length / elapsed,
  }
}

// Shoppers spread across the three areas.
const spots = [
  [6.6018, 3.3515],
  [6.4474, 3.47],
  [6.4966, 3.3553],
  [6.5966, 3.3421],
  [6.4698, 3.5852],
]
let i = 0
const spot = () => {
  const [lat, lng] = spots[i++ % spots.length] as [number, number]
  return `latitude=${(lat + (Math.random() - 0.5) * 0.01).toFixed(5)}&longitude=${(lng + (Math.random() - 0.5) * 0.01).toFixed(5)}`
}
const words = ['mama', 'suya', 'jollof', 'lagos', 'pharmacy', 'grills', 'kitchen', 'bread']

try {
  const seedStart = performance.now()
  await waitForServer()
  console.log(
    `\nServer up with ${stores} stores in ${((performance.now() - seedStart) / 1000).toFixed(1)} s (includes seeding)\n`,
  )
  const results: Result[] = []
  results.push(await measure('near-me page 1 (1 client)', () => `${base}/api/nearme-aws?${spot()}`, 1, 5))
  results.push(await measure('near-me page 1 (8 clients)', () => `${base}/api/nearme-aws?${spot()}`, 8, 8))
  results.push(
    await measure(
      'near-me Restaurant + rating + coupon (8)',
      () => `${base}/api/nearme-aws?${spot()}&place_type=Restaurant&min_rating=4&max_rating=5&has_coupon=true`,
      8,
      8,
    ),
  )
  results.push(await measure('near-me page 5 (8 clients)', () => `${base}/api/nearme-aws?${spot()}&page=5`, 8, 5))
  results.push(
    await measure('search by name (8 clients)', () => `${base}/api/search-store/${words[i++ % words.length]}`, 8, 5),
  )
  results.push(await measure('coupon list (8 clients)', () => `${base}/api/coupon-items-all-aws`, 8, 5))

  const pad = (s: string | number, n: number) => String(s).padStart(n)
  console.log(
    `${'endpoint'.padEnd(44)}${pad('requests', 10)}${pad('errors', 8)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('max ms', 9)}${pad('req/s', 9)}`,
  )
  console.log('-'.repeat(98))
  for (const r of results) {
    console.log(
      `${r.name.padEnd(44)}${pad(r.requests, 10)}${pad(r.errors, 8)}${pad(r.p50.toFixed(2), 9)}${pad(r.p99.toFixed(2), 9)}${pad(r.max.toFixed(2), 9)}${pad(r.rps.toFixed(0), 9)}`,
    )
  }
  const errors = results.reduce((sum, r) => sum + r.errors, 0)
  console.log(
    `\nnear-me p99 at ${stores} stores, one client: ${results[0]?.p99.toFixed(2)} ms (target < 25 ms); errors: ${errors}`,
  )
} finally {
  stop()
}
