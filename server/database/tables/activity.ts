// What shoppers do with stores and deals: likes, ratings, subscriptions, comments, counted
// interactions and deal alerts.
import type { Generated } from 'kysely'

type Id = Generated<number>

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

export interface InteractionsTable {
  id: Id
  kind: string
  item_id: number
  interaction_type: string
  created_at: string
}

/** One row per device (push endpoint) and store an account subscribed to (docs/api.md#extensions). */
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
  /** Sends in a row that failed; at PUSH_FAILURES_TO_DROP the alert is dropped. */
  failures: Generated<number>
}

/** An account's deal alerts by e-mail, one per store (../deal-alerts/mail-alerts.ts). */
export interface MailDealAlertsTable {
  id: Id
  user_id: number
  store_id: number
  created_at: string
}

/** A device's push subscription for the account's order steps, kept by one login session. */
export interface OrderUpdatesTable {
  id: Id
  user_id: number
  session_id: string
  endpoint: string
  p256dh: string
  auth: string
  created_at: string
  updated_at: string
  /** Sends in a row that failed; at PUSH_FAILURES_TO_DROP the subscription is dropped. */
  failures: Generated<number>
}
