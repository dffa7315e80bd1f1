// What the app keeps on the device, by key, and the channel its tabs and service worker tell
// each other about changes on. The page, the worker and the tests read these names from here:
// a key spelled twice would be a value one side writes and the other never finds.

/** IndexedDB (idb-keyval's default store) keys; DESIGN.md keeps SPEC §9's names. */
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

/** localStorage keys: read before the first paint (src/boot) or synchronously. */
export const LOCAL_KEYS = {
  theme: 'theme',
  betaNoticeSeen: 'beta_notice_seen',
  dataSaver: 'data_saver',
  queryCache: 'gidideals-query-cache',
  blogDraft: 'blog_draft',
  contactDraft: 'contact_form_draft',
} as const

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]

/** The BroadcastChannel on which a stored value's change is announced ({ key, value }). */
export const STATE_CHANNEL = 'gidideals-state'
