// The activity lists of the data model's user activities record (docs/data.md#activities), and a light check of a
// stored copy. No schema library here: the shell decodes the saved record with this before the first paint,
// and the full schema (records.ts) loads only with the API calls that parse answers.
import type { UserActivities } from './records'

/** The activity lists, in the order the record gives them. */
export const ACTIVITY_LISTS = [
  'coupon_likes',
  'coupon_rating',
  'discount_likes',
  'discount_ratings',
  'featureddeals_likes',
  'featureddeals_ratings',
  'liked_blogpost',
  'liked_restaurants',
  'rated_restaurants',
  'subscribed_restaurants',
] as const satisfies readonly (keyof UserActivities)[]

export type ActivityList = (typeof ACTIVITY_LISTS)[number]

/**
 * A stored activities record the app wrote itself (IndexedDB): its id and every list. What
 * comes from the network is parsed with userActivitiesSchema instead.
 */
export function isUserActivities(value: unknown): value is UserActivities {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  return typeof record.id === 'number' && ACTIVITY_LISTS.every((list) => Array.isArray(record[list]))
}
