// An order's status after Pay (contract/order-status.ts): its current step, the store's reason when it
// declined, the time it is expected (moved when the store says "ready in 25 min"), and the time of
// each step reached (order_steps). Orders paid before this have reached "placed", at their payment.
import { sql, type Kysely, type Migration } from 'kysely'
import { addColumnOnce } from '../schema-changes'

export const orderSteps: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of ['step', 'step_reason', 'eta_at']) await addColumnOnce(db, 'orders', column, 'text')
    await db.schema
      .createTable('order_steps')
      .ifNotExists()
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
      .addColumn('step', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('order_steps_pk', ['order_id', 'step'])
      .execute()
    // A store's open orders are read by store and step.
    await db.schema.createIndex('orders_store_step').ifNotExists().on('orders').columns(['store_id', 'step']).execute()
    await sql`INSERT INTO order_steps (order_id, step, at)
      SELECT id, 'placed', COALESCE(fulfilled_at, created_at) FROM orders
      WHERE status = 'paid' AND step IS NULL
      AND NOT EXISTS (SELECT 1 FROM order_steps s WHERE s.order_id = orders.id AND s.step = 'placed')`.execute(db)
    await sql`UPDATE orders SET step = 'placed' WHERE status = 'paid' AND step IS NULL`.execute(db)
  },
}
