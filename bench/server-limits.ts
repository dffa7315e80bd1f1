// `npm run bench -- server-limits` (docs/history.md#issue-26): what one rate-limit count costs in
// each store, measured in this process: memory (SQLite's default), the database on a SQLite file
// (synchronous = FULL, as the server opens it) and, when DATABASE_URL names one, PostgreSQL. Each
// row: 2,000 single-budget hits on 200 keys, then 500 four-budget attempts (a login's), one at a
// time, with p50/p90/p99 per call. The server makes one to three such calls per limited request
// (logins, codes, writes, quotes, interactions, uploads; never on the hot GETs).
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../server/database'
import { databaseLimits } from '../server/limits/database-limits'
import { memoryLimiter, type Limiter } from '../server/limits/limits-store'
import { createRateLimiter } from '../server/limits/rate-limit'

const rule = { limit: 1_000_000, windowMs: 3_600_000 }
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0

async function timeCalls(count: number, call: (i: number) => Promise<unknown>): Promise<string> {
  const times: number[] = []
  for (let i = 0; i < count; i++) {
    const t0 = performance.now()
    await call(i)
    times.push(performance.now() - t0)
  }
  times.sort((a, b) => a - b)
  const total = times.reduce((sum, t) => sum + t, 0)
  return `${String(Math.round((count * 1000) / total)).padStart(7)}/s  p50 ${quantile(times, 0.5).toFixed(3)}  p90 ${quantile(times, 0.9).toFixed(3)}  p99 ${quantile(times, 0.99).toFixed(3)} ms`
}

async function measure(label: string, limiter: Limiter) {
  const one = await timeCalls(2000, (i) => limiter.hit([`address:${i % 200}`, rule]))
  const four = await timeCalls(500, (i) =>
    limiter.hit([`a:${i % 50}`, rule], [`b:${i % 50}`, rule], [`c:${i % 50}`, rule], [`d:${i % 50}`, rule]),
  )
  console.info(`${label.padEnd(28)} one budget ${one}\n${''.padEnd(28)} four       ${four}`)
}

console.info(`Load average ${loadavg()[0]?.toFixed(2)}; one call at a time`)
await measure('memory', memoryLimiter(createRateLimiter()))
const dir = mkdtempSync(join(tmpdir(), 'gidideals-limits-'))
const handles: DatabaseHandle[] = []
try {
  const sqlite = openDatabase({ path: join(dir, 'limits.sqlite') })
  handles.push(sqlite)
  await migrateToLatest(sqlite.kysely, sqlite.engine)
  await measure('SQLite file (FULL)', databaseLimits(sqlite.kysely, { clock: Date.now }).limiter)
  const url = process.env.DATABASE_URL
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const postgres = openDatabase({ url })
    handles.push(postgres)
    await migrateToLatest(postgres.kysely, postgres.engine)
    await measure('PostgreSQL', databaseLimits(postgres.kysely, { clock: Date.now }).limiter)
  }
} finally {
  for (const handle of handles) await handle.close()
  rmSync(dir, { recursive: true, force: true })
}
