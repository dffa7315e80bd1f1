// What an order costs: one rule for the checkout page and for the server, which re-prices every
// order and refuses one whose amounts differ by a single naira. Set here only, so no build
// setting can make the two sides disagree (issue 15: VITE_VAT_RATE made every order fail).
// Money is whole naira.

/** Nigerian VAT. */
export const VAT_RATE = 0.075
/** The service charge: this share of the subtotal, rounded to the naira… */
export const SERVICE_CHARGE_RATE = 0.025
/** …and never less than this many naira. */
export const SERVICE_CHARGE_MINIMUM = 100

export type OrderTotals = {
  /** What the items cost, and what the business is paid. */
  subtotal: number
  vat: number
  serviceCharge: number
  /** What the shopper pays: subtotal + VAT + service charge. */
  total: number
}

/** VAT rounded to the naira; the service charge rounded and at least the minimum. */
export function orderTotals(subtotal: number): OrderTotals {
  const vat = Math.round(subtotal * VAT_RATE)
  const serviceCharge = Math.max(SERVICE_CHARGE_MINIMUM, Math.round(subtotal * SERVICE_CHARGE_RATE))
  return { subtotal, vat, serviceCharge, total: subtotal + vat + serviceCharge }
}

/** Lines and quantities an order may hold. */
export const ORDER_LIMITS = { maxLines: 100, maxQuantity: 99 } as const
