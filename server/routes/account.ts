import type { Handlers } from './endpoint-routes'
import { checkCode, askerOf, endCodes, sendCode, sendNotice, takeCodeRequest, WRONG_CODE } from '../auth/codes'
import { signedInUser, type AppContext } from '../http/context'
import { now } from '../database/settings'
import { badRequest, unauthorized } from '../http/http-error'
import { startLogin } from '../auth/login-guard'
import { hashPassword, verifyNobody, verifyPassword } from '../auth/passwords'
import { inputOf } from '../http/request-input'
import { findUser, publicUser, userActivities, type UserRow } from '../auth/users'
import { passwordResetHandlers } from './password-reset'
import { profileHandlers } from './profile'
import { UNVERIFIED_LOGIN } from '../../contract/messages'

export { UNVERIFIED_LOGIN }

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
    await takeCodeRequest(c, address, { signup: true })
    // Hashed whether or not the address has an account: the answer and its timing are the same.
    const hash = await hashPassword(secret)
    const created = now()
    const referral = `GIDI-${Math.random().toString(36).slice(2, 8).toUpperCase()}`
    const outcome = await deps.kysely.transaction().execute(async (trx): Promise<'verified' | 'pending'> => {
      const inserted = await trx
        .insertInto('users')
        .values({
          email: address,
          password_hash: hash,
          first_name: firstName,
          last_name: lastName,
          username: username ?? null,
          referral_code: referral,
          created_at: created,
          updated_at: created,
        })
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirst()
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return 'pending'
      // An unverified account proves nothing about who signed it up: the latest signup's
      // password and names replace it, and only a code from the inbox makes it an account.
      // Two signups mean two people may know a password of it (a squatter before or after the
      // owner): it is contested, and verifying it needs the verifier's own password (below).
      const replaced = await trx
        .updateTable('users')
        .set({
          password_hash: hash,
          first_name: firstName,
          last_name: lastName,
          username: username ?? null,
          contested: 1,
          updated_at: created,
        })
        .where('email', '=', address)
        .where('verified', '=', 0)
        .executeTakeFirst()
      return Number(replaced.numUpdatedRows) > 0 ? 'pending' : 'verified'
    })
    // The same answer either way; the owner of an account hears about the attempt by e-mail.
    if (outcome === 'pending') sendCode(deps, address, 'verify', askerOf(c))
    else sendNotice(deps, address, 'signup-attempt')
    return c.json({ detail: 'Signup successful. Check your email for the verification code.' }, 201)
  },

  login: async (c: AppContext) => {
    const deps = c.get('deps')
    const { email: address, password: secret } = inputOf(c, 'login')
    const user = await findUser(deps, address)
    const attempt = await startLogin(c, address, user?.id)
    // An unknown email costs the same hashing as a wrong password: the timing tells nothing.
    let matches: boolean
    try {
      matches = user ? await verifyPassword(secret, user.password_hash) : await verifyNobody(secret)
    } catch (error) {
      await attempt.failed()
      throw error
    }
    if (!user || !matches) {
      await attempt.failed()
      throw unauthorized('Invalid email or password')
    }
    await attempt.succeeded(user.id)
    // A 400 with words the shopper can act on (the app shows a 403 as the error catalogue's (docs/errors.md#403)
    // "Access Forbidden", which is for real permission failures).
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
    await c.get('deps').tokens.endEverySession(signedInUser(c))
    return c.json({ detail: 'Logged out on every device.' })
  },

  verifyEmail: async (c: AppContext) => {
    const deps = c.get('deps')
    // Beyond the original spec (docs/api.md#extensions): the password the verifier chose at signup (the app still holds
    // it). The code proves the inbox, so whoever enters it sets the password, whichever signup came last.
    const { email: address, otp: code, password: secret } = inputOf(c, 'verifyEmail')
    const user = await findUser(deps, address)
    const codeId = await checkCode(c, address, 'verify', code, Boolean(user))
    if (!user) throw badRequest(WRONG_CODE)
    // Hashed after the code is checked (and counted), so wrong codes cost no hashing.
    const hash = secret === undefined ? undefined : await hashPassword(secret)
    const outcome = await deps.kysely
      .transaction()
      .execute(async (trx): Promise<'wrong' | 'set' | 'kept' | 'cleared'> => {
        // Once only: a parallel verification, or a new code sent meanwhile, wins.
        const used = await trx
          .updateTable('codes')
          .set({ used: 1 })
          .where('id', '=', codeId)
          .where('used', '=', 0)
          .executeTakeFirst()
        if (Number(used.numUpdatedRows) === 0) return 'wrong'
        // Verified: the other live codes (asked from elsewhere) end with it.
        await endCodes(trx, address, 'verify')
        const stamp = now()
        if (hash !== undefined) {
          // Only while unverified: a verified account's password changes through a reset.
          await trx
            .updateTable('users')
            .set((eb) => ({
              contested: 0,
              updated_at: stamp,
              password_hash: eb.case().when('verified', '=', 0).then(hash).else(eb.ref('password_hash')).end(),
              verified: 1,
            }))
            .where('id', '=', user.id)
            .execute()
          return 'set'
        }
        // No password sent: the code proves the inbox, not who chose the password. A lone signup may
        // be a squatter's, so an unverified account keeps none; the owner sets one with a reset.
        // Read inside the transaction: a signup may have come in since the lookup above.
        const current: Pick<UserRow, 'verified'> | undefined = await trx
          .selectFrom('users')
          .select(['verified'])
          .where('id', '=', user.id)
          .executeTakeFirst()
        const unverified = current?.verified === 0
        await trx
          .updateTable('users')
          .set({ verified: 1, contested: 0, updated_at: stamp, ...(unverified ? { password_hash: '' } : {}) })
          .where('id', '=', user.id)
          .execute()
        return unverified ? 'cleared' : 'kept'
      })
    if (outcome === 'wrong') throw badRequest(WRONG_CODE)
    if (outcome === 'cleared')
      return c.json({ detail: 'Email verified. Choose a password with "Forgot password" to log in.' })
    return c.json({ detail: 'Email verified. You can now log in.' })
  },

  resendVerificationEmail: async (c: AppContext) => {
    const deps = c.get('deps')
    const { email: address } = inputOf(c, 'resendVerificationEmail')
    await takeCodeRequest(c, address)
    const user = await findUser(deps, address)
    if (user && !user.verified) sendCode(deps, address, 'verify', askerOf(c))
    return c.json({ detail: 'If the account exists and is not verified, a new code is on its way.' })
  },

  ...passwordResetHandlers,

  ...profileHandlers,

  userActivities: async (c: AppContext) => {
    return c.json(await userActivities(c.get('deps'), signedInUser(c)))
  },
} satisfies Partial<Handlers>
