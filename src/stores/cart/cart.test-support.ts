import { cartReducer, type CartAction, type CartItem, type CartItemInput, type CartStore } from './cart-reducer'

// Shared by the cart reducer's unit and property tests, and the cart and checkout pages' tests.

export const mamaPut: CartStore = { id: 1, name_of_business: 'Mama Put Yaba', slug: 'mama-put-yaba' }
export const suyaSpot: CartStore = {
  id: 2,
  name_of_business: 'Suya Spot Lekki',
  slug: 'suya-spot-lekki',
  logo: '/suya.png',
}

export const jollof: CartItemInput = {
  id: 10,
  name: 'Jollof rice',
  price: 2500,
  discounted_price: 2000,
  store: mamaPut,
}
export const suya: CartItemInput = { id: 20, title: 'Beef suya', price: 1500, discounted_price: null, store: suyaSpot }
export const chapman: CartItemInput = { id: 30, name: 'Chapman', price: 1200, store: mamaPut }

/** The same items as cart lines, for the cart and checkout pages: two jollof, one of each other. */
export const lines: Record<'jollof' | 'chapman' | 'suya', CartItem> = {
  jollof: { ...jollof, quantity: 2 },
  chapman: { ...chapman, quantity: 1 },
  suya: { ...suya, quantity: 1 },
}

/** Cart reached by running `actions` from an empty cart. */
export function run(actions: CartAction[], from: CartItem[] = []): CartItem[] {
  return actions.reduce(cartReducer, from)
}

/** Freezes a cart deeply, so a reducer that mutates its input throws (modules are strict). */
export function frozen(items: CartItem[]): CartItem[] {
  for (const item of items) {
    if (item.store) Object.freeze(item.store)
    Object.freeze(item)
  }
  return Object.freeze(items) as CartItem[]
}

export const ids = (items: CartItem[]) => items.map((item) => [item.id, item.quantity])
