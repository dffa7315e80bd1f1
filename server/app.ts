// The reference server: its database and services (deps.ts), the middleware every request passes
// in order, the API's routes under API_BASE, and the built app (http/static-files.ts) for the rest.
import { resolve } from 'node:path'
import { serve, type ServerType } from '@hono/node-server'
import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { ensureDemoAccount } from './auth/demo-account'
import { SHARE_IMAGE_PATH } from './catalog/link-heads'
import { createPageFill } from './catalog/shared-words'
import { API_BASE, MEDIA_PATH, PAYMENT_PAGE_PATH } from './config'
import { migrateToLatest, openDatabase, type DatabaseHandle } from './database'
import { afterBulkLoad } from './database/dialect-sql'
import { SERVER_NOW_HEADER } from '../contract/deals'
import { createDeps, type ServerOptions } from './deps'
import { compressAnswers } from './http/compression'
import { NUL_MESSAGE, type AppEnv, type ServerDeps } from './http/context'
import { badRequest, HttpError, MESSAGES } from './http/http-error'
import { bodyLimit, settleBody } from './http/request-body'
import { createInlineHashes, securityHeaders } from './http/security-headers'
import { staticFiles } from './http/static-files'
import { sweepIncoming } from './http/upload-stream'
import { accountHandlers } from './routes/account'
import { blogHandlers } from './routes/blog'
import { dealAlertHandlers } from './routes/deal-alerts'
import { mailAlertHandlers } from './routes/mail-alerts'
import { dealHandlers } from './routes/deals'
import { devMailboxRoute } from './routes/dev-mailbox'
import { discoveryHandlers } from './routes/discovery'
import { registerEndpoints } from './routes/endpoint-routes'
import { feedbackHandlers } from './routes/feedback'
import { storeOrderHandlers } from './routes/store-orders'
import { interactionHandlers } from './routes/interactions'
import { mediaRoutes } from './routes/media'
import { passwordResetHandlers } from './routes/password-reset'
import { paymentPageRoutes } from './routes/payment-page'
import { orderEventsRoute } from './routes/order-events'
import { MY_ORDERS_EVENTS_PATH } from '../contract/endpoints/sales'
import { salesHandlers } from './routes/sales'
import { shareImageRoutes } from './routes/share-images'
import { seedIfEmpty } from './seed/seed'
import { giveMissingStoreKeys, shownOnce } from './store-api/store-keys'

export type RunningServer = { url: string; port: number; close(): Promise<void> }

const isLocalOrigin = (origin: string) => /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin)

/** The schema, the keys in settings and the seed, before the first request is answered. */
async function prepare(options: ServerOptions, database: DatabaseHandle, deps: ServerDeps): Promise<void> {
  const { kysely, engine } = database
  await migrateToLatest(kysely, engine)
  await deps.tokens.init()
  await deps.dealAlerts.init()
  // Upload files a crash left half-written (http/upload-stream.ts).
  await sweepIncoming(deps.mediaDir, deps.clock())
  const stores = options.seedStores ?? 60
  if (await seedIfEmpty(kysely, engine, stores, deps.clock)) {
    await afterBulkLoad(kysely, engine)
    deps.log(`Seeded ${stores} Lagos stores into ${options.databaseUrl ? 'PostgreSQL' : options.databasePath}`)
  }
  // Every store has a key, shown once when it is made (a new seed, or a database from before keys),
  // and only by a development server.
  const given = await giveMissingStoreKeys(kysely, deps.clock())
  if (given.length > 0) deps.log(shownOnce(given, deps.devMailbox))
  if (options.demoAccount) {
    const password = await ensureDemoAccount(kysely, options.demoAccount.password)
    // Shown once, when created: it is in no source file and no later log.
    if (password !== null && !options.demoAccount.password)
      deps.log(`Demo account (development): demo@gidideals.ng / ${password}`)
  }
}

/** The API under API_BASE: its routes from the contract's table (contract/api.ts), a handler for each. */
function apiRoutes(options: ServerOptions, deps: ServerDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>()
  // Successful GET answers in JSON go compressed to a client that accepts it (http/compression.ts).
  api.use(compressAnswers())
  // The server's clock on every answer: a phone with a wrong date judges deals by it (contract/deals.ts).
  api.use(async (c, next) => {
    await next()
    c.header(SERVER_NOW_HEADER, String(deps.clock()))
  })
  // Only a page served from this machine (the Vite dev server on its own port) may call the
  // API from another origin; every preflight is answered here (204), granted or not.
  api.use(
    cors({
      origin: (origin) => (isLocalOrigin(origin) ? origin : null),
      allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
      allowMethods: ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
      exposeHeaders: [SERVER_NOW_HEADER],
    }),
  )
  const handlers = {
    ...accountHandlers,
    ...passwordResetHandlers,
    ...discoveryHandlers,
    ...dealHandlers,
    ...interactionHandlers,
    ...blogHandlers,
    ...feedbackHandlers,
    ...salesHandlers,
    ...dealAlertHandlers,
    ...mailAlertHandlers,
    ...storeOrderHandlers,
  }
  registerEndpoints(api, handlers, { checkAnswers: options.checkAnswers })
  api.route(PAYMENT_PAGE_PATH, paymentPageRoutes())
  api.get(MY_ORDERS_EVENTS_PATH, orderEventsRoute())
  api.route(MEDIA_PATH, mediaRoutes())
  api.route(SHARE_IMAGE_PATH, shareImageRoutes())
  if (deps.devMailbox) api.get('/__dev/mailbox', devMailboxRoute(options.devMailbox?.token ?? ''))
  return api
}

/** Serves `app` on a port; close() ends its connections, lets queued mail go, then closes the database. */
function listenWith(
  app: Hono<AppEnv>,
  deps: ServerDeps,
  database: DatabaseHandle,
  port: number,
  host: string,
): Promise<RunningServer> {
  return new Promise((resolveListen) => {
    const server: ServerType = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
      resolveListen({
        url: `http://${host}:${info.port}`,
        port: info.port,
        close: () =>
          new Promise<void>((resolveClose) => {
            server.close(() => {
              void deps.outbox
                .settled()
                .then(() => database.close())
                .then(() => resolveClose())
            })
            // Keep-alive connections would hold close() open.
            ;(server as { closeAllConnections?: () => void }).closeAllConnections?.()
          }),
      })
    })
  })
}

export function createServer(options: ServerOptions) {
  const log = options.log ?? ((line: string) => console.info(line))
  const database = openDatabase(options.databaseUrl ? { url: options.databaseUrl } : { path: options.databasePath })
  const deps = createDeps(options, database, log)
  const ready = prepare(options, database, deps)
  // Awaited by every request and by listen(), which reports a failure.
  ready.catch(() => undefined)

  const staticDir = resolve(options.staticDir ?? 'dist')
  const pageFill = createPageFill(deps.kysely, deps.engine)
  // Links are written with the public origin; without one (development), the request's own.
  const builtApp = staticFiles(staticDir, (shared, url) =>
    pageFill(deps.clock(), shared, url.pathname, options.publicOrigin ?? url.origin),
  )

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
  app.route(API_BASE, apiRoutes(options, deps))
  app.all(`${API_BASE}/*`, (c) => c.json({ message: MESSAGES.notFound }, 404))
  app.all('*', async (c) => (await builtApp(c)) ?? c.text('Not found', 404))

  return {
    app,
    /** Tests only: the SQLite connection under the query layer (undefined on PostgreSQL). */
    db: database.sqlite,
    kysely: database.kysely,
    engine: database.engine,
    deps,
    ready,
    async listen(port: number, host: string): Promise<RunningServer> {
      await ready
      return listenWith(app, deps, database, port, host)
    },
  }
}
