// A small in-memory rate limiter: fixed windows per key, bounded memory. One process holds the
// counts (SQLite's default: one process serves); a restart forgets them, which only ever errs on
// the shopper's side. Instances sharing a database keep them there instead (database-limits.ts;
// limits-store.ts wraps this one behind the same interface). Keys are built by the callers (the
// login guard and the codes in ../auth/, the routes): per client address and per account.
//
// Two pools, so address churn cannot flush an account's budget. Anyone with a block of
// addresses (an IPv6 /48 is 65,536 /64s) can mint address keys at will; if those shared one
// bounded map with the account keys, enough of them would push an account's spent budget out
// and give it back. Keys made with accountKey() name an account (or one code) alone: only
// accounts and codes mint them, they live in their own map, and when that map is full the
// emptiest budgets go first, so a campaign's record is the last thing dropped.
import { HttpError } from '../http/http-error'

export type Rule = { limit: number; windowMs: number }

export type LimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

type Entry = { count: number; resetAt: number }

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.'

export type RateLimiter = ReturnType<typeof createRateLimiter>

const ACCOUNT_PREFIX = 'account:'

/**
 * A key for a budget of one account or one code, with no client address in it: kept apart
 * from address keys, so no number of addresses can evict it (see the top of this file).
 */
export const accountKey = (key: string) => `${ACCOUNT_PREFIX}${key}`

/**
 * A typed email in a budget's or a slowdown's key: its digest keyed with the server's secret
 * (../auth/tokens.ts), the same on every instance of one database. The stores (and the `budgets` and
 * `slowdowns` tables) then never hold an address, neither an account's nor any of the ones
 * anybody typed at the login or the code forms, and every key stays short, whatever was typed.
 */
export const emailKey = (tokens: { mac(text: string): string }, email: string) =>
  `email:${tokens.mac(`limits:${email}`)}`

/** Expired entries first; then, if the pool is still full, a tenth chosen by `order`. */
function makeRoom(
  entries: Map<string, Entry>,
  maxKeys: number,
  time: number,
  order: (entries: Map<string, Entry>) => Iterable<string>,
) {
  if (entries.size < maxKeys) return
  for (const [key, entry] of entries) if (entry.resetAt <= time) entries.delete(key)
  if (entries.size < maxKeys) return
  let drop = Math.max(1, Math.floor(maxKeys / 10))
  // Deleting while iterating a Map is safe: it visits each remaining key once.
  for (const key of order(entries)) {
    entries.delete(key)
    if (--drop === 0) break
  }
}

// Address keys: the oldest go (a Map iterates in insertion order).
const oldestFirst = (entries: Map<string, Entry>) => entries.keys()
// Account keys: the fewest attempts go first, oldest first among equals (the sort is stable).
const emptiestFirst = (entries: Map<string, Entry>) =>
  [...entries].sort((a, b) => a[1].count - b[1].count).map(([key]) => key)

/**
 * `maxKeys`: address keys held at most (the oldest tenth goes when full); `maxAccountKeys`:
 * account keys held at most (the emptiest tenth goes when full).
 */
export function createRateLimiter(options: { clock?: () => number; maxKeys?: number; maxAccountKeys?: number } = {}) {
  const clock = options.clock ?? Date.now
  const maxKeys = options.maxKeys ?? 100_000
  const maxAccountKeys = options.maxAccountKeys ?? 100_000
  const addressEntries = new Map<string, Entry>()
  const accountEntries = new Map<string, Entry>()
  const poolOf = (key: string) => (key.startsWith(ACCOUNT_PREFIX) ? accountEntries : addressEntries)

  function live(key: string): Entry | undefined {
    const entries = poolOf(key)
    const entry = entries.get(key)
    if (entry && entry.resetAt <= clock()) {
      entries.delete(key)
      return undefined
    }
    return entry
  }

  function blocked(entry: Entry): LimitResult {
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - clock()) / 1000)) }
  }

  /** Is there budget left under `key`? Counts nothing. */
  function check(key: string, rule: Rule): LimitResult {
    const entry = live(key)
    return entry && entry.count >= rule.limit ? blocked(entry) : { allowed: true }
  }

  /** Counts one attempt under `key`; the answer says whether it was within the budget. */
  function hit(key: string, rule: Rule): LimitResult {
    let entry = live(key)
    if (!entry) {
      const entries = poolOf(key)
      if (entries === accountEntries) makeRoom(entries, maxAccountKeys, clock(), emptiestFirst)
      else makeRoom(entries, maxKeys, clock(), oldestFirst)
      entry = { count: 0, resetAt: clock() + rule.windowMs }
      entries.set(key, entry)
    }
    if (entry.count >= rule.limit) return blocked(entry)
    entry.count += 1
    return { allowed: true }
  }

  return {
    check,
    hit,
    /** One attempt against every budget, or none: a 429 when any budget is spent. */
    take(...budgets: [key: string, rule: Rule][]): void {
      assertAllowed(...budgets.map(([key, rule]) => check(key, rule)))
      for (const [key, rule] of budgets) hit(key, rule)
    },
    /** Gives back one attempt counted under `key` (a check that turned out not to spend it). */
    refund(key: string): void {
      const entry = live(key)
      if (entry && entry.count > 0) entry.count -= 1
    },
    /** How many attempts `key` has used in its current window. */
    count(key: string): number {
      return live(key)?.count ?? 0
    },
    clear(key: string): void {
      poolOf(key).delete(key)
    },
    /** Keys held, both pools. */
    get size(): number {
      return addressEntries.size + accountEntries.size
    },
  }
}

/** A 429 the shopper can read, with Retry-After in seconds. */
export function tooManyAttempts(retryAfterSeconds: number, message: string = TOO_MANY_ATTEMPTS): HttpError {
  return new HttpError(429, message, { 'Retry-After': String(retryAfterSeconds) })
}

/** Throws a 429 (with the longest wait) when any budget is spent; otherwise does nothing. */
export function assertAllowed(...results: LimitResult[]): void {
  let wait = 0
  for (const result of results) if (!result.allowed) wait = Math.max(wait, result.retryAfterSeconds)
  if (wait > 0) throw tooManyAttempts(wait)
}
