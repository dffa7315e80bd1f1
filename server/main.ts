// `npm run server` / `npm start`: the reference API and the built app on one origin.
import { createServer } from './app'
import { limitsStoreSetting } from './limits/limits-store'
import { startClock } from './clock'
import { databaseTarget } from './database'
import { loudly, startupErrors, startupWarnings } from './startup-checks'

const port = Number(process.env.PORT ?? 8080)
const host = process.env.HOST ?? '127.0.0.1'
// DATABASE_URL=postgres://… runs on PostgreSQL (any number of instances may share it); without
// it, the SQLite file DATABASE_PATH (zero setup).
const target = databaseTarget(process.env)
const databasePath = 'path' in target ? target.path : (process.env.DATABASE_PATH ?? 'data/gidideals.sqlite')

// The dev mailbox needs the flag and a token of at least 16 characters; without the token it stays off.
const devMailboxToken = process.env.DEV_MAILBOX_TOKEN ?? ''
const devMailbox = process.env.DEV_MAILBOX === '1' && devMailboxToken.length >= 16
const jwtSecret = process.env.JWT_SECRET || undefined
const settings = {
  host,
  devMailbox,
  devMailboxAsked: process.env.DEV_MAILBOX === '1',
  production: process.env.NODE_ENV === 'production',
  jwtSecretBytes: Buffer.byteLength(jwtSecret ?? ''),
  publicOrigin: process.env.PUBLIC_ORIGIN || undefined,
  demoAccount: process.env.DEMO_ACCOUNT === '1',
  pushLoopback: process.env.PUSH_LOOPBACK === '1',
}
// Every refusal is named before the server stops: an operator fixes them in one go.
const problems = startupErrors(settings)
for (const problem of problems) console.error(loudly(problem))
if (problems.length > 0) process.exit(1)
for (const warning of startupWarnings(settings)) console.warn(loudly(warning))

const server = createServer({
  databasePath,
  databaseUrl: 'url' in target ? target.url : undefined,
  // Uploaded blog media: a directory every instance shares (required for more than one).
  mediaDir: process.env.MEDIA_DIR || undefined,
  staticDir: process.env.STATIC_DIR ?? 'dist',
  seedStores: process.env.SEED_STORES ? Number(process.env.SEED_STORES) : undefined,
  devMailbox: devMailbox ? { token: devMailboxToken } : undefined,
  jwtSecret,
  analytics: Boolean(process.env.ANALYTICS_ID || process.env.VITE_ANALYTICS_ID),
  trustProxy: process.env.TRUST_PROXY === '1',
  // Budgets and slow-downs: shared in the database (PostgreSQL's default) or in this process.
  limitsStore: limitsStoreSetting(process.env.LIMITS_STORE),
  // For tests and demos: the server's clock starts at this instant (deal days, opening hours).
  clock: startClock(process.env.GIDIDEALS_NOW),
  // Development only: DEMO_ACCOUNT=1 adds demo@gidideals.ng (DEMO_PASSWORD, else a random one shown once).
  demoAccount: process.env.DEMO_ACCOUNT === '1' ? { password: process.env.DEMO_PASSWORD || undefined } : undefined,
  // Development and tests only (refused in production): deal alerts may go to a push service on this machine.
  pushLoopback: process.env.PUSH_LOOPBACK === '1',
  // Shared links' canonical URLs and preview pictures; checked above.
  publicOrigin: settings.publicOrigin,
  // Push services trusted beyond the browsers' own (host names, with their subdomains).
  push: {
    extraHosts: (process.env.PUSH_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  },
})

const running = await server.listen(port, host)
console.info(`GidiDeals listening on ${running.url}`)

let closing = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return
    closing = true
    void running.close().then(() => process.exit(0))
  })
}
