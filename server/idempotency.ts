// `Idempotency-Key` on POST/PATCH/DELETE: a retried request (the outbox replaying after a
// dropped connection) applies once and gets the first answer again.
//
// An entry belongs to its caller (the token's user, else the client address) and to one
// request: the same method, path and body (by SHA-256). The same key with another body is a
// 422, so no one learns an answer by guessing a key. Account calls are never stored (their
// answers are tokens), nor uploads (their bodies are files). Entries expire after a day.
import { createHash } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { API_BASE, IDEMPOTENCY, UPLOAD_BODY_LIMITS } from './config'
import { bearerToken, type AppContext, type AppEnv } from './context'
import { now } from './db'
import { badRequest, HttpError } from './http-error'
import { clientAddress } from './rate-limit'

type Stored = {
  method: string
  path: string
  status: number | null
  body: string | null
  body_hash: string
  expires_at: number
}

/** The caller's scope, or null when the token is invalid (the route answers 401; nothing is kept). */
async function scopeOf(c: AppContext): Promise<string | null> {
  const { tokens, trustProxy } = c.get('deps')
  const token = bearerToken(c)
  if (!token) return `address:${clientAddress(c, trustProxy)}`
  try {
    return `user:${await tokens.authenticate(token)}`
  } catch {
    return null
  }
}

/** Answers kept for a retry: what the request did, not a passing state of the server. */
const keeps = (status: number) => status < 500 && status !== 409 && status !== 429

export function idempotency(): MiddlewareHandler<AppEnv> {
  let purgedAt = 0
  return async (c, next) => {
    const key = c.req.header('idempotency-key')
    if (!key || !['POST', 'PATCH', 'DELETE'].includes(c.req.method)) return next()
    const path = new URL(c.req.url).pathname
    const route = path.slice(API_BASE.length)
    if (route.startsWith('/account/') || UPLOAD_BODY_LIMITS[route] !== undefined) return next()
    if (key.length > 200) throw badRequest('Idempotency-Key must be at most 200 characters.')
    const { db, clock } = c.get('deps')
    const scope = await scopeOf(c)
    if (scope === null) return next()
    const bodyHash = createHash('sha256')
      .update(new Uint8Array(await c.req.arrayBuffer()))
      .digest('hex')
    const time = clock()
    if (time - purgedAt > IDEMPOTENCY.purgeEveryMs) {
      purgedAt = time
      db.prepare('DELETE FROM idempotency WHERE expires_at <= ?').run(time)
    }

    const find = () =>
      db
        .prepare(
          'SELECT method, path, status, body, body_hash, expires_at FROM idempotency WHERE user_key = ? AND key = ?',
        )
        .get(scope, key) as Stored | undefined
    let stored = find()
    const startedAt = (entry: Stored) => entry.expires_at - IDEMPOTENCY.ttlMs
    // Expired, or a first request that never finished (the process stopped): as if never sent.
    if (
      stored &&
      (stored.expires_at <= time || (stored.status === null && time - startedAt(stored) > IDEMPOTENCY.inFlightMs))
    ) {
      db.prepare('DELETE FROM idempotency WHERE user_key = ? AND key = ?').run(scope, key)
      stored = undefined
    }
    if (stored) {
      if (stored.method !== c.req.method || stored.path !== path || stored.body_hash !== bodyHash)
        throw new HttpError(422, 'This Idempotency-Key was used for another request.')
      if (stored.status === null)
        throw new HttpError(409, 'A request with this Idempotency-Key is still being handled.', { 'Retry-After': '1' })
      return new Response(stored.body, {
        status: stored.status,
        headers: {
          ...(stored.body === null ? {} : { 'Content-Type': 'application/json' }),
          'Idempotent-Replay': 'true',
        },
      })
    }

    // Claimed before the work starts, so a second copy arriving meanwhile waits (409).
    const claimed = db
      .prepare(
        `INSERT OR IGNORE INTO idempotency (user_key, key, method, path, status, body, body_hash, created_at, expires_at)
         VALUES (?, ?, ?, ?, NULL, NULL, ?, ?, ?)`,
      )
      .run(scope, key, c.req.method, path, bodyHash, now(), time + IDEMPOTENCY.ttlMs)
    if (claimed.changes === 0)
      throw new HttpError(409, 'A request with this Idempotency-Key is still being handled.', { 'Retry-After': '1' })
    const release = () => db.prepare('DELETE FROM idempotency WHERE user_key = ? AND key = ?').run(scope, key)
    try {
      await next()
    } catch (error) {
      release()
      throw error
    }
    if (!keeps(c.res.status)) {
      release()
      return
    }
    const body = c.res.status === 204 ? null : await c.res.clone().text()
    db.prepare('UPDATE idempotency SET status = ?, body = ? WHERE user_key = ? AND key = ?').run(
      c.res.status,
      body,
      scope,
      key,
    )
  }
}
