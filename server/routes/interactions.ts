import type { EndpointName } from '../../contract/api'
import { REQUIRED } from '../../contract/messages'
import type { InteractionKind, Target } from '../../contract/rules'
import type { Handlers } from '../endpoint-routes'
import { signedInUser, type AppContext } from '../context'
import { now } from '../db'
import { forbidden, notFound } from '../http-error'
import { pathId } from '../path-params'
import { clientAddress } from '../rate-limit'
import { inputOf } from '../request-input'

type LikeCall = 'likeCoupon' | 'likeDiscount' | 'likeFeatured' | 'likeStore' | 'likeBlogPost'
type RateCall = 'rateCoupon' | 'rateDiscount' | 'rateFeatured' | 'rateStore'
type RateUpdateCall = 'updateCouponRating' | 'updateDiscountRating' | 'updateFeaturedRating' | 'updateStoreRating'
type RecordCall = Extract<EndpointName, `record${string}`>

type Kind = Target

/** Where a kind's likes and ratings are counted. */
const targets: Record<Kind, { table: string; where: string }> = {
  coupon: { table: 'items', where: "kind = 'coupon' AND id = ?" },
  discount: { table: 'items', where: "kind = 'discount' AND id = ?" },
  featured: { table: 'items', where: "kind = 'featured' AND id = ?" },
  store: { table: 'stores', where: 'id = ?' },
  blog: { table: 'blog_posts', where: 'id = ?' },
}

function assertTarget(c: AppContext, kind: Kind, id: number) {
  const { table, where } = targets[kind]
  if (!c.get('deps').db.prepare(`SELECT 1 FROM ${table} WHERE ${where}`).get(id)) throw notFound()
}

const likeColumns = 'id, target_id AS likes, user_id AS user, created_at, updated_at'
const ratingColumns = 'id, rating, target_id AS ratings, user_id AS user, created_at, updated_at'

function like(c: AppContext, kind: Kind, call: LikeCall) {
  const db = c.get('deps').db
  const userId = signedInUser(c)
  const { likes: targetId } = inputOf(c, call)
  assertTarget(c, kind, targetId)
  const existing = db
    .prepare(`SELECT ${likeColumns} FROM likes WHERE user_id = ? AND kind = ? AND target_id = ?`)
    .get(userId, kind, targetId)
  // Liking again returns the like the shopper already has: never a duplicate.
  if (existing) return c.json(existing, 201)
  const record = db.transaction(() => {
    const stamp = now()
    const id = db
      .prepare('INSERT INTO likes (user_id, kind, target_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?)')
      .run(userId, kind, targetId, stamp, stamp).lastInsertRowid
    const { table, where } = targets[kind]
    db.prepare(`UPDATE ${table} SET likes_count = likes_count + 1 WHERE ${where}`).run(targetId)
    return db.prepare(`SELECT ${likeColumns} FROM likes WHERE id = ?`).get(id)
  })()
  return c.json(record, 201)
}

function dislike(c: AppContext, kind: Kind) {
  const db = c.get('deps').db
  const userId = signedInUser(c)
  const id = pathId(c, 'id', REQUIRED.likeId)
  const row = db.prepare('SELECT user_id, target_id FROM likes WHERE id = ? AND kind = ?').get(id, kind) as
    { user_id: number; target_id: number } | undefined
  if (!row) throw notFound()
  if (row.user_id !== userId) throw forbidden()
  db.transaction(() => {
    db.prepare('DELETE FROM likes WHERE id = ?').run(id)
    const { table, where } = targets[kind]
    db.prepare(`UPDATE ${table} SET likes_count = MAX(0, likes_count - 1) WHERE ${where}`).run(row.target_id)
  })()
  return c.body(null, 204)
}

function setRating(c: AppContext, kind: Kind, userId: number, targetId: number, rating: number) {
  const db = c.get('deps').db
  const { table, where } = targets[kind]
  return db.transaction(() => {
    const stamp = now()
    const existing = db
      .prepare('SELECT id, rating FROM ratings WHERE user_id = ? AND kind = ? AND target_id = ?')
      .get(userId, kind, targetId) as { id: number; rating: number } | undefined
    if (existing) {
      db.prepare('UPDATE ratings SET rating = ?, updated_at = ? WHERE id = ?').run(rating, stamp, existing.id)
      db.prepare(`UPDATE ${table} SET rating_total = rating_total - ? + ? WHERE ${where}`).run(
        existing.rating,
        rating,
        targetId,
      )
      return db.prepare(`SELECT ${ratingColumns} FROM ratings WHERE id = ?`).get(existing.id)
    }
    const id = db
      .prepare(
        'INSERT INTO ratings (user_id, kind, target_id, rating, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(userId, kind, targetId, rating, stamp, stamp).lastInsertRowid
    db.prepare(
      `UPDATE ${table} SET rating_total = rating_total + ?, rating_count = rating_count + 1 WHERE ${where}`,
    ).run(rating, targetId)
    return db.prepare(`SELECT ${ratingColumns} FROM ratings WHERE id = ?`).get(id)
  })()
}

function rate(c: AppContext, kind: Kind, call: RateCall) {
  const userId = signedInUser(c)
  const { rating, ratings: targetId } = inputOf(c, call)
  assertTarget(c, kind, targetId)
  return c.json(setRating(c, kind, userId, targetId, rating), 201)
}

function updateRating(c: AppContext, kind: Kind, call: RateUpdateCall) {
  const db = c.get('deps').db
  const userId = signedInUser(c)
  const id = pathId(c, 'id', REQUIRED.rateId)
  const { rating } = inputOf(c, call)
  const row = db.prepare('SELECT user_id, target_id FROM ratings WHERE id = ? AND kind = ?').get(id, kind) as
    { user_id: number; target_id: number } | undefined
  if (!row) throw notFound()
  if (row.user_id !== userId) throw forbidden()
  return c.json(setRating(c, kind, userId, row.target_id, rating), 200)
}

/** Where a recorded view, click or share must point to exist. */
const recorded: Record<InteractionKind, string> = {
  discount: "SELECT 1 FROM items WHERE kind = 'discount' AND id = ?",
  coupon: "SELECT 1 FROM items WHERE kind = 'coupon' AND id = ?",
  featured: "SELECT 1 FROM items WHERE kind = 'featured' AND id = ?",
  menu: "SELECT 1 FROM items WHERE kind = 'menu' AND id = ?",
  store: 'SELECT 1 FROM stores WHERE id = ?',
}

function recordInteraction(c: AppContext, kind: InteractionKind, call: RecordCall) {
  const { db, limiter, limits, trustProxy } = c.get('deps')
  const { item_id: itemId, interaction_type: type } = inputOf(c, call)
  limiter.take([`interactions:${clientAddress(c, trustProxy)}`, limits.interactionsPerAddress])
  if (!db.prepare(recorded[kind]).get(itemId)) throw notFound()
  const stamp = now()
  const id = db
    .prepare('INSERT INTO interactions (kind, item_id, interaction_type, created_at) VALUES (?, ?, ?, ?)')
    .run(kind, itemId, type, stamp).lastInsertRowid
  return c.json({ id: Number(id), item_id: itemId, interaction_type: type, created_at: stamp }, 201)
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

  subscribe: (c: AppContext) => {
    const db = c.get('deps').db
    const userId = signedInUser(c)
    const { subscribed: storeId } = inputOf(c, 'subscribe')
    assertTarget(c, 'store', storeId)
    const columns = 'id, store_id AS subscribed, user_id AS user, created_at, updated_at'
    const existing = db
      .prepare(`SELECT ${columns} FROM subscriptions WHERE user_id = ? AND store_id = ?`)
      .get(userId, storeId)
    if (existing) return c.json(existing, 201)
    const record = db.transaction(() => {
      const stamp = now()
      const id = db
        .prepare('INSERT INTO subscriptions (user_id, store_id, created_at, updated_at) VALUES (?, ?, ?, ?)')
        .run(userId, storeId, stamp, stamp).lastInsertRowid
      db.prepare('UPDATE stores SET subscribers_count = subscribers_count + 1 WHERE id = ?').run(storeId)
      return db.prepare(`SELECT ${columns} FROM subscriptions WHERE id = ?`).get(id)
    })()
    return c.json(record, 201)
  },

  unsubscribe: (c: AppContext) => {
    const db = c.get('deps').db
    const userId = signedInUser(c)
    const id = pathId(c, 'id', REQUIRED.id)
    const row = db.prepare('SELECT user_id, store_id FROM subscriptions WHERE id = ?').get(id) as
      { user_id: number; store_id: number } | undefined
    if (!row) throw notFound()
    if (row.user_id !== userId) throw forbidden()
    db.transaction(() => {
      db.prepare('DELETE FROM subscriptions WHERE id = ?').run(id)
      // No subscription, no deal alerts: on every device of the account (the app also ends
      // this device's, but a replayed or other-device unsubscribe must end them too).
      db.prepare('DELETE FROM deal_alerts WHERE user_id = ? AND store_id = ?').run(userId, row.store_id)
      db.prepare('UPDATE stores SET subscribers_count = MAX(0, subscribers_count - 1) WHERE id = ?').run(row.store_id)
    })()
    return c.body(null, 204)
  },

  commentOnStore: (c: AppContext) => {
    const db = c.get('deps').db
    const userId = signedInUser(c)
    // Bound into SQL below: the schema lets only text or a number through (better-sqlite3
    // spreads arrays and rejects objects).
    const { content, restaurant_name: storeRef } = inputOf(c, 'commentOnStore')
    const store = db
      .prepare('SELECT id FROM stores WHERE id = ? OR slug = ? OR name_of_business = ?')
      .get(storeRef, String(storeRef), String(storeRef)) as { id: number } | undefined
    if (!store) throw notFound()
    const stamp = now()
    const id = db
      .prepare('INSERT INTO store_comments (user_id, store_id, content, created_at) VALUES (?, ?, ?, ?)')
      .run(userId, store.id, content, stamp).lastInsertRowid
    return c.json({ id: Number(id), content, user: userId, restaurant_name: store.id, created_at: stamp }, 201)
  },

  // No account needed: a budget per address, and only for things that exist.
  recordDiscountInteraction: (c: AppContext) => recordInteraction(c, 'discount', 'recordDiscountInteraction'),
  recordCouponInteraction: (c: AppContext) => recordInteraction(c, 'coupon', 'recordCouponInteraction'),
  recordFeaturedInteraction: (c: AppContext) => recordInteraction(c, 'featured', 'recordFeaturedInteraction'),
  recordMenuInteraction: (c: AppContext) => recordInteraction(c, 'menu', 'recordMenuInteraction'),
  recordStoreVisit: (c: AppContext) => recordInteraction(c, 'store', 'recordStoreVisit'),
} satisfies Partial<Handlers>
