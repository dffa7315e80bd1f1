// Budgets and slow-downs in the database, shared by every instance on it (docs/decisions.md#scale):
// the `budgets` and `slowdowns` tables (migration 0003), counted by database-limiter.ts and
// database-slowdown.ts, and pruned here. In the database, a budget is counted by one statement
// (an upsert whose RETURNING says whether the attempt was counted), never a read and then a write:
// two instances hitting one key at the same moment are serialised by its row.
import { sql } from 'kysely'
import type { Kdb } from '../database/schema'
import { databaseLimiter } from './database-limiter'
import { databaseSlowdown } from './database-slowdown'
import type { Limiter, SharedSlowdown } from './limits-store'

const ACCOUNT_PREFIX = 'account:'
const PRUNE_EVERY_MS = 60_000

/** Rows held at most: address keys, account keys, slow-downs. */
type Caps = { maxKeys: number; maxAccountKeys: number; maxSlowdownKeys: number }

/** How many rows beyond `cap` to drop: the excess and a tenth of the cap, as memory drops. */
const dropFor = (held: unknown, cap: number) => {
  const excess = Number(held ?? 0) - cap
  return excess > 0 ? excess + Math.floor(cap / 10) : 0
}

async function prune(db: Kdb, caps: Caps, time: number): Promise<void> {
  await db.deleteFrom('budgets').where('reset_at', '<=', time).execute()
  await db.deleteFrom('slowdowns').where('window_end', '<=', time).execute()
  const addressKeys = db.selectFrom('budgets').where('key', 'not like', `${ACCOUNT_PREFIX}%`)
  const accountKeys = db.selectFrom('budgets').where('key', 'like', `${ACCOUNT_PREFIX}%`)
  const slowdownKeys = db.selectFrom('slowdowns')
  const countOf = sql<number>`count(*)`.as('n')
  const [addresses, accounts, slowdowns] = await Promise.all([
    addressKeys.select(countOf).executeTakeFirst(),
    accountKeys.select(countOf).executeTakeFirst(),
    slowdownKeys.select(countOf).executeTakeFirst(),
  ])
  const dropAddresses = dropFor(addresses?.n, caps.maxKeys)
  if (dropAddresses > 0)
    await db
      .deleteFrom('budgets')
      .where('key', 'in', addressKeys.select('key').orderBy('reset_at').limit(dropAddresses))
      .execute()
  const dropAccounts = dropFor(accounts?.n, caps.maxAccountKeys)
  if (dropAccounts > 0)
    await db
      .deleteFrom('budgets')
      .where('key', 'in', accountKeys.select('key').orderBy('count').orderBy('reset_at').limit(dropAccounts))
      .execute()
  const dropSlowdowns = dropFor(slowdowns?.n, caps.maxSlowdownKeys)
  if (dropSlowdowns > 0)
    await db
      .deleteFrom('slowdowns')
      .where('key', 'in', slowdownKeys.select('key').orderBy('failures').orderBy('window_end').limit(dropSlowdowns))
      .execute()
}

/**
 * Budgets and slow-downs in the `budgets` and `slowdowns` tables, shared by every instance on the
 * database. Expired rows are deleted at most once a minute per instance; then, as the in-memory
 * stores do (rate-limit.ts, slowdown.ts, which say why): past `maxKeys` address keys the oldest
 * go; past `maxAccountKeys` account keys the emptiest go (a login lane is one, for any typed
 * email: ../auth/login-guard.ts); past `maxSlowdownKeys` slow-downs those with the fewest failures
 * go. A campaign's record is the last thing dropped.
 */
export function databaseLimits(
  db: Kdb,
  options: {
    clock: () => number
    maxKeys?: number
    maxAccountKeys?: number
    maxSlowdownKeys?: number
    log?: (line: string) => void
  },
): { limiter: Limiter; slowdown: SharedSlowdown } {
  const caps: Caps = {
    maxKeys: options.maxKeys ?? 100_000,
    maxAccountKeys: options.maxAccountKeys ?? 100_000,
    maxSlowdownKeys: options.maxSlowdownKeys ?? 100_000,
  }
  let nextPrune = 0
  function pruneNow(time: number): void {
    if (time < nextPrune) return
    nextPrune = time + PRUNE_EVERY_MS
    // In the background: the request that happens to trigger it does not wait.
    void prune(db, caps, time).catch((error: unknown) => options.log?.(`limits: prune failed: ${String(error)}`))
  }
  return {
    limiter: databaseLimiter(db, options.clock, pruneNow),
    slowdown: databaseSlowdown(db, options.clock, pruneNow),
  }
}
