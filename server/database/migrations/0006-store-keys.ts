// One secret key per store (../../store-api/store-keys.ts): only its SHA-256 is kept; a rotation
// replaces the row. The deal post (and the store API after it) is refused without a live key.
import type { Kysely, Migration } from 'kysely'

export const storeKeys: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('store_keys')
      .ifNotExists()
      .addColumn('store_id', 'integer', (c) => c.primaryKey().references('stores.id'))
      .addColumn('key_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute()
  },
}
