// Starts the real reference server in-process on a temporary database and talks HTTP to it.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { createServer } from '../../server/app'
import type { ServerOptions } from '../../server/deps'
import { limitsStoreSetting } from '../../server/limits/limits-store'
import { rotateStoreKey } from '../../server/store-api/store-keys'
import { DEMO_PASSWORD } from '../support/demo-shopper'
import { createTestDatabase, onPostgres, SCHEMA_TEMPLATE, SEEDED_TEMPLATE } from './pg/databases'
import { openSyncDb, type SyncDb } from './pg/sync-db'
import { testNow } from '../support/test-clock'
import { testTempDir } from '../support/temp-dirs'

export const DEV_MAILBOX_TOKEN = 'contract-tests-mailbox-token'

export type TestServer = Awaited<ReturnType<typeof startTestServer>>

export async function startTestServer(
  options: {
    databasePath?: string
    staticDir?: string
    /** Rate limits, clock, trustProxy…: passed to createServer as they are. */
    server?: Partial<ServerOptions>
  } = {},
) {
  const dir = testTempDir('gidideals-contract-')
  // On PostgreSQL (server-pg) `databasePath` is the test database's URL: a restart passes it back.
  // The seeded template has the defaults' seed: 40 stores dated by the run's clock, the demo shopper.
  const serverOptions = options.server ?? {}
  const seedsItself =
    serverOptions.clock !== undefined || serverOptions.seedStores !== undefined || 'demoAccount' in serverOptions
  const databasePath =
    options.databasePath ??
    (onPostgres ? await createTestDatabase(seedsItself ? SCHEMA_TEMPLATE : SEEDED_TEMPLATE) : join(dir, 'test.sqlite'))
  const staticDir = options.staticDir ?? join(dir, 'dist')
  if (!options.staticDir) {
    mkdirSync(join(staticDir, 'assets'), { recursive: true })
    writeFileSync(join(staticDir, 'index.html'), `<!doctype html><title>GidiDeals</title>${'<p>shell</p>'.repeat(100)}`)
    writeFileSync(join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {})')
    writeFileSync(join(staticDir, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(2000))})`)
    writeFileSync(join(staticDir, 'manifest.webmanifest'), '{"name":"GidiDeals"}')
  }
  const logs: string[] = []
  const server = createServer({
    databasePath,
    ...(onPostgres ? { databaseUrl: databasePath, mediaDir: join(dir, 'media') } : {}),
    staticDir,
    devMailbox: { token: DEV_MAILBOX_TOKEN },
    seedStores: 40,
    // Every success answer is checked against the contract: one that breaks it is a 500.
    checkAnswers: true,
    // The demo shopper some tests sign in as (a development flag; no server has it by default).
    demoAccount: { password: DEMO_PASSWORD },
    log: (line) => logs.push(line),
    // The run's clock (tests/support/test-clock.ts): Tuesday noon in Lagos at the run's start. A
    // test about another time passes its own.
    clock: testNow,
    // LIMITS_STORE=database runs the suite's budgets in the database on SQLite too.
    limitsStore: limitsStoreSetting(process.env.LIMITS_STORE),
    ...options.server,
  })
  const running = await server.listen(0, '127.0.0.1')
  const base = `${running.url}/beta`

  async function call(
    method: string,
    path: string,
    init: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ) {
    // The dev mailbox's token on every call: only the mailbox reads it.
    const headers: Record<string, string> = { 'X-Dev-Mailbox-Token': DEV_MAILBOX_TOKEN, ...init.headers }
    if (init.token) headers.Authorization = `Bearer ${init.token}`
    let body: FormData | string | undefined
    if (init.body instanceof FormData || typeof init.body === 'string') body = init.body
    else if (init.body !== undefined) {
      headers['Content-Type'] = 'application/json'
      body = JSON.stringify(init.body)
    }
    const response = await fetch(`${base}${path}`, { method, headers, body })
    const text = await response.text()
    let json: any = null // oxlint-disable-line typescript/no-explicit-any -- responses are checked field by field in tests
    try {
      json = text ? JSON.parse(text) : null
    } catch {
      json = text
    }
    return { status: response.status, json, headers: response.headers }
  }

  let counter = 0
  /** Signs up, reads the OTP from the dev mailbox, verifies and logs in: a ready shopper. */
  async function shopper(prefix = 'shopper') {
    counter += 1
    const email = `${prefix}.${counter}.${Date.now()}@example.ng`
    const password = 'jollof-and-plantain'
    const signup = await call('POST', '/account/app-user/signup', {
      body: { email, password, first_name: 'Tola', last_name: 'Adeyemi' },
    })
    if (signup.status !== 201) throw new Error(`signup failed: ${JSON.stringify(signup.json)}`)
    const mailbox = await call('GET', `/__dev/mailbox?email=${encodeURIComponent(email)}`)
    const otp = mailbox.json.messages[0].code as string
    // The app sends the password its shopper chose at signup with the code (docs/api.md#auth).
    await call('POST', '/account/email/verify-email-app-user', { body: { email, otp, password } })
    const login = await call('POST', '/account/app-user/login', { body: { email, password } })
    return {
      email,
      password,
      id: login.json.user.id as number,
      access: login.json.access as string,
      refresh: login.json.refresh as string,
    }
  }

  // Tests read and change rows directly: through the SQLite connection under the query layer,
  // or on PostgreSQL through a connection of their own (pg/sync-db.ts).
  const db: SyncDb | Database.Database = onPostgres ? openSyncDb(databasePath) : requireSqlite(server.db)
  const close = async () => {
    if (onPostgres) db.close()
    await running.close()
  }
  /** The environment a child process (deal:post, a crash server) opens this database with. */
  const databaseEnv: Record<string, string> = onPostgres
    ? { DATABASE_URL: databasePath }
    : { DATABASE_PATH: databasePath, DATABASE_URL: '' }
  /** Where uploads go (MEDIA_DIR on PostgreSQL, beside the SQLite file otherwise). */
  const mediaDir = server.deps.mediaDir
  /** A new key for the store (its id or slug), as `npm run store -- key rotate` gives one. */
  const storeKey = async (store: number | string) => (await rotateStoreKey(server.kysely, store, testNow())).key
  return {
    url: running.url,
    base,
    databasePath,
    databaseEnv,
    mediaDir,
    staticDir,
    logs,
    db,
    call,
    shopper,
    storeKey,
    close,
  }
}

function requireSqlite(db: Database.Database | undefined): Database.Database {
  if (!db) throw new Error('The server has no SQLite connection.')
  return db
}

/** The test database opened apart from any server (SQLite read-only, or PostgreSQL). */
export function openTestDb(databasePath: string): SyncDb | Database.Database {
  return onPostgres ? openSyncDb(databasePath) : new Database(databasePath, { readonly: true })
}
