// The slow-downs every instance on the database shares (database-limits.ts): one statement
// counts a failure and starts its wait, or says how long the wait still is.
import { sql, type RawBuilder } from 'kysely'
import type { Kdb } from '../database/schema'
import type { SharedSlowdown } from './limits-store'
import type { SlowdownRule } from './slowdown'

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

/** The database's slow-downs behind the SharedSlowdown interface; `pruneNow` as for the budgets. */
export function databaseSlowdown(db: Kdb, clock: () => number, pruneNow: (time: number) => void): SharedSlowdown {
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
  return slowdown
}
