import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import { jwtVerify, SignJWT, type JWTPayload } from 'jose'
import { ACCESS_TOKEN_SECONDS, MAX_SESSIONS_PER_USER, REFRESH_TOKEN_SECONDS } from './config'
import { type Db, getSetting, setSetting } from './db'
import { unauthorized } from './http-error'

export type TokenService = ReturnType<typeof createTokenService>

const INVALID_REFRESH = 'Token is invalid or expired'
/** Revoked and expired sessions are deleted at most this often (on a login). */
const PRUNE_EVERY_MS = 10 * 60_000

type SessionRow = { user_id: number; refresh_jti: string; expires_at: number; revoked: number }

/**
 * HS256 access and refresh JWTs over sessions. A login starts a session; its refresh token is
 * rotated on every use, and presenting one already rotated out (stolen and replayed, or
 * replayed by the thief after the shopper refreshed) ends the whole session. Access tokens
 * carry the session and the user's token version, both checked on every request: logging out
 * ends that session's access tokens at once, a password reset every session's.
 * The secret lives in the database (or JWT_SECRET) so tokens survive restarts.
 */
export function createTokenService(db: Db, configuredSecret?: string) {
  let secretText = configuredSecret ?? getSetting(db, 'jwt_secret')
  if (!secretText) {
    secretText = randomBytes(32).toString('hex')
    setSetting(db, 'jwt_secret', secretText)
  }
  const secret = new TextEncoder().encode(secretText)
  const nowSeconds = () => Math.floor(Date.now() / 1000)
  let prunedAt = 0

  function prune(userId: number) {
    const time = nowSeconds()
    if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = Date.now()
      db.prepare('DELETE FROM sessions WHERE revoked = 1 OR expires_at < ?').run(time)
    }
    // A shopper's oldest sessions beyond the cap end: each login adds one.
    db.prepare(
      `DELETE FROM sessions WHERE user_id = ? AND id NOT IN
        (SELECT id FROM sessions WHERE user_id = ? AND revoked = 0 AND expires_at >= ? ORDER BY created_at DESC, rowid DESC LIMIT ?)`,
    ).run(userId, userId, time, MAX_SESSIONS_PER_USER)
  }

  async function sign(userId: number, sessionId: string) {
    const iat = nowSeconds()
    const version = (
      db.prepare('SELECT token_version FROM users WHERE id = ?').get(userId) as { token_version: number } | undefined
    )?.token_version
    const jti = randomUUID()
    // Its own jti makes every access token unique, even two signed for one session in a second.
    const access = await new SignJWT({ type: 'access', sid: sessionId, ver: version ?? 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setJti(randomUUID())
      .setIssuedAt(iat)
      .setExpirationTime(iat + ACCESS_TOKEN_SECONDS)
      .sign(secret)
    const refresh = await new SignJWT({ type: 'refresh', fam: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setJti(jti)
      .setIssuedAt(iat)
      .setExpirationTime(iat + REFRESH_TOKEN_SECONDS)
      .sign(secret)
    return { access, refresh, jti, expiresAt: iat + REFRESH_TOKEN_SECONDS }
  }

  /** A new session for a login. */
  async function issue(userId: number) {
    const sessionId = randomUUID()
    const { access, refresh, jti, expiresAt } = await sign(userId, sessionId)
    db.prepare('INSERT INTO sessions (id, user_id, refresh_jti, expires_at, created_at) VALUES (?, ?, ?, ?, ?)').run(
      sessionId,
      userId,
      jti,
      expiresAt,
      Date.now(),
    )
    prune(userId)
    return { access, refresh }
  }

  async function verify(token: string, type: 'access' | 'refresh'): Promise<JWTPayload & { userId: number }> {
    try {
      const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] })
      const userId = Number(payload.sub)
      if (payload.type !== type || !Number.isSafeInteger(userId)) throw new Error('wrong token type')
      return { ...payload, userId }
    } catch {
      throw unauthorized(type === 'refresh' ? INVALID_REFRESH : undefined)
    }
  }

  /** A refresh token's session: its `fam`; a token from before sessions is its own (migrate.ts). */
  function sessionOf(payload: JWTPayload): string | undefined {
    const family = typeof payload.fam === 'string' ? payload.fam : payload.jti
    return typeof family === 'string' ? family : undefined
  }

  /** The user of a live access token: its session not ended, its token version current. */
  async function authenticate(token: string): Promise<number> {
    const payload = await verify(token, 'access')
    if (typeof payload.sid !== 'string') throw unauthorized()
    const row = db
      .prepare(
        `SELECT u.token_version, s.revoked, s.expires_at FROM users u JOIN sessions s ON s.user_id = u.id
         WHERE u.id = ? AND s.id = ?`,
      )
      .get(payload.userId, payload.sid) as { token_version: number; revoked: number; expires_at: number } | undefined
    if (!row || row.revoked || row.expires_at < nowSeconds() || row.token_version !== payload.ver) throw unauthorized()
    return payload.userId
  }

  /** Rotates a refresh token: the old one stops working, a new pair is issued. */
  async function refresh(token: string) {
    const payload = await verify(token, 'refresh')
    const sessionId = sessionOf(payload)
    const row = sessionId
      ? (db.prepare('SELECT user_id, refresh_jti, expires_at, revoked FROM sessions WHERE id = ?').get(sessionId) as
          SessionRow | undefined)
      : undefined
    if (!sessionId || !row || row.revoked || row.user_id !== payload.userId || row.expires_at < nowSeconds())
      throw unauthorized(INVALID_REFRESH)
    if (row.refresh_jti !== payload.jti) {
      // Rotated out already: someone holds a copy. The session ends for both holders.
      db.prepare('UPDATE sessions SET revoked = 1 WHERE id = ?').run(sessionId)
      throw unauthorized(INVALID_REFRESH)
    }
    const next = await sign(payload.userId, sessionId)
    const rotated = db
      .prepare('UPDATE sessions SET refresh_jti = ?, expires_at = ? WHERE id = ? AND refresh_jti = ? AND revoked = 0')
      .run(next.jti, next.expiresAt, sessionId, payload.jti)
    // Two refreshes with the same token at once: the second is a replay like any other.
    if (rotated.changes === 0) {
      db.prepare('UPDATE sessions SET revoked = 1 WHERE id = ?').run(sessionId)
      throw unauthorized(INVALID_REFRESH)
    }
    return { access: next.access, refresh: next.refresh }
  }

  /** Logout: the refresh token's session ends, with its access tokens. */
  async function revoke(token: string) {
    const sessionId = sessionOf(await verify(token, 'refresh'))
    if (sessionId) db.prepare('UPDATE sessions SET revoked = 1 WHERE id = ?').run(sessionId)
  }

  /** A password reset: every session ends, and every access token dies with the new version. */
  function endEverySession(userId: number) {
    db.prepare('UPDATE users SET token_version = token_version + 1 WHERE id = ?').run(userId)
    db.prepare('UPDATE sessions SET revoked = 1 WHERE user_id = ?').run(userId)
  }

  /** A keyed signature for values this server hands out and takes back (device cookies, payment links). */
  function mac(text: string): string {
    return createHmac('sha256', secret).update(text).digest('base64url')
  }
  function checkMac(text: string, signature: string): boolean {
    const expected = Buffer.from(mac(text))
    const given = Buffer.from(signature)
    return given.length === expected.length && timingSafeEqual(given, expected)
  }

  return { issue, verify, authenticate, refresh, revoke, endEverySession, mac, checkMac }
}
