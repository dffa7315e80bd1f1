// The server's options (ServerOptions: what main.ts reads from the environment, and what tests
// set) and the services every request reads through its context (ServerDeps, http/context.ts),
// made from them.
import { mkdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { createOutbox, mailboxMailer, type Mailer } from './auth/outbox'
import { createTokenService } from './auth/tokens'
import { RATE_LIMITS, UPLOAD_DISK_BYTES, UPLOAD_PACE, UPLOAD_QUOTA_BYTES, type RateLimits } from './config'
import type { DatabaseHandle } from './database'
import { createDealAlerts } from './deal-alerts/deal-alerts'
import type { Resolve } from './deal-alerts/push-endpoints'
import type { CrashPoint, ServerDeps } from './http/context'
import { databaseLimits } from './limits/database-limits'
import { memoryLimiter, memorySlowdown, type LimitsStore } from './limits/limits-store'
import { createRateLimiter } from './limits/rate-limit'
import { createSlowdown } from './limits/slowdown'

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
   * Keys the rate limiter holds per pool (limits/rate-limit.ts) and slow-downs held (limits/slowdown.ts), in
   * memory or in the database; tests make them small to flood them.
   */
  limiterKeys?: { maxKeys?: number; maxAccountKeys?: number; maxSlowdownKeys?: number }
  /**
   * Where budgets, slow-downs and login lanes live (limits/limits-store.ts): `database` shares them
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
  /** Upload bodies on disk in flight, across all uploads; default in config.ts. Tests shrink it. */
  uploadDisk?: { budgetBytes?: number }
  /** How fast upload bodies must arrive; defaults in config.ts (UPLOAD_PACE). */
  uploadPace?: Partial<typeof UPLOAD_PACE>
  /** Crash tests only: called where a write may be cut off by a crash (http/idempotency.ts). */
  crashHook?: (point: CrashPoint) => void
  /**
   * Development only: add the demo shopper (demo@gidideals.ng) with this password, or a random
   * one shown once in the log. Without it there is no demo account.
   */
  demoAccount?: { password?: string }
  /** Where mail goes; default: the mailbox table (the dev mailbox) and the log. Tests pass their own. */
  mailer?: Mailer
  /** Check every success answer against the contract's schema (the contract tests). */
  checkAnswers?: boolean
  /**
   * Tests and development only (PUSH_LOOPBACK=1, refused in production): push endpoints on this machine
   * (the loopback push service a test runs). Otherwise only the browsers' push services, https on port 443.
   */
  pushLoopback?: boolean
  /**
   * The origin shared links are written with (PUBLIC_ORIGIN: `https://gidideals.ng`, no path): a
   * page's canonical URL and its preview picture's. Unset (development), a request's own origin;
   * production refuses to start without it (startup-checks.ts), as the Host header is the client's.
   */
  publicOrigin?: string
  /**
   * Deal alert sending (deal-alerts/deal-alerts.ts): at most this many at once, each given this long;
   * push services trusted beyond the browsers' own (PUSH_HOSTS); the resolver each send asks (tests).
   */
  push?: { concurrency?: number; timeoutMs?: number; subject?: string; extraHosts?: string[]; resolve?: Resolve }
}

/** The budgets and slow-downs: in the database (shared by instances) or in this process. */
function limitsFor(
  options: ServerOptions,
  database: DatabaseHandle,
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

/**
 * Uploaded blog media: MEDIA_DIR, else `media/` beside the SQLite file (or in the working
 * directory for PostgreSQL and a database in memory).
 */
function mediaDirOf(options: ServerOptions): string {
  const mediaDir =
    options.mediaDir ??
    join(
      options.databaseUrl || options.databasePath === ':memory:'
        ? process.cwd()
        : dirname(resolve(options.databasePath)),
      'media',
    )
  mkdirSync(mediaDir, { recursive: true })
  return mediaDir
}

export function createDeps(options: ServerOptions, database: DatabaseHandle, log: (line: string) => void): ServerDeps {
  const { kysely } = database
  const clock = options.clock ?? Date.now
  const pushPolicy = { loopback: Boolean(options.pushLoopback), extraHosts: options.push?.extraHosts }
  return {
    kysely,
    engine: database.engine,
    tokens: createTokenService(kysely, options.jwtSecret),
    mediaDir: mediaDirOf(options),
    devMailbox: Boolean(options.devMailbox),
    log,
    clock,
    ...limitsFor(options, database, clock, log),
    limits: { ...RATE_LIMITS, ...options.rateLimits },
    uploadQuotaBytes: options.uploadQuotaBytes ?? UPLOAD_QUOTA_BYTES,
    uploadDisk: { budgetBytes: options.uploadDisk?.budgetBytes ?? UPLOAD_DISK_BYTES, inUse: 0, sweptAt: 0 },
    uploadPace: { ...UPLOAD_PACE, ...options.uploadPace },
    crashHook: options.crashHook,
    trustProxy: Boolean(options.trustProxy),
    outbox: createOutbox(log),
    mailer: options.mailer ?? mailboxMailer(kysely, log, Boolean(options.devMailbox)),
    dealAlerts: createDealAlerts(kysely, { ...options.push, policy: pushPolicy, log }),
    pushPolicy,
    publicOrigin: options.publicOrigin,
  }
}
