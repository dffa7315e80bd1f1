// How a shopper pays (docs/decisions.md#paying: paying the way Lagos pays): by card,
// bank transfer or USSD on the gateway, or in cash when the order arrives or is collected. The
// rules and the words live here once: the server refuses by them, the app offers by them.
import { formatNaira } from './money'

export const PAYMENT_METHODS = ['card', 'transfer', 'ussd', 'cash'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/** Absent from an order (an older app, another provider's client): a card payment, as before. */
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'card'

/** Cash changes hands only for an order of at most this many naira (its total). */
export const CASH_LIMIT = 20_000

/** A transfer or USSD payment the gateway has not confirmed within this many minutes expires. */
export const GATEWAY_WAIT_MINUTES = 30

/** What sales-verify says of a payment the gateway has not confirmed (yet). */
export const PAYMENT_NOT_COMPLETED = 'Payment not completed'

/** What sales-verify says of a transfer or USSD payment that expired unconfirmed. */
export const PAYMENT_EXPIRED = 'Payment expired'

/** Methods the gateway confirms later: the order waits for the money, at most GATEWAY_WAIT_MINUTES. */
export const waitsForGateway = (method: PaymentMethod) => method === 'transfer' || method === 'ussd'

/** The words for each method, as the checkout offers it. */
export function paymentMethodWords(method: PaymentMethod, pickup: boolean): { title: string; detail: string } {
  switch (method) {
    case 'card':
      return { title: 'Card', detail: 'Pay now with a debit card on the payment page.' }
    case 'transfer':
      return {
        title: 'Bank transfer',
        detail: `Send the amount to a one-time account number; it waits ${GATEWAY_WAIT_MINUTES} min for your transfer.`,
      }
    case 'ussd':
      return { title: 'USSD', detail: 'Dial a code from any phone, no data needed; confirm it on your bank’s menu.' }
    case 'cash':
      return pickup
        ? { title: 'Pay at pickup', detail: `Cash at the store, for orders up to ${formatNaira(CASH_LIMIT)}.` }
        : { title: 'Pay on delivery', detail: `Cash to the rider, for orders up to ${formatNaira(CASH_LIMIT)}.` }
  }
}

/** Short words for a kept order's method ("Paid by bank transfer"), for My orders and the confirmation. */
export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = {
  card: 'card',
  transfer: 'bank transfer',
  ussd: 'USSD',
  cash: 'cash',
}

/** Why cash is refused for this order, or null: the server's 400 and the app's note say the same. */
export function cashRefusal(total: number, storeAcceptsCash: boolean, storeName: string): string | null {
  if (!storeAcceptsCash)
    return `${storeName} does not take cash on delivery or at pickup. Pay by card, bank transfer or USSD.`
  if (total > CASH_LIMIT)
    return `Cash is for orders up to ${formatNaira(CASH_LIMIT)}; this one is ${formatNaira(total)}. Pay by card, bank transfer or USSD.`
  return null
}

/**
 * Where an order's payment stands: `pending` on the gateway (for a transfer or USSD, "awaiting
 * transfer"), `paid`, `declined`, `expired` (a transfer or USSD not confirmed in time; nothing was
 * charged) or `pay_on_delivery` (cash, no gateway: paid to the rider or at the store).
 */
export const PAYMENT_STATUSES = ['pending', 'paid', 'declined', 'expired', 'pay_on_delivery'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

/** An order's payment in a few words, for its badge: "Paid", "Awaiting transfer", "To pay on delivery"… */
export function paymentStatusLabel(status: PaymentStatus, method: PaymentMethod = 'card', pickup = false): string {
  switch (status) {
    case 'paid':
      return 'Paid'
    case 'declined':
      return 'Declined'
    case 'expired':
      return 'Expired'
    case 'pay_on_delivery':
      return pickup ? 'To pay at pickup' : 'To pay on delivery'
    case 'pending':
      return method === 'transfer'
        ? 'Awaiting transfer'
        : method === 'ussd'
          ? 'Awaiting USSD payment'
          : 'Payment pending'
  }
}
