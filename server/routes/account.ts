import type { Handlers } from '../endpoint-routes'
import { checkCode, sendCode, sendNotice, takeCodeRequest, WRONG_CODE } from '../codes'
import { signedInUser, type AppContext } from '../context'
import { now } from '../db'
import { badRequest, unauthorized } from '../http-error'
import { startLogin } from '../login-guard'
import { hashPassword, verifyNobody, verifyPassword } from '../passwords'
import { inputOf } from '../request-input'
import { findUser, publicUser, userActivities, type UserRow } from '../users'
import { passwordResetHandlers } from './password-reset'
import { profileHandlers } from './profile'

export const UNVERIFIED_LOGIN = 'Verify your email before logging in.'

export const accountHandlers = {
  signup: async (c: AppContext) => {
    const deps = c.get('deps')
    const {
      email: address,
      password: secret,
      first_name: firstName,
      last_name: lastName,
      username,
    } = inputOf(c, 'signup')
    takeCodeRequest(c, address, { signup: true })
    // Hashed whether or not the address has an account: the answer and its timing are the same.
    const hash = await hashPassword(secret)
    const created = now()
    const referral = `GIDI-${Math.random().toString(36).slice(2, 8).toUpperCase()}`
    const outcome = deps.db.transaction((): 'verified' | 'pending' => {
      const inserted = deps.db
        .prepare(
          `INSERT OR IGNORE INTO users (email, password_hash, first_name, last_name, username, referral_code, created_at, updated_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(address, hash, firstName, lastName, username, referral, created, created)
      if (inserted.changes > 0) return 'pending'
      // An unverified account proves nothing about who signed it up: the latest signup's
      // password and names replace it, and only a code from the inbox makes it an account.
      // Two signups mean two people may know a password of it (a squatter before or after the
      // owner): it is contested, and verifying it needs the verifier's own password (below).
      const replaced = deps.db
        .prepare(
          'UPDATE users SET password_hash = ?, first_name = ?, last_name = ?, username = ?, contested = 1, updated_at = ? WHERE email = ? AND verified = 0',
        )
        .run(hash, firstName, lastName, username, created, address)
      return replaced.changes > 0 ? 'pending' : 'verified'
    })()
    // The same answer either way; the owner of an account hears about the attempt by e-mail.
    if (outcome === 'pending') sendCode(deps, address, 'verify')
    else sendNotice(deps, address, 'signup-attempt')
    return c.json({ detail: 'Signup successful. Check your email for the verification code.' }, 201)
  },

  login: async (c: AppContext) => {
    const deps = c.get('deps')
    const { email: address, password: secret } = inputOf(c, 'login')
    const user = findUser(deps, address)
    const attempt = startLogin(c, address, user?.id)
    // An unknown email costs the same hashing as a wrong password: the timing tells nothing.
    let matches: boolean
    try {
      matches = user ? await verifyPassword(secret, user.password_hash) : await verifyNobody(secret)
    } catch (error) {
      attempt.failed()
      throw error
    }
    if (!user || !matches) {
      attempt.failed()
      throw unauthorized('Invalid email or password')
    }
    attempt.succeeded(user.id)
    // A 400 with words the shopper can act on (the app shows a 403 as SPEC §8's "Access
    // Forbidden", which is for real permission failures).
    if (!user.verified) throw badRequest(UNVERIFIED_LOGIN)
    return c.json({ ...(await deps.tokens.issue(user.id)), user: publicUser(user) })
  },

  refreshToken: async (c: AppContext) => {
    const { token, refresh } = inputOf(c, 'refreshToken')
    return c.json(await c.get('deps').tokens.refresh(token || refresh || ''))
  },

  logout: async (c: AppContext) => {
    const { refresh, token } = inputOf(c, 'logout')
    await c.get('deps').tokens.revoke(refresh || token || '')
    return c.json({ detail: 'Logged out.' })
  },

  logoutEverywhere: async (c: AppContext) => {
    c.get('deps').tokens.endEverySession(signedInUser(c))
    return c.json({ detail: 'Logged out on every device.' })
  },

  verifyEmail: async (c: AppContext) => {
    const deps = c.get('deps')
    // Beyond SPEC §7: the password the verifier chose at signup (the app still holds it). The
    // code proves the inbox, so whoever enters it sets the password, whichever signup came last.
    const { email: address, otp: code, password: secret } = inputOf(c, 'verifyEmail')
    const user = findUser(deps, address)
    const codeId = checkCode(c, address, 'verify', code, Boolean(user))
    if (!user) throw badRequest(WRONG_CODE)
    // Hashed after the code is checked (and counted), so wrong codes cost no hashing.
    const hash = secret === undefined ? undefined : await hashPassword(secret)
    const outcome = deps.db.transaction((): 'wrong' | 'set' | 'kept' | 'cleared' => {
      // Once only: a parallel verification, or a new code sent meanwhile, wins.
      if (deps.db.prepare('UPDATE codes SET used = 1 WHERE id = ? AND used = 0').run(codeId).changes === 0)
        return 'wrong'
      const stamp = now()
      if (hash !== undefined) {
        // Only while unverified: a verified account's password changes through a reset.
        deps.db
          .prepare(
            `UPDATE users SET contested = 0, updated_at = ?,
              password_hash = CASE WHEN verified = 0 THEN ? ELSE password_hash END, verified = 1 WHERE id = ?`,
          )
          .run(stamp, hash, user.id)
        return 'set'
      }
      // No password sent, and two signups set one: it may be the squatter's. The owner (who
      // has the inbox) sets their own with a password reset; nobody's password works till then.
      // Read inside the transaction: a signup may have come in since the lookup above.
      const current = deps.db.prepare('SELECT contested, verified FROM users WHERE id = ?').get(user.id) as
        Pick<UserRow, 'contested' | 'verified'> | undefined
      const contested = current?.contested === 1 && current.verified === 0
      deps.db
        .prepare(
          `UPDATE users SET verified = 1, contested = 0, updated_at = ?,
            password_hash = CASE WHEN ? THEN '' ELSE password_hash END WHERE id = ?`,
        )
        .run(stamp, contested ? 1 : 0, user.id)
      return contested ? 'cleared' : 'kept'
    })()
    if (outcome === 'wrong') throw badRequest(WRONG_CODE)
    if (outcome === 'cleared')
      return c.json({ detail: 'Email verified. Choose a password with "Forgot password" to log in.' })
    return c.json({ detail: 'Email verified. You can now log in.' })
  },

  resendVerificationEmail: async (c: AppContext) => {
    const deps = c.get('deps')
    const { email: address } = inputOf(c, 'resendVerificationEmail')
    takeCodeRequest(c, address)
    const user = findUser(deps, address)
    if (user && !user.verified) sendCode(deps, address, 'verify')
    return c.json({ detail: 'If the account exists and is not verified, a new code is on its way.' })
  },

  ...passwordResetHandlers,

  ...profileHandlers,

  userActivities: async (c: AppContext) => {
    return c.json(userActivities(c.get('deps'), signedInUser(c)))
  },
} satisfies Partial<Handlers>
