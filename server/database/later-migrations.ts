// The migrations after the first two (migrations.ts has the first, and runs these after them):
// written once for both engines like those, with the column types from `types(engine)`.
import { sql, type Kysely, type Migration } from 'kysely'
import { types } from './column-types'
import type { Engine } from './schema'

export function laterMigrations(engine: Engine): Record<string, Migration> {
  const t = types(engine)
  return {
    // Rate-limit budgets and slow-downs every instance shares (server/limits-store.ts): one row
    // per key, counted by one upsert; expired rows are pruned by their window's end.
    '0003-shared-limits': {
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
    },
    // Near me on PostgreSQL (docs/history.md#issue-26): the bounding box and the distance read only
    // the index (an index-only scan), never the table's pages: the index carries the id too.
    // SQLite's index entries hold the rowid (the id) already, so it needs nothing.
    '0004-near-me-covering-index': {
      async up(db: Kysely<unknown>) {
        if (engine !== 'postgres') return
        await db.schema
          .createIndex('stores_lat_lng_id')
          .ifNotExists()
          .on('stores')
          .columns(['latitude', 'longitude', 'id'])
          .execute()
        await db.schema.dropIndex('stores_lat').ifExists().execute()
        await sql`ANALYZE stores`.execute(db)
      },
    },
    // Budgets and slow-downs are keyed by an email's keyed digest (server/rate-limit.ts emailKey):
    // the rows an earlier version keyed by the address itself go, rather than wait for their window.
    '0005-limits-without-emails': {
      async up(db: Kysely<unknown>) {
        await sql`DELETE FROM budgets WHERE key LIKE ${'%@%'}`.execute(db)
        await sql`DELETE FROM slowdowns WHERE key LIKE ${'%@%'}`.execute(db)
      },
    },
  }
}
