// What the app keeps on the device, by key, and the channel its tabs and service worker tell
// each other about changes on. The page, the worker and the tests read these names from here:
// a key spelled twice would be a value one side writes and the other never finds.

/** IndexedDB (idb-keyval's default store) keys; docs/decisions.md#departures keeps the limits' names (docs/limits.md#storage-keys). */
export const STORAGE_KEYS = {
  cart: 'cart_state',
  user: 'user',
  access: 'access',
  refresh: 'refresh',
  activities: 'userActivities',
  location: 'userLocation',
  outbox: 'outbox',
  dropped: 'outboxDropped',
  visits: 'outboxVisits',
  orderHistory: 'order_history',
  checkoutDraft: 'checkout_draft',
  pendingPayment: 'pending_payment',
  /** What the service worker counted per week (sw/data-usage.ts). */
  dataUsage: 'data_usage',
} as const

/** localStorage keys: read before the first paint (src/first-load/boot) or synchronously. */
export const LOCAL_KEYS = {
  theme: 'theme',
  betaNoticeSeen: 'beta_notice_seen',
  dataSaver: 'data_saver',
  queryCache: 'gidideals-query-cache',
  blogDraft: 'blog_draft',
  contactDraft: 'contact_form_draft',
  /** A copy of `userLocation` for the early script, which cannot wait for IndexedDB (src/stores/location/location-state.ts). */
  locationCopy: 'location_copy',
  /** Set while an account is leaving the device (src/stores/session/account-leaving.ts). */
  accountLeaving: 'account_leaving',
} as const

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]

/**
 * What belongs to the signed-in account (docs/decisions.md#accounts: the device only holds copies): removed from
 * the device at logout, and when a refused refresh ends the session. Listed here by key, not
 * registered by the features that own them, because a feature's code may never have loaded on
 * the page where the shopper logs out, while its copy is still in storage. Every key above is
 * either here or in DEVICE_KEYS (storage.test.ts), so a new key is a decision.
 */
export const PERSONAL_KEYS = [
  STORAGE_KEYS.user,
  STORAGE_KEYS.access,
  STORAGE_KEYS.refresh,
  STORAGE_KEYS.activities,
  STORAGE_KEYS.orderHistory,
  STORAGE_KEYS.checkoutDraft,
  STORAGE_KEYS.pendingPayment,
] as const satisfies readonly StorageKey[]

/**
 * What stays on the device at logout: the anonymous cart, the place, the data counter, and the
 * outbox. Outbox entries hold a user id, a target and a like or rating, no contact details; the
 * replayer sends only the signed-in user's entries, so another account never sends them, and
 * the owner's offline likes are sent at her next login (docs/decisions.md#outbox: nothing silently lost).
 */
export const DEVICE_KEYS = [
  STORAGE_KEYS.cart,
  STORAGE_KEYS.location,
  STORAGE_KEYS.outbox,
  STORAGE_KEYS.dropped,
  STORAGE_KEYS.visits,
  STORAGE_KEYS.dataUsage,
] as const satisfies readonly StorageKey[]

/** localStorage drafts may hold a name, an email or a message: they go at logout too. */
export const PERSONAL_LOCAL_KEYS = [LOCAL_KEYS.blogDraft, LOCAL_KEYS.contactDraft] as const

/** The BroadcastChannel on which a stored value's change is announced ({ key, value }). */
export const STATE_CHANNEL = 'gidideals-state'
