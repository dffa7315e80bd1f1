// Order updates by Web Push (../../deal-alerts/order-updates.ts): a device's push subscription kept for the
// signed-in account's order steps, with the login session that kept it (logging out of that session,
// or everywhere, drops it). A push endpoint is one browser profile: one account's at a time.
import type { Kysely, Migration } from 'kysely'
import { types } from '../column-types'
import type { Engine } from '../schema'

export const orderUpdates = (engine: Engine): Migration => ({
  async up(db: Kysely<unknown>) {
    const t = types(engine)
    await db.schema
      .createTable('order_updates')
      .ifNotExists()
      .addColumn('id', t.id, t.idColumn)
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('session_id', 'text', (c) => c.notNull())
      .addColumn('endpoint', 'text', (c) => c.notNull())
      .addColumn('p256dh', 'text', (c) => c.notNull())
      .addColumn('auth', 'text', (c) => c.notNull())
      .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('order_updates_endpoint', ['endpoint'])
      .execute()
    await db.schema.createIndex('order_updates_user').ifNotExists().on('order_updates').column('user_id').execute()
    await db.schema
      .createIndex('order_updates_session')
      .ifNotExists()
      .on('order_updates')
      .column('session_id')
      .execute()
  },
})
