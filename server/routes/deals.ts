import { Hono } from 'hono'
import type { AppEnv, AppContext } from '../context'
import { notFound } from '../http-error'
import { itemRecord, itemSelect, type ItemKind, type ItemRow } from '../records'
import { parseId } from '../validate'

const LIST_LIMIT = 100

function list(c: AppContext, kind: ItemKind, onlyHot = false) {
  const rows = c
    .get('deps')
    .db.prepare(
      `${itemSelect} WHERE i.kind = ? ${onlyHot ? 'AND i.is_hot = 1' : ''} ORDER BY i.likes_count DESC, i.id LIMIT ?`,
    )
    .all(kind, LIST_LIMIT) as ItemRow[]
  return c.json({ data: { results: rows.map(itemRecord), count: rows.length, next_page: null } })
}

function single(c: AppContext, kind: ItemKind) {
  const id = parseId(c.req.param('id'), 'ID is required.')
  const row = c.get('deps').db.prepare(`${itemSelect} WHERE i.kind = ? AND i.id = ?`).get(kind, id) as
    ItemRow | undefined
  if (!row) throw notFound()
  return c.json({ data: { results: itemRecord(row) } })
}

/** Menu items, coupons, discounts, featured and marketplace deals: lists, single items, hot deals. */
export function dealRoutes() {
  const app = new Hono<AppEnv>()
  app.get('/api/menu-items-all-aws', (c) => list(c, 'menu'))
  app.get('/api/menu-items-single-id-aws/:id', (c) => single(c, 'menu'))
  app.get('/api/coupon-items-all-aws', (c) => list(c, 'coupon'))
  app.get('/api/coupon-items-single-id-aws/:id', (c) => single(c, 'coupon'))
  app.get('/api/discount-items-all-aws', (c) => list(c, 'discount'))
  app.get('/api/discount-items-single-id-aws/:id', (c) => single(c, 'discount'))
  app.get('/featured-read-only-api/featured-items', (c) => list(c, 'featured'))
  app.get('/featured-read-only-api/featured-single-item/:id', (c) => single(c, 'featured'))
  app.get('/api/marketplace-discount-view-aws', (c) => list(c, 'marketplace'))
  app.get('/api/marketplace-discount-view-single-id-aws/:id', (c) => single(c, 'marketplace'))
  app.get('/api/discount/hot-deals-aws', (c) => list(c, 'discount', true))
  app.get('/api/coupon/hot-deals-aws', (c) => list(c, 'coupon', true))
  app.get('/featured-read-only-api/hot-deals', (c) => list(c, 'featured', true))
  app.get('/advertise/adverts-list', (c) => {
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
  })
  return app
}
