// Budgets and slow-downs are keyed by an email's keyed digest (../../limits/rate-limit.ts emailKey):
// the rows an earlier version keyed by the address itself go, rather than wait for their window.
import { sql, type Kysely, type Migration } from 'kysely'

export const limitsWithoutEmails: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`DELETE FROM budgets WHERE key LIKE ${'%@%'}`.execute(db)
    await sql`DELETE FROM slowdowns WHERE key LIKE ${'%@%'}`.execute(db)
  },
}
