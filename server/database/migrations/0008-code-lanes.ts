// Codes the owner keeps (../../auth/codes.ts): who asked for each live code (its lanes: a keyed
// digest of the client's address), and the lane a reset token was given to, so that a stranger's
// ask voids no one's token.
import type { Kysely, Migration } from 'kysely'
import { addColumnOnce } from '../schema-changes'

export const codeLanes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('code_askers')
      .ifNotExists()
      .addColumn('code_id', 'integer', (c) => c.notNull().references('codes.id').onDelete('cascade'))
      .addColumn('lane', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('code_askers_pk', ['code_id', 'lane'])
      .execute()
    await addColumnOnce(db, 'codes', 'reset_token_lane', 'text')
  },
}
