// Deal alerts by e-mail (../../deal-alerts/mail-alerts.ts), for phones where Web Push is missing or
// blocked: one row per account and store. An account's or a store's rows go with it (ON DELETE
// CASCADE). The mailbox keeps a mail's words beside its kind: a deal alert has no code, it has text.
import type { Kysely, Migration } from 'kysely'
import { types } from '../column-types'
import type { Engine } from '../schema'
import { addColumnOnce } from '../schema-changes'

export const mailDealAlerts = (engine: Engine): Migration => ({
  async up(db: Kysely<unknown>) {
    const t = types(engine)
    await db.schema
      .createTable('mail_deal_alerts')
      .ifNotExists()
      .addColumn('id', t.id, t.idColumn)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('mail_deal_alerts_user_store', ['user_id', 'store_id'])
      .execute()
    // A deal's recipients are read by its store.
    await db.schema
      .createIndex('mail_deal_alerts_store')
      .ifNotExists()
      .on('mail_deal_alerts')
      .columns(['store_id', 'id'])
      .execute()
    await addColumnOnce(db, 'mailbox', 'text', 'text', (c) => c.notNull().defaultTo(''))
  },
})
