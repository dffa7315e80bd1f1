import type { Handlers } from '../endpoint-routes'
import type { AppContext } from '../context'
import { searchAsk, searchItems } from '../dish-search'
import { badRequest, notFound } from '../http-error'
import { itemRecordsWithDeals, itemSelect, selectItems, type ItemKind, type ItemRow } from '../records'
import { coordinate, parseId } from '../validate'

const LIST_LIMIT = 100

/** SPEC §7: discovery GETs carry the shopper's position; a list may also be asked without one. */
function optionalPosition(c: AppContext): { lat: number; lng: number } | null {
  const given = (name: string) => (c.req.query(name) ?? '').trim() !== ''
  if (!given('latitude') && !given('longitude')) return null
  const lat = coordinate(c.req.query('latitude'), -90, 90)
  const lng = coordinate(c.req.query('longitude'), -180, 180)
  if (lat === null || lng === null) throw badRequest('Latitude and longitude are required.')
  return { lat, lng }
}

/**
 * A kind's deals: with the shopper's position, from the nearest stores first (each deal with
 * its distance), so an Ikeja shopper sees Ikeja's deals before Surulere's; without, most liked.
 */
function list(c: AppContext, kind: ItemKind, onlyHot = false) {
  const near = optionalPosition(c)
  const ask = searchAsk(c)
  if (ask) {
    const { db, clock } = c.get('deps')
    const results = searchItems(db, kind, ask, near, clock(), onlyHot)
    return c.json({ data: { results, count: results.length, next_page: null } })
  }
  const distance = near ? ', distance_km(@lat, @lng, s.latitude, s.longitude) AS distance_km' : ''
  const order = near ? 'distance_km, i.likes_count DESC, i.id' : 'i.likes_count DESC, i.id'
  const { db, clock } = c.get('deps')
  const rows = db
    .prepare(
      `${selectItems(distance)} WHERE i.kind = @kind ${onlyHot ? 'AND i.is_hot = 1' : ''} ORDER BY ${order} LIMIT @limit`,
    )
    .all({ kind, limit: LIST_LIMIT, lat: near?.lat ?? null, lng: near?.lng ?? null }) as ItemRow[]
  // Menu items carry their best deal running today.
  const results = itemRecordsWithDeals(db, rows, clock())
  return c.json({ data: { results, count: rows.length, next_page: null } })
}

function single(c: AppContext, kind: ItemKind) {
  const id = parseId(c.req.param('id'), 'ID is required.')
  const { db, clock } = c.get('deps')
  const row = db.prepare(`${itemSelect} WHERE i.kind = ? AND i.id = ?`).get(kind, id) as ItemRow | undefined
  if (!row) throw notFound()
  const [record] = itemRecordsWithDeals(db, [row], clock())
  return c.json({ data: { results: record } })
}

/** Menu items, coupons, discounts, featured and marketplace deals: lists, single items, hot deals. */
export const dealHandlers = {
  menuItems: (c: AppContext) => list(c, 'menu'),
  menuItem: (c: AppContext) => single(c, 'menu'),
  coupons: (c: AppContext) => list(c, 'coupon'),
  coupon: (c: AppContext) => single(c, 'coupon'),
  discounts: (c: AppContext) => list(c, 'discount'),
  discount: (c: AppContext) => single(c, 'discount'),
  featuredItems: (c: AppContext) => list(c, 'featured'),
  featuredItem: (c: AppContext) => single(c, 'featured'),
  marketplaceDiscounts: (c: AppContext) => list(c, 'marketplace'),
  marketplaceDiscount: (c: AppContext) => single(c, 'marketplace'),
  hotDiscounts: (c: AppContext) => list(c, 'discount', true),
  hotCoupons: (c: AppContext) => list(c, 'coupon', true),
  hotFeatured: (c: AppContext) => list(c, 'featured', true),
  adverts: (c: AppContext) => {
    const rows = c
      .get('deps')
      .db.prepare(
        `SELECT a.id, a.title, a.image, a.link, s.id AS store_id, s.name_of_business, s.slug, s.logo FROM adverts a
         JOIN stores s ON s.id = a.store_id ORDER BY a.id`,
      )
      .all() as Array<{
      id: number
      title: string
      image: string
      link: string
      store_id: number
      name_of_business: string
      slug: string
      logo: string
    }>
    return c.json({
      data: {
        results: rows.map((row) => ({
          id: row.id,
          title: row.title,
          image: row.image,
          link: row.link,
          store: { id: row.store_id, name_of_business: row.name_of_business, slug: row.slug, logo: row.logo },
        })),
        count: rows.length,
        next_page: null,
      },
    })
  },
} satisfies Partial<Handlers>
