import type { CartItem, CartStore } from '@/stores/cart/use-cart'
import { cartUnitPrice } from '@/stores/cart/cart-reducer'
import type { PlacedOrder } from '@/stores/orders/order-history'
import type { ContactDetails, OrderTotals } from './order-totals'

/** What My orders keeps of an order the server has just opened. */
export function placedOrder(
  reference: string,
  shop: CartStore,
  items: readonly CartItem[],
  totals: OrderTotals,
  contact: ContactDetails,
  now = Date.now(),
): PlacedOrder {
  const { id, name_of_business, slug, logo } = shop
  return {
    reference,
    store: logo === undefined ? { id, name_of_business, slug } : { id, name_of_business, slug, logo },
    items: items.map((item) => ({
      id: item.id,
      name: item.name ?? item.title ?? 'Item',
      quantity: item.quantity,
      unitPrice: cartUnitPrice(item),
      ...(item.image === undefined ? {} : { image: item.image }),
      ...(item.kind === undefined ? {} : { kind: item.kind }),
    })),
    amounts: { ...totals },
    phone: contact.phone.trim(),
    address: contact.address.trim(),
    placedAt: now,
  }
}
