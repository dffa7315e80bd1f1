import { timingSafeEqual } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { serve, type ServerType } from '@hono/node-server'
import { Hono } from 'hono'
import { cors } from 'hono/cors'
import {
  API_BASE,
  MEDIA_PATH,
  PAYMENT_PAGE_PATH,
  RATE_LIMITS,
  UPLOAD_MEMORY_BYTES,
  UPLOAD_PACE,
  UPLOAD_QUOTA_BYTES,
  UPLOAD_SHARE_BYTES,
  type RateLimits,
} from './config'
import { compressAnswers } from './http/compression'
import { NUL_MESSAGE, type AppEnv, type ServerDeps } from './http/context'
import { migrateToLatest, openDatabase } from './database'
import { afterBulkLoad } from './database/dialect-sql'
import { badRequest, HttpError, MESSAGES } from './http/http-error'
import type { CrashPoint } from './http/context'
import { registerEndpoints } from './routes/endpoint-routes'
import { accountHandlers } from './routes/account'
import { blogHandlers } from './routes/blog'
import { dealHandlers } from './routes/deals'
import { discoveryHandlers } from './routes/discovery'
import { feedbackHandlers } from './routes/feedback'
import { interactionHandlers } from './routes/interactions'
import { mediaRoutes } from './routes/media'
import { passwordResetHandlers } from './routes/password-reset'
import { paymentPageRoutes } from './routes/payment-page'
import { salesHandlers } from './routes/sales'
import { createRateLimiter } from './limits/rate-limit'
import { bodyLimit, settleBody } from './http/request-body'
import { ensureDemoAccount } from './auth/demo-account'
import { seedIfEmpty } from './seed/seed'
import { createInlineHashes, securityHeaders } from './http/security-headers'
import { createSlowdown } from './limits/slowdown'
import { databaseLimits, memoryLimiter, memorySlowdown, type LimitsStore } from './limits/limits-store'
import type { Engine, Kdb } from './database/schema'
import { createPageFill } from './catalog/shared-words'
import { staticFiles } from './http/static-files'
import { createDealAlerts } from './deal-alerts/deal-alerts'
import { dealAlertHandlers } from './routes/deal-alerts'
import { createTokenService } from './auth/tokens'

export type ServerOptions = {
  /** The SQLite file (the default engine); unused when `databaseUrl` is given. */
  databasePath: string
  /** `postgres://…`: PostgreSQL instead of SQLite (DATABASE_URL). */
  databaseUrl?: string
  /**
   * Uploaded blog media (MEDIA_DIR). Every instance on one database must share it. Default:
   * `media/` beside the SQLite file, or in the working directory.
   */
  mediaDir?: string
  staticDir?: string
  seedStores?: number
  /**
   * Development only: mounts GET /__dev/mailbox, which answers only requests carrying this
   * token in X-Dev-Mailbox-Token.
   */
  devMailbox?: { token: string }
  jwtSecret?: string
  /** The app was built with an analytics id: the CSP then allows Google Analytics. */
  analytics?: boolean
  log?: (line: string) => void
  /** Budgets of the account calls; defaults in config.ts. */
  rateLimits?: Partial<RateLimits>
  /**
   * Keys the rate limiter holds per pool (rate-limit.ts) and slow-downs held (slowdown.ts), in
   * memory or in the database; tests make them small to flood them.
   */
  limiterKeys?: { maxKeys?: number; maxAccountKeys?: number; maxSlowdownKeys?: number }
  /**
   * Where budgets, slow-downs and login lanes live (limits-store.ts): `database` shares them
   * with every instance on the database; `memory` keeps them in this process. Default: the
   * database on PostgreSQL, memory on SQLite (LIMITS_STORE overrides in main.ts).
   */
  limitsStore?: LimitsStore
  /** Behind a reverse proxy: the client address is the last X-Forwarded-For hop. */
  trustProxy?: boolean
  /**
   * The server's time: deal days, opening hours, prices, rate limits and code expiry. Tests pass
   * a clock they can move; main.ts starts one at GIDIDEALS_NOW.
   */
  clock?: () => number
  /** Uploaded bytes a shopper may keep; default UPLOAD_QUOTA_BYTES. */
  uploadQuotaBytes?: number
  /** Upload memory: the pool and each account's share; defaults in config.ts. Tests shrink them. */
  uploadMemory?: { max?: number; share?: number }
  /** How fast upload bodies must arrive; defaults in config.ts (UPLOAD_PACE). */
  uploadPace?: Partial<typeof UPLOAD_PACE>
  /** Crash tests only: called where a write may be cut off by a crash (idempotency.ts). */
  crashHook?: (point: CrashPoint) => void
  /**
   * Development only: add the demo shopper (demo@gidideals.ng) with this password, or a random
   * one shown once in the log. Without it there is no demo account.
   */
  demoAccount?: { password?: string }
  /** Check every success answer against the contract's schema (the contract tests). */
  checkAnswers?: boolean
  /**
   * Tests and development only: accept plain-http push endpoints on 127.0.0.1/localhost (the
   * loopback push service a test runs). Push endpoints are otherwise https to a public host.
   */
  pushLoopback?: boolean
  /** Stores post deals with this token (X-Deal-Post-Token); without it the deal post is refused. */
  dealPostToken?: string
  /** Deal alert sending: at most this many at once, each given this long (deal-alerts.ts). */
  push?: { concurrency?: number; timeoutMs?: number; subject?: string }
}

/** The budgets and slow-downs: in the database (shared by instances) or in this process. */
function limitsFor(
  options: ServerOptions,
  database: { kysely: Kdb; engine: Engine },
  clock: () => number,
  log: (line: string) => void,
): Pick<ServerDeps, 'limiter' | 'slowdown'> {
  const store = options.limitsStore ?? (database.engine === 'postgres' ? 'database' : 'memory')
  if (store === 'database') return databaseLimits(database.kysely, { clock, log, ...options.limiterKeys })
  return {
    limiter: memoryLimiter(
      createRateLimiter({
        clock,
        maxKeys: options.limiterKeys?.maxKeys,
        maxAccountKeys: options.limiterKeys?.maxAccountKeys,
      }),
    ),
    slowdown: memorySlowdown(createSlowdown({ clock, maxKeys: options.limiterKeys?.maxSlowdownKeys })),
  }
}

export type RunningServer = { url: string; port: number; close(): Promise<void> }

const isLocalOrigin = (origin: string) => /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin)

export function createServer(options: ServerOptions) {
  const log = options.log ?? ((line: string) => console.info(line))
  const clock = options.clock ?? Date.now
  const database = openDatabase(options.databaseUrl ? { url: options.databaseUrl } : { path: options.databasePath })
  const kysely = database.kysely
  const mediaDir =
    options.mediaDir ??
    join(
      options.databaseUrl || options.databasePath === ':memory:'
        ? process.cwd()
        : dirname(resolve(options.databasePath)),
      'media',
    )
  mkdirSync(mediaDir, { recursive: true })
  const deps: ServerDeps = {
    kysely,
    engine: database.engine,
    tokens: createTokenService(kysely, options.jwtSecret),
    mediaDir,
    devMailbox: Boolean(options.devMailbox),
    log,
    clock,
    ...limitsFor(options, database, clock, log),
    limits: { ...RATE_LIMITS, ...options.rateLimits },
    uploadQuotaBytes: options.uploadQuotaBytes ?? UPLOAD_QUOTA_BYTES,
    uploadMemory: {
      inUse: 0,
      max: options.uploadMemory?.max ?? UPLOAD_MEMORY_BYTES,
      share: options.uploadMemory?.share ?? UPLOAD_SHARE_BYTES,
      byUser: new Map(),
    },
    uploadPace: { ...UPLOAD_PACE, ...options.uploadPace },
    crashHook: options.crashHook,
    trustProxy: Boolean(options.trustProxy),
    dealAlerts: createDealAlerts(kysely, { ...options.push, log }),
    pushLoopback: Boolean(options.pushLoopback),
    dealPostToken: options.dealPostToken || undefined,
  }
  // The schema, the keys in settings and the seed, before the first request is answered.
  const ready = (async () => {
    await migrateToLatest(kysely, database.engine)
    await deps.tokens.init()
    await deps.dealAlerts.init()
    if (await seedIfEmpty(kysely, database.engine, options.seedStores ?? 60, clock)) {
      await afterBulkLoad(kysely, database.engine)
      log(
        `Seeded ${options.seedStores ?? 60} Lagos stores into ${options.databaseUrl ? 'PostgreSQL' : options.databasePath}`,
      )
    }
    if (options.demoAccount) {
      const password = await ensureDemoAccount(kysely, options.demoAccount.password)
      // Shown once, when created: it is in no source file and no later log.
      if (password !== null && !options.demoAccount.password)
        log(`Demo account (development): demo@gidideals.ng / ${password}`)
    }
  })()
  // Awaited by every request and by listen(), which reports a failure.
  ready.catch(() => undefined)

  const staticDir = resolve(options.staticDir ?? 'dist')
  const pageFill = createPageFill(deps.kysely, deps.engine)
  const serveStatic = staticFiles(staticDir, (shared, pathname) => pageFill(deps.clock(), shared, pathname))

  const app = new Hono<AppEnv>()
  app.use(securityHeaders({ analytics: options.analytics, inlineHashes: createInlineHashes(staticDir) }))
  app.use(async (c, next) => {
    await ready
    const started = performance.now()
    c.set('deps', deps)
    await next()
    // The path only: query strings may carry personal data, and tokens never travel in URLs.
    log(`${c.req.method} ${new URL(c.req.url).pathname} ${c.res.status} ${(performance.now() - started).toFixed(1)}ms`)
  })
  // Every route's body limit (the upload routes take their files, every other route JSON), and
  // an answer given before the body arrived still reaches the client.
  app.use(settleBody())
  app.use(bodyLimit())
  // A path or query with a NUL character (readJson refuses one in a body).
  app.use(async (c, next) => {
    if (/%00/i.test(c.req.url)) throw badRequest(NUL_MESSAGE)
    await next()
  })

  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json({ message: error.message }, error.status, error.headers)
    log(`error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    return c.json({ message: MESSAGES.internal }, 500)
  })

  const api = new Hono<AppEnv>()
  // Successful GET answers in JSON go compressed to a client that accepts it (./compression.ts).
  api.use(compressAnswers())
  // Only a page served from this machine (the Vite dev server on its own port) may call the
  // API from another origin; every preflight is answered here (204), granted or not.
  api.use(
    cors({
      origin: (origin) => (isLocalOrigin(origin) ? origin : null),
      allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
      allowMethods: ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
    }),
  )
  // The API's routes from the contract's table (contract/api.ts); a handler for each.
  registerEndpoints(
    api,
    {
      ...accountHandlers,
      ...passwordResetHandlers,
      ...discoveryHandlers,
      ...dealHandlers,
      ...interactionHandlers,
      ...blogHandlers,
      ...feedbackHandlers,
      ...salesHandlers,
      ...dealAlertHandlers,
    },
    { checkAnswers: options.checkAnswers },
  )
  api.route(PAYMENT_PAGE_PATH, paymentPageRoutes())
  api.route(MEDIA_PATH, mediaRoutes())
  if (deps.devMailbox) {
    const token = Buffer.from(options.devMailbox?.token ?? '')
    api.get('/__dev/mailbox', async (c) => {
      // The codes of every account: only for whoever started the server (it holds the token).
      const given = Buffer.from(c.req.header('x-dev-mailbox-token') ?? '')
      if (token.length < 16 || given.length !== token.length || !timingSafeEqual(given, token))
        throw new HttpError(403, MESSAGES.forbidden)
      const email = (c.req.query('email') ?? '').trim().toLowerCase()
      if (!email) throw new HttpError(400, 'Email is required.')
      const messages = await kysely
        .selectFrom('mailbox')
        .select(['kind', 'code', 'created_at'])
        .where('email', '=', email)
        .orderBy('id', 'desc')
        .limit(20)
        .execute()
      return c.json({ email, messages })
    })
  }
  app.route(API_BASE, api)
  app.all(`${API_BASE}/*`, (c) => c.json({ message: MESSAGES.notFound }, 404))

  app.all('*', async (c) => (await serveStatic(c)) ?? c.text('Not found', 404))

  async function listen(port: number, host: string): Promise<RunningServer> {
    await ready
    return new Promise((resolveListen) => {
      const server: ServerType = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
        resolveListen({
          url: `http://${host}:${info.port}`,
          port: info.port,
          close: () =>
            new Promise<void>((resolveClose) => {
              server.close(() => {
                void database.close().then(() => resolveClose())
              })
              // Keep-alive connections would hold close() open.
              ;(server as { closeAllConnections?: () => void }).closeAllConnections?.()
            }),
        })
      })
    })
  }

  return {
    app,
    /** Tests only: the SQLite connection under the query layer (undefined on PostgreSQL). */
    db: database.sqlite,
    kysely,
    engine: database.engine,
    deps,
    ready,
    listen,
  }
}
