// Row → API record. These are the shapes documented in docs/api.md#records.
import { ID_MAX } from '../../contract/fields'
import { dealState, lagosDay } from '../../contract/deals'
import type { DealItem, Store } from '../../contract/records'
import type { DealKind } from '../../contract/rules'
import type { ExpressionBuilder, Selectable } from 'kysely'
import type { Database, Kdb } from '../database/schema'
import type { ItemsTable, StoresTable } from '../database/tables/catalog'

/** A store as the lists select it (every column but created_at), with what some lists add. */
export type StoreRow = Omit<Selectable<StoresTable>, 'created_at'> & {
  distance_km?: number
  has_coupon?: number | boolean
  has_discount?: number | boolean
}

/** A deal or dish as the lists select it (every column but created_at), with its store's words. */
export type ItemRow = Omit<Selectable<ItemsTable>, 'created_at'> & {
  store_name: string
  store_slug: string
  store_logo: string
  store_area: string
  /** The store's opening hours: a card says "Closed" while it is (contract/opening-hours.ts). */
  store_hours: string
  /** Present when a list was asked for with the shopper's position. */
  distance_km?: number
}

const roundKm = (km: number) => Math.round(km * 100) / 100

const average = (total: number, count: number) => (count > 0 ? Math.round((total / count) * 10) / 10 : 0)

/** A store as the API answers it: the contract's Store (contract/records.ts). */
export function storeRecord(row: StoreRow): Store {
  return {
    id: row.id,
    name_of_business: row.name_of_business,
    slug: row.slug,
    logo: row.logo,
    cover_image: row.cover_image,
    place_type: row.place_type,
    cuisine_type: row.cuisine_type,
    address: row.address,
    area: row.area,
    latitude: row.latitude,
    longitude: row.longitude,
    rating: average(row.rating_total, row.rating_count),
    rating_count: row.rating_count,
    likes_count: row.likes_count,
    subscribers_count: row.subscribers_count,
    delivery_time_minutes: row.delivery_time_minutes,
    delivery_radius_km: row.delivery_radius_km,
    opening_hours: row.opening_hours,
    phone: row.phone,
    description: row.description,
    has_coupon: Boolean(row.has_coupon),
    has_discount: Boolean(row.has_discount),
    ...(row.distance_km === undefined ? {} : { distance_km: roundKm(row.distance_km) }),
  }
}

export type StoreRecord = Store

/** A deal or menu item as the API answers it: the contract's DealItem. */
export function itemRecord(row: ItemRow): DealItem {
  const saving = row.discounted_price === null ? 0 : row.price - row.discounted_price
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    name: row.title,
    description: row.description,
    image: row.image,
    price: row.price,
    discounted_price: row.discounted_price,
    percentage: row.percentage,
    saving,
    // A coupon's code is its voucher: it comes with the paid order (../sales/orders.ts), never in a public answer.
    valid_from: row.valid_from,
    valid_until: row.valid_until,
    is_hot: Boolean(row.is_hot),
    likes_count: row.likes_count,
    rating: average(row.rating_total, row.rating_count),
    rating_count: row.rating_count,
    store: {
      id: row.store_id,
      name_of_business: row.store_name,
      slug: row.store_slug,
      logo: row.store_logo,
      opening_hours: row.store_hours,
    },
    menu_item: row.kind === 'menu' ? null : (row.menu_item_id ?? null),
    // Where the deal is: its store's area, and how far when the shopper's position was given.
    area: row.store_area,
    ...(row.distance_km === undefined ? {} : { distance_km: roundKm(row.distance_km) }),
  }
}

export type ItemRecord = ReturnType<typeof itemRecord>

export type MenuDeal = NonNullable<DealItem['deal']>

/**
 * Each menu item's best deal running on the Lagos day at `nowMs` (started, not ended): the
 * cheapest, the older on a tie. Menu items without one are absent from the map.
 */
export async function runningDeals(
  db: Kdb,
  menuItemIds: readonly number[],
  nowMs: number,
): Promise<Map<number, MenuDeal>> {
  const best = new Map<number, MenuDeal>()
  if (menuItemIds.length === 0) return best
  const day = lagosDay(nowMs)
  const rows = await db
    .selectFrom('items')
    .select(['id', 'kind', 'menu_item_id', 'discounted_price', 'percentage', 'valid_from', 'valid_until'])
    .where('menu_item_id', 'in', [...menuItemIds])
    .where('discounted_price', 'is not', null)
    .orderBy('id')
    .execute()
  for (const row of rows) {
    if (row.menu_item_id === null || row.discounted_price === null) continue
    if (dealState(row, day) !== 'live') continue
    const current = best.get(row.menu_item_id)
    if (current && current.discounted_price <= row.discounted_price) continue
    best.set(row.menu_item_id, {
      id: row.id,
      kind: row.kind as DealKind,
      discounted_price: row.discounted_price,
      percentage: row.percentage,
    })
  }
  return best
}

/** Item records, each menu item with its best deal running now (`deal`, or null). */
export async function itemRecordsWithDeals(db: Kdb, rows: readonly ItemRow[], nowMs: number): Promise<DealItem[]> {
  const deals = await runningDeals(
    db,
    rows.filter((row) => row.kind === 'menu').map((row) => row.id),
    nowMs,
  )
  return rows.map((row) =>
    row.kind === 'menu' ? { ...itemRecord(row), deal: deals.get(row.id) ?? null } : itemRecord(row),
  )
}

type StoresScope = ExpressionBuilder<Database & { s: Database['stores'] }, 's'>

/** Whether the store `s` has coupons and discounts (a store record's flags). */
export const storeFlags = (eb: StoresScope) => [
  eb
    .exists(
      eb.selectFrom('items as c').select('c.id').whereRef('c.store_id', '=', 's.id').where('c.kind', '=', 'coupon'),
    )
    .as('has_coupon'),
  eb
    .exists(
      eb.selectFrom('items as d').select('d.id').whereRef('d.store_id', '=', 's.id').where('d.kind', '=', 'discount'),
    )
    .as('has_discount'),
]

/** Stores `s` with their flags. */
export const selectStores = (db: Kdb) => db.selectFrom('stores as s').selectAll('s').select(storeFlags)

/** Items `i` with their store `s`'s name, slug, logo, area and opening hours. */
export const selectItems = (db: Kdb) =>
  db
    .selectFrom('items as i')
    .innerJoin('stores as s', 's.id', 'i.store_id')
    .selectAll('i')
    .select([
      's.name_of_business as store_name',
      's.slug as store_slug',
      's.logo as store_logo',
      's.area as store_area',
      's.opening_hours as store_hours',
    ])

/** Rows of selectItems as records.ts reads them (kind narrowed to the contract's kinds). */
export const asItemRows = <T extends { kind: string }>(rows: T[]) => rows as Array<T & { kind: DealKind }>

export async function findStore(db: Kdb, idOrSlug: string): Promise<StoreRow | undefined> {
  const byId = /^\d+$/.test(idOrSlug)
  // An id no store can have is no store (PostgreSQL refuses to compare an integer column with it).
  if (byId && Number(idOrSlug) > ID_MAX) return undefined
  return selectStores(db)
    .where((eb) => (byId ? eb('s.id', '=', Number(idOrSlug)) : eb('s.slug', '=', idOrSlug)))
    .executeTakeFirst() as Promise<StoreRow | undefined>
}
