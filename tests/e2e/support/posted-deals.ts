// A deal on a menu dish, written straight into an e2e server's database as a store would post it: a copy of the
// dish's row with the deal's fields, running from yesterday to ten days on by the run's clock. `dayOn`
// names those days, and the day a story ends a deal.
import type Database from 'better-sqlite3'
import { testNow } from '../../support/test-clock'

const DAY = 86_400_000

/** The calendar day `offset` days from the run's clock ('2026-11-24'). */
export const dayOn = (offset: number) => new Date(testNow() + offset * DAY).toISOString().slice(0, 10)

/** Posts a `kind` deal of `percentage` % off on the dish `dishId`; answers its id and its price. */
export function postDealOnDish(
  db: Database.Database,
  dishId: number,
  kind: 'marketplace' | 'coupon',
  percentage: number,
): { id: number; price: number } {
  const row = db.prepare('SELECT * FROM items WHERE id = ?').get(dishId) as Record<string, unknown> & { price: number }
  const price = Math.round(row.price * (1 - percentage / 100))
  const deal: Record<string, unknown> = {
    ...row,
    kind,
    menu_item_id: dishId,
    discounted_price: price,
    percentage,
    code: kind === 'coupon' ? `GIDIE2E${percentage}` : null,
    valid_from: dayOn(-1),
    valid_until: dayOn(10),
  }
  delete deal.id
  const columns = Object.keys(deal)
  const result = db
    .prepare(`INSERT INTO items (${columns.join(', ')}) VALUES (${columns.map((name) => `@${name}`).join(', ')})`)
    .run(deal)
  return { id: Number(result.lastInsertRowid), price }
}
