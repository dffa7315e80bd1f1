import type { Context } from 'hono'
import type { RateLimits, UPLOAD_PACE } from '../config'
import type { Engine, Kdb } from '../database/schema'
import type { DealAlerts } from '../deal-alerts/deal-alerts'
import type { PushPolicy } from '../deal-alerts/push-endpoints'
import { badRequest, HttpError, unauthorized } from './http-error'
import type { Limiter, SharedSlowdown } from '../limits/limits-store'
import type { TokenService } from '../auth/tokens'
import type { Mailer, Outbox } from '../auth/outbox'

// The request's context: the services every handler reads (`c.get('deps')`), and what the
// middleware learns of the request on the way in.

export type UploadPace = typeof UPLOAD_PACE

/** Upload bodies on disk in flight (bytes), their budget, and when abandoned files were last swept. */
export type UploadDisk = { budgetBytes: number; inUse: number; sweptAt: number }

export type ServerDeps = {
  /** The query layer (server/database): SQLite or PostgreSQL. */
  kysely: Kdb
  engine: Engine
  tokens: TokenService
  mediaDir: string
  devMailbox: boolean
  log: (line: string) => void
  /** Milliseconds since the epoch: deal days, opening hours and prices, rate-limit windows, code expiry (tests move it). */
  clock: () => number
  /** Budgets: in this process or in the database, shared by instances (../limits/limits-store.ts). */
  limiter: Limiter
  /** Per-account growing waits (wrong passwords). */
  slowdown: SharedSlowdown
  limits: RateLimits
  /** Uploaded bytes a shopper may keep. */
  uploadQuotaBytes: number
  /** Upload bodies on disk in flight now, their budget, and the last sweep of abandoned ones (upload-stream.ts). */
  uploadDisk: UploadDisk
  /** Called at points a crash test kills the process (idempotency.ts); unset in production. */
  crashHook?: (point: CrashPoint) => void
  /** How fast an upload's bytes must come (../config.ts UPLOAD_PACE; tests make it short). */
  uploadPace: UploadPace
  /** Take the client address from X-Forwarded-For (only behind our own reverse proxy). */
  trustProxy: boolean
  /** Mail, sent after the answer (../auth/outbox.ts), and what delivers it. */
  outbox: Outbox
  mailer: Mailer
  /** Web Push for deal alerts (../deal-alerts/deal-alerts.ts). */
  dealAlerts: DealAlerts
  /** Where deal alerts may be sent (../deal-alerts/push-endpoints.ts): loopback only in development. */
  pushPolicy: PushPolicy
  /** The origin links in mail are written with (PUBLIC_ORIGIN); unset, the request's own. */
  publicOrigin?: string
}

/** The Idempotency-Key claim of the request being handled (idempotency.ts); `recorded` once its answer is kept. */
export type IdempotencyClaim = { scope: string; key: string; recorded: boolean }

/** Where a write may crash, for the crash tests (ServerOptions.crashHook, idempotency.ts). */
export type CrashPoint = 'before-write-committed' | 'after-write-committed'

export type AppEnv = {
  Variables: {
    deps: ServerDeps
    userId?: number
    idempotency?: IdempotencyClaim
    /** The request as its endpoint's schema parsed it (request-input.ts). */
    input?: unknown
  }
}
export type AppContext = Context<AppEnv>

/**
 * The body as a JSON object. Only `application/json` is read (415 otherwise): a cross-site
 * form can send text/plain or urlencoded bodies without a preflight, never JSON.
 */
/** A request whose text carries a NUL character (U+0000, `%00` in a URL). */
export const NUL_MESSAGE = 'Text may not contain a NUL character.'

export async function readJson(c: AppContext): Promise<Record<string, unknown>> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/json') throw new HttpError(415, 'Send the body as JSON (Content-Type: application/json).')
  let parsed: unknown
  try {
    parsed = await c.req.json()
  } catch {
    throw badRequest('The request body must be valid JSON.')
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw badRequest('The request body must be a JSON object.')
  // No text in GidiDeals holds a NUL character, and PostgreSQL's text cannot: refused on both
  // engines alike (JSON.stringify writes it as \u0000 wherever it hides, in a key or a value).
  if (JSON.stringify(parsed).includes('\\u0000')) throw badRequest(NUL_MESSAGE)
  return parsed as Record<string, unknown>
}

/** The bearer token, if the request carries one. */
export const bearerToken = (c: AppContext): string | undefined =>
  /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1]

/** The bearer token's user; 401 without a live one (../auth/tokens.ts: its session and version). */
export async function requireUser(c: AppContext): Promise<number> {
  const token = bearerToken(c)
  if (!token) throw unauthorized()
  const userId = await c.get('deps').tokens.authenticate(token)
  c.set('userId', userId)
  return userId
}

/** The signed-in user of an endpoint that requires one (registerEndpoints checked the token). */
export function signedInUser(c: AppContext): number {
  const userId = c.get('userId')
  if (userId === undefined) throw unauthorized()
  return userId
}
