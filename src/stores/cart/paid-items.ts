import { atom } from 'jotai'
import type { CartItem } from './cart-reducer'
import { cartAtom } from './cart-atom'

/** A line of a paid order: which item, and how many of it were paid for. */
export type PaidLine = { id: number; quantity: number }

/**
 * The cart once a paid order has left it: each paid line takes away the quantity paid for,
 * so anything added to the cart while the payment page was open stays. Unchanged lines keep
 * their identity; a cart with nothing to take away is returned as it was.
 */
export function cartWithoutPaidLines(items: CartItem[], lines: readonly PaidLine[]): CartItem[] {
  const paid = new Map<number, number>()
  for (const line of lines) paid.set(line.id, (paid.get(line.id) ?? 0) + line.quantity)
  let changed = false
  const next: CartItem[] = []
  for (const item of items) {
    const quantity = paid.get(item.id)
    if (quantity === undefined) {
      next.push(item)
      continue
    }
    changed = true
    if (item.quantity > quantity) next.push({ ...item, quantity: item.quantity - quantity })
  }
  return changed ? next : items
}

/** Takes a paid order's lines out of the cart (checkout calls it once the payment is verified). */
export const removePaidLinesAtom = atom(null, (get, set, lines: readonly PaidLine[]) => {
  const items = get(cartAtom)
  const next = cartWithoutPaidLines(items, lines)
  if (next !== items) set(cartAtom, next)
})
