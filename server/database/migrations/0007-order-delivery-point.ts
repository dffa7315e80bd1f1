// The point an order's delivery fee was priced for (../../sales/pricing.ts), and its distance from
// the store: kept with the order, so the store's rider goes where the fee says (null for pickup
// and visits, and for orders from before).
import type { Kysely, Migration } from 'kysely'
import { types } from '../column-types'
import type { Engine } from '../schema'

export const orderDeliveryPoint = (engine: Engine): Migration => {
  const t = types(engine)
  return {
    async up(db: Kysely<unknown>) {
      // Like the other migrations' ifNotExists: running it again changes nothing.
      const orders = (await db.introspection.getTables()).find((table) => table.name === 'orders')
      const has = new Set(orders?.columns.map((column) => column.name))
      for (const column of ['latitude', 'longitude', 'distance_km'])
        if (!has.has(column)) await db.schema.alterTable('orders').addColumn(column, t.float).execute()
    },
  }
}
