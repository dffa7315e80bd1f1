// What an order costs. Prices come from the database, never from the client, and a deal's
// price holds only on the days it is valid.
import { ORDER_LIMITS, orderTotals } from '../contract/pricing'
import type { Db } from './db'
import { badRequest } from './http-error'
import { parseId } from './validate'

type PricedItem = {
  id: number
  store_id: number
  title: string
  price: number
  discounted_price: number | null
  valid_from: string | null
  valid_until: string | null
}

/** The calendar day in Lagos (UTC+1 all year): deals run from `valid_from` to `valid_until` there. */
export const lagosDay = (epochMs: number) => new Date(epochMs + 60 * 60_000).toISOString().slice(0, 10)

/** The deal's price on `day` if it runs then (either bound may be open), else the full price. */
export function unitPrice(item: PricedItem, day: string): number {
  if (item.discounted_price === null) return item.price
  const started = !item.valid_from || item.valid_from.slice(0, 10) <= day
  const ended = Boolean(item.valid_until) && (item.valid_until ?? '').slice(0, 10) < day
  return started && !ended ? item.discounted_price : item.price
}

export function priceOrder(db: Db, storeId: number, items: unknown, now: number) {
  if (!Array.isArray(items) || items.length === 0) throw badRequest('At least one item is required.')
  if (items.length > ORDER_LIMITS.maxLines)
    throw badRequest(`An order can hold at most ${ORDER_LIMITS.maxLines} lines.`)
  const day = lagosDay(now)
  const lines = items.map((raw) => {
    const item = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>
    const id = parseId(item.id, 'Every item needs an id.')
    const quantity = parseId(item.quantity ?? 1, 'Quantity must be a whole number from 1.')
    if (quantity > ORDER_LIMITS.maxQuantity) throw badRequest(`Quantity must be at most ${ORDER_LIMITS.maxQuantity}.`)
    const row = db
      .prepare('SELECT id, store_id, title, price, discounted_price, valid_from, valid_until FROM items WHERE id = ?')
      .get(id) as PricedItem | undefined
    if (!row) throw badRequest(`Item ${id} does not exist.`)
    if (row.store_id !== storeId) throw badRequest(`Item ${id} does not belong to this store.`)
    const unit = unitPrice(row, day)
    return { id, title: row.title, quantity, unit_price: unit, line_total: unit * quantity }
  })
  const subtotal = lines.reduce((sum, line) => sum + line.line_total, 0)
  // The rule the checkout page shows the shopper (contract/pricing.ts).
  const totals = orderTotals(subtotal)
  return { lines, subtotal, vat: totals.vat, service: totals.serviceCharge, total: totals.total }
}
