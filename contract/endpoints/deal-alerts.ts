// Deal alerts by Web Push (docs/api.md#extensions): the reference server's addition beyond the original spec
// (docs/api.md#extensions). A shopper subscribes this device's PushSubscription to a store's new deals; a new deal for
// the store notifies every device subscribed to it. Stores post deals with their own store key (or
// `npm run deal:post`), as they have no business UI here.
import * as v from 'valibot'
import { endpoint } from '../endpoint'
import { idField } from '../envelopes'

/** A P-256 public key, uncompressed (65 bytes, first 0x04), base64url: 87 characters, or 88 padded. */
export const P256DH_PATTERN = /^B[A-Za-z0-9_-]{86}=?$/
/** The 16-byte auth secret, base64url: 22 characters, or 24 padded. */
export const AUTH_SECRET_PATTERN = /^[A-Za-z0-9_-]{22}(==)?$/
/** Push services' endpoints are a few hundred characters; this bounds what we store per row. */
export const PUSH_ENDPOINT_MAX = 1024

/** The PushSubscription as `subscription.toJSON()` gives it. */
export const pushSubscriptionSchema = v.object({
  endpoint: v.pipe(v.string(), v.maxLength(PUSH_ENDPOINT_MAX), v.url('The push endpoint must be a URL.')),
  expirationTime: v.optional(v.nullable(v.number())),
  keys: v.object({
    p256dh: v.pipe(v.string(), v.regex(P256DH_PATTERN, 'The p256dh key must be a P-256 public key (base64url).')),
    auth: v.pipe(v.string(), v.regex(AUTH_SECRET_PATTERN, 'The auth secret must be 16 bytes (base64url).')),
  }),
})

export type PushSubscriptionJson = v.InferOutput<typeof pushSubscriptionSchema>

/** One device's alert for one store, as the account's list shows it. */
export const dealAlertSchema = v.object({
  id: idField,
  store: idField,
  store_name: v.string(),
  store_slug: v.string(),
  endpoint: v.string(),
  data_saver: v.boolean(),
  created_at: v.string(),
})

export type DealAlert = v.InferOutput<typeof dealAlertSchema>

/** What a posted deal may be: never under this price, never more than this much off. */
export const DEAL_BOUNDS = { minPrice: 100, maxPercentOff: 90 } as const
export const DEAL_TOO_CHEAP = `A deal costs at least ₦${DEAL_BOUNDS.minPrice}.`
export const DEAL_TOO_DEEP = `A deal takes at most ${DEAL_BOUNDS.maxPercentOff}% off.`

/**
 * A deal a store posts: its title, the deal price and, when it is a saving, the price before. The
 * store must be the one whose key posts it (docs/api.md#store-keys).
 */
export const postedDealSchema = v.pipe(
  v.object({
    store: v.union([idField, v.pipe(v.string(), v.minLength(1), v.maxLength(120))]),
    title: v.pipe(v.string(), v.trim(), v.minLength(1, 'Title is required.'), v.maxLength(120)),
    price: v.pipe(v.number(), v.integer(), v.minValue(DEAL_BOUNDS.minPrice, DEAL_TOO_CHEAP), v.maxValue(100_000_000)),
    was: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000_000))),
    description: v.optional(v.pipe(v.string(), v.maxLength(500))),
  }),
  v.check(
    (deal) => deal.was === undefined || deal.price * 100 >= deal.was * (100 - DEAL_BOUNDS.maxPercentOff),
    DEAL_TOO_DEEP,
  ),
)

export type PostedDeal = v.InferInput<typeof postedDealSchema>

export const dealAlertEndpoints = {
  /** The server's VAPID public key, for `pushManager.subscribe({ applicationServerKey })`. */
  pushPublicKey: endpoint({
    method: 'GET',
    path: '/push/public-key',
    auth: 'none',
    response: v.object({ publicKey: v.string() }),
    status: [200],
    failure: { failure: 'Failed to set up deal alerts' },
    addition: true,
  }),
  subscribeDealAlerts: endpoint({
    method: 'POST',
    path: '/push/deal-alerts',
    auth: 'required',
    bodyUser: true,
    request: v.object({
      user: idField,
      store: idField,
      subscription: pushSubscriptionSchema,
      data_saver: v.optional(v.boolean()),
    }),
    response: dealAlertSchema,
    status: [201],
    failure: { failure: 'Failed to turn on deal alerts' },
    addition: true,
  }),
  /** Without `store`: every alert of this device for the account (logging out). */
  unsubscribeDealAlerts: endpoint({
    method: 'POST',
    path: '/push/deal-alerts/remove',
    auth: 'required',
    bodyUser: true,
    request: v.object({
      user: idField,
      store: v.optional(idField),
      endpoint: v.pipe(v.string(), v.maxLength(PUSH_ENDPOINT_MAX)),
    }),
    status: [204],
    failure: { failure: 'Failed to turn off deal alerts' },
    addition: true,
  }),
  dealAlerts: endpoint({
    method: 'GET',
    path: '/push/deal-alerts',
    auth: 'required',
    response: v.object({ data: v.object({ results: v.array(dealAlertSchema) }) }),
    status: [200],
    failure: { failure: 'Failed to load your deal alerts' },
    addition: true,
  }),
  /**
   * This device's subscription for the signed-in account's order updates: each step a store moves one
   * of her orders to comes as a push (docs/api.md#order-updates). Kept under the login session that
   * sends it: logging out (of it, or everywhere) drops it.
   */
  keepOrderUpdates: endpoint({
    method: 'POST',
    path: '/push/order-updates',
    auth: 'required',
    bodyUser: true,
    request: v.object({ user: idField, subscription: pushSubscriptionSchema }),
    status: [204],
    failure: { failure: 'Failed to turn on order updates' },
    addition: true,
  }),
  /** For stores (no shopper account): the store's own key in X-Store-Key (contract/store-key.ts). */
  postDeal: endpoint({
    method: 'POST',
    path: '/push/deals',
    auth: 'none',
    request: postedDealSchema,
    response: v.object({ id: idField, store: idField, title: v.string(), price: v.number(), url: v.string() }),
    status: [201],
    failure: { failure: 'Failed to post the deal' },
    addition: true,
  }),
}
