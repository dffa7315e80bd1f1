// Near me on PostgreSQL (docs/decisions.md#scale): the bounding box and the distance read only
// the index (an index-only scan), never the table's pages: the index carries the id too.
// SQLite's index entries hold the rowid (the id) already, so it needs nothing.
import { sql, type Kysely, type Migration } from 'kysely'
import type { Engine } from '../schema'

export const nearMeCoveringIndex = (engine: Engine): Migration => ({
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
})
