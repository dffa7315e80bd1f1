// Emailed 6-digit codes: email verification and password reset.
import { randomInt } from 'node:crypto'
import { CODE_MINUTES } from '../config'
import type { AppContext, ServerDeps } from '../http/context'
import { now } from '../database/settings'
import { badRequest } from '../http/http-error'
import type { Budget } from '../limits/limits-store'
import { accountKey, emailKey, tooManyAttempts } from '../limits/rate-limit'
import { addressNetwork, clientAddress } from '../http/client-address'

export type CodeKind = 'verify' | 'reset'

export const WRONG_CODE = 'The code is invalid or has expired.'
const CODE_VOID = 'Too many wrong codes. Ask for a new code and try again.'

/**
 * Sends a code, after the answer (./outbox.ts), through the server's mailer. Every earlier code of
 * the kind is void from then (and a reset token with it).
 */
export function sendCode(deps: ServerDeps, to: string, kind: CodeKind): void {
  deps.outbox.send(() => writeCode(deps, to, kind))
}

async function writeCode(deps: ServerDeps, to: string, kind: CodeKind): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const created = now()
  await deps.kysely.transaction().execute(async (trx) => {
    await trx.updateTable('codes').set({ used: 1 }).where('email', '=', to).where('kind', '=', kind).execute()
    await trx
      .insertInto('codes')
      .values({ email: to, kind, code, expires_at: deps.clock() + CODE_MINUTES * 60_000, created_at: created })
      .execute()
  })
  // A new code gets its own wrong tries: they are counted under its id (checkCode).
  await deps.mailer({ to, kind, code })
}

/**
 * An e-mail with no code (here: the mailbox row and a log line), after the answer like a code, e.g.
 * telling an account's owner that someone tried to sign up with their address.
 */
export function sendNotice(deps: ServerDeps, to: string, kind: 'signup-attempt' | 'email-changed'): void {
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

type LiveCode = { id: number; code: string; expires_at: number }

/**
 * Checks an emailed code; returns its row id. Guessing is bounded per code: each address has
 * a few wrong tries at it, and all addresses together a few more, after which the code is
 * void. A new code starts with fresh budgets (the old guesses are for a dead code), so the
 * owner can always ask for one and enter it. Wrong codes from one address, for any
 * accounts, have a budget too.
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
  const row: LiveCode | undefined = known
    ? await deps.kysely
        .selectFrom('codes')
        .select(['id', 'code', 'expires_at'])
        .where('email', '=', to)
        .where('kind', '=', kind)
        .where('used', '=', 0)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst()
    : undefined
  const window = CODE_MINUTES * 60_000
  // No account (or no live code): the same budgets as a code, under the address and email.
  const codeKey = row ? `code:${row.id}` : `code:${kind}:${emailKey(deps.tokens, to)}`
  const mine = [`${codeKey}|${address}`, { limit: limits.wrongTriesPerCode, windowMs: window }] as const
  // A live code's total is an account key (../limits/rate-limit.ts): churning addresses cannot flush it
  // and buy more guesses. Typed emails with no code stay in the address pool: anyone can type
  // any number of them, and there is nothing to guess.
  const everyone = [
    row ? accountKey(codeKey) : codeKey,
    { limit: limits.wrongTriesPerCodeTotal, windowMs: window },
  ] as const
  // Counted before the comparison, each in one step with its check: parallel guesses cannot all
  // pass them. The code's total is counted without a check (its being spent voids the code
  // below). The right code gives its counts back.
  const spent = await limiter.hit(mine)
  if (!spent.allowed) throw tooManyAttempts(spent.retryAfterSeconds, CODE_VOID)
  const fromAddress = await limiter.hit(perAddress)
  if (!fromAddress.allowed) {
    await limiter.refund(mine[0])
    throw tooManyAttempts(fromAddress.retryAfterSeconds)
  }
  await limiter.hit(everyone)
  if (row && row.code === code.trim() && row.expires_at >= deps.clock()) {
    await Promise.all([limiter.refund(mine[0]), limiter.refund(everyone[0]), limiter.refund(perAddress[0])])
    return row.id
  }
  if (row && (await limiter.count(everyone[0])) >= limits.wrongTriesPerCodeTotal)
    await deps.kysely.updateTable('codes').set({ used: 1 }).where('id', '=', row.id).execute()
  throw badRequest(WRONG_CODE)
}
