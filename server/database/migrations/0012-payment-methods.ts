// How an order is paid (contract/payment-methods.ts): card, bank transfer, USSD or cash; and
// whether a store takes cash on delivery or at pickup. A database seeded before this migration
// gets the seed's rule (server/seed/seed-rows.ts, acceptsCash) once, when the column is added.
import { sql, type Kysely, type Migration } from 'kysely'
import { addColumnOnce } from '../schema-changes'

export const paymentMethods: Migration = {
  async up(db: Kysely<unknown>) {
    await addColumnOnce(db, 'orders', 'payment_method', 'text', (c) => c.notNull().defaultTo('card'))
    const stores = (await db.introspection.getTables()).find((table) => table.name === 'stores')
    if (stores?.columns.some((column) => column.name === 'accepts_cash')) return
    await addColumnOnce(db, 'stores', 'accepts_cash', 'integer', (c) => c.notNull().defaultTo(0))
    await sql`UPDATE stores SET accepts_cash = 1
      WHERE place_type IN ('Restaurant', 'Bakery', 'Supermarket') AND id % 3 <> 0`.execute(db)
  },
}
