// Correct logins as a load: verified shoppers written straight into the bench server's
// database, then POST /account/app-user/login with their passwords. Each login comes from its
// own address (the bench server trusts X-Forwarded-For) and accounts take turns, as many
// shoppers logging in at once would: the server's budgets per address and per account are
// then not what the row measures, the password hashing is.
import http from 'node:http'
import Database from 'better-sqlite3'
import { hashPasswordSync } from '../../server/passwords'
import { runRequests, type Outcome, type Row } from './load'

const PASSWORD = 'bench-password-2026'
const TIMEOUT_MS = 10_000

/** Adds `count` verified shoppers to the database at `databasePath`; returns their emails. */
export function addBenchShoppers(databasePath: string, count: number): string[] {
  const db = new Database(databasePath)
  try {
    db.pragma('busy_timeout = 5000')
    const hash = hashPasswordSync(PASSWORD) // one hash for all: the server hashes each login anew
    const created = new Date().toISOString()
    const insert = db.prepare(
      `INSERT OR IGNORE INTO users (email, password_hash, first_name, last_name, verified, referral_code, created_at, updated_at)
       VALUES (?, ?, 'Bench', 'Shopper', 1, ?, ?, ?)`,
    )
    const emails = Array.from({ length: count }, (_, i) => `bench.${i}@example.ng`)
    db.transaction(() => emails.forEach((email, i) => insert.run(email, hash, `BENCH-${i}`, created, created)))()
    return emails
  } finally {
    db.close()
  }
}

function postLogin(agent: http.Agent, sockets: Set<unknown>, url: URL, email: string, from: string): Promise<Outcome> {
  const body = JSON.stringify({ email, password: PASSWORD })
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        agent,
        timeout: TIMEOUT_MS,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          'X-Forwarded-For': from,
        },
      },
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
    request.end(body)
  })
}

/** `concurrency` loops of correct logins for `seconds`. */
export function runLogins(base: string, emails: string[], concurrency: number, seconds: number): Promise<Row> {
  const url = new URL(`${base}/account/app-user/login`)
  let turn = 0
  return runRequests(
    'correct logins',
    (agent, sockets) => {
      turn += 1
      const from = `10.${(turn >> 16) & 255}.${(turn >> 8) & 255}.${turn & 255}`
      return postLogin(agent, sockets, url, emails[turn % emails.length] ?? '', from)
    },
    concurrency,
    seconds,
  )
}
