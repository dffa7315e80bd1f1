// A store posts a deal (stores have no business UI here): through POST /push/deals with the
// DEAL_POST_TOKEN, or `npm run deal:post`. Both write through postDeal, then notify the
// store's subscribers without waiting for the sends.
import { safeParse } from 'valibot'
import { lagosDay } from '../contract/deals'
import { postedDealSchema, type PostedDeal } from '../contract/endpoints/deal-alerts'
import { API_BASE } from './config'
import type { Db } from './db'
import { dealPath, type DealAlerts } from './deal-alerts'
import { badRequest, notFound } from './http-error'

const DAY_MS = 24 * 60 * 60 * 1000
/** A posted deal runs for a week from today (Lagos days, as the seed's deals do). */
const RUNS_DAYS = 7

export type PostedDealRecord = { id: number; store: number; title: string; price: number; url: string }

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** Checks the deal and writes it as a discount of the store; a 400 or 404 when it cannot. */
export function postDeal(db: Db, input: unknown, nowMs: number): PostedDealRecord {
  const parsed = safeParse(postedDealSchema, input)
  if (!parsed.success) throw badRequest(parsed.issues[0].message)
  const deal = parsed.output
  const byId = typeof deal.store === 'number'
  const store = db.prepare(`SELECT id FROM stores WHERE ${byId ? 'id' : 'slug'} = ?`).get(deal.store) as
    { id: number } | undefined
  if (!store) throw notFound('No store has that id or slug.')
  const was = deal.was !== undefined && deal.was > deal.price ? deal.was : null
  const menuItem = db
    .prepare("SELECT id FROM items WHERE store_id = ? AND kind = 'menu' AND title = ? ORDER BY id LIMIT 1")
    .get(store.id, deal.title) as { id: number } | undefined
  const id = Number(
    db
      .prepare(
        `INSERT INTO items (kind, store_id, title, description, image, price, discounted_price, percentage,
         valid_from, valid_until, created_at, menu_item_id)
         VALUES ('discount', @store, @title, @description, @image, @price, @discounted, @percentage, @from, @until, @created, @menuItem)`,
      )
      .run({
        store: store.id,
        title: deal.title,
        description: deal.description ?? '',
        image: `${API_BASE}/media/item/${slugify(deal.title) || 'deal'}.svg`,
        price: was ?? deal.price,
        discounted: was === null ? null : deal.price,
        percentage: was === null ? null : Math.round((1 - deal.price / was) * 100),
        from: lagosDay(nowMs),
        until: lagosDay(nowMs + RUNS_DAYS * DAY_MS),
        created: new Date(nowMs).toISOString(),
        menuItem: menuItem?.id ?? null,
      }).lastInsertRowid,
  )
  return { id, store: store.id, title: deal.title, price: deal.price, url: dealPath('discount', id) }
}

/**
 * Writes the deal, then starts its alerts: the answer does not wait for push services. The
 * returned promise settles when the sends are done (the command waits for it; the route not).
 */
export function postDealAndNotify(
  db: Db,
  alerts: DealAlerts,
  input: PostedDeal | unknown,
  nowMs: number,
): { deal: PostedDealRecord; sending: Promise<unknown> } {
  const deal = postDeal(db, input, nowMs)
  const sending = new Promise((resolve) => setImmediate(resolve)).then(() => alerts.notifyDeal(deal.id))
  return { deal, sending }
}
