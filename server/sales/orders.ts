// Orders: the row as stored, and the records sales-create, sales-verify and my-orders answer (my-orders
// with each order's progress after Pay, ./order-steps.ts).
import type { Quote } from '../../contract/quote'
import type { AccountOrder, OrderLine } from '../../contract/records'
import type { DealKind } from '../../contract/rules'
import type { Selectable } from 'kysely'
import type { OrdersTable } from '../database/tables/orders'
import type { Kdb } from '../database/schema'
import type { StepTime } from '../../contract/order-status'
import { progressOf, stepsOf } from './order-steps'
import { payBy } from './payments'

export type OrderStatus = OrdersTable['status']

/** An order as stored (server/database/schema.ts). */
export type OrderRow = Selectable<OrdersTable>

/**
 * A line as stored in `orders.items`. `deal_code` is the coupon's code when the line was sold
 * at the coupon's price: it is what the shopper paid for, so it is shown only once paid.
 * Orders from before kinds were stored have neither field.
 */
type StoredLine = {
  id: number
  title: string
  quantity: number
  unit_price: number
  line_total: number
  kind?: DealKind
  deal_code?: string | null
  /** The item's picture when ordered, so My orders and Reorder show it (older orders have none). */
  image?: string
}

/** The lines to store for a quote's lines (all `ok`: sales-create refuses any other). */
export async function storedLines(db: Kdb, quote: Quote): Promise<StoredLine[]> {
  const ids = quote.lines.map((line) => line.id)
  const coupons = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .selectFrom('items')
            .select(['id', 'code', 'discounted_price'])
            .where('id', 'in', ids)
            .where('kind', '=', 'coupon')
            .where('code', 'is not', null)
            .execute()
        ).map((row) => [row.id, row]),
  )
  const pictures = new Map(
    ids.length === 0
      ? []
      : (await db.selectFrom('items').select(['id', 'image']).where('id', 'in', ids).execute()).map((row) => [
          row.id,
          row.image,
        ]),
  )
  return quote.lines.map((line) => {
    const deal = coupons.get(line.id)
    const image = pictures.get(line.id)
    return {
      id: line.id,
      title: line.title,
      quantity: line.quantity,
      unit_price: line.unit_price,
      line_total: line.line_total,
      kind: line.kind,
      // Sold at the menu price (the deal had ended), a coupon's code gives nothing.
      deal_code: deal && deal.discounted_price === line.unit_price ? deal.code : null,
      ...(image ? { image } : {}),
    }
  })
}

function orderLines(row: Pick<OrderRow, 'items' | 'status'>): OrderLine[] {
  const lines = JSON.parse(row.items) as StoredLine[]
  return lines.map((line) => ({
    id: line.id,
    title: line.title,
    quantity: line.quantity,
    unit_price: line.unit_price,
    line_total: line.line_total,
    ...(line.kind ? { kind: line.kind } : {}),
    ...(line.image ? { image: line.image } : {}),
    code: row.status === 'paid' ? (line.deal_code ?? null) : null,
  }))
}

/** The order as sales-create and sales-verify answer it (contract's orderSchema, a loose object). */
export const orderRecord = (row: OrderRow) => ({
  id: row.id,
  reference: row.reference,
  restaurant: row.store_id,
  items: orderLines(row),
  phone_number: row.phone_number,
  shipping_address: row.shipping_address,
  email: row.email,
  fulfilment: row.fulfilment,
  subtotal: row.subtotal,
  vat: row.vat,
  service_charge: row.service_charge,
  delivery_fee: row.delivery_fee,
  total_amount_payable: row.total,
  total_amount_payable_to_business: row.subtotal + row.delivery_fee,
  estimate_minutes: row.estimate_minutes,
  delivery_to:
    row.latitude === null || row.longitude === null
      ? null
      : { latitude: row.latitude, longitude: row.longitude, distance_km: row.distance_km },
  status: row.status,
  payment_method: row.payment_method,
  pay_by: payBy(row),
  fulfilled_at: row.fulfilled_at,
  created_at: row.created_at,
})

type AccountOrderRow = OrderRow & {
  place_type: string | null
  store_name: string
  store_slug: string
  store_logo: string
  store_phone: string
  store_address: string
}

function accountOrderRecord(row: AccountOrderRow, steps: StepTime[]): AccountOrder {
  const { restaurant, ...order } = orderRecord(row)
  return {
    ...order,
    progress: progressOf(row, steps),
    store: {
      id: restaurant,
      name_of_business: row.store_name,
      slug: row.store_slug,
      logo: row.store_logo,
      phone: row.store_phone,
      address: row.store_address,
    },
  }
}

/** How many of a shopper's orders my-orders shows: the newest. */
export const MY_ORDERS_LIMIT = 50

/** The shopper's own orders, newest first, and how many they have in all. */
export async function ordersOf(db: Kdb, userId: number): Promise<{ results: AccountOrder[]; count: number }> {
  const rows: AccountOrderRow[] = await db
    .selectFrom('orders as o')
    .innerJoin('stores as s', 's.id', 'o.store_id')
    .selectAll('o')
    .select([
      's.name_of_business as store_name',
      's.slug as store_slug',
      's.logo as store_logo',
      's.phone as store_phone',
      's.address as store_address',
      's.place_type',
    ])
    .where('o.user_id', '=', userId)
    .orderBy('o.id', 'desc')
    .limit(MY_ORDERS_LIMIT)
    .execute()
  const { count } = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()
  const steps = await stepsOf(
    db,
    rows.map((row) => row.id),
  )
  return { results: rows.map((row) => accountOrderRecord(row, steps.get(row.id) ?? [])), count: Number(count) }
}
