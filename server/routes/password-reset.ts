// The password reset: a code by email, then the code entered, then the new password.
//
// Entering the right code returns a reset token (random, single use, kept hashed, alive for
// RESET_TOKEN_MINUTES). The new password needs that token, or the code itself again: so only
// the client that proved it has the email can finish, never someone polling the last step
// for an address while its owner is between steps. A new reset request voids the token.
import type { Handlers } from '../endpoint-routes'
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { checkCode, sendCode, takeCodeRequest, WRONG_CODE } from '../codes'
import { TEXT_LIMITS } from '../../contract/rules'
import { RESET_TOKEN_MINUTES } from '../config'
import type { AppContext } from '../context'
import { now } from '../db'
import { badRequest } from '../http-error'
import { hashPassword } from '../passwords'
import { clientAddress } from '../rate-limit'
import { inputOf } from '../request-input'
import { findUser } from '../users'

const sha256 = (text: string) => createHash('sha256').update(text).digest()

type ResetRow = { id: number; reset_token_hash: string | null; reset_token_expires_at: number | null }

export const passwordResetHandlers = {
  requestPasswordReset: async (c: AppContext) => {
    const deps = c.get('deps')
    const { email: address } = inputOf(c, 'requestPasswordReset')
    takeCodeRequest(c, address)
    // The same answer whether or not the account exists: no account discovery.
    if (findUser(deps, address)) sendCode(deps, address, 'reset')
    return c.json({ detail: 'If the account exists, a reset code is on its way.' })
  },

  enterPasswordResetCode: async (c: AppContext) => {
    const deps = c.get('deps')
    const { email: address, code } = inputOf(c, 'enterPasswordResetCode')
    const codeId = checkCode(c, address, 'reset', code)
    const token = randomBytes(32).toString('base64url')
    // Entering the code again gives a new token; the earlier one stops working.
    deps.db
      .prepare('UPDATE codes SET verified = 1, reset_token_hash = ?, reset_token_expires_at = ? WHERE id = ?')
      .run(sha256(token).toString('hex'), deps.clock() + RESET_TOKEN_MINUTES * 60_000, codeId)
    return c.json({ detail: 'Code accepted. Choose a new password.', reset_token: token })
  },

  setNewPassword: async (c: AppContext) => {
    const deps = c.get('deps')
    const body = inputOf(c, 'setNewPassword')
    const { email: address, password: secret } = body
    const ip = clientAddress(c, deps.trustProxy)
    deps.limiter.take(
      [`new-password:${ip}|${address}`, deps.limits.newPasswordsPerAccount],
      [`new-password:${ip}`, deps.limits.newPasswordsPerAddress],
    )
    const token = body.reset_token || null
    const code = body.code?.trim() ? body.code.slice(0, TEXT_LIMITS.code) : null
    if (!token && !code) throw badRequest('Enter the reset code first.')
    const user = findUser(deps, address)
    let codeId: number
    if (token) {
      const row = deps.db
        .prepare(
          "SELECT id, reset_token_hash, reset_token_expires_at FROM codes WHERE email = ? AND kind = 'reset' AND used = 0 ORDER BY id DESC LIMIT 1",
        )
        .get(address) as ResetRow | undefined
      const stored = row?.reset_token_hash ? Buffer.from(row.reset_token_hash, 'hex') : null
      const valid =
        row && stored && timingSafeEqual(stored, sha256(token)) && (row.reset_token_expires_at ?? 0) >= deps.clock()
      if (!valid || !user) throw badRequest(WRONG_CODE)
      codeId = row.id
    } else {
      codeId = checkCode(c, address, 'reset', code ?? '', Boolean(user))
      if (!user) throw badRequest(WRONG_CODE)
    }
    const hash = await hashPassword(secret)
    deps.db.transaction(() => {
      // Used once: the code and its token are void from here (a second use meanwhile lost).
      if (deps.db.prepare('UPDATE codes SET used = 1 WHERE id = ? AND used = 0').run(codeId).changes === 0)
        throw badRequest(WRONG_CODE)
      deps.db.prepare('UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?').run(hash, now(), user.id)
      deps.tokens.endEverySession(user.id)
    })()
    return c.json({ detail: 'Password changed. Log in with your new password.' })
  },
} satisfies Partial<Handlers>
