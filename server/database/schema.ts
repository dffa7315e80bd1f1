// The server's tables as Kysely sees them: one interface for both engines (SQLite and
// PostgreSQL). Flags are 0/1 integers on both (SQLite has no boolean); times the server compares
// are epoch numbers (ms or s, as named), times it only shows are ISO text. Each table's columns
// are in tables/, by meaning.
import type { Insertable, Kysely, Selectable } from 'kysely'
import type { CodeAskersTable, CodesTable, SessionsTable, SettingsTable, UsersTable } from './tables/accounts'
import type {
  DealAlertsTable,
  OrderUpdatesTable,
  InteractionsTable,
  LikesTable,
  MailDealAlertsTable,
  RatingsTable,
  StoreCommentsTable,
  SubscriptionsTable,
} from './tables/activity'
import type { AdvertsTable, ItemsTable, StoreKeysTable, StoresTable } from './tables/catalog'
import type {
  BlogCommentsTable,
  BlogMediaTable,
  BlogPostsTable,
  FeedbackTable,
  NewsletterTable,
} from './tables/content'
import type { BudgetsTable, IdempotencyTable, MailboxTable, SlowdownsTable } from './tables/operations'
import type { OrdersTable, OrderStepsTable } from './tables/orders'

export interface Database {
  settings: SettingsTable
  users: UsersTable
  codes: CodesTable
  code_askers: CodeAskersTable
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
  order_steps: OrderStepsTable
  idempotency: IdempotencyTable
  mailbox: MailboxTable
  deal_alerts: DealAlertsTable
  mail_deal_alerts: MailDealAlertsTable
  order_updates: OrderUpdatesTable
  budgets: BudgetsTable
  slowdowns: SlowdownsTable
  store_keys: StoreKeysTable
}

/** The query layer every module uses (both engines). */
export type Kdb = Kysely<Database>
export type Engine = 'sqlite' | 'postgres'

export type UserRow = Selectable<UsersTable>
export type NewItem = Insertable<ItemsTable>
