// What a cart line is (docs/data.md#cart), read back from storage, and the nav badge's count: the
// part of the cart the shell needs at start. The rules that change a cart are cart-reducer.ts,
// loaded with the pages that add, remove or re-price.
import { DEAL_KINDS, type DealKind } from '@contract/deal-kinds'
import { ORDER_LIMITS } from '@contract/order-limits'
import { isPositiveInteger, isRecord } from '@/lib/stored-values'

/** The store a deal belongs to; checkout takes one store per order. */
export type CartStore = { id: number; name_of_business: string; slug: string; logo?: string }

/** The display fields the cart reads; any other field of the deal is carried along untouched. */
export type CartItemFields = {
  name?: string
  title?: string
  image?: string
  /** Naira. */
  price?: number
  /** Naira; wins over `price` when present. */
  discounted_price?: number | null
  store?: CartStore
  /**
   * What the line is ('menu', 'coupon', …), so the cart can tell the menu's dish from the same
   * dish bought with a coupon. Every page that adds sets it; carts saved before it may lack it.
   */
  kind?: DealKind
  /**
   * A deal's line: the menu item it is a deal on, so a line whose deal ended can become that
   * dish's menu line when the shopper accepts the menu price (cart-reducer.ts).
   */
  menu_item?: number
}

/** What a page hands to the cart: a deal as it arrived, without a quantity. */
export type CartItemInput = { id: number } & CartItemFields & { [field: string]: unknown }

export type CartItem = CartItemInput & { quantity: number }

// Older builds stored API records as they came, where amounts may be decimal strings ("1500.00").
function decodeAmount(value: unknown): number | undefined {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof amount === 'number' && Number.isFinite(amount) && amount >= 0 ? amount : undefined
}

function decodeStore(value: unknown): CartStore | undefined {
  if (!isRecord(value)) return undefined
  const { id, name_of_business, slug, logo } = value
  if (!isPositiveInteger(id) || typeof name_of_business !== 'string' || typeof slug !== 'string') return undefined
  return typeof logo === 'string' ? { id, name_of_business, slug, logo } : { id, name_of_business, slug }
}

function decodeCartItem(value: unknown): CartItem | undefined {
  if (!isRecord(value) || !isPositiveInteger(value.id) || !isPositiveInteger(value.quantity)) return undefined
  // A cart saved before the cap (docs/limits.md) comes back at most at it, as an order takes it.
  const item: CartItem = { ...value, id: value.id, quantity: Math.min(value.quantity, ORDER_LIMITS.maxQuantity) }
  // A display field of the wrong type is dropped, so the type above stays true for the pages.
  for (const field of ['name', 'title', 'image'] as const) {
    if (field in item && typeof item[field] !== 'string') delete item[field]
  }
  if ('price' in item) {
    const price = decodeAmount(item.price)
    if (price === undefined) delete item.price
    else item.price = price
  }
  if ('discounted_price' in item && item.discounted_price !== null) {
    const discounted = decodeAmount(item.discounted_price)
    if (discounted === undefined) delete item.discounted_price
    else item.discounted_price = discounted
  }
  if ('menu_item' in item && !isPositiveInteger(item.menu_item)) delete item.menu_item
  if ('kind' in item && !DEAL_KINDS.includes(item.kind as DealKind)) delete item.kind
  if ('store' in item) {
    const store = decodeStore(item.store)
    if (store === undefined) delete item.store
    else item.store = store
  }
  return item
}

/**
 * Turns a stored cart into CartItems, or undefined when it is not a list at all. Entries
 * without a positive integer id and quantity are dropped, and so is a repeated id (the first
 * is kept), because the reducer relies on ids being unique.
 */
export function decodeCart(raw: unknown): CartItem[] | undefined {
  if (!Array.isArray(raw)) return undefined
  const seen = new Set<number>()
  const items: CartItem[] = []
  for (const entry of raw) {
    const item = decodeCartItem(entry)
    if (item === undefined || seen.has(item.id)) continue
    seen.add(item.id)
    items.push(item)
  }
  return items
}

/** Number of items, counting quantities: the nav badge. */
export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0)
}
