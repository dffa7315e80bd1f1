// A shopper's comment on a store (`{product}-user-comment`): the store named by its id, slug or name
// (docs/decisions.md: `restaurant_name` carries the store's id), written once with its answer.
import type { Handlers } from './endpoint-routes'
import { signedInUser, type AppContext } from '../http/context'
import { now } from '../database/settings'
import { notFound } from '../http/http-error'
import { writeOnce } from '../http/idempotency'
import { inputOf } from '../http/request-input'

export const storeCommentHandlers = {
  commentOnStore: async (c: AppContext) => {
    const db = c.get('deps').kysely
    const userId = signedInUser(c)
    // Bound into SQL below: the schema lets only text or a number through.
    const { content, restaurant_name: storeRef } = inputOf(c, 'commentOnStore')
    const ref = String(storeRef)
    // An id only when it is one (PostgreSQL will not compare an integer column with text).
    const store = await db
      .selectFrom('stores')
      .select('id')
      .where((eb) =>
        eb.or([
          ...(/^\d{1,15}$/.test(ref) ? [eb('id', '=', Number(ref))] : []),
          eb('slug', '=', ref),
          eb('name_of_business', '=', ref),
        ]),
      )
      .orderBy('id')
      .limit(1)
      .executeTakeFirst()
    if (!store) throw notFound()
    const stamp = now()
    // The comment and its Idempotency-Key answer commit together: a crash leaves both or neither.
    return writeOnce(c, 201, async (trx) => {
      const { id } = await trx
        .insertInto('store_comments')
        .values({ user_id: userId, store_id: store.id, content, created_at: stamp })
        .returning('id')
        .executeTakeFirstOrThrow()
      return { id, content, user: userId, restaurant_name: store.id, created_at: stamp }
    })
  },
} satisfies Partial<Handlers>
