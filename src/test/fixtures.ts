import type { UserActivities } from '@contract/records'

/** The created/updated times every like, rating and subscription record carries. */
export const stamp = { created_at: '2026-11-20', updated_at: '2026-11-20' }

/** A shopper's activities record (docs/data.md#records): user 7, Tola, with every list empty unless overridden. */
export function userActivities(overrides: Partial<UserActivities> = {}): UserActivities {
  return {
    id: 7,
    email: 'tola@example.ng',
    first_name: 'Tola',
    last_name: 'Adeyemi',
    username: 'tola',
    referral_count: 0,
    unique_referral_code: 'TOLA1',
    user_created_at: '2026-11-01',
    user_updated_at: '2026-11-01',
    coupon_likes: [],
    coupon_rating: [],
    discount_likes: [],
    discount_ratings: [],
    featureddeals_likes: [],
    featureddeals_ratings: [],
    liked_blogpost: [],
    liked_restaurants: [],
    rated_restaurants: [],
    subscribed_restaurants: [],
    ...overrides,
  }
}
