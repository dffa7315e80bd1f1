// `Idempotency-Key` on POST/PATCH/DELETE: a retried request (the outbox replaying after a
// dropped connection) applies once and gets the first answer again.
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './context'
import { now } from './db'
import { badRequest } from './http-error'

export function idempotency(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header('idempotency-key')
    if (!key || !['POST', 'PATCH', 'DELETE'].includes(c.req.method)) return next()
    if (key.length > 200) throw badRequest('Idempotency-Key must be at most 200 characters.')
    const { db, tokens } = c.get('deps')
    // Keys are scoped to the caller: the token's user, or the anonymous client.
    const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1]
    let scope = 'anonymous'
    if (bearer) {
      try {
        scope = `user:${(await tokens.verify(bearer, 'access')).userId}`
      } catch {
        return next() // an invalid token answers 401 below, and nothing is stored
      }
    }
    const path = new URL(c.req.url).pathname
    const stored = db
      .prepare('SELECT method, path, status, body FROM idempotency WHERE user_key = ? AND key = ?')
      .get(scope, key) as { method: string; path: string; status: number; body: string | null } | undefined
    if (stored) {
      if (stored.method !== c.req.method || stored.path !== path)
        throw badRequest('This Idempotency-Key was used for another request.')
      return new Response(stored.body, {
        status: stored.status,
        headers: {
          ...(stored.body === null ? {} : { 'Content-Type': 'application/json' }),
          'Idempotent-Replay': 'true',
        },
      })
    }
    await next()
    // Server faults are not remembered, so a retry can still succeed.
    if (c.res.status >= 500) return
    const body = c.res.status === 204 ? null : await c.res.clone().text()
    db.prepare(
      'INSERT OR IGNORE INTO idempotency (user_key, key, method, path, status, body, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(scope, key, c.req.method, path, c.res.status, body, now())
  }
}
