// The JWTs themselves (HS256, jose): an access token names its session and the user's token
// version; a refresh token names its session (`fam`) and has an id (`jti`) of its own, which the
// session row keeps so only the latest one refreshes (sessions.ts, tokens.ts).
import { randomUUID } from 'node:crypto'
import { jwtVerify, SignJWT, type JWTPayload } from 'jose'
import { ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS } from '../config'
import type { Kdb } from '../database/schema'
import { unauthorized } from '../http/http-error'

export const INVALID_REFRESH = 'Token is invalid or expired'

export const nowSeconds = () => Math.floor(Date.now() / 1000)

/** A new access and refresh token for a session, with the refresh token's id and expiry. */
export async function signTokens(db: Kdb, secret: Uint8Array, userId: number, sessionId: string) {
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

/** The token's claims and user, if it is a live token of that type signed with the secret; 401 otherwise. */
export async function verifyToken(
  secret: Uint8Array,
  token: string,
  type: 'access' | 'refresh',
): Promise<JWTPayload & { userId: number }> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] })
    const userId = Number(payload.sub)
    if (payload.type !== type || !Number.isSafeInteger(userId)) throw new Error('wrong token type')
    return { ...payload, userId }
  } catch {
    throw unauthorized(type === 'refresh' ? INVALID_REFRESH : undefined)
  }
}

/** A refresh token's session: its `fam`; a token from before sessions is its own (../database/sqlite-legacy.ts). */
export function sessionOf(payload: JWTPayload): string | undefined {
  const family = typeof payload.fam === 'string' ? payload.fam : payload.jti
  return typeof family === 'string' ? family : undefined
}
