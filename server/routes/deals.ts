import type { Handlers } from '../endpoint-routes'
import type { AppContext } from '../context'
import { positionOf } from '../../contract/fields'
import { REQUIRED } from '../../contract/messages'
import type { DealKind } from '../../contract/rules'
import { searchAsk, searchItems } from '../dish-search'
import { notFound } from '../http-error'
import { itemRecordsWithDeals, itemSelect, selectItems, type ItemRow } from '../records'
import { pathId } from '../path-params'
import { inputOf } from '../request-input'

const LIST_LIMIT = 100

type ListCall =
  | 'menuItems'
  | 'coupons'
  | 'discounts'
  | 'featuredItems'
  | 'marketplaceDiscounts'
  | 'hotDiscounts'
  | 'hotCoupons'
  | 'hotFeatured'

/**
 * A kind's deals: with the shopper's position, from the nearest stores first (each deal with
 * its distance), so an Ikeja shopper sees Ikeja's deals before Surulere's; without, most liked.
 */
function list(c: AppContext, call: ListCall, kind: DealKind, onlyHot = false) {
  // Discovery GETs carry the shopper's position (both parts valid); a list may also go without.
  const near = positionOf(inputOf(c, call))
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

function single(c: AppContext, kind: DealKind) {
  const id = pathId(c, 'id', REQUIRED.id)
  const { db, clock } = c.get('deps')
  const row = db.prepare(`${itemSelect} WHERE i.kind = ? AND i.id = ?`).get(kind, id) as ItemRow | undefined
  if (!row) throw notFound()
  const [record] = itemRecordsWithDeals(db, [row], clock())
  return c.json({ data: { results: record } })
}

/** Menu items, coupons, discounts, featured and marketplace deals: lists, single items, hot deals. */
export const dealHandlers = {
  menuItems: (c: AppContext) => list(c, 'menuItems', 'menu'),
  menuItem: (c: AppContext) => single(c, 'menu'),
  coupons: (c: AppContext) => list(c, 'coupons', 'coupon'),
  coupon: (c: AppContext) => single(c, 'coupon'),
  discounts: (c: AppContext) => list(c, 'discounts', 'discount'),
  discount: (c: AppContext) => single(c, 'discount'),
  featuredItems: (c: AppContext) => list(c, 'featuredItems', 'featured'),
  featuredItem: (c: AppContext) => single(c, 'featured'),
  marketplaceDiscounts: (c: AppContext) => list(c, 'marketplaceDiscounts', 'marketplace'),
  marketplaceDiscount: (c: AppContext) => single(c, 'marketplace'),
  hotDiscounts: (c: AppContext) => list(c, 'hotDiscounts', 'discount', true),
  hotCoupons: (c: AppContext) => list(c, 'hotCoupons', 'coupon', true),
  hotFeatured: (c: AppContext) => list(c, 'hotFeatured', 'featured', true),
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
