import { randomInt } from 'node:crypto'
import { Hono } from 'hono'
import { CODE_MINUTES } from '../config'
import { readJson, requireUser, type AppContext, type AppEnv, type ServerDeps } from '../context'
import { now } from '../db'
import { badRequest, HttpError, unauthorized } from '../http-error'
import { hashPassword, verifyPassword } from '../passwords'
import { assertAllowed, clientAddress, tooManyAttempts } from '../rate-limit'
import { email, optionalString, requiredString } from '../validate'

type UserRow = {
  id: number
  email: string
  password_hash: string
  first_name: string
  last_name: string
  username: string | null
  verified: number
}

const publicUser = (user: UserRow) => ({
  id: user.id,
  email: user.email,
  first_name: user.first_name,
  last_name: user.last_name,
  username: user.username,
})

function password(body: Record<string, unknown>): string {
  const value = body.password
  if (typeof value !== 'string' || value === '') throw badRequest('Password is required.')
  if (value.length < 8) throw badRequest('Password must be at least 8 characters.')
  if (value.length > 200) throw badRequest('Password must be at most 200 characters.')
  return value
}

/** "Sends" a code: no real e-mail here; it is logged and, with DEV_MAILBOX=1, kept for the dev mailbox. */
function sendCode(deps: ServerDeps, to: string, kind: 'verify' | 'reset'): void {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const created = now()
  deps.db.prepare('UPDATE codes SET used = 1 WHERE email = ? AND kind = ?').run(to, kind)
  deps.db
    .prepare('INSERT INTO codes (email, kind, code, expires_at, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(to, kind, code, deps.clock() + CODE_MINUTES * 60_000, created)
  // A new code gets its own wrong tries.
  deps.limiter.clear(wrongTriesKey(kind, to))
  deps.db
    .prepare('INSERT INTO mailbox (email, kind, code, created_at) VALUES (?, ?, ?, ?)')
    .run(to, kind, code, created)
  // The code itself only where the dev mailbox shows it anyway: a logged reset code is a way in.
  const what = kind === 'verify' ? 'verification' : 'password reset'
  deps.log(deps.devMailbox ? `mail: ${what} code ${code} for ${to}` : `mail: ${what} code for ${to}`)
}

const wrongTriesKey = (kind: 'verify' | 'reset', to: string) => `code-tries:${kind}:${to}`
const WRONG_CODE = 'The code is invalid or has expired.'
const CODE_VOID = 'Too many wrong codes. Ask for a new code and try again.'

/**
 * Checks an emailed 6-digit code under three budgets, so it can't be guessed: wrong tries of
 * the current code (then it is void), wrong codes for the account across new codes, and wrong
 * codes from one address for any accounts.
 */
function checkCode(c: AppContext, to: string, kind: 'verify' | 'reset', code: string, known = true) {
  const deps = c.get('deps')
  const { limiter, limits } = deps
  const address = clientAddress(c, deps.trustProxy)
  const tries = wrongTriesKey(kind, to)
  const perCode = { limit: limits.wrongTriesPerCode, windowMs: CODE_MINUTES * 60_000 }
  const perAccount = [`wrong-codes:${to}`, limits.wrongCodesPerAccount] as const
  const perAddress = [`wrong-codes:${address}`, limits.wrongCodesPerAddress] as const
  const voided = limiter.check(tries, perCode)
  if (!voided.allowed) throw tooManyAttempts(voided.retryAfterSeconds, CODE_VOID)
  assertAllowed(limiter.check(...perAccount), limiter.check(...perAddress))

  const row = known
    ? (deps.db
        .prepare(
          'SELECT id, code, expires_at FROM codes WHERE email = ? AND kind = ? AND used = 0 ORDER BY id DESC LIMIT 1',
        )
        .get(to, kind) as { id: number; code: string; expires_at: number } | undefined)
    : undefined
  if (row && row.code === code.trim() && row.expires_at >= deps.clock()) {
    limiter.clear(tries)
    return row.id
  }
  limiter.hit(...perAccount)
  limiter.hit(...perAddress)
  if (row) {
    limiter.hit(tries, perCode)
    if (limiter.count(tries) >= limits.wrongTriesPerCode)
      deps.db.prepare('UPDATE codes SET used = 1 WHERE id = ?').run(row.id)
  }
  throw badRequest(WRONG_CODE)
}

/** Resend and password-reset requests: per address and account, and per address. */
function takeCodeRequest(c: AppContext, to: string): void {
  const { limiter, limits, trustProxy } = c.get('deps')
  const ip = clientAddress(c, trustProxy)
  limiter.take(
    [`code-requests:${ip}|${to}`, limits.codeRequestsPerAccount],
    [`code-requests:${ip}`, limits.codeRequestsPerAddress],
  )
}

export function accountRoutes() {
  const app = new Hono<AppEnv>()
  const findUser = (deps: ServerDeps, address: string) =>
    deps.db.prepare('SELECT * FROM users WHERE email = ?').get(address) as UserRow | undefined

  app.post('/app-user/signup', async (c) => {
    const deps = c.get('deps')
    const body = await readJson(c)
    const address = email(body)
    const secret = password(body)
    const firstName = requiredString(body, 'first_name', 'First name is required.', 100)
    const lastName = requiredString(body, 'last_name', 'Last name is required.', 100)
    const username = optionalString(body, 'username', 60)
    const ip = clientAddress(c, deps.trustProxy)
    deps.limiter.take(
      [`signup:${ip}`, deps.limits.signupsPerAddress],
      [`code-requests:${ip}|${address}`, deps.limits.codeRequestsPerAccount],
    )
    if (findUser(deps, address)) throw badRequest('An account with this email already exists.')
    const created = now()
    const referral = `GIDI-${Math.random().toString(36).slice(2, 8).toUpperCase()}`
    deps.db
      .prepare(
        `INSERT INTO users (email, password_hash, first_name, last_name, username, referral_code, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(address, hashPassword(secret), firstName, lastName, username, referral, created, created)
    sendCode(deps, address, 'verify')
    return c.json({ detail: 'Signup successful. Check your email for the verification code.' }, 201)
  })

  app.post('/app-user/login', async (c) => {
    const deps = c.get('deps')
    const body = await readJson(c)
    const address = typeof body.email === 'string' ? body.email.trim().toLowerCase() : ''
    const secret = typeof body.password === 'string' ? body.password : ''
    if (!address || !secret) throw badRequest('Credentials are required.')
    // Wrong passwords are counted per address and account (so a stranger can't lock a shopper
    // out everywhere) and per address (so one address can't try many accounts).
    const ip = clientAddress(c, deps.trustProxy)
    const perAccount = [`login:${ip}|${address}`, deps.limits.loginFailuresPerAccount] as const
    const perAddress = [`login:${ip}`, deps.limits.loginFailuresPerAddress] as const
    assertAllowed(deps.limiter.check(...perAccount), deps.limiter.check(...perAddress))
    const user = findUser(deps, address)
    if (!user || !verifyPassword(secret, user.password_hash)) {
      deps.limiter.hit(...perAccount)
      deps.limiter.hit(...perAddress)
      throw unauthorized('Invalid email or password')
    }
    deps.limiter.clear(perAccount[0])
    if (!user.verified) throw new HttpError(403, 'Verify your email before logging in.')
    return c.json({ ...(await deps.tokens.issue(user.id)), user: publicUser(user) })
  })

  app.post('/token/refresh', async (c) => {
    const body = await readJson(c)
    const token = typeof body.token === 'string' ? body.token : typeof body.refresh === 'string' ? body.refresh : ''
    if (!token) throw badRequest('Refresh token is required.')
    return c.json(await c.get('deps').tokens.refresh(token))
  })

  app.post('/app-user/logout', async (c) => {
    const body = await readJson(c)
    const token = typeof body.refresh === 'string' ? body.refresh : typeof body.token === 'string' ? body.token : ''
    if (!token) throw badRequest('Refresh token is required.')
    await c.get('deps').tokens.revoke(token)
    return c.json({ detail: 'Logged out.' })
  })

  app.post('/email/verify-email-app-user', async (c) => {
    const deps = c.get('deps')
    const body = await readJson(c)
    const address = email(body)
    const code = requiredString(body, 'otp', 'OTP is required.', 12)
    const user = findUser(deps, address)
    const codeId = checkCode(c, address, 'verify', code, Boolean(user))
    if (!user) throw badRequest(WRONG_CODE)
    deps.db.prepare('UPDATE codes SET used = 1 WHERE id = ?').run(codeId)
    deps.db.prepare('UPDATE users SET verified = 1, updated_at = ? WHERE id = ?').run(now(), user.id)
    return c.json({ detail: 'Email verified. You can now log in.' })
  })

  app.post('/email/resend-verification-email', async (c) => {
    const deps = c.get('deps')
    const address = email(await readJson(c))
    takeCodeRequest(c, address)
    const user = findUser(deps, address)
    if (user && !user.verified) sendCode(deps, address, 'verify')
    return c.json({ detail: 'If the account exists and is not verified, a new code is on its way.' })
  })

  app.post('/password-reset', async (c) => {
    const deps = c.get('deps')
    const address = email(await readJson(c))
    takeCodeRequest(c, address)
    // The same answer whether or not the account exists: no account discovery.
    if (findUser(deps, address)) sendCode(deps, address, 'reset')
    return c.json({ detail: 'If the account exists, a reset code is on its way.' })
  })

  app.post('/password-reset-enter-code', async (c) => {
    const deps = c.get('deps')
    const body = await readJson(c)
    const address = email(body)
    const code = requiredString(body, 'code', 'Code is required.', 12)
    const codeId = checkCode(c, address, 'reset', code)
    deps.db.prepare('UPDATE codes SET verified = 1 WHERE id = ?').run(codeId)
    return c.json({ detail: 'Code accepted. Choose a new password.' })
  })

  app.post('/password-reset-enter-new-password-app-user', async (c) => {
    const deps = c.get('deps')
    const body = await readJson(c)
    const address = email(body)
    const secret = password(body)
    const ip = clientAddress(c, deps.trustProxy)
    deps.limiter.take(
      [`new-password:${ip}|${address}`, deps.limits.newPasswordsPerAccount],
      [`new-password:${ip}`, deps.limits.newPasswordsPerAddress],
    )
    const row = deps.db
      .prepare(
        "SELECT id, expires_at FROM codes WHERE email = ? AND kind = 'reset' AND verified = 1 AND used = 0 ORDER BY id DESC LIMIT 1",
      )
      .get(address) as { id: number; expires_at: number } | undefined
    const user = findUser(deps, address)
    if (!row || !user || row.expires_at < deps.clock()) throw badRequest('Enter the reset code first.')
    deps.db.transaction(() => {
      deps.db.prepare('UPDATE codes SET used = 1 WHERE id = ?').run(row.id)
      deps.db
        .prepare('UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?')
        .run(hashPassword(secret), now(), user.id)
      deps.db.prepare('UPDATE refresh_tokens SET revoked = 1 WHERE user_id = ?').run(user.id)
    })()
    return c.json({ detail: 'Password changed. Log in with your new password.' })
  })

  app.get('/app-user/data-jwt', async (c) => {
    const userId = await requireUser(c)
    return c.json(userActivities(c.get('deps'), userId))
  })

  return app
}

/** Every field of SPEC §3 "User activities". */
export function userActivities(deps: ServerDeps, userId: number) {
  const db = deps.db
  const user = db.prepare('SELECT * FROM users WHERE id = ?').get(userId) as UserRow & {
    referral_code: string
    created_at: string
    updated_at: string
  }
  const likes = (kind: string) =>
    db
      .prepare(
        'SELECT id, target_id AS likes, user_id AS user, created_at, updated_at FROM likes WHERE user_id = ? AND kind = ? ORDER BY id',
      )
      .all(userId, kind)
  const ratings = (kind: string) =>
    db
      .prepare(
        'SELECT id, rating, target_id AS ratings, user_id AS user, created_at, updated_at FROM ratings WHERE user_id = ? AND kind = ? ORDER BY id',
      )
      .all(userId, kind)
  const referrals = db.prepare('SELECT COUNT(*) AS n FROM users WHERE referred_by = ?').get(userId) as { n: number }
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    username: user.username,
    referral_count: referrals.n,
    unique_referral_code: user.referral_code,
    user_created_at: user.created_at,
    user_updated_at: user.updated_at,
    coupon_likes: likes('coupon'),
    coupon_rating: ratings('coupon'),
    discount_likes: likes('discount'),
    discount_ratings: ratings('discount'),
    featureddeals_likes: likes('featured'),
    featureddeals_ratings: ratings('featured'),
    liked_blogpost: likes('blog'),
    liked_restaurants: likes('store'),
    rated_restaurants: ratings('store'),
    subscribed_restaurants: db
      .prepare(
        'SELECT id, store_id AS subscribed, user_id AS user, created_at, updated_at FROM subscriptions WHERE user_id = ? ORDER BY id',
      )
      .all(userId),
  }
}
