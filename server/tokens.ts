import { randomBytes, randomUUID } from 'node:crypto'
import { jwtVerify, SignJWT } from 'jose'
import { ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS } from './config'
import { type Db, getSetting, setSetting } from './db'
import { unauthorized } from './http-error'

export type TokenService = ReturnType<typeof createTokenService>

/** HS256 access and refresh JWTs. The secret lives in the database so tokens survive restarts. */
export function createTokenService(db: Db, configuredSecret?: string) {
  let secretText = configuredSecret ?? getSetting(db, 'jwt_secret')
  if (!secretText) {
    secretText = randomBytes(32).toString('hex')
    setSetting(db, 'jwt_secret', secretText)
  }
  const secret = new TextEncoder().encode(secretText)

  async function issue(userId: number) {
    const jti = randomUUID()
    const nowSeconds = Math.floor(Date.now() / 1000)
    const access = await new SignJWT({ type: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuedAt(nowSeconds)
      .setExpirationTime(nowSeconds + ACCESS_TOKEN_SECONDS)
      .sign(secret)
    const refresh = await new SignJWT({ type: 'refresh' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setJti(jti)
      .setIssuedAt(nowSeconds)
      .setExpirationTime(nowSeconds + REFRESH_TOKEN_SECONDS)
      .sign(secret)
    db.prepare('INSERT INTO refresh_tokens (jti, user_id, expires_at) VALUES (?, ?, ?)').run(
      jti,
      userId,
      nowSeconds + REFRESH_TOKEN_SECONDS,
    )
    return { access, refresh }
  }

  async function verify(token: string, type: 'access' | 'refresh') {
    try {
      const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] })
      const userId = Number(payload.sub)
      if (payload.type !== type || !Number.isSafeInteger(userId)) throw new Error('wrong token type')
      return { userId, jti: payload.jti }
    } catch {
      throw unauthorized(type === 'refresh' ? 'Token is invalid or expired' : undefined)
    }
  }

  /** Rotates a refresh token: the old one is revoked, a new pair is issued. */
  async function refresh(token: string) {
    const { userId, jti } = await verify(token, 'refresh')
    const row = db.prepare('SELECT revoked FROM refresh_tokens WHERE jti = ? AND user_id = ?').get(jti, userId) as
      { revoked: number } | undefined
    if (!row || row.revoked) throw unauthorized('Token is invalid or expired')
    db.prepare('UPDATE refresh_tokens SET revoked = 1 WHERE jti = ?').run(jti)
    return issue(userId)
  }

  async function revoke(token: string) {
    const { jti } = await verify(token, 'refresh')
    db.prepare('UPDATE refresh_tokens SET revoked = 1 WHERE jti = ?').run(jti)
  }

  return { issue, verify, refresh, revoke }
}
