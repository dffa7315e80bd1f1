// The app's side of a prerendered store front's island (src/first-load/boot/early-taps.ts): the
// dishes a shopper added before the app ran are in the saved cart the app reads back; taps while
// the app was reading it were kept by the island and come in here, through the cart's own rules.
import { earlyTaps } from '@/lib/early/protocol'
import type { AppStore } from '@/stores/persisted-atom'
import { cartAtom } from './cart-atom'
import type { CartItemInput } from './cart-items'

/**
 * Resolves to what takes the island's taps over once the shopper's cart is shown (call it right
 * after the saved values are set): the taps it kept and every later one go to `store`'s cart, and
 * the island's own count goes. Nothing to do on a page without an island.
 */
export async function prepareEarlyTaps(store: AppStore): Promise<() => void> {
  const taps = earlyTaps()
  if (!taps) return () => {}
  const { cartReducer } = await import('./cart-reducer')
  return () =>
    taps.adopt((line) =>
      store.set(cartAtom, (items) => cartReducer(items, { type: 'add', item: line as CartItemInput })),
    )
}
