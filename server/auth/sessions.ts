// Login sessions in the database (the `sessions` table), shared by every instance on it: a
// shopper keeps at most MAX_SESSIONS_PER_USER live ones, and ended or expired ones are deleted.
import { MAX_SESSIONS_PER_USER } from '../config'
import type { Kdb } from '../database/schema'
import { nowSeconds } from './token-signing'

/** Revoked and expired sessions are deleted at most this often (on a login). */
const PRUNE_EVERY_MS = 10 * 60_000

export function sessionStore(db: Kdb) {
  let prunedAt = 0

  /** After a login: the ended and expired sessions (now and then), and this shopper's oldest beyond the cap. */
  async function prune(userId: number) {
    const time = nowSeconds()
    if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = Date.now()
      await db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('revoked', '=', 1), eb('expires_at', '<', time)]))
        .execute()
    }
    // A shopper's oldest sessions beyond the cap end: each login adds one.
    await db
      .deleteFrom('sessions')
      .where('user_id', '=', userId)
      .where(
        'id',
        'not in',
        db
          .selectFrom('sessions')
          .select('id')
          .where('user_id', '=', userId)
          .where('revoked', '=', 0)
          .where('expires_at', '>=', time)
          // Milliseconds: two logins of one shopper are a password hash apart.
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(MAX_SESSIONS_PER_USER),
      )
      .execute()
  }

  /** A logout: the session ends, and the order updates its device kept go with it (a shared phone). */
  async function endSession(sessionId: string) {
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('sessions').set({ revoked: 1 }).where('id', '=', sessionId).execute()
      await trx.deleteFrom('order_updates').where('session_id', '=', sessionId).execute()
    })
  }

  /**
   * Logging out everywhere, a password reset: every session ends, every access token dies with the new
   * version, and every device's order updates stop.
   */
  async function endEverySession(userId: number, within?: Kdb) {
    const end = async (trx: Kdb) => {
      await trx
        .updateTable('users')
        .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
        .where('id', '=', userId)
        .execute()
      await trx.updateTable('sessions').set({ revoked: 1 }).where('user_id', '=', userId).execute()
      // No device of the account gets its order updates any more.
      await trx.deleteFrom('order_updates').where('user_id', '=', userId).execute()
    }
    // Within the caller's transaction (a password change), else in its own.
    if (within) await end(within)
    else await db.transaction().execute(end)
  }

  return { prune, endSession, endEverySession }
}
