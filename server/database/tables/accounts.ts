// Accounts: settings, users, their emailed codes and their sessions.
import type { ColumnType, Generated } from 'kysely'

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
  /** 1 once a second signup replaced this unverified account's password (kept for the record; nothing reads it). */
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
  /** An e-mail change's code: the account that asked (../../auth/email-change.ts); null otherwise. */
  user_id: ColumnType<number | null, number | null | undefined, number | null>
  /** The lane (../../auth/codes.ts askerOf) the reset token was given to. */
  reset_token_lane: ColumnType<string | null, string | null | undefined, string | null>
}

/** A lane (a keyed digest of an address) that asked for a code: it has its own wrong tries at it. */
export interface CodeAskersTable {
  code_id: number
  lane: string
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
