import type { SalesOrder } from '@/api/sales'
import { orderTotals, type OrderTotals } from '@contract/pricing'
import { compactPhone } from '@/lib/contact-rules'
import { cartSubtotal, cartUnitPrice, type CartItem, type CartStore } from '@/features/cart/cart-reducer'

// What an order costs: the contract's rule (contract/pricing.ts), the one the server re-prices
// every order with; it refuses an order whose amounts differ by a single naira.
export { orderTotals, type OrderTotals }

export function cartOrderTotals(items: readonly CartItem[]): OrderTotals {
  return orderTotals(cartSubtotal(items))
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
