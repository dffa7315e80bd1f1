// The password reset: a code by email, then the code entered, then the new password.
//
// Entering the right code returns a reset token (random, single use, kept hashed, alive for
// RESET_TOKEN_MINUTES). The new password needs that token, or the code itself again: so only
// the client that proved it has the email can finish, never someone polling the last step
// for an address while its owner is between steps. A new reset request from the token's own lane
// (its address) voids the token; a stranger's voids nothing (../auth/codes.ts).
import type { Handlers } from './endpoint-routes'
import { createHash, randomBytes } from 'node:crypto'
import { checkCode, askerOf, endCodes, sendCode, takeCodeRequest, WRONG_CODE } from '../auth/codes'
import { TEXT_LIMITS } from '../../contract/rules'
import { RESET_TOKEN_MINUTES } from '../config'
import type { AppContext } from '../http/context'
import { now } from '../database/settings'
import { badRequest } from '../http/http-error'
import { hashPassword } from '../auth/passwords'
import { emailKey } from '../limits/rate-limit'
import { clientAddress } from '../http/client-address'
import { inputOf } from '../http/request-input'
import { findUser } from '../auth/users'
import { trustDevice } from '../auth/login-guard'

const sha256 = (text: string) => createHash('sha256').update(text).digest()

type ResetRow = { id: number; reset_token_expires_at: number | null }

export const passwordResetHandlers = {
  requestPasswordReset: async (c: AppContext) => {
    const deps = c.get('deps')
    const { email: address } = inputOf(c, 'requestPasswordReset')
    await takeCodeRequest(c, address)
    // The same answer whether or not the account exists: no account discovery.
    if (await findUser(deps, address)) sendCode(deps, address, 'reset', askerOf(c))
    return c.json({ detail: 'If the account exists, a reset code is on its way.' })
  },

  enterPasswordResetCode: async (c: AppContext) => {
    const deps = c.get('deps')
    const { email: address, code } = inputOf(c, 'enterPasswordResetCode')
    const codeId = await checkCode(c, address, 'reset', code)
    const token = randomBytes(32).toString('base64url')
    // Entering the code again gives a new token; the earlier one stops working.
    await deps.kysely
      .updateTable('codes')
      .set({
        verified: 1,
        reset_token_hash: sha256(token).toString('hex'),
        reset_token_expires_at: deps.clock() + RESET_TOKEN_MINUTES * 60_000,
        // Only this lane's next ask voids it (../auth/codes.ts).
        reset_token_lane: askerOf(c).lane,
      })
      .where('id', '=', codeId)
      .execute()
    return c.json({ detail: 'Code accepted. Choose a new password.', reset_token: token })
  },

  setNewPassword: async (c: AppContext) => {
    const deps = c.get('deps')
    const body = inputOf(c, 'setNewPassword')
    const { email: address, password: secret } = body
    const ip = clientAddress(c, deps.trustProxy)
    await deps.limiter.take(
      [`new-password:${ip}|${emailKey(deps.tokens, address)}`, deps.limits.newPasswordsPerAccount],
      [`new-password:${ip}`, deps.limits.newPasswordsPerAddress],
    )
    const token = body.reset_token || null
    const code = body.code?.trim() ? body.code.slice(0, TEXT_LIMITS.code) : null
    if (!token && !code) throw badRequest('Enter the reset code first.')
    const user = await findUser(deps, address)
    let codeId: number
    if (token) {
      // Found by its hash (a token is 32 random bytes): each live code may hold one.
      const row: ResetRow | undefined = await deps.kysely
        .selectFrom('codes')
        .select(['id', 'reset_token_expires_at'])
        .where('email', '=', address)
        .where('kind', '=', 'reset')
        .where('used', '=', 0)
        .where('reset_token_hash', '=', sha256(token).toString('hex'))
        .executeTakeFirst()
      const valid = row && (row.reset_token_expires_at ?? 0) >= deps.clock()
      if (!valid || !user) throw badRequest(WRONG_CODE)
      codeId = row.id
    } else {
      codeId = await checkCode(c, address, 'reset', code ?? '', Boolean(user))
      if (!user) throw badRequest(WRONG_CODE)
    }
    const hash = await hashPassword(secret)
    await deps.kysely.transaction().execute(async (trx) => {
      // Used once: the code and its token are void from here (a second use meanwhile lost).
      const used = await trx
        .updateTable('codes')
        .set({ used: 1 })
        .where('id', '=', codeId)
        .where('used', '=', 0)
        .executeTakeFirst()
      if (Number(used.numUpdatedRows) === 0) throw badRequest(WRONG_CODE)
      // The other live reset codes (asked from elsewhere) end with it.
      await endCodes(trx, address, 'reset')
      await trx.updateTable('users').set({ password_hash: hash, updated_at: now() }).where('id', '=', user.id).execute()
      await deps.tokens.endEverySession(user.id, trx)
    })
    // The inbox proved the owner: this browser logs in past any campaign's wait.
    trustDevice(c, user.id)
    return c.json({ detail: 'Password changed. Log in with your new password.' })
  },
} satisfies Partial<Handlers>
