import type { Handlers } from './endpoint-routes'
import type { AppContext } from '../http/context'
import { positionOf } from '../../contract/fields'
import { REQUIRED } from '../../contract/messages'
import type { DealKind } from '../../contract/rules'
import { searchAsk, searchItems } from '../catalog/dish-search'
import { listRows } from '../catalog/deal-lists'
import { notFound } from '../http/http-error'
import { asItemRows, itemRecordsWithDeals, selectItems } from '../catalog/records'
import { pathId } from '../http/path-params'
import { inputOf } from '../http/request-input'

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
async function list(c: AppContext, call: ListCall, kind: DealKind, onlyHot = false) {
  // Discovery GETs carry the shopper's position (both parts valid); a list may also go without.
  const near = positionOf(inputOf(c, call))
  const ask = searchAsk(c)
  const { kysely, engine, clock } = c.get('deps')
  if (ask) {
    const results = await searchItems(kysely, engine, kind, ask, near, clock(), onlyHot)
    return c.json({ data: { results, count: results.length, next_page: null } })
  }
  const rows = await listRows(kysely, engine, kind, onlyHot, near, LIST_LIMIT)
  // Menu items carry their best deal running today.
  const results = await itemRecordsWithDeals(kysely, rows, clock())
  return c.json({ data: { results, count: rows.length, next_page: null } })
}

async function single(c: AppContext, kind: DealKind) {
  const id = pathId(c, 'id', REQUIRED.id)
  const { kysely, clock } = c.get('deps')
  const row = await selectItems(kysely).where('i.kind', '=', kind).where('i.id', '=', id).executeTakeFirst()
  if (!row) throw notFound()
  const [record] = await itemRecordsWithDeals(kysely, asItemRows([row]), clock())
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
  adverts: async (c: AppContext) => {
    const rows = await c
      .get('deps')
      .kysely.selectFrom('adverts as a')
      .innerJoin('stores as s', 's.id', 'a.store_id')
      .select(['a.id', 'a.title', 'a.image', 'a.link', 's.id as store_id', 's.name_of_business', 's.slug', 's.logo'])
      .orderBy('a.id')
      .execute()
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
