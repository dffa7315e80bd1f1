import type { SalesOrder } from '@/api/sales'
import type { PaymentMethod } from '@contract/payment-methods'
import { orderTotals, type OrderTotals } from '@contract/pricing'
import type { Quote, QuoteRequest } from '@contract/quote'
import { compactPhone } from '@contract/rules'
import { cartSubtotal, cartUnitPrice, type CartItem } from '@/stores/cart/cart-reducer'

// What an order costs: the contract's rule (contract/pricing.ts), the one the server re-prices
// every order with; it refuses an order whose amounts differ by a single naira.
export { orderTotals, type OrderTotals }

/** The cart's own copy of what its items cost, before a quote has priced delivery. */
export function cartOrderTotals(items: readonly CartItem[]): OrderTotals {
  return orderTotals(cartSubtotal(items))
}

export type ContactDetails = { phone: string; address: string; email: string }

/** What a quote says the order costs, as the summary shows it. */
export function quoteTotals(quote: Quote): OrderTotals {
  return {
    subtotal: quote.subtotal,
    vat: quote.vat,
    serviceCharge: quote.service_charge,
    deliveryFee: quote.delivery_fee,
    total: quote.total_amount_payable,
  }
}

/** The data model's payload has a shipping address (docs/data.md#order); picking up, it says where. */
export const pickupAddress = (store: Quote['store']) => `Pick up at ${store.name_of_business}, ${store.address}`

/**
 * The docs/data.md#order sales order payload for a quoted order: the quote's amounts (the server's own,
 * so it accepts them unless a price moved since), each line with the price the shopper saw, and
 * the reference API's delivery fields and how it is paid.
 */
export function salesOrderFromQuote(
  quote: Quote,
  request: QuoteRequest,
  contact: ContactDetails,
  method: PaymentMethod = 'card',
): SalesOrder {
  return {
    restaurant: quote.store.id,
    items: quote.lines.map((line) => ({ id: line.id, quantity: line.quantity, unit_price: line.unit_price })),
    // Without the spaces, dots and brackets people type: the server takes digits and dashes.
    phone_number: compactPhone(contact.phone),
    shipping_address: quote.fulfilment === 'pickup' ? pickupAddress(quote.store) : contact.address.trim(),
    vat: quote.vat,
    service_charge: quote.service_charge,
    total_amount_payable: quote.total_amount_payable,
    total_amount_payable_to_business: quote.total_amount_payable_to_business,
    email: contact.email.trim(),
    fulfilment: quote.fulfilment,
    delivery_fee: quote.delivery_fee,
    payment_method: method,
    ...(request.latitude === undefined ? {} : { latitude: request.latitude }),
    ...(request.longitude === undefined ? {} : { longitude: request.longitude }),
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
