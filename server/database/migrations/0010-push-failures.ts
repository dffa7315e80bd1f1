// A deal alert's endpoint that fails send after send is dropped (../../deal-alerts/deal-alerts.ts):
// its failures in a row are counted, and a send that gets through puts the count back to 0.
import type { Kysely, Migration } from 'kysely'

export const pushFailures: Migration = {
  async up(db: Kysely<unknown>) {
    const alerts = (await db.introspection.getTables()).find((table) => table.name === 'deal_alerts')
    if (!alerts?.columns.some((column) => column.name === 'failures'))
      await db.schema
        .alterTable('deal_alerts')
        .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
  },
}
