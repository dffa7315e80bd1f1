// The server's tables as Kysely sees them: one interface for both engines (SQLite and
// PostgreSQL). Flags are 0/1 integers on both (SQLite has no boolean); times the server compares
// are epoch numbers (ms or s, as named), times it only shows are ISO text.
import type { ColumnType, Generated, Insertable, Kysely, Selectable } from 'kysely'
import type { Fulfilment } from '../../contract/pricing'
import type { DealKind } from '../../contract/rules'

type Id = Generated<number>

export interface SettingsTable {
  key: string
  value: string
}

export interface UsersTable {
  id: Id
  email: string
  password_hash: string
  first_name: string
  last_name: string
  username: string | null
  verified: Generated<number>
  referral_code: string
  referred_by: number | null
  created_at: string
  updated_at: string
  token_version: Generated<number>
  /** 1 once a second signup replaced this unverified account's password (routes/account.ts). */
  contested: Generated<number>
}

export interface CodesTable {
  id: Id
  email: string
  kind: string
  code: string
  expires_at: number
  verified: Generated<number>
  used: Generated<number>
  created_at: string
  reset_token_hash: string | null
  reset_token_expires_at: number | null
}

/** A login's session: one refresh token at a time (rotated); its access tokens carry its id. */
export interface SessionsTable {
  id: string
  user_id: number
  refresh_jti: string
  expires_at: number
  revoked: Generated<number>
  created_at: number
}

export interface StoresTable {
  id: Id
  name_of_business: string
  slug: string
  logo: string
  cover_image: string
  place_type: string
  cuisine_type: string | null
  address: string
  area: string
  latitude: number
  longitude: number
  rating_total: number
  rating_count: number
  likes_count: Generated<number>
  subscribers_count: Generated<number>
  delivery_time_minutes: number
  opening_hours: string
  phone: string
  description: string
  created_at: string
}

export interface ItemsTable {
  id: Id
  kind: DealKind
  store_id: number
  title: string
  description: string
  image: string
  price: number
  discounted_price: number | null
  percentage: number | null
  code: string | null
  valid_from: string | null
  valid_until: string | null
  is_hot: Generated<number>
  likes_count: Generated<number>
  rating_total: Generated<number>
  rating_count: Generated<number>
  created_at: string
  menu_item_id: number | null
}

export interface LikesTable {
  id: Id
  user_id: number
  kind: string
  target_id: number
  created_at: string
  updated_at: string
}

export interface RatingsTable {
  id: Id
  user_id: number
  kind: string
  target_id: number
  rating: number
  created_at: string
  updated_at: string
}

export interface SubscriptionsTable {
  id: Id
  user_id: number
  store_id: number
  created_at: string
  updated_at: string
}

export interface StoreCommentsTable {
  id: Id
  user_id: number
  store_id: number
  content: string
  created_at: string
}

export interface AdvertsTable {
  id: Id
  title: string
  image: string
  link: string
  store_id: number
}

export interface BlogPostsTable {
  id: Id
  author_id: number
  title: string
  /** JSON array of strings. */
  categories: string
  article: string
  location: string
  likes_count: Generated<number>
  created_at: string
}

export interface BlogMediaTable {
  id: Id
  post_id: number
  kind: string
  file: string
  mime: string
  created_at: string
  size: Generated<number>
}

export interface BlogCommentsTable {
  id: Id
  post_id: number
  user_id: number
  content: string
  created_at: string
}

export interface InteractionsTable {
  id: Id
  kind: string
  item_id: number
  interaction_type: string
  created_at: string
}

export interface NewsletterTable {
  email: string
  created_at: string
}

export interface FeedbackTable {
  id: Id
  category: string
  first_name: string | null
  last_name: string | null
  phone_number: string
  email: string
  feedback: string
  source: string
  created_at: string
}

export interface OrdersTable {
  id: Id
  reference: string
  user_id: number
  store_id: number
  /** JSON array of the order's lines. */
  items: string
  phone_number: string
  shipping_address: string
  email: string
  subtotal: number
  vat: number
  service_charge: number
  total: number
  status: 'pending' | 'paid' | 'declined'
  fulfilled_at: string | null
  created_at: string
  fulfilment: ColumnType<Fulfilment, Fulfilment | undefined, Fulfilment>
  delivery_fee: Generated<number>
  estimate_minutes: Generated<number>
}

/** status NULL: the first request with this key is still running. */
export interface IdempotencyTable {
  user_key: string
  key: string
  method: string
  path: string
  status: number | null
  body: string | null
  created_at: string
  body_hash: Generated<string>
  expires_at: Generated<number>
}

export interface MailboxTable {
  id: Id
  email: string
  kind: string
  code: string
  created_at: string
}

/** One row per device (push endpoint) and store an account subscribed to (docs/history.md#issue-25). */
export interface DealAlertsTable {
  id: Id
  user_id: number
  store_id: number
  endpoint: string
  p256dh: string
  auth: string
  data_saver: Generated<number>
  created_at: string
  updated_at: string
}

/** A rate-limit budget every instance shares (server/limits-store.ts). */
export interface BudgetsTable {
  key: string
  count: number
  /** Epoch ms: the window's end. */
  reset_at: number
  refused: Generated<number>
}

/** A slowdown every instance shares (server/limits-store.ts). */
export interface SlowdownsTable {
  key: string
  failures: number
  window_end: number
  marked_at: number
  previous_mark: Generated<number>
  refused: Generated<number>
}

export interface Database {
  settings: SettingsTable
  users: UsersTable
  codes: CodesTable
  sessions: SessionsTable
  stores: StoresTable
  items: ItemsTable
  likes: LikesTable
  ratings: RatingsTable
  subscriptions: SubscriptionsTable
  store_comments: StoreCommentsTable
  adverts: AdvertsTable
  blog_posts: BlogPostsTable
  blog_media: BlogMediaTable
  blog_comments: BlogCommentsTable
  interactions: InteractionsTable
  newsletter: NewsletterTable
  feedback: FeedbackTable
  orders: OrdersTable
  idempotency: IdempotencyTable
  mailbox: MailboxTable
  deal_alerts: DealAlertsTable
  budgets: BudgetsTable
  slowdowns: SlowdownsTable
}

/** The query layer every module uses (both engines). */
export type Kdb = Kysely<Database>
export type Engine = 'sqlite' | 'postgres'

export type UserRow = Selectable<UsersTable>
export type NewItem = Insertable<ItemsTable>
