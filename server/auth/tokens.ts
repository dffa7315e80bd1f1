import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import { jwtVerify, SignJWT, type JWTPayload } from 'jose'
import { ACCESS_TOKEN_SECONDS, MAX_SESSIONS_PER_USER, REFRESH_TOKEN_SECONDS } from '../config'
import { settingOnce } from '../database/settings'
import type { Kdb } from '../database/schema'
import { unauthorized } from '../http/http-error'

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
  const nowSeconds = () => Math.floor(Date.now() / 1000)
  let prunedAt = 0

  async function prune(userId: number) {
    const time = nowSeconds()
    if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = Date.now()
      await db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('revoked', '=', 1), eb('expires_at', '<', time)]))
        .execute()
    }
    // A shopper's oldest sessions beyond the cap end: each login adds one.
    await db
      .deleteFrom('sessions')
      .where('user_id', '=', userId)
      .where(
        'id',
        'not in',
        db
          .selectFrom('sessions')
          .select('id')
          .where('user_id', '=', userId)
          .where('revoked', '=', 0)
          .where('expires_at', '>=', time)
          // Milliseconds: two logins of one shopper are a password hash apart.
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(MAX_SESSIONS_PER_USER),
      )
      .execute()
  }

  async function sign(userId: number, sessionId: string) {
    const iat = nowSeconds()
    const version = (await db.selectFrom('users').select('token_version').where('id', '=', userId).executeTakeFirst())
      ?.token_version
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
    await db
      .insertInto('sessions')
      .values({ id: sessionId, user_id: userId, refresh_jti: jti, expires_at: expiresAt, created_at: Date.now() })
      .execute()
    await prune(userId)
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

  /** A refresh token's session: its `fam`; a token from before sessions is its own (sqlite-legacy.ts). */
  function sessionOf(payload: JWTPayload): string | undefined {
    const family = typeof payload.fam === 'string' ? payload.fam : payload.jti
    return typeof family === 'string' ? family : undefined
  }

  const endSession = (sessionId: string) =>
    db.updateTable('sessions').set({ revoked: 1 }).where('id', '=', sessionId).execute()

  /** The user of a live access token: its session not ended, its token version current. */
  async function authenticate(token: string): Promise<number> {
    const payload = await verify(token, 'access')
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
  async function refresh(token: string) {
    const payload = await verify(token, 'refresh')
    const sessionId = sessionOf(payload)
    const row: SessionRow | undefined = sessionId
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
      await endSession(sessionId)
      throw unauthorized(INVALID_REFRESH)
    }
    const next = await sign(payload.userId, sessionId)
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
      await endSession(sessionId)
      throw unauthorized(INVALID_REFRESH)
    }
    return { access: next.access, refresh: next.refresh }
  }

  /** Logout: the refresh token's session ends, with its access tokens. */
  async function revoke(token: string) {
    const sessionId = sessionOf(await verify(token, 'refresh'))
    if (sessionId) await endSession(sessionId)
  }

  /** A password reset: every session ends, and every access token dies with the new version. */
  async function endEverySession(userId: number, within?: Kdb) {
    const end = async (trx: Kdb) => {
      await trx
        .updateTable('users')
        .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
        .where('id', '=', userId)
        .execute()
      await trx.updateTable('sessions').set({ revoked: 1 }).where('user_id', '=', userId).execute()
    }
    // Within the caller's transaction (a password change), else in its own.
    if (within) await end(within)
    else await db.transaction().execute(end)
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

  return { init, issue, verify, authenticate, refresh, revoke, endEverySession, mac, checkMac }
}
