import type { CartItemInput } from '@/stores/cart/use-cart'
import type { OrderRecord } from '@/stores/orders/order-history'

/**
 * What Reorder puts back in the cart: each line with its quantity, picture and deal tag, the
 * store it comes from (checkout takes one store per order) and the price it was ordered at. The server prices the
 * order again at checkout.
 */
export function reorderLines(order: OrderRecord): { item: CartItemInput; quantity: number }[] {
  const { id, name_of_business, slug, logo } = order.store
  const store = logo === undefined ? { id, name_of_business, slug } : { id, name_of_business, slug, logo }
  return order.items.map((line) => ({
    item: {
      id: line.id,
      name: line.name,
      price: line.unitPrice,
      ...(line.image === undefined ? {} : { image: line.image }),
      ...(line.kind === undefined ? {} : { kind: line.kind }),
      store,
    },
    quantity: line.quantity,
  }))
}
