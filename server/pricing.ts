// What a cart costs, now: the server's quote (contract/quote.ts). Prices come from the
// database, never from the client; a deal's price holds only on its days in Lagos
// (contract/deals.ts), and the fee and estimate follow contract/pricing.ts. The quote endpoint
// answers it, and sales-create refuses an order that differs from it.
import { dealState, dealUnitPrice, lagosDay } from '../contract/deals'
import { REQUIRED } from '../contract/messages'
import { closedNotice } from '../contract/opening-hours'
import {
  deliveryFee,
  FULFILMENTS,
  fulfilmentEstimateMinutes,
  ORDER_LIMITS,
  orderTotals,
  payableToBusiness,
  type Fulfilment,
} from '../contract/pricing'
import type { Quote, QuoteLine } from '../contract/quote'
import type { DealKind } from '../contract/rules'
import { haversineKm, type Db } from './db'
import { badRequest, notFound } from './http-error'
import type { StoreRow } from './records'
import { parseId, type Body } from './validate'

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
  fulfilment: Fulfilment
  position: { lat: number; lng: number } | null
}

/** 'Store ID is required.' for a missing or malformed store id. */
export function parseStoreId(value: unknown): number {
  if (value === undefined || value === null || value === '') throw badRequest('Store ID is required.')
  return parseId(value, 'Store ID is required.')
}

function parseLine(raw: unknown): CartLine {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw badRequest('Every item needs an id.')
  const item = raw as Body
  const id = parseId(item.id, 'Every item needs an id.')
  const quantity = parseId(item.quantity ?? 1, 'Quantity must be a whole number from 1.')
  if (quantity > ORDER_LIMITS.maxQuantity) throw badRequest(`Quantity must be at most ${ORDER_LIMITS.maxQuantity}.`)
  const sent = item.unit_price
  if (sent !== undefined && sent !== null && !(typeof sent === 'number' && Number.isSafeInteger(sent) && sent >= 0))
    throw badRequest('unit_price must be a whole number of naira from 0.')
  return { id, quantity, unit_price: typeof sent === 'number' ? sent : undefined }
}

function parseCoordinate(value: unknown, min: number, max: number): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' && Number.isFinite(number) && number >= min && number <= max ? number : null
}

/** The cart part of a quote or order body; throws a 400 naming the first thing wrong. */
export function parseCart(body: Body): Cart {
  const storeId = parseStoreId(body.restaurant)
  const items = body.items
  if (!Array.isArray(items) || items.length === 0) throw badRequest('At least one item is required.')
  if (items.length > ORDER_LIMITS.maxLines)
    throw badRequest(`An order can hold at most ${ORDER_LIMITS.maxLines} lines.`)
  const lines = items.map(parseLine)
  const fulfilment = body.fulfilment ?? 'delivery'
  if (!FULFILMENTS.includes(fulfilment as Fulfilment)) throw badRequest('fulfilment must be delivery or pickup.')
  const given = (value: unknown) => value !== undefined && value !== null && value !== ''
  let position: Cart['position'] = null
  if (given(body.latitude) || given(body.longitude) || fulfilment === 'delivery') {
    // Delivery needs the place it goes to (the fee's distance band); pickup may send one too.
    const lat = parseCoordinate(body.latitude, -90, 90)
    const lng = parseCoordinate(body.longitude, -180, 180)
    if (lat === null || lng === null) throw badRequest(REQUIRED.coordinates)
    position = { lat, lng }
  }
  return { storeId, lines, fulfilment: fulfilment as Fulfilment, position }
}

const itemQuery =
  'SELECT id, kind, store_id, title, price, discounted_price, valid_from, valid_until FROM items WHERE id = ?'

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
export function cartStore(db: Db, storeId: number): StoreRow {
  const store = db.prepare('SELECT * FROM stores WHERE id = ?').get(storeId) as StoreRow | undefined
  if (!store) throw notFound()
  return store
}

/** The quote for `cart` at `nowMs`: what each line sells for, the fee, the totals, whether the store is open. */
export function quoteCart(db: Db, cart: Cart, nowMs: number): Quote {
  const store = cartStore(db, cart.storeId)
  const day = lagosDay(nowMs)
  const statement = db.prepare(itemQuery)
  const find = (id: number) => statement.get(id) as PricedItem | undefined
  const lines = cart.lines.map((line) => priceLine(find, store.id, line, day))
  const subtotal = lines.reduce((sum, line) => sum + line.line_total, 0)
  const distance = cart.position
    ? roundKm(haversineKm(store.latitude, store.longitude, cart.position.lat, cart.position.lng))
    : null
  const fee = cart.fulfilment === 'delivery' ? deliveryFee(subtotal, distance ?? 0) : 0
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
      open: notice === null,
      closed_notice: notice,
    },
    fulfilment: cart.fulfilment,
    lines,
    subtotal,
    vat: totals.vat,
    service_charge: totals.serviceCharge,
    delivery_fee: fee,
    total_amount_payable: totals.total,
    total_amount_payable_to_business: payableToBusiness(totals),
    distance_km: distance,
    estimate_minutes: fulfilmentEstimateMinutes(store.delivery_time_minutes, distance ?? 0, cart.fulfilment),
    priced_at: new Date(nowMs).toISOString(),
  }
}
