// The budgets every instance on the database shares (database-limits.ts): one statement counts an
// attempt, and an attempt against several budgets counts against all of them or none.
import { sql } from 'kysely'
import type { Kdb } from '../database/schema'
import { longestWait, takeOrThrow, type Limiter } from './limits-store'
import type { LimitResult, Rule } from './rate-limit'

/** Thrown inside a transaction to roll back the hits of a refused multi-budget attempt. */
class Refused extends Error {
  constructor(readonly result: LimitResult) {
    super('refused')
  }
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

/** The database's budgets behind the Limiter interface; `pruneNow` runs (at most once a minute) on each attempt. */
export function databaseLimiter(db: Kdb, clock: () => number, pruneNow: (time: number) => void): Limiter {
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
  return limiter
}
