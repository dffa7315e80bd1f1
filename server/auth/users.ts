// A shopper's account row and what the account calls read from it.
import type { ServerDeps } from '../http/context'

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

export const findUser = (deps: ServerDeps, address: string): Promise<UserRow | undefined> =>
  deps.kysely.selectFrom('users').selectAll().where('email', '=', address).executeTakeFirst()

export const publicUser = (user: UserRow) => ({
  id: user.id,
  email: user.email,
  first_name: user.first_name,
  last_name: user.last_name,
  username: user.username,
})

/** A new password from a body (contract/rules.ts). */
/** Every field of docs/data.md#activities "User activities". */
export async function userActivities(deps: ServerDeps, userId: number) {
  const db = deps.kysely
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow()
  const likes = (kind: string) =>
    db
      .selectFrom('likes')
      .select(['id', 'target_id as likes', 'user_id as user', 'created_at', 'updated_at'])
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .orderBy('id')
      .execute()
  const ratings = (kind: string) =>
    db
      .selectFrom('ratings')
      .select(['id', 'rating', 'target_id as ratings', 'user_id as user', 'created_at', 'updated_at'])
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .orderBy('id')
      .execute()
  const referrals = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('referred_by', '=', userId)
    .executeTakeFirstOrThrow()
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    username: user.username,
    referral_count: Number(referrals.n),
    unique_referral_code: user.referral_code,
    user_created_at: user.created_at,
    user_updated_at: user.updated_at,
    coupon_likes: await likes('coupon'),
    coupon_rating: await ratings('coupon'),
    discount_likes: await likes('discount'),
    discount_ratings: await ratings('discount'),
    featureddeals_likes: await likes('featured'),
    featureddeals_ratings: await ratings('featured'),
    liked_blogpost: await likes('blog'),
    liked_restaurants: await likes('store'),
    rated_restaurants: await ratings('store'),
    subscribed_restaurants: await db
      .selectFrom('subscriptions')
      .select(['id', 'store_id as subscribed', 'user_id as user', 'created_at', 'updated_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
  }
}
