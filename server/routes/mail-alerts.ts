// Deal alerts by e-mail (contract/endpoints/mail-alerts.ts, docs/api.md#mail-alerts): the signed-in
// account's own alerts only. registerEndpoints has already checked the token, the body's user against
// it (403) and the body's shape (400); here the store must exist (404) and the account stay under its
// bound. The mails themselves go from the deal post (../deal-alerts/mail-alerts.ts).
import type { Handlers } from './endpoint-routes'
import { signedInUser, type AppContext } from '../http/context'
import { inputOf } from '../http/request-input'
import { now } from '../database/settings'
import type { Kdb } from '../database/schema'
import { badRequest, notFound, unauthorized } from '../http/http-error'
import { MAX_ALERTS_PER_ACCOUNT } from './deal-alerts'

/** An account's e-mail alerts with their stores' names, as the API answers them. */
const selectAlerts = (db: Kdb) =>
  db
    .selectFrom('mail_deal_alerts as a')
    .innerJoin('stores as s', 's.id', 'a.store_id')
    .select(['a.id', 'a.store_id as store', 's.name_of_business as store_name', 's.slug as store_slug', 'a.created_at'])

/** The address alerts go to: the account's e-mail as it is now. */
async function emailOf(db: Kdb, userId: number): Promise<string> {
  const user = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst()
  // A token outliving its account (none are deleted today) is no account.
  if (!user) throw unauthorized()
  return user.email
}

export const mailAlertHandlers = {
  subscribeMailAlerts: async (c: AppContext) => {
    const { kysely } = c.get('deps')
    const userId = signedInUser(c)
    const { store } = inputOf(c, 'subscribeMailAlerts')
    if (!(await kysely.selectFrom('stores').select('id').where('id', '=', store).executeTakeFirst())) throw notFound()
    const email = await emailOf(kysely, userId)
    const alert = await kysely.transaction().execute(async (trx) => {
      const count = await trx
        .selectFrom('mail_deal_alerts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
      const existing = await selectAlerts(trx)
        .where('a.user_id', '=', userId)
        .where('a.store_id', '=', store)
        .executeTakeFirst()
      if (existing) return existing
      if (Number(count.n) >= MAX_ALERTS_PER_ACCOUNT)
        throw badRequest('You have too many deal alerts. Turn some off first.')
      // Asked twice at once (two instances): one row, the second insert does nothing.
      await trx
        .insertInto('mail_deal_alerts')
        .values({ user_id: userId, store_id: store, created_at: now() })
        .onConflict((conflict) => conflict.columns(['user_id', 'store_id']).doNothing())
        .execute()
      return selectAlerts(trx).where('a.user_id', '=', userId).where('a.store_id', '=', store).executeTakeFirstOrThrow()
    })
    return c.json({ data: { email, alert } }, 201)
  },

  unsubscribeMailAlerts: async (c: AppContext) => {
    const { kysely } = c.get('deps')
    const userId = signedInUser(c)
    const { store } = inputOf(c, 'unsubscribeMailAlerts')
    await kysely.deleteFrom('mail_deal_alerts').where('user_id', '=', userId).where('store_id', '=', store).execute()
    return c.body(null, 204)
  },

  mailAlerts: async (c: AppContext) => {
    const { kysely } = c.get('deps')
    const userId = signedInUser(c)
    const email = await emailOf(kysely, userId)
    const results = await selectAlerts(kysely).where('a.user_id', '=', userId).orderBy('a.id').execute()
    return c.json({ data: { email, results } })
  },
} satisfies Partial<Handlers>
