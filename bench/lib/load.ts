// A closed-loop HTTP load runner: `concurrency` loops, each sending its next GET when the last
// one finished, for a fixed time. Keep-alive sockets from one http.Agent per row (at most one
// socket per loop, so in-flight requests never exceed the concurrency); the agent is destroyed
// after the row, so no idle socket outlives the server's keep-alive timeout into the next row.
import http from 'node:http'

export type Row = {
  name: string
  concurrency: number
  requests: number
  seconds: number
  p50: number
  p90: number
  p95: number
  p99: number
  max: number
  errors: number
  /** Status code (or ERR / TIMEOUT) → count. */
  statuses: Map<string, number>
  /** TCP connections opened: about the concurrency when keep-alive works. */
  sockets: number
  /** The server's resident memory right after the row, when known. */
  rssMb?: number
}

/** Absolute URL of the next request, e.g. picked from a weighted mix. */
export type NextUrl = () => string

const TIMEOUT_MS = 10_000

function get(agent: http.Agent, url: URL, sockets: Set<unknown>): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = http.get(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, agent, timeout: TIMEOUT_MS },
      (response) => {
        response.on('data', () => {})
        response.on('end', () => resolve(response.statusCode ?? 0))
        response.on('error', () => resolve('ERR'))
      },
    )
    request.on('socket', (socket) => sockets.add(socket))
    request.on('timeout', () => {
      request.destroy()
      resolve('TIMEOUT')
    })
    request.on('error', () => resolve('ERR'))
  })
}

export type Outcome = number | 'ERR' | 'TIMEOUT'
/** Sends one request on `agent` (recording its socket) and resolves with its outcome. */
export type Send = (agent: http.Agent, sockets: Set<unknown>) => Promise<Outcome>

export async function run(name: string, next: NextUrl, concurrency: number, seconds: number): Promise<Row> {
  return runRequests(name, (agent, sockets) => get(agent, new URL(next()), sockets), concurrency, seconds)
}

/** `concurrency` loops sending `send` back to back for `seconds`: the same row as `run`. */
export async function runRequests(name: string, send: Send, concurrency: number, seconds: number): Promise<Row> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })
  const sockets = new Set<unknown>()
  const latencies: number[] = []
  const statuses = new Map<string, number>()
  const started = performance.now()
  const end = started + seconds * 1000
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now()
        const status = await send(agent, sockets)
        latencies.push(performance.now() - t0)
        statuses.set(String(status), (statuses.get(String(status)) ?? 0) + 1)
      }
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0
  let errors = 0
  for (const [status, count] of statuses) if (!/^2\d\d$/.test(status)) errors += count
  return {
    name,
    concurrency,
    requests: latencies.length,
    seconds: elapsed,
    p50: at(0.5),
    p90: at(0.9),
    p95: at(0.95),
    p99: at(0.99),
    max: latencies.at(-1) ?? 0,
    errors,
    statuses,
    sockets: sockets.size,
  }
}

/** A weighted random choice among URL makers. */
export function mix(entries: Array<{ weight: number; next: NextUrl }>): NextUrl {
  const total = entries.reduce((sum, entry) => sum + entry.weight, 0)
  return () => {
    let pick = Math.random() * total
    for (const entry of entries) {
      pick -= entry.weight
      if (pick < 0) return entry.next()
    }
    return (entries.at(-1) as { next: NextUrl }).next()
  }
}

const pad = (value: string | number, width: number) => String(value).padStart(width)
const ms = (value: number) => value.toFixed(1)

export function printTable(title: string, rows: Row[]) {
  const nameWidth = Math.max(24, ...rows.map((row) => row.name.length + 2))
  const header =
    'endpoint / mix'.padEnd(nameWidth) +
    pad('conc', 5) +
    pad('requests', 10) +
    pad('rps', 8) +
    pad('p50 ms', 9) +
    pad('p90 ms', 9) +
    pad('p95 ms', 9) +
    pad('p99 ms', 9) +
    pad('max ms', 9) +
    pad('errors', 8) +
    pad('conns', 7) +
    pad('rss MB', 8) +
    '  statuses'
  console.info(`\n${title}\n${header}\n${'-'.repeat(header.length + 8)}`)
  for (const row of rows) {
    const statuses = [...row.statuses]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, count]) => `${status}:${count}`)
      .join(' ')
    console.info(
      row.name.padEnd(nameWidth) +
        pad(row.concurrency, 5) +
        pad(row.requests, 10) +
        pad((row.requests / row.seconds).toFixed(0), 8) +
        pad(ms(row.p50), 9) +
        pad(ms(row.p90), 9) +
        pad(ms(row.p95), 9) +
        pad(ms(row.p99), 9) +
        pad(ms(row.max), 9) +
        pad(row.errors, 8) +
        pad(row.sockets, 7) +
        pad(row.rssMb === undefined ? '-' : row.rssMb.toFixed(0), 8) +
        `  ${statuses}`,
    )
  }
}
