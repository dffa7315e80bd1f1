// What a cart costs, now: the server's quote (contract/quote.ts). Prices come from the
// database, never from the client; a deal's price holds only on its days in Lagos
// (contract/deals.ts), and the fee and estimate follow contract/pricing.ts. The quote endpoint
// answers it, and sales-create refuses an order that differs from it.
import { dealState, dealUnitPrice, lagosDay } from '../../contract/deals'
import { positionOf } from '../../contract/fields'
import { REQUIRED } from '../../contract/messages'
import { closedNotice } from '../../contract/opening-hours'
import {
  defaultFulfilment,
  deliveryFee,
  deliversTo,
  fulfilmentEstimateMinutes,
  orderTotals,
  payableToBusiness,
  type Fulfilment,
} from '../../contract/pricing'
import type { Quote, QuoteLine } from '../../contract/quote'
import type { DealKind } from '../../contract/rules'
import { haversineKm } from '../database'
import type { Kdb } from '../database/schema'
import { badRequest, notFound } from '../http/http-error'
import type { StoreRow } from '../catalog/records'

type PricedItem = {
  id: number
  kind: DealKind
  store_id: number
  title: string
  price: number
  discounted_price: number | null
  valid_from: string | null
  valid_until: string | null
}

/** One cart line as sent: the item, how many, and the unit price the shopper was shown. */
export type CartLine = { id: number; quantity: number; unit_price: number | undefined }

/** A cart as a quote or an order sends it, checked: malformed input is a 400 here. */
export type Cart = {
  storeId: number
  lines: CartLine[]
  /** As sent; absent, the store's default (a visit for services, else delivery). */
  fulfilment: Fulfilment | undefined
  position: { lat: number; lng: number } | null
}

/** The cart part of a quote or an order, as the contract's schema parsed it (contract/quote.ts). */
type CartInput = {
  restaurant: number
  items: ReadonlyArray<{ id: number; quantity: number; unit_price?: number | null | undefined }>
  fulfilment?: Fulfilment | null | undefined
  latitude?: number | string | null | undefined
  longitude?: number | string | null | undefined
}

/** The cart of a parsed quote or order body (its fields were checked by the endpoint's schema). */
export function cartOf(input: CartInput): Cart {
  return {
    storeId: input.restaurant,
    lines: input.items.map((line) => ({
      id: line.id,
      quantity: line.quantity,
      unit_price: line.unit_price ?? undefined,
    })),
    fulfilment: input.fulfilment ?? undefined,
    position: positionOf(input),
  }
}

/** The cart's items as pricing reads them, by id. */
async function pricedItems(db: Kdb, ids: number[]): Promise<Map<number, PricedItem>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .selectFrom('items')
    .select(['id', 'kind', 'store_id', 'title', 'price', 'discounted_price', 'valid_from', 'valid_until'])
    .where('id', 'in', ids)
    .execute()
  return new Map(rows.map((row) => [row.id, { ...row, kind: row.kind as DealKind }]))
}

/** One line as it sells on `day` (see LINE_STATES in contract/quote.ts). */
function priceLine(
  find: (id: number) => PricedItem | undefined,
  storeId: number,
  line: CartLine,
  day: string,
): QuoteLine {
  const row = find(line.id)
  const was = line.unit_price ?? null
  if (!row || row.store_id !== storeId) {
    // Not counted; named when we still know it (another store's item), so the shopper can tell which.
    return {
      id: line.id,
      title: row?.title ?? 'An item',
      kind: row?.kind ?? 'menu',
      quantity: line.quantity,
      unit_price: 0,
      price: row?.price ?? 0,
      line_total: 0,
      state: 'gone',
      was,
      ended_on: null,
    }
  }
  const hasDeal = row.discounted_price !== null
  const ended = hasDeal && dealState(row, day) === 'ended'
  const current = dealUnitPrice(row, day)
  let state: QuoteLine['state'] = 'ok'
  // No price sent (an older client): the line sells at today's price, and the totals decide.
  if (was !== null && was !== current) state = ended && was === row.discounted_price ? 'ended' : 'price'
  return {
    id: row.id,
    title: row.title,
    kind: row.kind,
    quantity: line.quantity,
    unit_price: current,
    price: row.price,
    line_total: current * line.quantity,
    state,
    was,
    ended_on: ended ? (row.valid_until ?? '').slice(0, 10) : null,
  }
}

const roundKm = (km: number) => Math.round(km * 100) / 100

/** The store a cart is for; 404 for one that does not exist. */
export async function cartStore(db: Kdb, storeId: number): Promise<StoreRow> {
  const store = await db.selectFrom('stores').selectAll().where('id', '=', storeId).executeTakeFirst()
  if (!store) throw notFound()
  return store
}

/** The quote for `cart` at `nowMs`: what each line sells for, the fee, the totals, whether the store is open. */
export async function quoteCart(db: Kdb, cart: Cart, nowMs: number): Promise<Quote> {
  const store = await cartStore(db, cart.storeId)
  const asked = cart.fulfilment ?? defaultFulfilment(store.place_type)
  // A store whose default is delivery needs the place it goes to, even when the cart named none.
  if (asked === 'delivery' && !cart.position) throw badRequest(REQUIRED.coordinates)
  const day = lagosDay(nowMs)
  const items = await pricedItems(db, [...new Set(cart.lines.map((line) => line.id))])
  const find = (id: number) => items.get(id)
  const lines = cart.lines.map((line) => priceLine(find, store.id, line, day))
  const subtotal = lines.reduce((sum, line) => sum + line.line_total, 0)
  const distance = cart.position
    ? roundKm(haversineKm(store.latitude, store.longitude, cart.position.lat, cart.position.lng))
    : null
  // Beyond the store's radius there is no rider: the quote is for pickup, and says why.
  const delivers = deliversTo(distance, store.delivery_radius_km)
  const fulfilment = delivers ? asked : 'pickup'
  const fee = fulfilment === 'delivery' ? deliveryFee(subtotal, distance ?? 0) : 0
  const totals = orderTotals(subtotal, fee)
  const notice = closedNotice(store.opening_hours, new Date(nowMs))
  return {
    store: {
      id: store.id,
      name_of_business: store.name_of_business,
      slug: store.slug,
      logo: store.logo,
      phone: store.phone,
      address: store.address,
      place_type: store.place_type,
      opening_hours: store.opening_hours,
      delivery_time_minutes: store.delivery_time_minutes,
      delivery_radius_km: store.delivery_radius_km,
      delivers,
      open: notice === null,
      closed_notice: notice,
      accepts_cash: store.accepts_cash === 1,
    },
    fulfilment,
    lines,
    subtotal,
    vat: totals.vat,
    service_charge: totals.serviceCharge,
    delivery_fee: fee,
    total_amount_payable: totals.total,
    total_amount_payable_to_business: payableToBusiness(totals),
    distance_km: distance,
    estimate_minutes: fulfilmentEstimateMinutes(store.delivery_time_minutes, distance ?? 0, fulfilment),
    priced_at: new Date(nowMs).toISOString(),
  }
}
