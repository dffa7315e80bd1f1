// The point an order's delivery fee was priced for (../../sales/pricing.ts), and its distance from
// the store: kept with the order, so the store's rider goes where the fee says (null for pickup
// and visits, and for orders from before).
import type { Kysely, Migration } from 'kysely'
import { types } from '../column-types'
import { addColumnOnce } from '../schema-changes'
import type { Engine } from '../schema'

export const orderDeliveryPoint = (engine: Engine): Migration => ({
  async up(db: Kysely<unknown>) {
    for (const column of ['latitude', 'longitude', 'distance_km'])
      await addColumnOnce(db, 'orders', column, types(engine).float)
  },
})
