import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import type { Kdb } from '../database/schema'
import { settingOnce } from '../database/settings'
import { unauthorized } from '../http/http-error'
import { sessionStore } from './sessions'
import { INVALID_REFRESH, nowSeconds, sessionOf, signTokens, verifyToken } from './token-signing'

export type TokenService = ReturnType<typeof createTokenService>
type Sessions = ReturnType<typeof sessionStore>

/** The user of a live access token: its session not ended, its token version current. */
async function authenticateToken(db: Kdb, secret: Uint8Array, token: string): Promise<number> {
  const payload = await verifyToken(secret, token, 'access')
  if (typeof payload.sid !== 'string') throw unauthorized()
  const row = await db
    .selectFrom('users as u')
    .innerJoin('sessions as s', 's.user_id', 'u.id')
    .select(['u.token_version', 's.revoked', 's.expires_at'])
    .where('u.id', '=', payload.userId)
    .where('s.id', '=', payload.sid)
    .executeTakeFirst()
  if (!row || row.revoked || row.expires_at < nowSeconds() || row.token_version !== payload.ver) throw unauthorized()
  return payload.userId
}

/** Rotates a refresh token: the old one stops working, a new pair is issued. */
async function rotate(db: Kdb, secret: Uint8Array, sessions: Sessions, token: string) {
  const payload = await verifyToken(secret, token, 'refresh')
  const sessionId = sessionOf(payload)
  const row = sessionId
    ? await db
        .selectFrom('sessions')
        .select(['user_id', 'refresh_jti', 'expires_at', 'revoked'])
        .where('id', '=', sessionId)
        .executeTakeFirst()
    : undefined
  if (!sessionId || !row || row.revoked || row.user_id !== payload.userId || row.expires_at < nowSeconds())
    throw unauthorized(INVALID_REFRESH)
  if (row.refresh_jti !== payload.jti) {
    // Rotated out already: someone holds a copy. The session ends for both holders.
    await sessions.endSession(sessionId)
    throw unauthorized(INVALID_REFRESH)
  }
  const next = await signTokens(db, secret, payload.userId, sessionId)
  // A compare-and-set on the old jti, so of two refreshes racing on any instances one rotates.
  const rotated = await db
    .updateTable('sessions')
    .set({ refresh_jti: next.jti, expires_at: next.expiresAt })
    .where('id', '=', sessionId)
    .where('refresh_jti', '=', row.refresh_jti)
    .where('revoked', '=', 0)
    .executeTakeFirst()
  // Two refreshes with the same token at once: the second is a replay like any other.
  if (Number(rotated.numUpdatedRows) === 0) {
    await sessions.endSession(sessionId)
    throw unauthorized(INVALID_REFRESH)
  }
  return { access: next.access, refresh: next.refresh }
}

/**
 * HS256 access and refresh JWTs over sessions. A login starts a session; its refresh token is
 * rotated on every use, and presenting one already rotated out (stolen and replayed, or
 * replayed by the thief after the shopper refreshed) ends the whole session. Access tokens
 * carry the session and the user's token version, both checked on every request: logging out
 * ends that session's access tokens at once, a password reset every session's.
 * The secret lives in the database (or JWT_SECRET) so tokens survive restarts, and sessions
 * live there too: every instance on one database shares them.
 */
export function createTokenService(db: Kdb, configuredSecret?: string) {
  // Read (or made and stored once, for every instance) by init(), before the first request.
  let secret = new Uint8Array()
  async function init() {
    const text = configuredSecret ?? (await settingOnce(db, 'jwt_secret', () => randomBytes(32).toString('hex')))
    secret = new TextEncoder().encode(text)
  }
  const sessions = sessionStore(db)
  const verify = (token: string, type: 'access' | 'refresh') => verifyToken(secret, token, type)

  /** A new session for a login. */
  async function issue(userId: number) {
    const sessionId = randomUUID()
    const { access, refresh, jti, expiresAt } = await signTokens(db, secret, userId, sessionId)
    await db
      .insertInto('sessions')
      .values({ id: sessionId, user_id: userId, refresh_jti: jti, expires_at: expiresAt, created_at: Date.now() })
      .execute()
    await sessions.prune(userId)
    return { access, refresh }
  }

  const authenticate = (token: string) => authenticateToken(db, secret, token)
  /** The login session of an access token already authenticated (what a device keeps under it). */
  async function sessionOfAccess(token: string): Promise<string> {
    const { sid } = await verify(token, 'access')
    if (typeof sid !== 'string') throw unauthorized()
    return sid
  }
  const refresh = (token: string) => rotate(db, secret, sessions, token)

  /** Logout: the refresh token's session ends, with its access tokens. */
  async function revoke(token: string) {
    const sessionId = sessionOf(await verify(token, 'refresh'))
    if (sessionId) await sessions.endSession(sessionId)
  }

  /** A keyed signature for values this server hands out and takes back (device cookies, payment links). */
  const mac = (text: string): string => createHmac('sha256', secret).update(text).digest('base64url')
  function checkMac(text: string, signature: string): boolean {
    const expected = Buffer.from(mac(text))
    const given = Buffer.from(signature)
    return given.length === expected.length && timingSafeEqual(given, expected)
  }

  return {
    init,
    issue,
    verify,
    authenticate,
    sessionOfAccess,
    refresh,
    revoke,
    endEverySession: sessions.endEverySession,
    mac,
    checkMac,
  }
}
