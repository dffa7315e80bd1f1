// A new e-mail for a signed-in account is proven before it is the account's: a code goes to the new
// address (after the answer, ./outbox.ts), and only the account that asked can enter it. The answer
// is the same whether or not another account has the address: that address's owner is told someone
// tried to use it, and gets no code. Until the code is entered the account keeps its old address;
// then the old address is told of the change.
import { randomInt } from 'node:crypto'
import { EMAIL_TAKEN } from '../../contract/endpoints/account'
import { CODE_MINUTES } from '../config'
import { isUniqueViolation } from '../database/dialect-sql'
import type { UserRow } from './users'
import { now } from '../database/settings'
import { clientAddress } from '../http/client-address'
import type { AppContext, ServerDeps } from '../http/context'
import { badRequest } from '../http/http-error'
import { accountKey, tooManyAttempts } from '../limits/rate-limit'
import { sendNotice, WRONG_CODE } from './codes'

const KIND = 'email-change'

/** The budgets of asking: per account and per address (each ask mails the new address). */
export async function takeEmailChange(c: AppContext, userId: number): Promise<void> {
  const { limiter, limits, trustProxy } = c.get('deps')
  await limiter.take(
    [accountKey(`email-changes:${userId}`), limits.emailChangesPerAccount],
    [`email-changes:${clientAddress(c, trustProxy)}`, limits.emailChangesPerAddress],
  )
}

/**
 * After the answer: a code to `to` for the account (its earlier change codes end), or, when another
 * account has `to`, a notice to that address instead.
 */
export function sendEmailChange(deps: ServerDeps, userId: number, to: string): void {
  deps.outbox.send(async () => {
    const owner = await deps.kysely.selectFrom('users').select('id').where('email', '=', to).executeTakeFirst()
    if (owner) return sendNotice(deps, to, 'email-change-attempt')
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
    await deps.kysely.transaction().execute(async (trx) => {
      await trx.updateTable('codes').set({ used: 1 }).where('user_id', '=', userId).where('kind', '=', KIND).execute()
      await trx
        .insertInto('codes')
        .values({
          email: to,
          kind: KIND,
          code,
          user_id: userId,
          expires_at: deps.clock() + CODE_MINUTES * 60_000,
          created_at: now(),
        })
        .execute()
    })
    await deps.mailer({ to, kind: KIND, code })
  })
}

/**
 * The account's live change code, checked: 5 wrong tries each (then it is void: only this account
 * can try it), and the address's budget of wrong codes. The right one moves the account to its
 * address (400 EMAIL_TAKEN if another account took it since) and tells the old address.
 */
export async function confirmEmailChange(c: AppContext, user: UserRow, code: string): Promise<void> {
  const deps = c.get('deps')
  const { kysely, limiter, limits } = deps
  const row = await kysely
    .selectFrom('codes')
    .select(['id', 'email', 'code'])
    .where('user_id', '=', user.id)
    .where('kind', '=', KIND)
    .where('used', '=', 0)
    .where('expires_at', '>=', deps.clock())
    .orderBy('id', 'desc')
    .executeTakeFirst()
  const perAddress = [`wrong-codes:${clientAddress(c, deps.trustProxy)}`, limits.wrongCodesPerAddress] as const
  const fromAddress = await limiter.hit(perAddress)
  if (!fromAddress.allowed) throw tooManyAttempts(fromAddress.retryAfterSeconds)
  if (!row) throw badRequest(WRONG_CODE)
  if (row.code !== code.trim()) {
    const tries = [
      accountKey(`email-change:${row.id}`),
      { limit: limits.wrongTriesPerEmailChange, windowMs: CODE_MINUTES * 60_000 },
    ] as const
    const counted = await limiter.hit(tries)
    if (!counted.allowed || (await limiter.count(tries[0])) >= limits.wrongTriesPerEmailChange)
      await kysely.updateTable('codes').set({ used: 1 }).where('id', '=', row.id).execute()
    throw badRequest(WRONG_CODE)
  }
  await limiter.refund(perAddress[0])
  try {
    await kysely.transaction().execute(async (trx) => {
      const used = await trx
        .updateTable('codes')
        .set({ used: 1 })
        .where('id', '=', row.id)
        .where('used', '=', 0)
        .executeTakeFirst()
      if (Number(used.numUpdatedRows) === 0) throw badRequest(WRONG_CODE)
      await trx.updateTable('users').set({ email: row.email, updated_at: now() }).where('id', '=', user.id).execute()
    })
  } catch (error) {
    // Another account took the address after the code was sent: only the inbox's owner learns it.
    if (isUniqueViolation(error)) throw badRequest(EMAIL_TAKEN)
    throw error
  }
  // The old inbox hears of it: an owner whose unlocked phone someone else used finds out.
  sendNotice(deps, user.email, 'email-changed')
}
