// The demo shopper a development server may add (ServerOptions.demoAccount; never by default).
import { randomBytes } from 'node:crypto'
import { now } from '../database/settings'
import type { Kdb } from '../database/schema'
import { hashPasswordSync } from './passwords'

/** The shopper a development server may add (ServerOptions.demoAccount); never by default. */
export const DEMO_USER = {
  email: 'demo@gidideals.ng',
  first_name: 'Ada',
  last_name: 'Okafor',
}

/**
 * Adds the demo shopper (verified) if missing, with `password` or a random one; returns the
 * password when it was created (for the operator to be shown once), else null.
 */
export async function ensureDemoAccount(db: Kdb, password?: string): Promise<string | null> {
  const secret = password ?? randomBytes(12).toString('base64url')
  const created = now()
  const inserted = await db
    .insertInto('users')
    .values({
      email: DEMO_USER.email,
      password_hash: hashPasswordSync(secret),
      first_name: DEMO_USER.first_name,
      last_name: DEMO_USER.last_name,
      username: 'ada',
      verified: 1,
      referral_code: 'GIDI-ADA01',
      created_at: created,
      updated_at: created,
    })
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst()
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 ? secret : null
}
