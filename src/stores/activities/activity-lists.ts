import type { RatableTarget, Target } from '@/api/interactions'
import type { LikeRecord, RatingRecord, SubscriptionRecord, UserActivities } from '@contract/records'
import type { ActivityList } from '@contract/activities'

// Pure helpers over the data model's user activities (docs/data.md#activities): which list holds what, and the
// docs/data.md#activities transitions (a like adds its record, a dislike removes it, a rating update replaces the
// record with the same id).

export const LIKE_LISTS = {
  coupon: 'coupon_likes',
  discount: 'discount_likes',
  featured: 'featureddeals_likes',
  store: 'liked_restaurants',
  blog: 'liked_blogpost',
} as const satisfies Record<Target, ActivityList>

export const RATING_LISTS = {
  coupon: 'coupon_rating',
  discount: 'discount_ratings',
  featured: 'featureddeals_ratings',
  store: 'rated_restaurants',
} as const satisfies Record<RatableTarget, ActivityList>

export const SUBSCRIPTION_LIST = 'subscribed_restaurants' as const

type ListRecord = LikeRecord | RatingRecord | SubscriptionRecord

/** Adds `record` to `list`, replacing a record with the same id (docs/data.md#activities: like, rating). */
export function addRecord(activities: UserActivities, list: ActivityList, record: ListRecord): UserActivities {
  const current = activities[list] as ListRecord[]
  const others = current.filter((existing) => existing.id !== record.id)
  return { ...activities, [list]: [...others, record] }
}

/** Replaces the record with the same id, or adds it (docs/data.md#activities: rating update). */
export function replaceRecord(activities: UserActivities, list: ActivityList, record: ListRecord): UserActivities {
  const current = activities[list] as ListRecord[]
  if (!current.some((existing) => existing.id === record.id)) return addRecord(activities, list, record)
  return { ...activities, [list]: current.map((existing) => (existing.id === record.id ? record : existing)) }
}

/** Removes the record with `id` (docs/data.md#activities: dislike). */
export function removeRecord(activities: UserActivities, list: ActivityList, id: number): UserActivities {
  const current = activities[list] as ListRecord[]
  return { ...activities, [list]: current.filter((existing) => existing.id !== id) }
}

export function findLike(activities: UserActivities | null, target: Target, targetId: number): LikeRecord | undefined {
  return activities?.[LIKE_LISTS[target]].find((record) => record.likes === targetId)
}

export function findRating(
  activities: UserActivities | null,
  target: RatableTarget,
  targetId: number,
): RatingRecord | undefined {
  return activities?.[RATING_LISTS[target]].find((record) => record.ratings === targetId)
}

export function findSubscription(activities: UserActivities | null, storeId: number): SubscriptionRecord | undefined {
  return activities?.[SUBSCRIPTION_LIST].find((record) => record.subscribed === storeId)
}
