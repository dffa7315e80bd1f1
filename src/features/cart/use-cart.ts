import { atom, useAtomValue } from 'jotai'

export type CartItem = { id: number; quantity: number } & Record<string, unknown>

/** The shopper's cart (SPEC §4). The data-layer issue persists it under `cart_state`. */
export const cartAtom = atom<CartItem[]>([])

/** Number of items in the cart, counting quantities: the nav badge. */
export const cartCountAtom = atom((get) => get(cartAtom).reduce((sum, item) => sum + item.quantity, 0))

export function useCartCount(): number {
  return useAtomValue(cartCountAtom)
}
