// Emailed 6-digit codes: email verification and password reset.
import { randomInt } from 'node:crypto'
import { CODE_MINUTES } from './config'
import type { AppContext, ServerDeps } from './context'
import { now } from './db'
import { badRequest } from './http-error'
import { assertAllowed, clientAddress, tooManyAttempts, type Rule } from './rate-limit'

export type CodeKind = 'verify' | 'reset'

export const WRONG_CODE = 'The code is invalid or has expired.'
const CODE_VOID = 'Too many wrong codes. Ask for a new code and try again.'

const wrongTriesKey = (kind: CodeKind, to: string) => `code-tries:${kind}:${to}`
/** The account's wrong codes across codes, and when its last code was asked for. */
const slowdownKey = (to: string) => `codes:${to}`

/**
 * "Sends" a code: no real e-mail here; it is logged and, with DEV_MAILBOX=1, kept for the dev
 * mailbox. Every earlier code of the kind is void from now (and a reset token with it).
 */
export function sendCode(deps: ServerDeps, to: string, kind: CodeKind): void {
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

/**
 * An e-mail with no code (here: the mailbox row and a log line), e.g. telling an account's
 * owner that someone tried to sign up with their address.
 */
export function sendNotice(deps: ServerDeps, to: string, kind: 'signup-attempt'): void {
  deps.db.prepare('INSERT INTO mailbox (email, kind, code, created_at) VALUES (?, ?, ?, ?)').run(to, kind, '', now())
  deps.log(`mail: ${kind} notice for ${to}`)
}

/**
 * A code asked for (signup, resend, reset): budgets per address and account and per address,
 * and once the account has had many wrong codes, a growing wait since its last code. The wait
 * starts whether or not the address has an account, so it tells nothing about who signed up.
 */
export function takeCodeRequest(c: AppContext, to: string, { signup = false } = {}): void {
  const { limiter, limits, slowdown, trustProxy } = c.get('deps')
  const ip = clientAddress(c, trustProxy)
  // A signup sends an account's first code: nothing to slow yet.
  const wait = signup ? 0 : slowdown.wait(slowdownKey(to), limits.codeSlowdown)
  if (wait > 0) throw tooManyAttempts(Math.ceil(wait / 1000))
  const fromAddress: [string, Rule] = signup
    ? [`signup:${ip}`, limits.signupsPerAddress]
    : [`code-requests:${ip}`, limits.codeRequestsPerAddress]
  limiter.take(fromAddress, [`code-requests:${ip}|${to}`, limits.codeRequestsPerAccount])
  slowdown.mark(slowdownKey(to), limits.codeSlowdown)
}

/**
 * Checks an emailed code; returns its row id. Guessing is bounded three ways: five wrong tries
 * void the code; wrong codes for the account slow the sending of new ones (takeCodeRequest);
 * wrong codes from one address, for any accounts, have a budget. Nothing here refuses the
 * right code while it is live: a stranger's guesses cannot lock the shopper out.
 */
export function checkCode(c: AppContext, to: string, kind: CodeKind, code: string, known = true): number {
  const deps = c.get('deps')
  const { limiter, limits, slowdown } = deps
  const address = clientAddress(c, deps.trustProxy)
  const tries = wrongTriesKey(kind, to)
  const perCode = { limit: limits.wrongTriesPerCode, windowMs: CODE_MINUTES * 60_000 }
  const perAddress = [`wrong-codes:${address}`, limits.wrongCodesPerAddress] as const
  const voided = limiter.check(tries, perCode)
  if (!voided.allowed) throw tooManyAttempts(voided.retryAfterSeconds, CODE_VOID)
  assertAllowed(limiter.check(...perAddress))

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
  limiter.hit(...perAddress)
  // Counted, not marked: the wait runs from the last code sent, not from the last guess.
  slowdown.fail(slowdownKey(to), limits.codeSlowdown, false)
  if (row) {
    limiter.hit(tries, perCode)
    if (limiter.count(tries) >= limits.wrongTriesPerCode)
      deps.db.prepare('UPDATE codes SET used = 1 WHERE id = ?').run(row.id)
  }
  throw badRequest(WRONG_CODE)
}
