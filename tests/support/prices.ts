// An order's amounts as the API names them, from the contract's pricing rule (never a rate
// typed again here): what a test sends to sales-create, or expects from a quote.
import { orderTotals } from '../../contract/pricing'

export type OrderAmounts = { vat: number; service_charge: number; total_amount_payable: number }

/** VAT, service charge and total for items worth `subtotal` naira and a `deliveryFee`. */
export function orderAmounts(subtotal: number, deliveryFee = 0): OrderAmounts {
  const totals = orderTotals(subtotal, deliveryFee)
  return { vat: totals.vat, service_charge: totals.serviceCharge, total_amount_payable: totals.total }
}
