import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely'
import type { Handlers } from './endpoint-routes'
import { DEFAULT_PAGE_SIZE } from '../config'
import type { AppContext } from '../http/context'
import type { Database, Engine, Kdb } from '../database/schema'
import { containsIgnoringCase, distanceKm, equalsIgnoringCase } from '../database/dialect-sql'
import { lenientPosition } from '../../contract/fields'
import { TEXT_LIMITS } from '../../contract/rules'
import { REQUIRED } from '../../contract/messages'
import { badRequest, notFound } from '../http/http-error'
import { nameThePlace } from '../catalog/places'
import { searchSuggestion } from '../catalog/search-suggest'
import {
  asItemRows,
  findStore,
  itemRecordsWithDeals,
  selectItems,
  selectStores,
  storeFlags,
  storeRecord,
  type StoreRow,
} from '../catalog/records'
import { pathId } from '../http/path-params'
import { inputOf } from '../http/request-input'

type StoreScope = ExpressionBuilder<Database & { s: Database['stores'] }, 's'>
/** A near-me filter on the store `s`. */
type StoreFilter = (eb: StoreScope) => Expression<SqlBool>

const allOf = (filters: StoreFilter[]) => (eb: StoreScope) => eb.and(filters.map((filter) => filter(eb)))

function page(query: { page?: number | undefined; page_size?: number | undefined }) {
  const pageNumber = query.page ?? 1
  const size = query.page_size ?? DEFAULT_PAGE_SIZE
  return { pageNumber, size, offset: (pageNumber - 1) * size }
}

/**
 * The nearest stores, computing distances only inside a box around the shopper that grows
 * until it provably holds the page: its farthest store must lie within the box's inscribed
 * circle, else a store just outside the box could still be nearer. The box is a range on the
 * (latitude, longitude) index, on both engines.
 */
async function nearestStores(
  db: Kdb,
  engine: Engine,
  filters: StoreFilter[],
  at: { lat: number; lng: number; size: number; offset: number },
): Promise<StoreRow[]> {
  const { lat, lng, size, offset } = at
  // The page's ids first (distance only), then the full rows and flags for those few: the
  // box can hold thousands of stores, and flags for each of them cost more than the search.
  const nearest = (where: StoreFilter[]) =>
    db
      .selectFrom(
        db
          .selectFrom('stores as s')
          .select([
            's.id',
            distanceKm(engine, lat, lng, sql.ref('s.latitude'), sql.ref('s.longitude')).as('distance_km'),
          ])
          .where(allOf(where))
          .orderBy('distance_km')
          .orderBy('s.id')
          .limit(size)
          .offset(offset)
          .as('n'),
      )
      .innerJoin('stores as s', 's.id', 'n.id')
      .selectAll('s')
      .select('n.distance_km')
      .select((eb) => storeFlags(eb as unknown as Parameters<typeof storeFlags>[0]))
      .orderBy('n.distance_km')
      .orderBy('s.id')
      .execute() as Promise<StoreRow[]>
  const kmPerDegreeLat = 111.32
  const kmPerDegreeLng = Math.max(1, 111.32 * Math.cos((lat * Math.PI) / 180))
  // From a quarter kilometre: where stores are dense (a 1 km box in Ikeja holds over a thousand
  // at 10,000 stores) the first box already holds the page, and the distance is computed for a
  // hundred rows rather than every one in a kilometre.
  for (let radiusKm = 0.25; radiusKm < 3000; radiusKm *= 3) {
    const box: StoreFilter = (eb) =>
      eb.and([
        eb.between('s.latitude', lat - radiusKm / kmPerDegreeLat, lat + radiusKm / kmPerDegreeLat),
        eb.between('s.longitude', lng - radiusKm / kmPerDegreeLng, lng + radiusKm / kmPerDegreeLng),
      ])
    const rows = await nearest([box, ...filters])
    const farthest = rows.at(-1)?.distance_km
    if (rows.length === size && farthest !== undefined && farthest <= radiusKm) return rows
  }
  return nearest(filters)
}

/** Stores `s` that have an item of this kind. */
const hasItemOf =
  (kind: 'coupon' | 'discount'): StoreFilter =>
  (eb) =>
    eb.exists(eb.selectFrom('items as x').select('x.id').whereRef('x.store_id', '=', 's.id').where('x.kind', '=', kind))

/** A number the query binds, as a float on both engines (PostgreSQL would guess an integer). */
const float = (value: number) => sql<number>`CAST(${value} AS DOUBLE PRECISION)`

export const discoveryHandlers = {
  nearMe: async (c: AppContext) => {
    const { kysely: db, engine } = c.get('deps')
    const query = inputOf(c, 'nearMe')
    const { latitude: lat, longitude: lng } = query
    const { pageNumber, size, offset } = page(query)
    const filters: StoreFilter[] = []
    const placeType = query.place_type
    if (placeType) {
      filters.push(() => equalsIgnoringCase(engine, sql.ref('s.place_type'), placeType))
      const cuisine = query.cuisine_type
      // Cuisine only narrows restaurants (docs/api.md#discovery).
      if (cuisine && placeType.toLowerCase() === 'restaurant')
        filters.push(() => equalsIgnoringCase(engine, sql.ref('s.cuisine_type'), cuisine))
    }
    const { min_rating: minRating, max_rating: maxRating, max_delivery_time: maxDelivery } = query
    // The average rating (total / count) within 0.05 of the bound, without dividing by zero.
    if (minRating !== undefined)
      filters.push(() => sql<SqlBool>`s.rating_total >= ${float(minRating)} * s.rating_count - 0.05 * s.rating_count`)
    if (maxRating !== undefined)
      filters.push(() => sql<SqlBool>`s.rating_total <= ${float(maxRating)} * s.rating_count + 0.05 * s.rating_count`)
    if (maxDelivery !== undefined) filters.push((eb) => eb('s.delivery_time_minutes', '<=', maxDelivery))
    if (query.has_coupon) filters.push(hasItemOf('coupon'))
    if (query.has_discount) filters.push(hasItemOf('discount'))
    // The count and the page at once: on PostgreSQL two connections answer side by side, so a
    // call waits for the slower of the two round trips, not both (SQLite runs them in turn).
    const [counted, rows] = await Promise.all([
      db
        .selectFrom('stores as s')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where(allOf(filters))
        .executeTakeFirstOrThrow(),
      nearestStores(db, engine, filters, { lat, lng, size, offset }),
    ])
    const count = Number(counted.count)
    return c.json({
      data: {
        results: rows.map(storeRecord),
        count,
        page: pageNumber,
        page_size: size,
        next_page: offset + size < count ? pageNumber + 1 : null,
      },
    })
  },

  // docs/api.md#discovery names an id here; a slug is resolved through search-store first, so this path
  // takes nothing else (a client that sends a slug is caught by the contract tests).
  nearMeStore: async (c: AppContext) => {
    const { kysely: db, clock } = c.get('deps')
    const store = await findStore(db, String(pathId(c, 'id', REQUIRED.storeId)))
    if (!store) throw notFound()
    const items = await selectItems(db).where('i.store_id', '=', store.id).orderBy('i.kind').orderBy('i.id').execute()
    const comments = await db
      .selectFrom('store_comments as sc')
      .innerJoin('users as u', 'u.id', 'sc.user_id')
      .select(['sc.id', 'sc.content', 'sc.created_at', 'u.id as user', 'u.first_name'])
      .where('sc.store_id', '=', store.id)
      .orderBy('sc.id', 'desc')
      .limit(50)
      .execute()
    const records = await itemRecordsWithDeals(db, asItemRows(items), clock())
    const byKind = (kind: string) => records.filter((item) => item.kind === kind)
    return c.json({
      data: {
        results: {
          ...storeRecord(store),
          menu_items: byKind('menu'),
          coupons: byKind('coupon'),
          discounts: byKind('discount'),
          featured: byKind('featured'),
          comments,
        },
      },
    })
  },

  searchStore: async (c: AppContext) => {
    const { kysely: db, engine } = c.get('deps')
    const text = (c.req.param('name') ?? '').trim()
    // The path's name: the contract's search limit (a path is not part of the request schema).
    if (text === '' || text.length > TEXT_LIMITS.storeSearch) throw badRequest(REQUIRED.name)
    const position = lenientPosition(inputOf(c, 'searchStore'))
    // With the shopper's position each store carries its distance, and branches of one name
    // come nearest first; without it, by name.
    const stores = () =>
      position
        ? selectStores(db).select(
            distanceKm(engine, position.lat, position.lng, sql.ref('s.latitude'), sql.ref('s.longitude')).as(
              'distance_km',
            ),
          )
        : selectStores(db)
    const exact = (await stores().where('s.slug', '=', text.toLowerCase()).execute()) as StoreRow[]
    if (exact.length) return c.json({ data: { results: exact.map(storeRecord) } })
    let byName = stores().where(containsIgnoringCase(engine, sql.ref('s.name_of_business'), text))
    if (position) byName = byName.orderBy(sql.ref('distance_km'))
    const rows = (await byName.orderBy('s.name_of_business').limit(20).execute()) as StoreRow[]
    return c.json({ data: { results: rows.map(storeRecord) } })
  },

  searchSuggest: async (c: AppContext) => {
    const { kysely: db, clock } = c.get('deps')
    const { search } = inputOf(c, 'searchSuggest')
    return c.json({ data: { suggestion: await searchSuggestion(db, search, clock()) } })
  },

  qrContent: async (c: AppContext) => {
    const { kysely: db, clock } = c.get('deps')
    const store = await findStore(db, c.req.param('id') ?? '')
    if (!store) throw notFound()
    const items = await itemRecordsWithDeals(
      db,
      asItemRows(await selectItems(db).where('i.store_id', '=', store.id).orderBy('i.kind').orderBy('i.id').execute()),
      clock(),
    )
    return c.json({
      status: 'success',
      data: {
        ...storeRecord(store),
        menu_items: items.filter((item) => item.kind === 'menu'),
        coupons: items.filter((item) => item.kind === 'coupon'),
        discounts: items.filter((item) => item.kind === 'discount'),
      },
    })
  },

  userLocation: (c: AppContext) => {
    const { latitude, longitude } = inputOf(c, 'userLocation')
    return c.json(nameThePlace(latitude, longitude))
  },

  map: async (c: AppContext) => {
    const { kysely: db, engine } = c.get('deps')
    const { latitude: lat, longitude: lng, place_type: placeType } = inputOf(c, 'map')
    let query = selectStores(db).select(
      distanceKm(engine, lat, lng, sql.ref('s.latitude'), sql.ref('s.longitude')).as('distance_km'),
    )
    if (placeType.toLowerCase() !== 'all')
      query = query.where(equalsIgnoringCase(engine, sql.ref('s.place_type'), placeType))
    const rows = (await query.orderBy('distance_km').limit(200).execute()) as StoreRow[]
    return c.json({ data: { results: rows.map(storeRecord) } })
  },
} satisfies Partial<Handlers>
