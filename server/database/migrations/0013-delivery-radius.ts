// Each store delivers within its own radius (docs/decisions.md#fees); beyond it, pickup only.
// Every store starts at the product's default.
import type { Kysely, Migration } from 'kysely'
import { DELIVERY_RADIUS_KM } from '../../../contract/pricing'
import { addColumnOnce } from '../schema-changes'

export const deliveryRadius: Migration = {
  async up(db: Kysely<unknown>) {
    await addColumnOnce(db, 'stores', 'delivery_radius_km', 'integer', (c) => c.notNull().defaultTo(DELIVERY_RADIUS_KM))
  },
}
