// What the server keeps to run: stored answers of idempotent requests, the development mailbox,
// and the budgets and slow-downs every instance shares.
import type { Generated } from 'kysely'

type Id = Generated<number>

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
  /** A mail's words when it has some (a deal alert); '' for a code or a bare notice. */
  text: Generated<string>
}

/** A rate-limit budget every instance shares (server/limits/database-limits.ts). */
export interface BudgetsTable {
  key: string
  count: number
  /** Epoch ms: the window's end. */
  reset_at: number
  refused: Generated<number>
}

/** A slowdown every instance shares (server/limits/database-limits.ts). */
export interface SlowdownsTable {
  key: string
  failures: number
  window_end: number
  marked_at: number
  previous_mark: Generated<number>
  refused: Generated<number>
}
