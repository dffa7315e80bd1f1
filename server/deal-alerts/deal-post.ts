// A store posts a deal (stores have no business UI here): through POST /push/deals or `npm run
// deal:post`, each with the store's own key (../store-api/store-keys.ts). Both write through
// postDeal, then notify the store's subscribers without waiting for the sends.
import { safeParse } from 'valibot'
import { lagosDay } from '../../contract/deals'
import { postedDealSchema, type PostedDeal } from '../../contract/endpoints/deal-alerts'
import { API_BASE } from '../config'
import type { Kdb } from '../database/schema'
import { dealPath, type DealAlerts } from './deal-alerts'
import { badRequest, HttpError, notFound } from '../http/http-error'

const DAY_MS = 24 * 60 * 60 * 1000
/** A posted deal runs for a week from today (Lagos days, as the seed's deals do). */
const RUNS_DAYS = 7

export type PostedDealRecord = { id: number; store: number; title: string; price: number; url: string }

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

export const ANOTHER_STORE = 'This store key belongs to another store.'

/**
 * Checks the deal and writes it as a discount of the store whose key posted it (`keyStore`): a 400
 * or 404 when it cannot, a 403 when the deal names another store.
 */
export async function postDeal(db: Kdb, keyStore: number, input: unknown, nowMs: number): Promise<PostedDealRecord> {
  const parsed = safeParse(postedDealSchema, input)
  if (!parsed.success) throw badRequest(parsed.issues[0].message)
  const deal = parsed.output
  const store = await db
    .selectFrom('stores')
    .select('id')
    .where((eb) => (typeof deal.store === 'number' ? eb('id', '=', deal.store) : eb('slug', '=', deal.store)))
    .executeTakeFirst()
  if (!store) throw notFound('No store has that id or slug.')
  if (store.id !== keyStore) throw new HttpError(403, ANOTHER_STORE)
  const was = deal.was !== undefined && deal.was > deal.price ? deal.was : null
  const menuItem = await db
    .selectFrom('items')
    .select('id')
    .where('store_id', '=', store.id)
    .where('kind', '=', 'menu')
    .where('title', '=', deal.title)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst()
  const { id } = await db
    .insertInto('items')
    .values({
      kind: 'discount',
      store_id: store.id,
      title: deal.title,
      description: deal.description ?? '',
      image: `${API_BASE}/media/item/${slugify(deal.title) || 'deal'}.svg`,
      price: was ?? deal.price,
      discounted_price: was === null ? null : deal.price,
      percentage: was === null ? null : Math.round((1 - deal.price / was) * 100),
      valid_from: lagosDay(nowMs),
      valid_until: lagosDay(nowMs + RUNS_DAYS * DAY_MS),
      created_at: new Date(nowMs).toISOString(),
      menu_item_id: menuItem?.id ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id, store: store.id, title: deal.title, price: deal.price, url: dealPath('discount', id) }
}

/**
 * Starts a written deal's alerts on the next turn: its answer never waits for push services. The
 * promise settles when the sends are done (the command waits for it; the route not).
 */
export const notifyLater = (alerts: DealAlerts, dealId: number): Promise<unknown> =>
  new Promise((resolve) => setImmediate(resolve)).then(() => alerts.notifyDeal(dealId))

/** Writes the deal, then starts its alerts (the command; the route writes in its idempotent transaction). */
export async function postDealAndNotify(
  db: Kdb,
  alerts: DealAlerts,
  post: { keyStore: number; input: PostedDeal | unknown },
  nowMs: number,
): Promise<{ deal: PostedDealRecord; sending: Promise<unknown> }> {
  const deal = await postDeal(db, post.keyStore, post.input, nowMs)
  return { deal, sending: notifyLater(alerts, deal.id) }
}
