// Beyond the original spec (docs/api.md#extensions): the signed-in shopper's profile (names, e-mail, a
// new e-mail proven by a code) and a new password while signed in (docs/api.md#profile). A current password is checked
// through the login guard, so these calls buy no more guesses than the login form does.
import type { Handlers } from './endpoint-routes'
import { confirmEmailChange, sendEmailChange, takeEmailChange } from '../auth/email-change'
import { requireUser, type AppContext } from '../http/context'
import { now } from '../database/settings'
import { badRequest, forbidden, notFound } from '../http/http-error'
import { startLogin } from '../auth/login-guard'
import { hashPassword, verifyPassword } from '../auth/passwords'
import { inputOf } from '../http/request-input'
import { publicUser, type UserRow } from '../auth/users'
import {
  CURRENT_PASSWORD_FOR_EMAIL,
  CURRENT_PASSWORD_REQUIRED,
  EMAIL_CHANGE_SENT,
  EMAIL_CHANGED,
  EMAIL_TAKEN,
  WRONG_CURRENT_PASSWORD,
} from '../../contract/endpoints/account'
import { PASSWORD_MAX } from '../../contract/rules'

export { CURRENT_PASSWORD_FOR_EMAIL, CURRENT_PASSWORD_REQUIRED, EMAIL_TAKEN, WRONG_CURRENT_PASSWORD }

const userById = (c: AppContext, id: number): Promise<UserRow | undefined> =>
  c.get('deps').kysely.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()

/**
 * The body's current password must be the account's. A wrong one is counted like a wrong login
 * (../auth/login-guard.ts: budgets and the growing wait) and refused with a 400 — never a 401, which
 * the app reads as an ended session and logs out on. None says `missing`: the form's words
 * for that field (contract/messages.ts).
 */
async function checkCurrentPassword(
  c: AppContext,
  user: UserRow,
  secret: string | undefined,
  missing = CURRENT_PASSWORD_REQUIRED,
): Promise<void> {
  if (typeof secret !== 'string' || secret === '') throw badRequest(missing)
  if (secret.length > PASSWORD_MAX) throw badRequest(WRONG_CURRENT_PASSWORD)
  const attempt = await startLogin(c, user.email, user.id)
  let matches: boolean
  try {
    matches = await verifyPassword(secret, user.password_hash)
  } catch (error) {
    await attempt.failed()
    throw error
  }
  if (!matches) {
    await attempt.failed()
    throw badRequest(WRONG_CURRENT_PASSWORD)
  }
  await attempt.succeeded(user.id)
}

/** A body may name its user (like the API's writes (docs/api.md#auth)); it must then be the token's user. */
function checkNamedUser(named: number | undefined, userId: number): void {
  if (named !== undefined && named !== userId) throw forbidden()
}

export const profileHandlers = {
  updateProfile: async (c: AppContext) => {
    const userId = await requireUser(c)
    const deps = c.get('deps')
    // The signup form's rules and words, checked by the endpoint's schema (contract/endpoints/account.ts).
    const body = inputOf(c, 'updateProfile')
    checkNamedUser(body.user, userId)
    const { first_name: firstName, last_name: lastName, email: address } = body
    const user = await userById(c, userId)
    if (!user) throw notFound()
    const changesEmail = address !== user.email
    if (changesEmail) {
      await checkCurrentPassword(c, user, body.current_password, CURRENT_PASSWORD_FOR_EMAIL)
      await takeEmailChange(c, userId)
    }
    await deps.kysely
      .updateTable('users')
      .set({ first_name: firstName, last_name: lastName, updated_at: now() })
      .where('id', '=', userId)
      .execute()
    // The new address is the account's once its code is entered (../auth/email-change.ts); the
    // answer says nothing of whether another account has it.
    if (changesEmail) sendEmailChange(deps, userId, address)
    const saved = await userById(c, userId)
    if (!saved) throw notFound()
    return c.json({
      detail: changesEmail ? EMAIL_CHANGE_SENT : 'Profile saved.',
      user: publicUser(saved),
      pending_email: changesEmail ? address : null,
    })
  },

  confirmEmailChange: async (c: AppContext) => {
    const userId = await requireUser(c)
    const body = inputOf(c, 'confirmEmailChange')
    checkNamedUser(body.user, userId)
    const user = await userById(c, userId)
    if (!user) throw notFound()
    await confirmEmailChange(c, user, body.code)
    const saved = await userById(c, userId)
    if (!saved) throw notFound()
    return c.json({ detail: EMAIL_CHANGED, user: publicUser(saved) })
  },

  changePassword: async (c: AppContext) => {
    const userId = await requireUser(c)
    const deps = c.get('deps')
    // The signup and reset rules and words, checked by the endpoint's schema.
    const body = inputOf(c, 'changePassword')
    checkNamedUser(body.user, userId)
    const secret = body.password
    const user = await userById(c, userId)
    if (!user) throw notFound()
    await checkCurrentPassword(c, user, body.current_password)
    const hash = await hashPassword(secret)
    await deps.kysely.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ password_hash: hash, updated_at: now() }).where('id', '=', userId).execute()
      // Every session ends (a thief's too); this phone carries on in a new one.
      await deps.tokens.endEverySession(userId, trx)
    })
    const tokens = await deps.tokens.issue(userId)
    return c.json({ detail: 'Password changed. You are logged out on every other phone and browser.', ...tokens })
  },
} satisfies Partial<Handlers>
