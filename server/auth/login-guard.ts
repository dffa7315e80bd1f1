// What a login attempt must get past before its password is hashed, and what its outcome
// counts. Budgets (../limits/rate-limit.ts): every attempt per address; wrong passwords per address and
// account and per address; successful logins per account. A slowdown (../limits/slowdown.ts): wrong
// passwords for the account from anywhere make the next attempt wait longer and longer, so
// thousands of addresses buy no more guesses than a handful. A device the account logged in
// from before carries a signed cookie and skips that wait: the owner is never locked out.
// Every key names the typed (normalised) email, by its keyed digest (../limits/rate-limit.ts emailKey),
// never whether it has an account: an unknown email is slowed down exactly like a real one, so
// counting wrong passwords tells nobody who has an account (tests/contract/login-enumeration.test.ts).
import { randomBytes } from 'node:crypto'
import { getCookie, setCookie } from 'hono/cookie'
import { accountEndpoints } from '../../contract/endpoints/account'
import { API_BASE } from '../config'
import type { AppContext } from '../http/context'
import { accountKey, assertAllowed, emailKey, tooManyAttempts } from '../limits/rate-limit'
import { addressNetwork, clientAddress } from '../http/client-address'

const DEVICE_COOKIE = 'gd_device'
const DEVICE_YEAR_SECONDS = 365 * 24 * 60 * 60

/** "userId.nonce.signature": this browser logged in to that account before. */
function isKnownDevice(c: AppContext, userId: number): boolean {
  const value = getCookie(c, DEVICE_COOKIE)
  const [id, nonce, signature] = value?.split('.') ?? []
  if (!id || !nonce || !signature || Number(id) !== userId) return false
  return c.get('deps').tokens.checkMac(`device:${id}.${nonce}`, signature)
}

/**
 * This browser is one the account knows from now on: a login, or a password reset (the inbox proved
 * the owner), gives it the signed cookie that skips the slowdown: a campaign never locks the owner
 * out on a new phone.
 */
export function trustDevice(c: AppContext, userId: number): void {
  const nonce = randomBytes(12).toString('base64url')
  const { trustProxy, tokens } = c.get('deps')
  const https =
    new URL(c.req.url).protocol === 'https:' || (trustProxy && c.req.header('x-forwarded-proto') === 'https')
  // Sent with the login call only; never readable by scripts.
  setCookie(c, DEVICE_COOKIE, `${userId}.${nonce}.${tokens.mac(`device:${userId}.${nonce}`)}`, {
    path: `${API_BASE}${accountEndpoints.login.path}`,
    maxAge: DEVICE_YEAR_SECONDS,
    httpOnly: true,
    sameSite: 'Strict',
    secure: https,
  })
}

export type LoginAttempt = { failed(): Promise<void>; succeeded(userId: number): Promise<void> }

/**
 * One hash per account at a time, as a budget of one (../limits/limits-store.ts: shared by
 * instances), given back when the hash is done. The window only frees a lane whose instance died mid-hash.
 */
const LANE_RULE = { limit: 1, windowMs: 30_000 }

/**
 * Throws 429 (with Retry-After) when the attempt may not go ahead. Otherwise the attempt is
 * counted as a failure against every budget and the slowdown *before* its password is hashed,
 * each count in one step with its check (one statement in the database), so a burst of parallel
 * guesses cannot all pass checks that only later ones would fail. A success then gives back only
 * its own counts (the earlier failures of the campaign stay). One hash per account runs at a
 * time: another attempt meanwhile gets 429 (Retry-After: 1). A device the account logged in from
 * before has its own lane, so guesses in flight never hold the owner up. `userId`: the account,
 * if any.
 */
export async function startLogin(c: AppContext, email: string, userId: number | undefined): Promise<LoginAttempt> {
  const { limiter, limits, slowdown, tokens, trustProxy } = c.get('deps')
  const ip = clientAddress(c, trustProxy)
  const attempts = [`logins:${ip}`, limits.loginsPerAddress] as const
  // A rented IPv6 /48 is 65,536 /64s: together they share one larger budget.
  const fromNetwork = [`logins-network:${addressNetwork(ip)}`, limits.loginsPerNetwork] as const
  const typed = emailKey(tokens, email)
  const failuresHere = [`login:${ip}|${typed}`, limits.loginFailuresPerAccount] as const
  const failuresFromAddress = [`login:${ip}`, limits.loginFailuresPerAddress] as const
  // Hit only by a success, so only a real account mints it.
  const successes = [accountKey(`logins-ok:${typed}`), limits.loginsPerAccount] as const
  // The slowdown and the lane are the typed email's whether or not an account has it (an
  // account's email is its normalised form, so they are the account's too). The stores keep
  // them bounded and drop the emptiest first (../limits/slowdown.ts, ../limits/rate-limit.ts,
  // ../limits/database-limits.ts), the same for every email: a flood of new emails cannot push out a
  // campaign's record, and which keys survive a flood says nothing about accounts either.
  const slow = `login-slow:${typed}`
  const knownDevice = userId !== undefined && isKnownDevice(c, userId)
  // An account key: a flood of new addresses cannot evict a lane mid-hash.
  const lane = accountKey(`login-lane:${typed}${knownDevice ? '|device' : ''}`)
  if (!(await limiter.hit([lane, LANE_RULE])).allowed) throw tooManyAttempts(1)
  const release = () => limiter.refund(lane)
  let undoSlow = async () => undefined as void
  try {
    assertAllowed(await limiter.check(...successes))
    const counted = await slowdown.attempt(slow, limits.loginSlowdown, { force: knownDevice })
    if (counted.undo === undefined) throw tooManyAttempts(Math.ceil(counted.waitMs / 1000))
    undoSlow = counted.undo
    const spent = await limiter.hit(attempts, fromNetwork, failuresHere, failuresFromAddress)
    if (!spent.allowed) {
      await undoSlow()
      throw tooManyAttempts(spent.retryAfterSeconds)
    }
  } catch (error) {
    await release()
    throw error
  }
  return {
    failed: release,
    async succeeded(id) {
      await release()
      // This address knows the password: its own typos are forgiven. The account's slowdown
      // (every address's failures: the campaign's record) only loses this attempt's count.
      await Promise.all([limiter.clear(failuresHere[0]), limiter.refund(failuresFromAddress[0]), undoSlow()])
      await limiter.hit(successes)
      trustDevice(c, id)
    },
  }
}
