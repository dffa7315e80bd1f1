// A deal alert's endpoint that fails send after send is dropped (../../deal-alerts/deal-alerts.ts):
// its failures in a row are counted, and a send that gets through puts the count back to 0.
import type { Kysely, Migration } from 'kysely'
import { addColumnOnce } from '../schema-changes'

export const pushFailures: Migration = {
  async up(db: Kysely<unknown>) {
    await addColumnOnce(db, 'deal_alerts', 'failures', 'integer', (c) => c.notNull().defaultTo(0))
  },
}
