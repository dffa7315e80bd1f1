import type { EndpointName } from '../../contract/api'
import { REQUIRED } from '../../contract/messages'
import type { DealKind, InteractionKind, Target } from '../../contract/rules'
import type { Handlers } from './endpoint-routes'
import { signedInUser, type AppContext } from '../http/context'
import { sql, type RawBuilder } from 'kysely'
import { now } from '../database/settings'
import type { Kdb } from '../database/schema'
import { forbidden, notFound } from '../http/http-error'
import { pathId } from '../http/path-params'
import { clientAddress } from '../http/client-address'
import { inputOf } from '../http/request-input'
import { storeCommentHandlers } from './store-comments'

type LikeCall = 'likeCoupon' | 'likeDiscount' | 'likeFeatured' | 'likeStore' | 'likeBlogPost'
type RateCall = 'rateCoupon' | 'rateDiscount' | 'rateFeatured' | 'rateStore'
type RateUpdateCall = 'updateCouponRating' | 'updateDiscountRating' | 'updateFeaturedRating' | 'updateStoreRating'
type RecordCall = Extract<EndpointName, `record${string}`>

type Kind = Target

/** Where a kind's likes and ratings are counted: its table, and the kind its rows must have. */
const targets: Record<Kind, { table: 'items' | 'stores' | 'blog_posts'; itemKind?: DealKind }> = {
  coupon: { table: 'items', itemKind: 'coupon' },
  discount: { table: 'items', itemKind: 'discount' },
  featured: { table: 'items', itemKind: 'featured' },
  store: { table: 'stores' },
  blog: { table: 'blog_posts' },
}

/** The target row's condition, in SQL both engines read alike. */
function targetWhere(kind: Kind, id: number) {
  const { itemKind } = targets[kind]
  return itemKind ? sql`kind = ${itemKind} AND id = ${id}` : sql`id = ${id}`
}

/** Changes the target's counters (`SET …`, written once for both engines). */
async function updateTarget(db: Kdb, kind: Kind, id: number, set: RawBuilder<unknown>) {
  await sql`UPDATE ${sql.table(targets[kind].table)} SET ${set} WHERE ${targetWhere(kind, id)}`.execute(db)
}

async function assertTarget(db: Kdb, kind: Kind, id: number) {
  const found =
    await sql`SELECT 1 AS found FROM ${sql.table(targets[kind].table)} WHERE ${targetWhere(kind, id)}`.execute(db)
  if (found.rows.length === 0) throw notFound()
}

const selectLikes = (db: Kdb) =>
  db.selectFrom('likes').select(['id', 'target_id as likes', 'user_id as user', 'created_at', 'updated_at'])
const selectRatings = (db: Kdb) =>
  db
    .selectFrom('ratings')
    .select(['id', 'rating', 'target_id as ratings', 'user_id as user', 'created_at', 'updated_at'])
const selectSubscriptions = (db: Kdb) =>
  db.selectFrom('subscriptions').select(['id', 'store_id as subscribed', 'user_id as user', 'created_at', 'updated_at'])

/** A counter one lower, never below zero (SQLite's MAX and PostgreSQL's GREATEST differ). */
const oneLess = (column: string) =>
  sql`${sql.ref(column)} = CASE WHEN ${sql.ref(column)} > 0 THEN ${sql.ref(column)} - 1 ELSE 0 END`

async function like(c: AppContext, kind: Kind, call: LikeCall) {
  const db = c.get('deps').kysely
  const userId = signedInUser(c)
  const { likes: targetId } = inputOf(c, call)
  await assertTarget(db, kind, targetId)
  const mine = (from: Kdb) =>
    selectLikes(from).where('user_id', '=', userId).where('kind', '=', kind).where('target_id', '=', targetId)
  const record = await db.transaction().execute(async (trx) => {
    const stamp = now()
    // Liking again returns the like the shopper already has: never a duplicate, and counted
    // once even when two likes arrive at once (on two instances): the unique row decides.
    const inserted = await trx
      .insertInto('likes')
      .values({ user_id: userId, kind, target_id: targetId, created_at: stamp, updated_at: stamp })
      .onConflict((conflict) => conflict.columns(['user_id', 'kind', 'target_id']).doNothing())
      .executeTakeFirst()
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0)
      await updateTarget(trx, kind, targetId, sql`likes_count = likes_count + 1`)
    return mine(trx).executeTakeFirstOrThrow()
  })
  return c.json(record, 201)
}

async function dislike(c: AppContext, kind: Kind) {
  const db = c.get('deps').kysely
  const userId = signedInUser(c)
  const id = pathId(c, 'id', REQUIRED.likeId)
  const row = await db
    .selectFrom('likes')
    .select(['user_id', 'target_id'])
    .where('id', '=', id)
    .where('kind', '=', kind)
    .executeTakeFirst()
  if (!row) throw notFound()
  if (row.user_id !== userId) throw forbidden()
  await db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('likes').where('id', '=', id).executeTakeFirst()
    // Only the request that deleted the like takes it off the count.
    if (Number(deleted.numDeletedRows) > 0) await updateTarget(trx, kind, row.target_id, oneLess('likes_count'))
  })
  return c.body(null, 204)
}

async function setRating(c: AppContext, kind: Kind, userId: number, targetId: number, rating: number) {
  return c
    .get('deps')
    .kysely.transaction()
    .execute(async (trx) => {
      const stamp = now()
      const inserted = await trx
        .insertInto('ratings')
        .values({ user_id: userId, kind, target_id: targetId, rating, created_at: stamp, updated_at: stamp })
        .onConflict((conflict) => conflict.columns(['user_id', 'kind', 'target_id']).doNothing())
        .returning('id')
        .executeTakeFirst()
      if (inserted) {
        await updateTarget(
          trx,
          kind,
          targetId,
          sql`rating_total = rating_total + ${rating}, rating_count = rating_count + 1`,
        )
        return selectRatings(trx).where('id', '=', inserted.id).executeTakeFirstOrThrow()
      }
      // Rated before: the old rating comes off the total as the new one goes on. The row is
      // locked while it is read, so of two changes at once the second sees the first's rating.
      const before = await trx
        .selectFrom('ratings')
        .select(['id', 'rating'])
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .where('target_id', '=', targetId)
        // SQLite has no FOR UPDATE: its one writer at a time serialises these anyway.
        .$if(c.get('deps').engine === 'postgres', (query) => query.forUpdate())
        .executeTakeFirstOrThrow()
      await trx.updateTable('ratings').set({ rating, updated_at: stamp }).where('id', '=', before.id).execute()
      await updateTarget(trx, kind, targetId, sql`rating_total = rating_total - ${before.rating} + ${rating}`)
      return selectRatings(trx).where('id', '=', before.id).executeTakeFirstOrThrow()
    })
}

async function rate(c: AppContext, kind: Kind, call: RateCall) {
  const userId = signedInUser(c)
  const { rating, ratings: targetId } = inputOf(c, call)
  await assertTarget(c.get('deps').kysely, kind, targetId)
  return c.json(await setRating(c, kind, userId, targetId, rating), 201)
}

async function updateRating(c: AppContext, kind: Kind, call: RateUpdateCall) {
  const db = c.get('deps').kysely
  const userId = signedInUser(c)
  const id = pathId(c, 'id', REQUIRED.rateId)
  const { rating } = inputOf(c, call)
  const row = await db
    .selectFrom('ratings')
    .select(['user_id', 'target_id'])
    .where('id', '=', id)
    .where('kind', '=', kind)
    .executeTakeFirst()
  if (!row) throw notFound()
  if (row.user_id !== userId) throw forbidden()
  return c.json(await setRating(c, kind, userId, row.target_id, rating), 200)
}

/** Where a recorded view, click or share must point to exist. */
const recorded: Record<InteractionKind, Kind | 'menu'> = {
  discount: 'discount',
  coupon: 'coupon',
  featured: 'featured',
  menu: 'menu',
  store: 'store',
}

async function recordInteraction(c: AppContext, kind: InteractionKind, call: RecordCall) {
  const { kysely: db, limiter, limits, trustProxy } = c.get('deps')
  const { item_id: itemId, interaction_type: type } = inputOf(c, call)
  await limiter.take([`interactions:${clientAddress(c, trustProxy)}`, limits.interactionsPerAddress])
  const target = recorded[kind]
  const exists =
    target === 'menu'
      ? await db.selectFrom('items').select('id').where('kind', '=', 'menu').where('id', '=', itemId).executeTakeFirst()
      : await assertTarget(db, target, itemId).then(() => true)
  if (!exists) throw notFound()
  const stamp = now()
  const { id } = await db
    .insertInto('interactions')
    .values({ kind, item_id: itemId, interaction_type: type, created_at: stamp })
    .returning('id')
    .executeTakeFirstOrThrow()
  return c.json({ id, item_id: itemId, interaction_type: type, created_at: stamp }, 201)
}

export const interactionHandlers = {
  likeCoupon: (c: AppContext) => like(c, 'coupon', 'likeCoupon'),
  likeDiscount: (c: AppContext) => like(c, 'discount', 'likeDiscount'),
  likeFeatured: (c: AppContext) => like(c, 'featured', 'likeFeatured'),
  likeStore: (c: AppContext) => like(c, 'store', 'likeStore'),
  likeBlogPost: (c: AppContext) => like(c, 'blog', 'likeBlogPost'),

  dislikeCoupon: (c: AppContext) => dislike(c, 'coupon'),
  dislikeDiscount: (c: AppContext) => dislike(c, 'discount'),
  dislikeFeatured: (c: AppContext) => dislike(c, 'featured'),
  dislikeStore: (c: AppContext) => dislike(c, 'store'),
  dislikeBlogPost: (c: AppContext) => dislike(c, 'blog'),

  rateCoupon: (c: AppContext) => rate(c, 'coupon', 'rateCoupon'),
  rateDiscount: (c: AppContext) => rate(c, 'discount', 'rateDiscount'),
  rateFeatured: (c: AppContext) => rate(c, 'featured', 'rateFeatured'),
  rateStore: (c: AppContext) => rate(c, 'store', 'rateStore'),

  updateCouponRating: (c: AppContext) => updateRating(c, 'coupon', 'updateCouponRating'),
  updateDiscountRating: (c: AppContext) => updateRating(c, 'discount', 'updateDiscountRating'),
  updateFeaturedRating: (c: AppContext) => updateRating(c, 'featured', 'updateFeaturedRating'),
  updateStoreRating: (c: AppContext) => updateRating(c, 'store', 'updateStoreRating'),

  subscribe: async (c: AppContext) => {
    const db = c.get('deps').kysely
    const userId = signedInUser(c)
    const { subscribed: storeId } = inputOf(c, 'subscribe')
    await assertTarget(db, 'store', storeId)
    const record = await db.transaction().execute(async (trx) => {
      const stamp = now()
      // Subscribing again returns the subscription the shopper has, counted once.
      const inserted = await trx
        .insertInto('subscriptions')
        .values({ user_id: userId, store_id: storeId, created_at: stamp, updated_at: stamp })
        .onConflict((conflict) => conflict.columns(['user_id', 'store_id']).doNothing())
        .executeTakeFirst()
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0)
        await trx
          .updateTable('stores')
          .set((eb) => ({ subscribers_count: eb('subscribers_count', '+', 1) }))
          .where('id', '=', storeId)
          .execute()
      return selectSubscriptions(trx)
        .where('user_id', '=', userId)
        .where('store_id', '=', storeId)
        .executeTakeFirstOrThrow()
    })
    return c.json(record, 201)
  },

  unsubscribe: async (c: AppContext) => {
    const db = c.get('deps').kysely
    const userId = signedInUser(c)
    const id = pathId(c, 'id', REQUIRED.id)
    const row = await db
      .selectFrom('subscriptions')
      .select(['user_id', 'store_id'])
      .where('id', '=', id)
      .executeTakeFirst()
    if (!row) throw notFound()
    if (row.user_id !== userId) throw forbidden()
    await db.transaction().execute(async (trx) => {
      const deleted = await trx.deleteFrom('subscriptions').where('id', '=', id).executeTakeFirst()
      // No subscription, no deal alerts: on every device of the account (the app also ends
      // this device's, but a replayed or other-device unsubscribe must end them too).
      await trx.deleteFrom('deal_alerts').where('user_id', '=', userId).where('store_id', '=', row.store_id).execute()
      // Its deals by e-mail end with it too (the store page offers them to subscribers).
      await trx
        .deleteFrom('mail_deal_alerts')
        .where('user_id', '=', userId)
        .where('store_id', '=', row.store_id)
        .execute()
      if (Number(deleted.numDeletedRows) > 0)
        await sql`UPDATE stores SET ${oneLess('subscribers_count')} WHERE id = ${row.store_id}`.execute(trx)
    })
    return c.body(null, 204)
  },

  ...storeCommentHandlers,

  // No account needed: a budget per address, and only for things that exist.
  recordDiscountInteraction: (c: AppContext) => recordInteraction(c, 'discount', 'recordDiscountInteraction'),
  recordCouponInteraction: (c: AppContext) => recordInteraction(c, 'coupon', 'recordCouponInteraction'),
  recordFeaturedInteraction: (c: AppContext) => recordInteraction(c, 'featured', 'recordFeaturedInteraction'),
  recordMenuInteraction: (c: AppContext) => recordInteraction(c, 'menu', 'recordMenuInteraction'),
  recordStoreVisit: (c: AppContext) => recordInteraction(c, 'store', 'recordStoreVisit'),
} satisfies Partial<Handlers>
