import type { Handlers } from '../endpoint-routes'
import { DEFAULT_PAGE_SIZE } from '../config'
import type { AppContext } from '../context'
import type { Db } from '../db'
import { lenientPosition } from '../../contract/fields'
import { TEXT_LIMITS } from '../../contract/rules'
import { REQUIRED } from '../../contract/messages'
import { badRequest, notFound } from '../http-error'
import { nameThePlace } from '../places'
import {
  findStore,
  itemRecordsWithDeals,
  itemSelect,
  storeFlags,
  storeRecord,
  type ItemRow,
  type StoreRow,
} from '../records'
import { pathId } from '../path-params'
import { inputOf } from '../request-input'

function page(query: { page?: number | undefined; page_size?: number | undefined }) {
  const pageNumber = query.page ?? 1
  const size = query.page_size ?? DEFAULT_PAGE_SIZE
  return { pageNumber, size, offset: (pageNumber - 1) * size }
}

/**
 * The nearest stores, computing distances only inside a box around the shopper that grows
 * until it provably holds the page: its farthest store must lie within the box's inscribed
 * circle, else a store just outside the box could still be nearer.
 */
function nearestStores(db: Db, where: string[], params: Record<string, unknown>, lat: number, lng: number): StoreRow[] {
  // The page's ids first (distance only), then the full rows and flags for those few: the
  // box can hold thousands of stores, and flags for each of them cost more than the search.
  const nearest = (filter: string) =>
    `SELECT s.*, n.distance_km, ${storeFlags} FROM (
       SELECT s.id, distance_km(@lat, @lng, s.latitude, s.longitude) AS distance_km FROM stores s
       ${filter} ORDER BY distance_km, s.id LIMIT @size OFFSET @offset
     ) n JOIN stores s ON s.id = n.id ORDER BY n.distance_km, s.id`
  const kmPerDegreeLat = 111.32
  const kmPerDegreeLng = Math.max(1, 111.32 * Math.cos((lat * Math.PI) / 180))
  for (let radiusKm = 1; radiusKm < 3000; radiusKm *= 3) {
    const box = ['s.latitude BETWEEN @minLat AND @maxLat', 's.longitude BETWEEN @minLng AND @maxLng', ...where]
    const rows = db.prepare(nearest(`WHERE ${box.join(' AND ')}`)).all({
      ...params,
      minLat: lat - radiusKm / kmPerDegreeLat,
      maxLat: lat + radiusKm / kmPerDegreeLat,
      minLng: lng - radiusKm / kmPerDegreeLng,
      maxLng: lng + radiusKm / kmPerDegreeLng,
    }) as StoreRow[]
    const farthest = rows.at(-1)?.distance_km
    if (rows.length === params.size && farthest !== undefined && farthest <= radiusKm) return rows
  }
  return db.prepare(nearest(where.length ? `WHERE ${where.join(' AND ')}` : '')).all(params) as StoreRow[]
}

export const discoveryHandlers = {
  nearMe: (c: AppContext) => {
    const db = c.get('deps').db
    const query = inputOf(c, 'nearMe')
    const { latitude: lat, longitude: lng } = query
    const { pageNumber, size, offset } = page(query)
    const where: string[] = []
    const params: Record<string, unknown> = { lat, lng }
    const placeType = query.place_type
    if (placeType) {
      where.push('s.place_type = @placeType COLLATE NOCASE')
      params.placeType = placeType
      const cuisine = query.cuisine_type
      // Cuisine only narrows restaurants (SPEC §7).
      if (cuisine && placeType.toLowerCase() === 'restaurant') {
        where.push('s.cuisine_type = @cuisine COLLATE NOCASE')
        params.cuisine = cuisine
      }
    }
    const { min_rating: minRating, max_rating: maxRating, max_delivery_time: maxDelivery } = query
    if (minRating !== undefined) {
      where.push('s.rating_total >= @minRating * s.rating_count - 0.05 * s.rating_count')
      params.minRating = minRating
    }
    if (maxRating !== undefined) {
      where.push('s.rating_total <= @maxRating * s.rating_count + 0.05 * s.rating_count')
      params.maxRating = maxRating
    }
    if (maxDelivery !== undefined) {
      where.push('s.delivery_time_minutes <= @maxDelivery')
      params.maxDelivery = maxDelivery
    }
    if (query.has_coupon) where.push("EXISTS (SELECT 1 FROM items c WHERE c.store_id = s.id AND c.kind = 'coupon')")
    if (query.has_discount) where.push("EXISTS (SELECT 1 FROM items d WHERE d.store_id = s.id AND d.kind = 'discount')")
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : ''
    const { count } = db.prepare(`SELECT COUNT(*) AS count FROM stores s ${filter}`).get(params) as { count: number }
    const rows = nearestStores(db, where, { ...params, size, offset }, lat, lng)
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

  // SPEC §7 names an id here; a slug is resolved through search-store first, so this path
  // takes nothing else (a client that sends a slug is caught by the contract tests).
  nearMeStore: (c: AppContext) => {
    const db = c.get('deps').db
    const store = findStore(db, String(pathId(c, 'id', REQUIRED.storeId)))
    if (!store) throw notFound()
    const items = db.prepare(`${itemSelect} WHERE i.store_id = ? ORDER BY i.kind, i.id`).all(store.id) as ItemRow[]
    const comments = db
      .prepare(
        `SELECT sc.id, sc.content, sc.created_at, u.id AS user, u.first_name FROM store_comments sc JOIN users u ON u.id = sc.user_id
         WHERE sc.store_id = ? ORDER BY sc.id DESC LIMIT 50`,
      )
      .all(store.id)
    const records = itemRecordsWithDeals(db, items, c.get('deps').clock())
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

  searchStore: (c: AppContext) => {
    const db = c.get('deps').db
    const text = (c.req.param('name') ?? '').trim()
    // The path's name: the contract's search limit (a path is not part of the request schema).
    if (text === '' || text.length > TEXT_LIMITS.storeSearch) throw badRequest(REQUIRED.name)
    const position = lenientPosition(inputOf(c, 'searchStore'))
    const near = position !== null
    const lat = position?.lat ?? null
    const lng = position?.lng ?? null
    // With the shopper's position each store carries its distance, and branches of one name
    // come nearest first; without it, by name.
    const distance = near ? ', distance_km(@lat, @lng, s.latitude, s.longitude) AS distance_km' : ''
    const order = near ? 'distance_km, s.name_of_business' : 's.name_of_business'
    const exact = db
      .prepare(`SELECT s.*, ${storeFlags}${distance} FROM stores s WHERE s.slug = @slug`)
      .all({ slug: text.toLowerCase(), lat, lng }) as StoreRow[]
    const rows = exact.length
      ? exact
      : (db
          .prepare(
            `SELECT s.*, ${storeFlags}${distance} FROM stores s WHERE s.name_of_business LIKE @name ESCAPE '\\' ORDER BY ${order} LIMIT 20`,
          )
          .all({ name: `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`, lat, lng }) as StoreRow[])
    return c.json({ data: { results: rows.map(storeRecord) } })
  },

  qrContent: (c: AppContext) => {
    const db = c.get('deps').db
    const store = findStore(db, c.req.param('id') ?? '')
    if (!store) throw notFound()
    const items = itemRecordsWithDeals(
      db,
      db.prepare(`${itemSelect} WHERE i.store_id = ? ORDER BY i.kind, i.id`).all(store.id) as ItemRow[],
      c.get('deps').clock(),
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

  map: (c: AppContext) => {
    const db = c.get('deps').db
    const { latitude: lat, longitude: lng, place_type: placeType } = inputOf(c, 'map')
    const rows = db
      .prepare(
        `SELECT s.*, distance_km(@lat, @lng, s.latitude, s.longitude) AS distance_km, ${storeFlags} FROM stores s
         WHERE (@placeType = 'all' OR s.place_type = @placeType COLLATE NOCASE) ORDER BY distance_km LIMIT 200`,
      )
      .all({ lat, lng, placeType: placeType.toLowerCase() === 'all' ? 'all' : placeType }) as StoreRow[]
    return c.json({ data: { results: rows.map(storeRecord) } })
  },
} satisfies Partial<Handlers>
