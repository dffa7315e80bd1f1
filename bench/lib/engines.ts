// The engines table (docs/history.md#issue-26): the same rows for SQLite, PostgreSQL with one
// instance and PostgreSQL with two instances sharing it. PostgreSQL comes from `adminUrl` (any
// cluster the bench may create databases in). Rows: near-me page 1 with one client (target p99
// ≤ 25 ms, 0 errors), and the mixed session at 16 loops; with two instances the client sends
// each request to the next instance in turn, as a round-robin load balancer would. Peak RSS is
// the largest instance's.
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { hotGets, spot } from './hot-gets'
import { mix, run, type NextUrl, type Row } from './load'
import { startBenchServer, type BenchServer } from './server-process'

/** A new empty database on the cluster for this run. */
async function freshDatabase(adminUrl: string): Promise<string> {
  const name = `bench_${randomBytes(4).toString('hex')}`
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  await client.query(`CREATE DATABASE ${name}`)
  await client.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** Round robin over the instances' bases. */
function across(servers: BenchServer[], path: (base: string) => NextUrl): NextUrl {
  const nexts = servers.map((server) => path(server.base))
  let turn = 0
  return () => (nexts[turn++ % nexts.length] as NextUrl)()
}

async function measure(label: string, servers: BenchServer[]): Promise<Row[]> {
  for (const server of servers) server.resetPeak()
  const sessions = await Promise.all(servers.map(async (server) => mix(await hotGets(server.base))))
  let turn = 0
  const mixed: NextUrl = () => (sessions[turn++ % sessions.length] as NextUrl)()
  await run('warm-up', mixed, 8, 2)
  const peak = () => Math.max(...servers.map((server) => server.memory()?.peakMb ?? 0))
  const nearMe = await run(
    `${label}: near-me page 1, one client`,
    across(servers, (base) => () => `${base}/api/nearme-aws?${spot()}`),
    1,
    5,
  )
  nearMe.rssMb = peak()
  const busy = await run(`${label}: mixed session, 16 loops`, mixed, 16, 5)
  busy.rssMb = peak()
  return [nearMe, busy]
}

/** The engines table's rows; every server it starts is stopped, whatever happens. */
export async function compareEngines(root: string, stores: number, adminUrl: string): Promise<Row[]> {
  const rows: Row[] = []
  const sqlite = await startBenchServer(root, stores, { DATABASE_URL: '' })
  try {
    rows.push(...(await measure('SQLite', [sqlite])))
  } finally {
    await sqlite.stop()
  }
  const url = await freshDatabase(adminUrl)
  const first = await startBenchServer(root, stores, { DATABASE_URL: url })
  try {
    rows.push(...(await measure('PostgreSQL, 1 instance', [first])))
    // The second instance finds the database migrated and seeded.
    const second = await startBenchServer(root, stores, { DATABASE_URL: url })
    try {
      rows.push(...(await measure('PostgreSQL, 2 instances', [first, second])))
    } finally {
      await second.stop()
    }
  } finally {
    await first.stop()
  }
  return rows
}
