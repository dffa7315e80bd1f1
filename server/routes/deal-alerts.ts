// Deal alerts (contract/endpoints/deal-alerts.ts): a shopper's devices subscribed to stores'
// new deals, the VAPID public key they subscribe with, and the stores' deal post.
import { createHash, timingSafeEqual } from 'node:crypto'
import { DEAL_POST_TOKEN_HEADER } from '../../contract/endpoints/deal-alerts'
import type { Handlers } from '../endpoint-routes'
import { readJson, requireUser, type AppContext } from '../context'
import { inputOf } from '../request-input'
import { now } from '../db'
import { endpointProblem, keysProblem } from '../deal-alerts'
import { postDealAndNotify } from '../deal-post'
import { badRequest, HttpError, notFound } from '../http-error'

/** Devices × stores one account may have alerts for; bounds what a stolen token can add. */
export const MAX_ALERTS_PER_ACCOUNT = 500

/**
 * The body as the endpoint registration parsed it: its user checked against the token first
 * (403), then the endpoint's schema (400) — server/request-input.ts.
 */
async function parseBody<N extends 'subscribeDealAlerts' | 'unsubscribeDealAlerts'>(
  c: AppContext,
  name: N,
): Promise<{ userId: number; body: ReturnType<typeof inputOf<N>> }> {
  return { userId: await requireUser(c), body: inputOf(c, name) }
}

const alertColumns = `a.id, a.store_id AS store, s.name_of_business AS store_name, s.slug AS store_slug,
  a.endpoint, a.data_saver, a.created_at`

type AlertRow = {
  id: number
  store: number
  store_name: string
  store_slug: string
  endpoint: string
  data_saver: number
  created_at: string
}
const alertRecord = (row: AlertRow) => ({ ...row, data_saver: row.data_saver === 1 })

const digest = (text: string) => createHash('sha256').update(text).digest()

export const dealAlertHandlers = {
  pushPublicKey: (c: AppContext) => c.json({ publicKey: c.get('deps').dealAlerts.publicKey }),

  subscribeDealAlerts: async (c: AppContext) => {
    const { db, pushLoopback } = c.get('deps')
    const { userId, body } = await parseBody(c, 'subscribeDealAlerts')
    const { subscription } = body
    const problem = endpointProblem(subscription.endpoint, pushLoopback) ?? keysProblem(subscription.keys)
    if (problem) throw badRequest(problem)
    if (!db.prepare('SELECT 1 FROM stores WHERE id = ?').get(body.store)) throw notFound()
    const record = db.transaction(() => {
      // A push endpoint is one browser profile: once this account subscribes it, no other
      // account's alerts (someone who used the phone before without logging out) go to it.
      db.prepare('DELETE FROM deal_alerts WHERE endpoint = ? AND user_id <> ?').run(subscription.endpoint, userId)
      const count = db.prepare('SELECT count(*) AS n FROM deal_alerts WHERE user_id = ?').get(userId) as { n: number }
      const existing = db
        .prepare('SELECT id FROM deal_alerts WHERE user_id = ? AND store_id = ? AND endpoint = ?')
        .get(userId, body.store, subscription.endpoint) as { id: number } | undefined
      if (!existing && count.n >= MAX_ALERTS_PER_ACCOUNT)
        throw badRequest('You have too many deal alerts. Turn some off first.')
      const stamp = now()
      // The keys change when the browser renews its subscription: the newest win.
      const id = existing
        ? (db
            .prepare('UPDATE deal_alerts SET p256dh = ?, auth = ?, data_saver = ?, updated_at = ? WHERE id = ?')
            .run(subscription.keys.p256dh, subscription.keys.auth, body.data_saver ? 1 : 0, stamp, existing.id),
          existing.id)
        : Number(
            db
              .prepare(
                `INSERT INTO deal_alerts (user_id, store_id, endpoint, p256dh, auth, data_saver, created_at, updated_at)
                 VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
              )
              .run(
                userId,
                body.store,
                subscription.endpoint,
                subscription.keys.p256dh,
                subscription.keys.auth,
                body.data_saver ? 1 : 0,
                stamp,
                stamp,
              ).lastInsertRowid,
          )
      return db
        .prepare(`SELECT ${alertColumns} FROM deal_alerts a JOIN stores s ON s.id = a.store_id WHERE a.id = ?`)
        .get(id) as AlertRow
    })()
    return c.json(alertRecord(record), 201)
  },

  unsubscribeDealAlerts: async (c: AppContext) => {
    const { db } = c.get('deps')
    const { userId, body } = await parseBody(c, 'unsubscribeDealAlerts')
    if (body.store === undefined)
      db.prepare('DELETE FROM deal_alerts WHERE user_id = ? AND endpoint = ?').run(userId, body.endpoint)
    else
      db.prepare('DELETE FROM deal_alerts WHERE user_id = ? AND endpoint = ? AND store_id = ?').run(
        userId,
        body.endpoint,
        body.store,
      )
    return c.body(null, 204)
  },

  dealAlerts: async (c: AppContext) => {
    const userId = await requireUser(c)
    const rows = c
      .get('deps')
      .db.prepare(
        `SELECT ${alertColumns} FROM deal_alerts a JOIN stores s ON s.id = a.store_id WHERE a.user_id = ? ORDER BY a.id`,
      )
      .all(userId) as AlertRow[]
    return c.json({ data: { results: rows.map(alertRecord) } })
  },

  postDeal: async (c: AppContext) => {
    const { db, dealAlerts, dealPostToken, clock } = c.get('deps')
    if (!dealPostToken)
      throw new HttpError(403, 'Posting deals is turned off on this server (DEAL_POST_TOKEN is unset).')
    const given = c.req.header(DEAL_POST_TOKEN_HEADER) ?? ''
    // Digests have one length, so the comparison's time says nothing about the token.
    if (!given || !timingSafeEqual(digest(given), digest(dealPostToken)))
      throw new HttpError(401, 'The deal post token is missing or wrong.')
    const { deal, sending } = postDealAndNotify(db, dealAlerts, await readJson(c), clock())
    sending.catch((error: unknown) => c.get('deps').log(`deal ${deal.id} alerts failed: ${String(error)}`))
    return c.json(deal, 201)
  },
} satisfies Partial<Handlers>
