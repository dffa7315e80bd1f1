// An e-mail change's code (../../auth/email-change.ts) is sent to the new address and belongs to the
// account that asked for it: the code row names that account (null for every other kind of code).
import type { Kysely, Migration } from 'kysely'

export const emailChangeCodes: Migration = {
  async up(db: Kysely<unknown>) {
    const codes = (await db.introspection.getTables()).find((table) => table.name === 'codes')
    if (!codes?.columns.some((column) => column.name === 'user_id'))
      await db.schema
        .alterTable('codes')
        .addColumn('user_id', 'integer', (c) => c.references('users.id'))
        .execute()
  },
}
