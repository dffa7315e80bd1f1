// Where rate-limit budgets and slow-downs are kept: in this process (memory), or in the database
// so that every instance behind a load balancer spends one budget (docs/history.md#issue-26).
// Both stores answer the same asynchronous interface. In the database, a budget is counted by one
// statement (an upsert whose RETURNING says whether the attempt was counted), never a read and
// then a write: two instances hitting one key at the same moment are serialised by its row.
import { sql, type RawBuilder } from 'kysely'
import type { Kdb } from '../database/schema'
import { tooManyAttempts, type createRateLimiter, type LimitResult, type Rule } from './rate-limit'
import type { createSlowdown, SlowdownRule } from './slowdown'

export type Budget = readonly [key: string, rule: Rule]

export type LimitsStore = 'memory' | 'database'

/**
 * LIMITS_STORE: `database` shares budgets with every process on the database (needed for several
 * processes on one SQLite file; PostgreSQL's default), `memory` keeps them in the process
 * (SQLite's default). Unset: undefined, the engine's default.
 */
export function limitsStoreSetting(value: string | undefined): LimitsStore | undefined {
  if (!value) return undefined
  if (value === 'memory' || value === 'database') return value
  throw new Error(`LIMITS_STORE must be "memory" or "database", not "${value}".`)
}

export interface Limiter {
  /**
   * Counts one attempt against every budget, or against none when any of them is spent (then the
   * answer carries the longest wait).
   */
  hit(...budgets: Budget[]): Promise<LimitResult>
  /** hit(), with the product's 429 (and Retry-After) when a budget is spent. */
  take(...budgets: Budget[]): Promise<void>
  /** Is there budget left under `key`? Counts nothing. */
  check(key: string, rule: Rule): Promise<LimitResult>
  /** Gives back one attempt counted under `key` (a check that turned out not to spend it). */
  refund(key: string): Promise<void>
  /** How many attempts `key` has used in its current window. */
  count(key: string): Promise<number>
  clear(key: string): Promise<void>
}

/** A failure counted by a slowdown, or the wait that refused it. */
export type SlowdownAttempt = { waitMs: 0; undo: () => Promise<void> } | { waitMs: number; undo?: undefined }

export interface SharedSlowdown {
  /**
   * Counts one failure under `key` and starts its wait from now, unless the wait the earlier
   * failures asked has not passed yet (then nothing is counted and the answer says how long is
   * left). `force`: count it whatever the wait (a device the account logged in from before).
   * `undo` gives the failure back (a login that turned out right).
   */
  attempt(key: string, rule: SlowdownRule, options?: { force?: boolean }): Promise<SlowdownAttempt>
  failures(key: string): Promise<number>
}

const longestWait = (results: LimitResult[]): LimitResult => {
  let wait = 0
  for (const result of results) if (!result.allowed) wait = Math.max(wait, result.retryAfterSeconds)
  return wait > 0 ? { allowed: false, retryAfterSeconds: wait } : { allowed: true }
}

async function takeOrThrow(limiter: Pick<Limiter, 'hit'>, budgets: Budget[]): Promise<void> {
  const result = await limiter.hit(...budgets)
  if (!result.allowed) throw tooManyAttempts(result.retryAfterSeconds)
}

/** One process's budgets (rate-limit.ts): SQLite's default, where one process serves. */
export function memoryLimiter(memory: ReturnType<typeof createRateLimiter>): Limiter {
  const limiter: Limiter = {
    // Checks and hits in one synchronous step: no other request runs between them.
    hit: async (...budgets) => {
      const refused = longestWait(budgets.map(([key, rule]) => memory.check(key, rule)))
      if (!refused.allowed) return refused
      for (const [key, rule] of budgets) memory.hit(key, rule)
      return { allowed: true }
    },
    take: (...budgets) => takeOrThrow(limiter, budgets),
    check: async (key, rule) => memory.check(key, rule),
    refund: async (key) => memory.refund(key),
    count: async (key) => memory.count(key),
    clear: async (key) => memory.clear(key),
  }
  return limiter
}

export function memorySlowdown(memory: ReturnType<typeof createSlowdown>): SharedSlowdown {
  return {
    attempt: async (key, rule, options = {}) => {
      const waitMs = options.force ? 0 : memory.wait(key, rule)
      if (waitMs > 0) return { waitMs }
      const undo = memory.fail(key, rule)
      return { waitMs: 0, undo: async () => undo() }
    },
    failures: async (key) => memory.failures(key),
  }
}

/** Thrown inside a transaction to roll back the hits of a refused multi-budget attempt. */
class Refused extends Error {
  constructor(readonly result: LimitResult) {
    super('refused')
  }
}

const ACCOUNT_PREFIX = 'account:'
const PRUNE_EVERY_MS = 60_000

/**
 * Budgets and slow-downs in the `budgets` and `slowdowns` tables (migration 0003), shared by every
 * instance on the database. Expired rows are deleted at most once a minute per instance; then, as
 * the in-memory stores do (rate-limit.ts, slowdown.ts, which say why): past `maxKeys` address
 * keys the oldest go; past `maxAccountKeys` account keys the emptiest go (a login lane is one,
 * for any typed email: login-guard.ts); past `maxSlowdownKeys` slow-downs those with the fewest
 * failures go. A campaign's record is the last thing dropped.
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
  const { clock } = options
  const maxKeys = options.maxKeys ?? 100_000
  const maxAccountKeys = options.maxAccountKeys ?? 100_000
  const maxSlowdownKeys = options.maxSlowdownKeys ?? 100_000
  let nextPrune = 0

  function pruneNow(time: number): void {
    if (time < nextPrune) return
    nextPrune = time + PRUNE_EVERY_MS
    // In the background: the request that happens to trigger it does not wait.
    void prune(time).catch((error: unknown) => options.log?.(`limits: prune failed: ${String(error)}`))
  }

  /** How many rows beyond `cap` to drop: the excess and a tenth of the cap, as memory drops. */
  const dropFor = (held: unknown, cap: number) => {
    const excess = Number(held ?? 0) - cap
    return excess > 0 ? excess + Math.floor(cap / 10) : 0
  }

  async function prune(time: number): Promise<void> {
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
    const dropAddresses = dropFor(addresses?.n, maxKeys)
    if (dropAddresses > 0)
      await db
        .deleteFrom('budgets')
        .where('key', 'in', addressKeys.select('key').orderBy('reset_at').limit(dropAddresses))
        .execute()
    const dropAccounts = dropFor(accounts?.n, maxAccountKeys)
    if (dropAccounts > 0)
      await db
        .deleteFrom('budgets')
        .where('key', 'in', accountKeys.select('key').orderBy('count').orderBy('reset_at').limit(dropAccounts))
        .execute()
    const dropSlowdowns = dropFor(slowdowns?.n, maxSlowdownKeys)
    if (dropSlowdowns > 0)
      await db
        .deleteFrom('slowdowns')
        .where('key', 'in', slowdownKeys.select('key').orderBy('failures').orderBy('window_end').limit(dropSlowdowns))
        .execute()
  }

  const blockedUntil = (resetAt: number, time: number): LimitResult => ({
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - time) / 1000)),
  })

  /** One attempt under `key`, counted only while the window has budget left: one statement. */
  async function hitOne(trx: Kdb, key: string, rule: Rule, time: number): Promise<LimitResult> {
    const expired = sql<boolean>`budgets.reset_at <= ${time}`
    const room = sql<boolean>`budgets.count < ${rule.limit}`
    const first = rule.limit > 0 ? 1 : 0
    const row = await trx
      .insertInto('budgets')
      .values({ key, count: first, reset_at: time + rule.windowMs, refused: 1 - first })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          count: sql`CASE WHEN ${expired} THEN ${first} WHEN ${room} THEN budgets.count + 1 ELSE budgets.count END`,
          refused: sql`CASE WHEN ${expired} THEN ${1 - first} WHEN ${room} THEN 0 ELSE 1 END`,
          reset_at: sql`CASE WHEN ${expired} THEN ${time + rule.windowMs} ELSE budgets.reset_at END`,
        }),
      )
      .returning(['reset_at', 'refused'])
      .executeTakeFirstOrThrow()
    return row.refused ? blockedUntil(Number(row.reset_at), time) : { allowed: true }
  }

  const limiter: Limiter = {
    async hit(...budgets) {
      const time = clock()
      pruneNow(time)
      const [only] = budgets
      if (budgets.length === 1 && only) return hitOne(db, only[0], only[1], time)
      try {
        return await db.transaction().execute(async (trx) => {
          // Keys in one order in every transaction: two instances never wait on each other's rows.
          const sorted = [...budgets].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          const results: LimitResult[] = []
          for (const [key, rule] of sorted) results.push(await hitOne(trx, key, rule, time))
          const answer = longestWait(results)
          if (!answer.allowed) throw new Refused(answer)
          return answer
        })
      } catch (error) {
        if (error instanceof Refused) return error.result
        throw error
      }
    },
    take: (...budgets) => takeOrThrow(limiter, budgets),
    async check(key, rule) {
      const time = clock()
      const row = await db
        .selectFrom('budgets')
        .select(['count', 'reset_at'])
        .where('key', '=', key)
        .where('reset_at', '>', time)
        .executeTakeFirst()
      return row && row.count >= rule.limit ? blockedUntil(Number(row.reset_at), time) : { allowed: true }
    },
    async refund(key) {
      await db
        .updateTable('budgets')
        .set({ count: sql`count - 1` })
        .where('key', '=', key)
        .where('count', '>', 0)
        .where('reset_at', '>', clock())
        .execute()
    },
    async count(key) {
      const row = await db
        .selectFrom('budgets')
        .select('count')
        .where('key', '=', key)
        .where('reset_at', '>', clock())
        .executeTakeFirst()
      return row?.count ?? 0
    },
    async clear(key) {
      await db.deleteFrom('budgets').where('key', '=', key).execute()
    },
  }

  /** The wait `failures` failures ask (slowdown.ts delayAfter), as SQL over a column. */
  function delaySql(failures: RawBuilder<number>, rule: SlowdownRule): RawBuilder<number> {
    // A CASE over the few failure counts below the cap, in literals from the server's own config.
    const steps: RawBuilder<unknown>[] = []
    for (let k = 0; k <= 30 && rule.baseMs * 2 ** k < rule.maxMs; k++)
      steps.push(sql`WHEN ${failures} = ${sql.lit(rule.free + k)} THEN ${sql.lit(rule.baseMs * 2 ** k)}`)
    return sql<number>`(CASE WHEN ${failures} < ${sql.lit(rule.free)} THEN 0 ${sql.join(steps, sql` `)} ELSE ${sql.lit(rule.maxMs)} END)`
  }

  const delayAfter = (failures: number, rule: SlowdownRule) =>
    failures < rule.free ? 0 : Math.min(rule.maxMs, rule.baseMs * 2 ** Math.min(30, failures - rule.free))

  const slowdown: SharedSlowdown = {
    async attempt(key, rule, attemptOptions = {}) {
      const time = clock()
      pruneNow(time)
      const expired = sql<boolean>`slowdowns.window_end <= ${time}`
      const ready = attemptOptions.force
        ? sql<boolean>`1 = 1`
        : sql<boolean>`slowdowns.marked_at + ${delaySql(sql`slowdowns.failures`, rule)} <= ${time}`
      const counted = sql<boolean>`(${expired} OR ${ready})`
      const row = await db
        .insertInto('slowdowns')
        .values({ key, failures: 1, window_end: time + rule.windowMs, marked_at: time, previous_mark: 0, refused: 0 })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            failures: sql`CASE WHEN ${expired} THEN 1 WHEN ${ready} THEN slowdowns.failures + 1 ELSE slowdowns.failures END`,
            window_end: sql`CASE WHEN ${expired} THEN ${time + rule.windowMs} ELSE slowdowns.window_end END`,
            previous_mark: sql`CASE WHEN ${expired} THEN 0 WHEN ${ready} THEN slowdowns.marked_at ELSE slowdowns.previous_mark END`,
            marked_at: sql`CASE WHEN ${counted} THEN ${time} ELSE slowdowns.marked_at END`,
            refused: sql`CASE WHEN ${counted} THEN 0 ELSE 1 END`,
          }),
        )
        .returning(['failures', 'marked_at', 'previous_mark', 'window_end', 'refused'])
        .executeTakeFirstOrThrow()
      if (row.refused) {
        return { waitMs: Math.max(1, Number(row.marked_at) + delayAfter(row.failures, rule) - time) }
      }
      const windowEnd = Number(row.window_end)
      const markedBefore = Number(row.previous_mark)
      return {
        waitMs: 0,
        // This failure back, in the same window only; the mark goes back to the one before it
        // unless a later attempt has marked since.
        undo: async () => {
          await db
            .updateTable('slowdowns')
            .set({
              failures: sql`CASE WHEN failures > 0 THEN failures - 1 ELSE 0 END`,
              marked_at: sql`CASE WHEN marked_at = ${time} THEN ${markedBefore} ELSE marked_at END`,
            })
            .where('key', '=', key)
            .where('window_end', '=', windowEnd)
            .execute()
        },
      }
    },
    async failures(key) {
      const row = await db
        .selectFrom('slowdowns')
        .select('failures')
        .where('key', '=', key)
        .where('window_end', '>', clock())
        .executeTakeFirst()
      return row?.failures ?? 0
    },
  }

  return { limiter, slowdown }
}
