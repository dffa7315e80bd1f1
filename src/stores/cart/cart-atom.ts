import { atom, useAtomValue } from 'jotai'
import { notify } from '@/lib/notify'
import { persistedAtom } from '@/stores/persisted-atom'
import { cartCount, decodeCart, type CartItem } from './cart-items'
import { STORAGE_KEYS } from '@contract/storage'

// The saved cart and its count: what the shell reads at start and shows in the nav. Pages that
// change the cart use use-cart.ts, which loads the cart's rules with them.

/**
 * The shopper's cart (docs/data.md#cart), saved under `cart_state`. The persisted atom falls back to
 * localStorage when IndexedDB refuses the write, so the error below means both failed; the
 * cart in memory is kept, and the shopper is told (the error catalogue's words (docs/errors.md#cart), then what to do).
 */
export const cartAtom = persistedAtom<CartItem[]>(STORAGE_KEYS.cart, [], {
  decode: decodeCart,
  onSaveError: () =>
    void notify(
      'error',
      'Failed to save cart to localStorage — your cart works for now; free some space on this phone so it is kept.',
    ),
})

/** Number of items in the cart, counting quantities: the nav badge. */
export const cartCountAtom = atom((get) => cartCount(get(cartAtom)))

export function useCartCount(): number {
  return useAtomValue(cartCountAtom)
}
