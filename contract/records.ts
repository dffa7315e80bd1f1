// The records of docs/data.md#records as the API sends them: one schema each, from which both sides take
// their types. The server builds its answers to fit them (and its contract tests check every
// answer against them); the app parses what arrives with them, so a malformed answer is an
// error at the call, never an undefined deep in a view. Fields other providers may leave out
// are optional; a field that is there has the type written here.
import * as v from 'valibot'
import { orderProgressSchema } from './order-status'
import { PAYMENT_METHODS, PAYMENT_STATUSES } from './payment-methods'
import { FULFILMENTS } from './pricing'
import { DEAL_KINDS } from './rules'

const id = v.number()
const text = v.string()
const maybe = <T extends v.GenericSchema>(schema: T) => v.optional(schema)
const maybeNull = <T extends v.GenericSchema>(schema: T) => v.optional(v.nullable(schema))

export const storeRefSchema = v.object({ id, name_of_business: text, slug: text, logo: text })

export const storeSchema = v.object({
  ...storeRefSchema.entries,
  cover_image: maybe(text),
  place_type: maybe(text),
  cuisine_type: maybeNull(text),
  address: maybe(text),
  area: maybe(text),
  latitude: maybe(v.number()),
  longitude: maybe(v.number()),
  rating: maybe(v.number()),
  rating_count: maybe(v.number()),
  likes_count: maybe(v.number()),
  subscribers_count: maybe(v.number()),
  delivery_time_minutes: maybe(v.number()),
  /** How far its riders go (km); beyond it, pickup only. */
  delivery_radius_km: maybe(v.number()),
  opening_hours: maybe(text),
  phone: maybe(text),
  description: maybe(text),
  has_coupon: maybe(v.boolean()),
  has_discount: maybe(v.boolean()),
  /** From the position the list was asked with. */
  distance_km: maybe(v.number()),
})

export const dealSchema = v.object({
  id,
  kind: maybe(v.picklist(DEAL_KINDS)),
  title: maybe(text),
  name: maybe(text),
  description: maybe(text),
  image: maybe(text),
  price: maybe(v.number()),
  discounted_price: maybeNull(v.number()),
  percentage: maybeNull(v.number()),
  saving: maybeNull(v.number()),
  code: maybeNull(text),
  valid_from: maybeNull(text),
  valid_until: maybeNull(text),
  is_hot: maybe(v.boolean()),
  likes_count: maybe(v.number()),
  rating: maybe(v.number()),
  rating_count: maybe(v.number()),
  /** The store's hours come with it, so a card can say whether it is open now. */
  store: maybe(v.object({ ...storeRefSchema.entries, opening_hours: maybe(text) })),
  /** A deal's menu item (the same dish at its menu price), when it has one. */
  menu_item: maybeNull(id),
  /** A menu item's best deal running today, when it has one: the same dish for less. */
  deal: maybeNull(
    v.object({ id, kind: v.picklist(DEAL_KINDS), discounted_price: v.number(), percentage: v.nullable(v.number()) }),
  ),
  /** Where the deal is: its store's area. */
  area: maybe(text),
  /** From the position the list was asked with. */
  distance_km: maybe(v.number()),
})

export const storeCommentSchema = v.object({
  id,
  content: text,
  user: id,
  first_name: maybe(text),
  created_at: maybe(text),
})

export const storeDetailsSchema = v.object({
  ...storeSchema.entries,
  menu_items: maybe(v.array(dealSchema)),
  coupons: maybe(v.array(dealSchema)),
  discounts: maybe(v.array(dealSchema)),
  featured: maybe(v.array(dealSchema)),
  comments: maybe(v.array(storeCommentSchema)),
})

export const qrContentSchema = v.object({
  ...storeSchema.entries,
  menu_items: maybe(v.array(dealSchema)),
  coupons: maybe(v.array(dealSchema)),
  discounts: maybe(v.array(dealSchema)),
})

const stamps = { created_at: text, updated_at: text }
export const likeSchema = v.object({ id, likes: id, user: id, ...stamps })
export const ratingSchema = v.object({ id, rating: v.number(), ratings: id, user: id, ...stamps })
export const subscriptionSchema = v.object({ id, subscribed: id, user: id, ...stamps })

export const userActivitiesSchema = v.object({
  id,
  email: text,
  first_name: text,
  last_name: text,
  username: v.nullish(text),
  referral_count: v.number(),
  unique_referral_code: text,
  user_created_at: text,
  user_updated_at: text,
  coupon_likes: v.array(likeSchema),
  coupon_rating: v.array(ratingSchema),
  discount_likes: v.array(likeSchema),
  discount_ratings: v.array(ratingSchema),
  featureddeals_likes: v.array(likeSchema),
  featureddeals_ratings: v.array(ratingSchema),
  liked_blogpost: v.array(likeSchema),
  liked_restaurants: v.array(likeSchema),
  rated_restaurants: v.array(ratingSchema),
  subscribed_restaurants: v.array(subscriptionSchema),
})

/** The signed-in shopper as login names them. */
export const sessionUserSchema = v.object({
  id,
  email: text,
  first_name: maybe(text),
  last_name: maybe(text),
  username: v.nullish(text),
})

export const blogCommentSchema = v.object({
  id,
  user: id,
  first_name: maybe(text),
  content: text,
  created_at: text,
})

export const blogPostSchema = v.object({
  id,
  title: text,
  categories: v.array(text),
  article: text,
  location: text,
  author: maybe(v.object({ id, first_name: text })),
  images: maybe(v.array(text)),
  videos: maybe(v.array(text)),
  likes_count: maybe(v.number()),
  /** The post's latest comments only (the list: a few; the post page: more); oldest first. */
  comments: maybe(v.array(blogCommentSchema)),
  /** The reference server's addition: how many comments the post has in all. */
  comments_count: maybe(v.number()),
  created_at: maybe(text),
})

export const advertSchema = v.object({ id, title: text, image: text, link: maybe(text), store: maybe(storeRefSchema) })

/** An order as sales-create and sales-verify answer it. */
export const orderSchema = v.looseObject({ id, reference: text })

/** A line of an order as the server priced it; a coupon's code shows once the order is paid. */
export const orderLineSchema = v.object({
  id,
  title: text,
  quantity: v.number(),
  unit_price: v.number(),
  line_total: v.number(),
  kind: maybe(v.picklist(DEAL_KINDS)),
  image: maybe(text),
  code: maybeNull(text),
})

/** One of the signed-in shopper's orders (my-orders): enough to show, call the store and reorder. */
export const accountOrderSchema = v.object({
  id,
  reference: text,
  status: v.picklist(PAYMENT_STATUSES),
  /** How it is paid (absent from other providers: by card). */
  payment_method: maybe(v.picklist(PAYMENT_METHODS)),
  /** A transfer or USSD payment waits for the gateway until then (ISO); null for the others. */
  pay_by: maybeNull(text),
  store: v.object({ ...storeRefSchema.entries, phone: text, address: text }),
  items: v.array(orderLineSchema),
  phone_number: text,
  shipping_address: text,
  email: text,
  fulfilment: v.picklist(FULFILMENTS),
  subtotal: v.number(),
  vat: v.number(),
  service_charge: v.number(),
  delivery_fee: v.number(),
  total_amount_payable: v.number(),
  total_amount_payable_to_business: v.number(),
  /** Minutes from payment until it arrives (delivery) or is ready (pickup). */
  estimate_minutes: v.number(),
  /** The point the delivery fee was priced for, and its distance from the store (null: no delivery). */
  delivery_to: maybeNull(
    v.object({ latitude: v.number(), longitude: v.number(), distance_km: v.nullable(v.number()) }),
  ),
  created_at: text,
  fulfilled_at: v.nullable(text),
  /** Where it is after Pay, each step's time (contract/order-status.ts); null until paid, absent from other providers. */
  progress: maybeNull(orderProgressSchema),
})

export type StoreRef = v.InferOutput<typeof storeRefSchema>
export type Store = v.InferOutput<typeof storeSchema>
export type DealItem = v.InferOutput<typeof dealSchema>
export type StoreComment = v.InferOutput<typeof storeCommentSchema>
export type StoreDetails = v.InferOutput<typeof storeDetailsSchema>
export type QrContent = v.InferOutput<typeof qrContentSchema>
export type LikeRecord = v.InferOutput<typeof likeSchema>
export type RatingRecord = v.InferOutput<typeof ratingSchema>
export type SubscriptionRecord = v.InferOutput<typeof subscriptionSchema>
export type UserActivities = v.InferOutput<typeof userActivitiesSchema>
export type SessionUser = v.InferOutput<typeof sessionUserSchema>
export type BlogComment = v.InferOutput<typeof blogCommentSchema>
export type BlogPost = v.InferOutput<typeof blogPostSchema>
export type Advert = v.InferOutput<typeof advertSchema>
export type PlacedOrder = v.InferOutput<typeof orderSchema>
export type OrderLine = v.InferOutput<typeof orderLineSchema>
export type AccountOrder = v.InferOutput<typeof accountOrderSchema>
