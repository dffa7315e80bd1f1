import { atom, useAtomValue, useSetAtom } from 'jotai'
import { useMemo } from 'react'
import { cartAtom } from './cart-atom'
import { cartCount } from './cart-items'
import { cartReducer, cartSubtotal, type CartAction, type CartItem, type CartItemInput } from './cart-reducer'

// Pages and the shell import the cart's types from here, beside the hook they use.
export type { CartAction, CartItem, CartItemInput, CartStore } from './cart-reducer'

/** Applies one cart action. An action that changes nothing is not saved nor broadcast. */
export const dispatchCartAtom = atom(null, (get, set, action: CartAction) => {
  const items = get(cartAtom)
  const next = cartReducer(items, action)
  if (next !== items) set(cartAtom, next)
})

/** What the cart costs in naira, before VAT and service charge. */
export const cartSubtotalAtom = atom((get) => cartSubtotal(get(cartAtom)))

export type CartActions = {
  add: (item: CartItemInput, quantity?: number) => void
  remove: (id: number) => void
  increment: (id: number) => void
  decrement: (id: number) => void
  clear: () => void
  toggle: (item: CartItemInput) => void
}

export type UseCart = CartActions & {
  items: CartItem[]
  count: number
  /** Naira. */
  subtotal: number
  isInCart: (id: number) => boolean
}

export function useCart(): UseCart {
  const items = useAtomValue(cartAtom)
  const dispatch = useSetAtom(dispatchCartAtom)
  // Stable callbacks, so a list of deal cards does not re-render for every cart change.
  const actions = useMemo<CartActions>(
    () => ({
      add: (item, quantity) => dispatch({ type: 'add', item, quantity }),
      remove: (id) => dispatch({ type: 'remove', id }),
      increment: (id) => dispatch({ type: 'increment', id }),
      decrement: (id) => dispatch({ type: 'decrement', id }),
      clear: () => dispatch({ type: 'clear' }),
      toggle: (item) => dispatch({ type: 'toggle', item }),
    }),
    [dispatch],
  )
  return useMemo(
    () => ({
      ...actions,
      items,
      count: cartCount(items),
      subtotal: cartSubtotal(items),
      isInCart: (id: number) => items.some((item) => item.id === id),
    }),
    [actions, items],
  )
}
