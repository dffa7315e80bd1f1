// The cart's rules (docs/data.md#cart) as pure functions: no React, no storage, easy to test.
// A line's prices are copies, the price last quoted (docs/decisions.md#money): the server owns prices, and the
// cart re-quotes before money moves (cart-quote.ts), accepting changes with `reprice`.
import { ORDER_LIMITS } from '@contract/order-limits'
import { isPositiveInteger } from '@/lib/stored-values'
import { cartCount, type CartItem, type CartItemInput, type CartStore } from './cart-items'

export type { CartItem, CartItemFields, CartItemInput, CartStore } from './cart-items'

export type CartAction =
  /** Adds `quantity` (1 unless told; Reorder puts a whole line back at once). */
  | { type: 'add'; item: CartItemInput; quantity?: number }
  | { type: 'remove'; id: number }
  | { type: 'increment'; id: number }
  | { type: 'decrement'; id: number }
  | { type: 'clear' }
  | { type: 'toggle'; item: CartItemInput }
  /** A quote accepted: new prices for some lines, and lines no longer sold taken out. */
  | { type: 'reprice'; prices: readonly LinePrice[]; remove: readonly number[] }

/**
 * A line's price as the server quoted it: the full price, and the deal's while it runs. `ended`:
 * the line's deal is over, so the line becomes its dish's menu line (when it names one).
 */
export type LinePrice = { id: number; price: number; discounted_price: number | null; ended?: boolean }

/** The most of one line an order takes (docs/limits.md): adding more leaves the line there. */
export const MAX_LINE_QUANTITY = ORDER_LIMITS.maxQuantity

/** What a line at the cap says beside its stepper, in the shopper's words. */
export const LINE_CAP_WORDS = `An order takes at most ${MAX_LINE_QUANTITY} of one item.`

const capped = (quantity: number) => Math.min(quantity, MAX_LINE_QUANTITY)

function withQuantity(items: CartItem[], index: number, quantity: number): CartItem[] {
  const current = items[index]!
  if (capped(quantity) === current.quantity) return items
  const next = items.slice()
  next[index] = { ...current, quantity: capped(quantity) }
  return next
}

function withoutIndex(items: CartItem[], index: number): CartItem[] {
  return items.filter((_, position) => position !== index)
}

/**
 * Returns the cart after `action`, never changing `items`. An action that changes nothing
 * (an unknown id, clearing an empty cart) returns `items` itself, so callers can skip a save.
 */
export function cartReducer(items: CartItem[], action: CartAction): CartItem[] {
  if (action.type === 'clear') return items.length === 0 ? items : []
  if (action.type === 'reprice') return repriced(items, action.prices, action.remove)

  const id = action.type === 'add' || action.type === 'toggle' ? action.item.id : action.id
  const index = items.findIndex((item) => item.id === id)
  const current = items[index]

  switch (action.type) {
    case 'add':
    case 'toggle': {
      const added = action.type === 'add' && isPositiveInteger(action.quantity) ? action.quantity : 1
      if (current) {
        return action.type === 'add' ? withQuantity(items, index, current.quantity + added) : withoutIndex(items, index)
      }
      // An id that decodeCart would drop on the next start must not enter the cart now.
      if (!isPositiveInteger(id)) return items
      return [...items, { ...action.item, quantity: capped(added) }]
    }
    case 'remove':
      return current ? withoutIndex(items, index) : items
    case 'increment':
      return current ? withQuantity(items, index, current.quantity + 1) : items
    case 'decrement':
      if (!current) return items
      return current.quantity <= 1 ? withoutIndex(items, index) : withQuantity(items, index, current.quantity - 1)
  }
}

/** The menu item an ended deal's line names (`menu_item`, set by the pages that add deals), if any. */
function menuItemOf(item: CartItem): number | undefined {
  return item.kind !== 'menu' && isPositiveInteger(item.menu_item) ? item.menu_item : undefined
}

/** An ended deal's line as its dish's plain menu line: the menu's id and price, no deal left on it. */
function asMenuLine(item: CartItem, menuId: number, price: number): CartItem {
  const { menu_item: _deal, ...rest } = item
  return { ...rest, id: menuId, kind: 'menu', price, discounted_price: null }
}

/** One line per id, in first-seen order: a converted line joins its dish's menu line already there. */
function mergedById(items: CartItem[]): CartItem[] {
  const byId = new Map<number, CartItem>()
  for (const item of items) {
    const held = byId.get(item.id)
    byId.set(item.id, held ? { ...held, quantity: capped(held.quantity + item.quantity) } : item)
  }
  return byId.size === items.length ? items : [...byId.values()]
}

function repriced(items: CartItem[], prices: readonly LinePrice[], remove: readonly number[]): CartItem[] {
  const byId = new Map(prices.map((line) => [line.id, line]))
  let changed = false
  const next: CartItem[] = []
  for (const item of items) {
    if (remove.includes(item.id)) {
      changed = true
      continue
    }
    const quoted = byId.get(item.id)
    const menuId = quoted?.ended ? menuItemOf(item) : undefined
    if (quoted && menuId !== undefined) {
      changed = true
      next.push(asMenuLine(item, menuId, quoted.price))
      continue
    }
    if (!quoted || (quoted.price === item.price && quoted.discounted_price === (item.discounted_price ?? null))) {
      next.push(item)
      continue
    }
    changed = true
    next.push({ ...item, price: quoted.price, discounted_price: quoted.discounted_price })
  }
  return changed ? mergedById(next) : items
}

/** Price of one unit in naira: the discounted price when there is one. */
export function cartUnitPrice(item: CartItem): number {
  return item.discounted_price ?? item.price ?? 0
}

// Sums in kobo, so adding ₦0.10 and ₦0.20 gives ₦0.30 and not ₦0.30000000000000004.
function toKobo(naira: number): number {
  return Math.round(naira * 100)
}

/** Price of a cart line (unit price times quantity), in naira. */
export function cartLineTotal(item: CartItem): number {
  return (toKobo(cartUnitPrice(item)) * item.quantity) / 100
}

/** What the cart's items cost together, in naira, before VAT and service charge. */
export function cartSubtotal(items: readonly CartItem[]): number {
  return items.reduce((kobo, item) => kobo + toKobo(cartUnitPrice(item)) * item.quantity, 0) / 100
}

export type CartStoreGroup = {
  /** Undefined for items that did not say which store they come from. */
  store: CartStore | undefined
  items: CartItem[]
  count: number
  subtotal: number
}

/**
 * The cart split by store, in the order stores were first added, because an order goes to one
 * store. Items without a store form one group of their own.
 */
export function groupCartByStore(items: readonly CartItem[]): CartStoreGroup[] {
  const groups = new Map<number | undefined, { store: CartStore | undefined; items: CartItem[] }>()
  for (const item of items) {
    const key = item.store?.id
    const group = groups.get(key)
    if (group) group.items.push(item)
    else groups.set(key, { store: item.store, items: [item] })
  }
  return [...groups.values()].map((group) => ({
    ...group,
    count: cartCount(group.items),
    subtotal: cartSubtotal(group.items),
  }))
}
