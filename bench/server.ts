// `npm run bench -- server`: the hot GETs a shopper's phone makes, on a 10,000-store seed
// (SEED_STORES overrides), over HTTP on loopback from this process to the server in a child
// process. With DATABASE_URL=postgres://… (any cluster the bench may create databases in;
// `bash scripts/pg-cluster.sh npm run bench -- server` makes a throwaway one) it prints the engines
// table instead (bench/lib/engines.ts): SQLite, PostgreSQL with one instance and with two, each
// with near-me page 1 at one client and the mixed session. Without it, on SQLite, every row runs
// for a fixed time (about 75 s in all after seeding):
//   1. one client: near-me page 1 and store search — the latency target (p99 < 25 ms);
//   2. the mixed session workload (bench/lib/hot-gets.ts weights) at 1, 16 and 64 loops;
//   3. correct logins at 4 loops (shoppers signed up through the API) beside the mixed session
//      (16 loops) and beside one near-me client, each against the same row idle just before:
//      the GETs' p99 should stay ≤ 2×;
//   4. each hot GET on its own at 16 concurrent loops;
//   5. a burst of 10 oversized (150 MB) requests beside the mixed session;
//   6. after the server stops: what `synchronous = FULL` costs a write against NORMAL.
// Keep-alive sockets, at most one request in flight per loop; non-2xx answers, network errors
// and timeouts (10 s) count as errors. Then the server's peak RSS under load and the burst
// (Linux VmHWM; target < 300 MB), whether it still answers, and from its own log: 5xx answers
// and handler time per route.
// Exits 0 whatever the error count (it prints `errors: N (target 0)`); always stops the server.
import { execFileSync } from 'node:child_process'
import { availableParallelism, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { compareEngines } from './lib/engines'
import { hotGets, searchWord, spot } from './lib/hot-gets'
import { mix, printTable, run, type Row } from './lib/load'
import { addBenchShoppers, runLogins } from './lib/logins'
import { oversizedBurst } from './lib/oversized'
import { startBenchServer, summarizeLog, type BenchServer } from './lib/server-process'
import { syncCost } from './lib/sync-cost'

const root = fileURLToPath(new URL('..', import.meta.url))
const stores = Number(process.env.SEED_STORES ?? 10000)
const MIX_SECONDS = 5
const ENDPOINT_SECONDS = 2.5

const LOGIN_LOOPS = 4
const RSS_TARGET_MB = 300

const mb = (value: number | undefined) => (value === undefined ? '?' : `${value.toFixed(0)} MB`)
const times = (busy: Row | undefined, idle: Row | undefined) =>
  busy && idle && idle.p99 > 0 ? `×${(busy.p99 / idle.p99).toFixed(2)}` : '?'

async function stillAnswering(base: string) {
  const t0 = performance.now()
  try {
    const response = await fetch(`${base}/api/nearme-aws?${spot()}`)
    await response.arrayBuffer()
    return `${response.ok ? 'yes' : 'NO'} (near-me ${response.status} in ${(performance.now() - t0).toFixed(1)} ms)`
  } catch (error) {
    return `NO (${error instanceof Error ? error.message : String(error)})`
  }
}

async function bench(server: BenchServer) {
  const { base } = server
  const endpoints = await hotGets(base)
  const session = mix(endpoints)
  await run('warm-up', session, 8, 2)
  const afterSeed = server.memory()
  const peakReset = server.resetPeak()
  // Each row also notes the server's resident memory right after it.
  const measure = async (...args: Parameters<typeof run>): Promise<Row> => ({
    ...(await run(...args)),
    rssMb: server.memory()?.rssMb,
  })

  const single = [
    await measure('near-me page 1', () => `${base}/api/nearme-aws?${spot()}`, 1, 4),
    await measure('store search', () => `${base}/api/search-store/${searchWord()}`, 1, 3),
  ]
  printTable('One client', single)

  const mixed: Row[] = []
  for (const concurrency of [1, 16, 64]) mixed.push(await measure('mixed session', session, concurrency, MIX_SECONDS))
  printTable(`Mixed session workload, ${MIX_SECONDS} s per level`, mixed)

  // Correct logins (password hashing) beside the shoppers' GETs, each against its idle twin.
  const emails = await addBenchShoppers(base, 64)
  const nearMe = () => `${base}/api/nearme-aws?${spot()}`
  const beside = async (name: string, next: () => string, loops: number, seconds: number) => {
    const [busy, logins] = await Promise.all([
      measure(`${name} beside logins`, next, loops, seconds),
      runLogins(base, emails, LOGIN_LOOPS, seconds),
    ])
    return [busy, logins] as const
  }
  const idleMixed = await measure('mixed session, idle', session, 16, MIX_SECONDS)
  const [busyMixed, mixedLogins] = await beside('mixed session', session, 16, MIX_SECONDS)
  const idleNear = await measure('near-me page 1, idle', nearMe, 1, 4)
  const [busyNear, nearLogins] = await beside('near-me page 1', nearMe, 1, 4)
  const loginRows = [idleMixed, busyMixed, mixedLogins, idleNear, busyNear, nearLogins]
  printTable(
    `Correct logins at ${LOGIN_LOOPS} loops beside the GETs (each GET row right after its idle twin)`,
    loginRows,
  )
  console.info(
    `GET p99 beside ${LOGIN_LOOPS} login loops vs idle: mixed session ${times(busyMixed, idleMixed)}, ` +
      `near-me page 1 ${times(busyNear, idleNear)} (target ≤ ×2)`,
  )

  const each: Row[] = []
  for (const endpoint of endpoints) each.push(await measure(endpoint.name, endpoint.next, 16, ENDPOINT_SECONDS))
  each.push(await measure('near-me page 5', () => `${base}/api/nearme-aws?${spot()}&page=5`, 16, ENDPOINT_SECONDS))
  printTable(`Each hot GET at 16 concurrent loops, ${ENDPOINT_SECONDS} s each`, each)

  // Ten oversized bodies at once, while shoppers browse.
  const [burstMixed, burst] = await Promise.all([
    measure('mixed session beside the burst', session, 16, MIX_SECONDS),
    oversizedBurst(base, 10, 150),
  ])
  printTable('Mixed session beside a burst of 10 oversized (150 MB) requests', [burstMixed])
  console.info('The burst: what each oversized request got (status, or the socket error) and how much it had sent')
  for (const sent of burst)
    console.info(
      `  ${sent.label.padEnd(34)} ${sent.outcome.padStart(10)}  ${String(sent.sentMb).padStart(4)} MB sent  ${sent.ms} ms`,
    )

  const memory = server.memory()
  console.info(
    `\nServer memory: after seeding and warm-up RSS ${mb(afterSeed?.rssMb)} (peak incl. seeding ${mb(afterSeed?.peakMb)}); ` +
      (peakReset
        ? `peak RSS under load and the oversized burst ${mb(memory?.peakMb)} (target < ${RSS_TARGET_MB} MB); now ${mb(memory?.rssMb)}`
        : `peak RSS since start ${mb(memory?.peakMb)} (VmHWM could not be reset; target < ${RSS_TARGET_MB} MB); now ${mb(memory?.rssMb)}`),
  )
  console.info(`Server still answering after load: ${await stillAnswering(base)}`)

  const log = summarizeLog(server.logFile)
  console.info(`Server log: ${log.lines} requests; 5xx: ${log.serverErrors.size ? '' : 'none'}`)
  for (const [key, count] of log.serverErrors) console.info(`  ${key} × ${count}`)
  for (const line of log.errorLines) console.info(`  ${line}`)
  console.info('Server-side handler time per route (from its log; excludes queueing in the socket), slowest p99 first:')
  for (const r of log.routes.slice(0, 12))
    console.info(
      `  ${r.route.padEnd(56)}${String(r.count).padStart(7)} req  p50 ${r.p50.toFixed(1).padStart(6)}  p99 ${r.p99.toFixed(1).padStart(6)}  max ${r.max.toFixed(1).padStart(6)} ms`,
    )

  const errors = [...single, ...mixed, ...loginRows, ...each, burstMixed].reduce((sum, row) => sum + row.errors, 0)
  console.info(
    `\nnear-me p99 at ${stores} stores, one client: ${single[0]?.p99.toFixed(2)} ms (target < 25 ms)` +
      `\nerrors: ${errors} (target 0)`,
  )
}

const started = performance.now()
const load = () => loadavg()[0]?.toFixed(2) ?? '?'
const commit = () => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim()
  } catch {
    return '?'
  }
}
console.info(
  `${new Date().toISOString()}, commit ${commit()}. Load average before: ${load()} on ${availableParallelism()} cores (other work on the machine inflates latency)`,
)
const adminUrl = process.env.DATABASE_URL ?? ''
if (/^postgres(ql)?:\/\//.test(adminUrl)) {
  const rows = await compareEngines(root, stores, adminUrl)
  printTable(`SQLite and PostgreSQL, ${stores} stores (rss MB: peak RSS of the largest instance)`, rows)
  for (const row of rows.filter((row) => row.name.includes('near-me')))
    console.info(`${row.name}: p99 ${row.p99.toFixed(2)} ms (target ≤ 25 ms), errors ${row.errors} (target 0)`)
  console.info(`Load average after: ${load()}. Done in ${((performance.now() - started) / 1000).toFixed(0)} s.`)
  process.exit(0)
}
const server = await startBenchServer(root, stores, { DATABASE_URL: '' })
console.info(
  `\nServer up with ${stores} stores in ${((performance.now() - started) / 1000).toFixed(1)} s (includes seeding)`,
)
try {
  await bench(server)
} catch (error) {
  console.error(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
  process.exitCode = 1
} finally {
  await server.stop()
}
// With the server stopped, so only the disk is measured.
const [full, normal] = await syncCost()
if (full && normal) {
  console.info('\nsynchronous = FULL vs NORMAL: a comment and its Idempotency-Key answer, one transaction per commit')
  for (const cost of [full, normal])
    console.info(
      `  ${cost.mode.padEnd(6)} ${cost.commits} commits  p50 ${cost.p50.toFixed(3)} ms  p99 ${cost.p99.toFixed(3)} ms  ${cost.perSecond.toFixed(0)}/s`,
    )
  console.info(
    `  FULL costs ${(full.p50 - normal.p50).toFixed(3)} ms per commit at p50 (×${(full.p50 / normal.p50).toFixed(1)})`,
  )
}
console.info(`Load average after: ${load()}. Done in ${((performance.now() - started) / 1000).toFixed(0)} s.`)
