// Records of SPEC §3 as the reference server sends them (server/README.md), and the checks
// that let the app trust what arrived from the network.

export type StoreRef = { id: number; name_of_business: string; slug: string; logo: string }

export type Store = StoreRef & {
  cover_image?: string
  place_type?: string
  cuisine_type?: string | null
  address?: string
  area?: string
  latitude?: number
  longitude?: number
  rating?: number
  rating_count?: number
  likes_count?: number
  subscribers_count?: number
  delivery_time_minutes?: number
  opening_hours?: string
  phone?: string
  description?: string
  has_coupon?: boolean
  has_discount?: boolean
  distance_km?: number
}

export type DealKind = 'menu' | 'coupon' | 'discount' | 'featured' | 'marketplace'

export type DealItem = {
  id: number
  kind?: DealKind
  title?: string
  name?: string
  description?: string
  image?: string
  price?: number
  discounted_price?: number | null
  percentage?: number | null
  saving?: number | null
  code?: string | null
  valid_from?: string | null
  valid_until?: string | null
  is_hot?: boolean
  likes_count?: number
  rating?: number
  rating_count?: number
  store?: StoreRef
  /** Where the deal is: its store's area (reference server). */
  area?: string
  /** From the position the list was asked with (reference server). */
  distance_km?: number
}

export type StoreComment = { id: number; content: string; user: number; first_name?: string; created_at?: string }

export type StoreDetails = Store & {
  menu_items?: DealItem[]
  coupons?: DealItem[]
  discounts?: DealItem[]
  featured?: DealItem[]
  comments?: StoreComment[]
}

export type LikeRecord = { id: number; likes: number; user: number; created_at: string; updated_at: string }
export type RatingRecord = {
  id: number
  rating: number
  ratings: number
  user: number
  created_at: string
  updated_at: string
}
export type SubscriptionRecord = {
  id: number
  subscribed: number
  user: number
  created_at: string
  updated_at: string
}

export type UserActivities = {
  id: number
  email: string
  first_name: string
  last_name: string
  username: string
  referral_count: number
  unique_referral_code: string
  user_created_at: string
  user_updated_at: string
  coupon_likes: LikeRecord[]
  coupon_rating: RatingRecord[]
  discount_likes: LikeRecord[]
  discount_ratings: RatingRecord[]
  featureddeals_likes: LikeRecord[]
  featureddeals_ratings: RatingRecord[]
  liked_blogpost: LikeRecord[]
  liked_restaurants: LikeRecord[]
  rated_restaurants: RatingRecord[]
  subscribed_restaurants: SubscriptionRecord[]
}

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

export type BlogComment = { id: number; user: number; first_name?: string; content: string; created_at: string }

export type BlogPost = {
  id: number
  title: string
  categories: string[]
  article: string
  location: string
  author?: { id: number; first_name: string }
  images?: string[]
  videos?: string[]
  likes_count?: number
  comments?: BlogComment[]
  created_at?: string
}

export type Advert = { id: number; title: string; image: string; link?: string; store?: StoreRef }

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function hasId(value: unknown): value is { id: number } {
  return isRecord(value) && typeof value.id === 'number'
}

/** `data.results` as a list of records with ids, or undefined when the body breaks the contract. */
export function resultsList<T extends { id: number }>(body: unknown): T[] | undefined {
  if (!isRecord(body) || !isRecord(body.data)) return undefined
  const results = body.data.results
  if (!Array.isArray(results) || !results.every(hasId)) return undefined
  return results as T[]
}

/** `data.results` as one record with an id, or undefined. */
export function resultsItem<T extends { id: number }>(body: unknown): T | undefined {
  if (!isRecord(body) || !isRecord(body.data)) return undefined
  return hasId(body.data.results) ? (body.data.results as T) : undefined
}

export function isLikeRecord(value: unknown): value is LikeRecord {
  return hasId(value) && typeof (value as Record<string, unknown>).likes === 'number'
}

export function isRatingRecord(value: unknown): value is RatingRecord {
  const record = value as Record<string, unknown>
  return hasId(value) && typeof record.rating === 'number' && typeof record.ratings === 'number'
}

export function isSubscriptionRecord(value: unknown): value is SubscriptionRecord {
  return hasId(value) && typeof (value as Record<string, unknown>).subscribed === 'number'
}

export function isUserActivities(value: unknown): value is UserActivities {
  return hasId(value) && ACTIVITY_LISTS.every((list) => Array.isArray((value as Record<string, unknown>)[list]))
}
