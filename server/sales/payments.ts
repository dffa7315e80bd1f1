// An order's payment by its method (contract/payment-methods.ts): the one-time account number or
// USSD code the test gateway shows for it, the time a transfer or USSD payment waits until, and
// the expiry of those the gateway did not confirm in time (read at the server's clock).
import { GATEWAY_WAIT_MINUTES, waitsForGateway, type PaymentMethod } from '../../contract/payment-methods'
import type { Kdb } from '../database/schema'

/** The last `count` decimal digits of a signature: the same order always shows the same numbers. */
const digitsOf = (signature: string, count: number) =>
  BigInt(`0x${Buffer.from(signature, 'base64url').toString('hex')}`)
    .toString()
    .slice(-count)
    .padStart(count, '0')

/** A 10-digit account number for one transfer (NUBAN-length), from the order's signature. */
export const transferAccount = (signature: string) => `99${digitsOf(signature, 8)}`

/** The USSD string a shopper dials for one order: the bank's prefix, then a one-time code. */
export const ussdCode = (signature: string) => `*737*000*${digitsOf(signature, 4)}#`

const WAIT_MS = GATEWAY_WAIT_MINUTES * 60_000

/** When a transfer or USSD payment expires unconfirmed (ISO); null for card and cash. */
export function payBy(order: { payment_method: PaymentMethod; created_at: string }): string | null {
  return waitsForGateway(order.payment_method) ? new Date(Date.parse(order.created_at) + WAIT_MS).toISOString() : null
}

/**
 * Marks expired the transfer and USSD payments still pending `GATEWAY_WAIT_MINUTES` after they
 * were opened: of one order, or of one shopper's. A compare-and-set on `pending`, so a
 * confirmation that got there first stands. Orders' times are ISO in UTC: they compare as text.
 */
export async function expireOverdue(db: Kdb, nowMs: number, scope: { orderId: number } | { userId: number }) {
  const cutoff = new Date(nowMs - WAIT_MS).toISOString()
  await db
    .updateTable('orders')
    .set({ status: 'expired' })
    .where('status', '=', 'pending')
    .where('payment_method', 'in', ['transfer', 'ussd'])
    .where('created_at', '<=', cutoff)
    .where((eb) => ('orderId' in scope ? eb('id', '=', scope.orderId) : eb('user_id', '=', scope.userId)))
    .execute()
}
