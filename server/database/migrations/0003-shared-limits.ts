// Rate-limit budgets and slow-downs every instance shares (../../limits/database-limits.ts): one
// row per key, counted by one upsert; expired rows are pruned by their window's end.
import type { Kysely, Migration } from 'kysely'
import { types } from '../column-types'
import type { Engine } from '../schema'

export const sharedLimits = (engine: Engine): Migration => {
  const t = types(engine)
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('budgets')
        .ifNotExists()
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('reset_at', t.epoch, (c) => c.notNull())
        // Whether the last attempt was refused (RETURNING sees only the row after the update).
        .addColumn('refused', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await db.schema.createIndex('budgets_reset').ifNotExists().on('budgets').column('reset_at').execute()
      await db.schema
        .createTable('slowdowns')
        .ifNotExists()
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('window_end', t.epoch, (c) => c.notNull())
        .addColumn('marked_at', t.epoch, (c) => c.notNull())
        // The mark before the last attempt's (RETURNING sees only the row after the update):
        // what undoing that failure puts back.
        .addColumn('previous_mark', t.epoch, (c) => c.notNull().defaultTo(0))
        .addColumn('refused', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await db.schema.createIndex('slowdowns_window').ifNotExists().on('slowdowns').column('window_end').execute()
    },
  }
}
