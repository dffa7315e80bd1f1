import type { SalesOrder } from '@/api/sales'
import { config } from '@/lib/config'
import { compactPhone } from '@/lib/contact-rules'
import { cartSubtotal, cartUnitPrice, type CartItem, type CartStore } from '@/features/cart/cart-reducer'

// What an order costs, computed the way the server computes it (server/README.md, Sales):
// the server re-prices every order and refuses one whose amounts differ by a single naira.

export type OrderRates = { vatRate: number; serviceChargeRate: number; serviceChargeMinimum: number }

export type OrderTotals = {
  /** Naira: what the items cost, and what the business is paid. */
  subtotal: number
  vat: number
  serviceCharge: number
  /** What the shopper pays: subtotal + VAT + service charge. */
  total: number
}

const configuredRates: OrderRates = {
  vatRate: config.vatRate,
  serviceChargeRate: config.serviceChargeRate,
  serviceChargeMinimum: config.serviceChargeMinimum,
}

/** VAT rounded to the naira; service charge rounded to the naira and at least the minimum. */
export function orderTotals(subtotal: number, rates: OrderRates = configuredRates): OrderTotals {
  const vat = Math.round(subtotal * rates.vatRate)
  const serviceCharge = Math.max(rates.serviceChargeMinimum, Math.round(subtotal * rates.serviceChargeRate))
  return { subtotal, vat, serviceCharge, total: subtotal + vat + serviceCharge }
}

export function cartOrderTotals(items: readonly CartItem[], rates?: OrderRates): OrderTotals {
  return orderTotals(cartSubtotal(items), rates)
}

export type ContactDetails = { phone: string; address: string; email: string }

/** The SPEC §3 sales order payload for one store's items. */
export function salesOrderFor(store: CartStore, items: readonly CartItem[], contact: ContactDetails): SalesOrder {
  const totals = cartOrderTotals(items)
  return {
    restaurant: store.id,
    items: items.map((item) => ({ id: item.id, quantity: item.quantity })),
    // Without the spaces, dots and brackets people type: the server takes digits and dashes.
    phone_number: compactPhone(contact.phone),
    shipping_address: contact.address.trim(),
    vat: totals.vat,
    service_charge: totals.serviceCharge,
    total_amount_payable: totals.total,
    total_amount_payable_to_business: totals.subtotal,
    email: contact.email.trim(),
  }
}

/** One line of an order as the shopper saw it: what the summary shows after paying. */
export type OrderLineSummary = { id: number; name: string; quantity: number; unitPrice: number }

export function orderLines(items: readonly CartItem[]): OrderLineSummary[] {
  return items.map((item) => ({
    id: item.id,
    name: item.name ?? item.title ?? 'Item',
    quantity: item.quantity,
    unitPrice: cartUnitPrice(item),
  }))
}
