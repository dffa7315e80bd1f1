// A shopper's account row and what the account calls read from it.
import type { ServerDeps } from './context'

export type UserRow = {
  id: number
  email: string
  password_hash: string
  first_name: string
  last_name: string
  username: string | null
  verified: number
  /** A second signup replaced the password of this unverified account (routes/account.ts). */
  contested: number
}

export const findUser = (deps: ServerDeps, address: string) =>
  deps.db.prepare('SELECT * FROM users WHERE email = ?').get(address) as UserRow | undefined

export const publicUser = (user: UserRow) => ({
  id: user.id,
  email: user.email,
  first_name: user.first_name,
  last_name: user.last_name,
  username: user.username,
})

/** A new password from a body (contract/rules.ts). */
/** Every field of SPEC §3 "User activities". */
export function userActivities(deps: ServerDeps, userId: number) {
  const db = deps.db
  const user = db.prepare('SELECT * FROM users WHERE id = ?').get(userId) as UserRow & {
    referral_code: string
    created_at: string
    updated_at: string
  }
  const likes = (kind: string) =>
    db
      .prepare(
        'SELECT id, target_id AS likes, user_id AS user, created_at, updated_at FROM likes WHERE user_id = ? AND kind = ? ORDER BY id',
      )
      .all(userId, kind)
  const ratings = (kind: string) =>
    db
      .prepare(
        'SELECT id, rating, target_id AS ratings, user_id AS user, created_at, updated_at FROM ratings WHERE user_id = ? AND kind = ? ORDER BY id',
      )
      .all(userId, kind)
  const referrals = db.prepare('SELECT COUNT(*) AS n FROM users WHERE referred_by = ?').get(userId) as { n: number }
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    username: user.username,
    referral_count: referrals.n,
    unique_referral_code: user.referral_code,
    user_created_at: user.created_at,
    user_updated_at: user.updated_at,
    coupon_likes: likes('coupon'),
    coupon_rating: ratings('coupon'),
    discount_likes: likes('discount'),
    discount_ratings: ratings('discount'),
    featureddeals_likes: likes('featured'),
    featureddeals_ratings: ratings('featured'),
    liked_blogpost: likes('blog'),
    liked_restaurants: likes('store'),
    rated_restaurants: ratings('store'),
    subscribed_restaurants: db
      .prepare(
        'SELECT id, store_id AS subscribed, user_id AS user, created_at, updated_at FROM subscriptions WHERE user_id = ? ORDER BY id',
      )
      .all(userId),
  }
}
