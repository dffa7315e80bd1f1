// Emailed 6-digit codes: email verification and password reset. A code is the owner's: nobody else's
// asks or guesses cancel it. An ask sends the live code again (a new one once it has under
// RESEND_MINUTES left, the older still working till it ends), and the lane that asked (its address)
// has its own wrong tries at it, which no crowd can spend. Other lanes share a total per code; past
// it they are refused without a look, and the code lives on. A code ends when it is used or expires.
import { randomInt } from 'node:crypto'
import { CODE_MINUTES } from '../config'
import type { AppContext, ServerDeps } from '../http/context'
import { now } from '../database/settings'
import type { Kdb } from '../database/schema'
import { badRequest } from '../http/http-error'
import type { Budget } from '../limits/limits-store'
import { accountKey, emailKey, tooManyAttempts } from '../limits/rate-limit'
import { addressNetwork, clientAddress } from '../http/client-address'

export type CodeKind = 'verify' | 'reset'

export const WRONG_CODE = 'The code is invalid or has expired.'
const CODE_VOID = 'Too many wrong codes. Ask for a new code and try again.'
/** Past a code's total of wrong tries from lanes that did not ask for it: ask, and the code is yours too. */
export const CODE_CROWDED = 'Too many wrong codes were tried for this address. Ask for a new code and try again.'

/** A live code with less time left than this is not sent again: a new one is made beside it. */
const RESEND_MINUTES = 5

/** Who asks for and enters a code: the client's address (an IPv6 /64), and its lane (a keyed digest of it). */
export type Asker = { address: string; lane: string }

export function askerOf(c: AppContext): Asker {
  const { tokens, trustProxy } = c.get('deps')
  const address = clientAddress(c, trustProxy)
  return { address, lane: tokens.mac(`code-lane:${address}`) }
}

type LiveCode = { id: number; code: string; expires_at: number }

/** The email's live codes of the kind (not used, not expired), newest first. */
function liveCodes(db: Kdb, to: string, kind: string, time: number): Promise<LiveCode[]> {
  return db
    .selectFrom('codes')
    .select(['id', 'code', 'expires_at'])
    .where('email', '=', to)
    .where('kind', '=', kind)
    .where('used', '=', 0)
    .where('expires_at', '>=', time)
    .orderBy('id', 'desc')
    .limit(3)
    .execute()
}

/** Ends every code of the kind for the email (the account changed: verified, or a new password). */
export async function endCodes(db: Kdb, to: string, kind: string): Promise<void> {
  await db.updateTable('codes').set({ used: 1 }).where('email', '=', to).where('kind', '=', kind).execute()
}

/**
 * Sends a code, after the answer (./outbox.ts), through the server's mailer: the live one again, or
 * a new one. Its asker's lane tries at it apart from the crowd, with its wrong tries at it given
 * back (as a new code would; the request budgets bound how often), and a reset token it got
 * before is void from now.
 */
export function sendCode(deps: ServerDeps, to: string, kind: CodeKind, asker: Asker): void {
  deps.outbox.send(async () => {
    const { id, code } = await askedCode(deps, to, kind, asker.lane)
    await deps.limiter.clear(`code:${id}|${asker.address}`)
    await deps.mailer({ to, kind, code })
  })
}

/** The code to send `lane`: the live one while it has RESEND_MINUTES left, else a new one. */
async function askedCode(deps: ServerDeps, to: string, kind: string, lane: string): Promise<LiveCode> {
  const time = deps.clock()
  const [live] = await liveCodes(deps.kysely, to, kind, time)
  return deps.kysely.transaction().execute(async (trx) => {
    let row = live && live.expires_at - time >= RESEND_MINUTES * 60_000 ? live : undefined
    if (!row) {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      const expires = time + CODE_MINUTES * 60_000
      const { id } = await trx
        .insertInto('codes')
        .values({ email: to, kind, code, expires_at: expires, created_at: now() })
        .returning('id')
        .executeTakeFirstOrThrow()
      row = { id, code, expires_at: expires }
    }
    await trx
      .insertInto('code_askers')
      .values({ code_id: row.id, lane })
      .onConflict((conflict) => conflict.columns(['code_id', 'lane']).doNothing())
      .execute()
    // Asking again voids the reset token this lane got (a stranger's ask voids nobody's).
    await trx
      .updateTable('codes')
      .set({ reset_token_hash: null, reset_token_expires_at: null })
      .where('email', '=', to)
      .where('kind', '=', kind)
      .where('reset_token_lane', '=', lane)
      .execute()
    return row
  })
}

/**
 * An e-mail with no code (here: the mailbox row and a log line), after the answer like a code, e.g.
 * telling an account's owner that someone tried to sign up with their address.
 */
export function sendNotice(
  deps: ServerDeps,
  to: string,
  kind: 'signup-attempt' | 'email-changed' | 'email-change-attempt',
): void {
  deps.outbox.send(() => deps.mailer({ to, kind, code: '' }))
}

/**
 * A code asked for (signup, resend, reset): budgets per requester only (address and account,
 * the address's /48 network and account, the address across accounts), never per account
 * alone: a stranger's requests and wrong codes never stop the owner getting a code.
 */
export async function takeCodeRequest(c: AppContext, to: string, { signup = false } = {}): Promise<void> {
  const { limiter, limits, tokens, trustProxy } = c.get('deps')
  const ip = clientAddress(c, trustProxy)
  const email = emailKey(tokens, to)
  const fromAddress: Budget = signup
    ? [`signup:${ip}`, limits.signupsPerAddress]
    : [`code-requests:${ip}`, limits.codeRequestsPerAddress]
  await limiter.take(
    fromAddress,
    [`code-requests:${ip}|${email}`, limits.codeRequestsPerAccount],
    [`code-requests-network:${addressNetwork(ip)}|${email}`, limits.codeRequestsPerNetwork],
  )
}

/**
 * Checks an emailed code; returns the id of the live code it matches. Each lane has a few wrong
 * tries per code (then 429), and one address a budget of wrong codes for any accounts. A lane that
 * asked for the code tries on its own; the others share a total per code, past which they are
 * refused without a look (400 CODE_CROWDED: ask, and the code is theirs too). Tries are counted
 * before the comparison (parallel guesses cannot all slip past); the right code gives them back.
 * Nothing here ever voids a code.
 */
export async function checkCode(
  c: AppContext,
  to: string,
  kind: CodeKind,
  code: string,
  known = true,
): Promise<number> {
  const deps = c.get('deps')
  const { limiter, limits } = deps
  const address = clientAddress(c, deps.trustProxy)
  const perAddress = [`wrong-codes:${address}`, limits.wrongCodesPerAddress] as const
  const rows = known ? await liveCodes(deps.kysely, to, kind, deps.clock()) : []
  const newest = rows[0]
  const window = CODE_MINUTES * 60_000
  // No account (or no live code): the same budgets as a code, under the address and email.
  const codeKey = newest ? `code:${newest.id}` : `code:${kind}:${emailKey(deps.tokens, to)}`
  const mine = [`${codeKey}|${address}`, { limit: limits.wrongTriesPerCode, windowMs: window }] as const
  // A live code's total is an account key (../limits/rate-limit.ts): churning addresses cannot flush
  // it. Typed emails with no code stay in the address pool: there is nothing to guess.
  const crowd = [
    newest ? accountKey(codeKey) : codeKey,
    { limit: limits.wrongTriesPerCodeTotal, windowMs: window },
  ] as const
  const asked = rows.length > 0 && (await askedBy(deps.kysely, rows, askerOf(c).lane))
  const budgets = asked ? [mine, perAddress] : [mine, perAddress, crowd]
  const counted: string[] = []
  for (const [key, rule] of budgets) {
    const result = await limiter.hit([key, rule])
    if (!result.allowed) {
      await Promise.all(counted.map((spent) => limiter.refund(spent)))
      if (key === crowd[0]) throw badRequest(CODE_CROWDED)
      throw tooManyAttempts(result.retryAfterSeconds, key === mine[0] ? CODE_VOID : undefined)
    }
    counted.push(key)
  }
  const match = rows.find((row) => row.code === code.trim())
  if (!match) throw badRequest(WRONG_CODE)
  await Promise.all(counted.map((key) => limiter.refund(key)))
  return match.id
}

/** Whether `lane` asked for any of the live codes. */
async function askedBy(db: Kdb, rows: LiveCode[], lane: string): Promise<boolean> {
  const found = await db
    .selectFrom('code_askers')
    .select('code_id')
    .where(
      'code_id',
      'in',
      rows.map((row) => row.id),
    )
    .where('lane', '=', lane)
    .executeTakeFirst()
  return found !== undefined
}
