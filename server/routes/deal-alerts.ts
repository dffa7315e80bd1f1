// Deal alerts (contract/endpoints/deal-alerts.ts): a shopper's devices subscribed to stores'
// new deals, the VAPID public key they subscribe with, and the stores' deal post (with a store's key).
import type { Handlers } from './endpoint-routes'
import { bearerToken, readJson, requireUser, type AppContext } from '../http/context'
import { inputOf } from '../http/request-input'
import { now } from '../database/settings'
import type { Kdb } from '../database/schema'
import { keysProblem } from '../deal-alerts/deal-alerts'
import { endpointProblem } from '../deal-alerts/push-endpoints'
import { notifyLater, postDeal } from '../deal-alerts/deal-post'
import { mailDeal } from '../deal-alerts/mail-alerts'
import { keepOrderUpdates } from '../deal-alerts/order-updates'
import { writeOnce } from '../http/idempotency'
import { badRequest, notFound } from '../http/http-error'
import { requireStoreKey } from '../store-api/store-keys'

/** Devices × stores one account may have alerts for; bounds what a stolen token can add. */
export const MAX_ALERTS_PER_ACCOUNT = 500

/**
 * The body as the endpoint registration parsed it: its user checked against the token first
 * (403), then the endpoint's schema (400) — server/http/request-input.ts.
 */
async function parseBody<N extends 'subscribeDealAlerts' | 'unsubscribeDealAlerts'>(
  c: AppContext,
  name: N,
): Promise<{ userId: number; body: ReturnType<typeof inputOf<N>> }> {
  return { userId: await requireUser(c), body: inputOf(c, name) }
}

type AlertRow = {
  id: number
  store: number
  store_name: string
  store_slug: string
  endpoint: string
  data_saver: number
  created_at: string
}

/** An account's alerts with their stores' names, as the API answers them. */
const selectAlerts = (db: Kdb) =>
  db
    .selectFrom('deal_alerts as a')
    .innerJoin('stores as s', 's.id', 'a.store_id')
    .select([
      'a.id',
      'a.store_id as store',
      's.name_of_business as store_name',
      's.slug as store_slug',
      'a.endpoint',
      'a.data_saver',
      'a.created_at',
    ])
const alertRecord = (row: AlertRow) => ({ ...row, data_saver: row.data_saver === 1 })

/** The deal's e-mail alerts, queued after the answer with the server's other mail (../auth/outbox.ts). */
function mailLater(c: AppContext, dealId: number): void {
  const { kysely, mailer, outbox, log, publicOrigin } = c.get('deps')
  // A replayed post wrote nothing (dealId 0): it mails nothing again.
  if (!dealId) return
  const origin = publicOrigin ?? new URL(c.req.url).origin
  outbox.send(async () => {
    await mailDeal(kysely, mailer, dealId, { origin, log })
  })
}

export const dealAlertHandlers = {
  pushPublicKey: (c: AppContext) => c.json({ publicKey: c.get('deps').dealAlerts.publicKey }),

  subscribeDealAlerts: async (c: AppContext) => {
    const { kysely, pushPolicy } = c.get('deps')
    const { userId, body } = await parseBody(c, 'subscribeDealAlerts')
    const { subscription } = body
    const problem = endpointProblem(subscription.endpoint, pushPolicy) ?? keysProblem(subscription.keys)
    if (problem) throw badRequest(problem)
    if (!(await kysely.selectFrom('stores').select('id').where('id', '=', body.store).executeTakeFirst()))
      throw notFound()
    const record: AlertRow = await kysely.transaction().execute(async (trx) => {
      // A push endpoint is one browser profile: once this account subscribes it, no other
      // account's alerts (someone who used the phone before without logging out) go to it.
      await trx
        .deleteFrom('deal_alerts')
        .where('endpoint', '=', subscription.endpoint)
        .where('user_id', '<>', userId)
        .execute()
      const count = await trx
        .selectFrom('deal_alerts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
      const existing = await trx
        .selectFrom('deal_alerts')
        .select('id')
        .where('user_id', '=', userId)
        .where('store_id', '=', body.store)
        .where('endpoint', '=', subscription.endpoint)
        .executeTakeFirst()
      if (!existing && Number(count.n) >= MAX_ALERTS_PER_ACCOUNT)
        throw badRequest('You have too many deal alerts. Turn some off first.')
      const stamp = now()
      const keys = {
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        data_saver: body.data_saver ? 1 : 0,
      }
      // The keys change when the browser renews its subscription: the newest win. An upsert, so
      // the same subscription sent twice at once (to two instances) is one row.
      const { id } = await trx
        .insertInto('deal_alerts')
        .values({
          user_id: userId,
          store_id: body.store,
          endpoint: subscription.endpoint,
          ...keys,
          created_at: stamp,
          updated_at: stamp,
        })
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'store_id', 'endpoint']).doUpdateSet({ ...keys, updated_at: stamp }),
        )
        .returning('id')
        .executeTakeFirstOrThrow()
      return selectAlerts(trx).where('a.id', '=', id).executeTakeFirstOrThrow()
    })
    return c.json(alertRecord(record), 201)
  },

  unsubscribeDealAlerts: async (c: AppContext) => {
    const { kysely } = c.get('deps')
    const { userId, body } = await parseBody(c, 'unsubscribeDealAlerts')
    let doomed = kysely.deleteFrom('deal_alerts').where('user_id', '=', userId).where('endpoint', '=', body.endpoint)
    if (body.store !== undefined) doomed = doomed.where('store_id', '=', body.store)
    await doomed.execute()
    return c.body(null, 204)
  },

  /** Checked exactly as a deal alert's subscription is: where it points, then its keys. */
  keepOrderUpdates: async (c: AppContext) => {
    const { kysely, pushPolicy, tokens } = c.get('deps')
    const userId = await requireUser(c)
    const { subscription } = inputOf(c, 'keepOrderUpdates')
    const problem = endpointProblem(subscription.endpoint, pushPolicy) ?? keysProblem(subscription.keys)
    if (problem) throw badRequest(problem)
    const sessionId = await tokens.sessionOfAccess(bearerToken(c) ?? '')
    await keepOrderUpdates(kysely, { userId, sessionId }, subscription)
    return c.body(null, 204)
  },

  dealAlerts: async (c: AppContext) => {
    const userId = await requireUser(c)
    const rows = await selectAlerts(c.get('deps').kysely).where('a.user_id', '=', userId).orderBy('a.id').execute()
    return c.json({ data: { results: rows.map(alertRecord) } })
  },

  postDeal: async (c: AppContext) => {
    const { dealAlerts, clock } = c.get('deps')
    const keyStore = await requireStoreKey(c)
    const input = await readJson(c)
    let dealId = 0
    // The deal and its Idempotency-Key answer commit together: a crash leaves both or neither.
    const answer = await writeOnce(c, 201, async (trx) => {
      const deal = await postDeal(trx, keyStore, input, clock())
      dealId = deal.id
      return deal
    })
    // Sent once it is written: a replayed post (answered from its record) sends nothing again.
    notifyLater(dealAlerts, dealId).catch((error: unknown) =>
      c.get('deps').log(`deal ${dealId} alerts failed: ${String(error)}`),
    )
    mailLater(c, dealId)
    return answer
  },
} satisfies Partial<Handlers>
