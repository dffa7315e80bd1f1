// An e-mail change's code (../../auth/email-change.ts) is sent to the new address and belongs to the
// account that asked for it: the code row names that account (null for every other kind of code).
import type { Kysely, Migration } from 'kysely'
import { addColumnOnce } from '../schema-changes'

export const emailChangeCodes: Migration = {
  async up(db: Kysely<unknown>) {
    await addColumnOnce(db, 'codes', 'user_id', 'integer', (c) => c.references('users.id'))
  },
}
