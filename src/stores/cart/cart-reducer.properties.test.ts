import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cartCount, decodeCart } from './cart-items'
import { cartReducer, type CartAction, type CartItem, type CartItemInput } from './cart-reducer'
import { frozen, ids, mamaPut, run, suyaSpot } from './cart.test-support'

describe('cartReducer properties', () => {
  const RUNS = { numRuns: 300 }
  // Few ids, so random sequences often hit items already in the cart.
  const idArb = fc.integer({ min: 1, max: 6 })
  const storeArb = fc.constantFrom(mamaPut, suyaSpot)
  const itemArb: fc.Arbitrary<CartItemInput> = fc.record(
    { id: idArb, name: fc.string({ maxLength: 12 }), price: fc.integer({ min: 0, max: 50_000 }), store: storeArb },
    { requiredKeys: ['id'] },
  )
  const actionArb: fc.Arbitrary<CartAction> = fc.oneof(
    itemArb.map((item): CartAction => ({ type: 'add', item })),
    itemArb.map((item): CartAction => ({ type: 'toggle', item })),
    idArb.map((id): CartAction => ({ type: 'remove', id })),
    idArb.map((id): CartAction => ({ type: 'increment', id })),
    idArb.map((id): CartAction => ({ type: 'decrement', id })),
    fc.constant<CartAction>({ type: 'clear' }),
  )
  const actionsArb = fc.array(actionArb, { maxLength: 40 })
  const cartArb = actionsArb.map((actions) => run(actions))

  /** The cart as the spec describes it: quantity per id, in the order ids were added. */
  function model(actions: CartAction[]): Map<number, number> {
    const quantities = new Map<number, number>()
    for (const action of actions) {
      if (action.type === 'clear') {
        quantities.clear()
        continue
      }
      // Quantities only: re-pricing changes no quantity.
      if (action.type === 'reprice') continue
      const id = action.type === 'add' || action.type === 'toggle' ? action.item.id : action.id
      const quantity = quantities.get(id)
      if (action.type === 'add') quantities.set(id, (quantity ?? 0) + 1)
      else if (action.type === 'toggle') {
        if (quantity === undefined) quantities.set(id, 1)
        else quantities.delete(id)
      } else if (action.type === 'remove') quantities.delete(id)
      else if (quantity === undefined) continue
      else if (action.type === 'increment') quantities.set(id, quantity + 1)
      else if (quantity === 1) quantities.delete(id)
      else quantities.set(id, quantity - 1)
    }
    return quantities
  }

  it('keeps quantities positive integers and ids unique, and never mutates its input', () => {
    fc.assert(
      fc.property(actionsArb, (actions) => {
        let cart = frozen([])
        for (const action of actions) {
          cart = frozen(cartReducer(cart, action))
          for (const item of cart) {
            expect(Number.isInteger(item.quantity)).toBe(true)
            expect(item.quantity).toBeGreaterThanOrEqual(1)
          }
          expect(new Set(cart.map((item) => item.id)).size).toBe(cart.length)
        }
      }),
      RUNS,
    )
  })

  it('agrees with a quantity-per-id model, order included, and counts its quantities', () => {
    fc.assert(
      fc.property(actionsArb, (actions) => {
        const cart = run(actions)
        const expected = model(actions)
        expect(ids(cart)).toEqual([...expected])
        expect(cartCount(cart)).toBe([...expected.values()].reduce((sum, quantity) => sum + quantity, 0))
      }),
      RUNS,
    )
  })

  it('counts one per add and increment, less one per decrement, while nothing is removed', () => {
    // Decrements only on items above quantity 1, so the count is plain arithmetic.
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('add', 'increment', 'decrement'), idArb), { maxLength: 60 }),
        (steps) => {
          let cart: CartItem[] = []
          let expected = 0
          for (const [type, id] of steps) {
            const quantity = cart.find((item) => item.id === id)?.quantity
            if (type === 'add') {
              cart = cartReducer(cart, { type, item: { id } })
              expected += 1
            } else if (type === 'increment' && quantity !== undefined) {
              cart = cartReducer(cart, { type, id })
              expected += 1
            } else if (type === 'decrement' && quantity !== undefined && quantity > 1) {
              cart = cartReducer(cart, { type, id })
              expected -= 1
            }
          }
          expect(cartCount(cart)).toBe(expected)
        },
      ),
      RUNS,
    )
  })

  it('add then remove leaves the other items as they were', () => {
    fc.assert(
      fc.property(cartArb, itemArb, (cart, item) => {
        const after = cartReducer(cartReducer(cart, { type: 'add', item }), { type: 'remove', id: item.id })
        expect(after).toEqual(cart.filter((other) => other.id !== item.id))
      }),
      RUNS,
    )
  })

  it('toggling an absent item twice gives the cart back', () => {
    fc.assert(
      fc.property(cartArb, itemArb, (cart, item) => {
        fc.pre(!cart.some((other) => other.id === item.id))
        const twice = cartReducer(cartReducer(cart, { type: 'toggle', item }), { type: 'toggle', item })
        expect(twice).toEqual(cart)
      }),
      RUNS,
    )
  })

  it('clear always gives an empty cart', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        expect(cartReducer(cart, { type: 'clear' })).toEqual([])
      }),
      RUNS,
    )
  })

  it('returns the very same array for actions on ids not in the cart', () => {
    fc.assert(
      fc.property(cartArb, idArb, fc.constantFrom('remove', 'increment', 'decrement'), (cart, id, type) => {
        fc.pre(!cart.some((item) => item.id === id))
        expect(cartReducer(cart, { type, id })).toBe(cart)
      }),
      RUNS,
    )
  })

  it('survives a JSON round trip through decodeCart', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        expect(decodeCart(JSON.parse(JSON.stringify(cart)))).toEqual(cart)
      }),
      RUNS,
    )
  })

  it('decodeCart never throws and only returns carts that keep the invariants', () => {
    const entryArb = fc.oneof(
      fc.record({ id: fc.oneof(idArb, fc.anything()), quantity: fc.oneof(idArb, fc.anything()) }),
      fc.anything(),
    )
    fc.assert(
      fc.property(fc.oneof(fc.array(entryArb), fc.anything()), (raw) => {
        const cart = decodeCart(raw)
        if (!Array.isArray(raw)) expect(cart).toBeUndefined()
        for (const item of cart ?? []) {
          expect(Number.isSafeInteger(item.id) && item.id > 0).toBe(true)
          expect(Number.isSafeInteger(item.quantity) && item.quantity > 0).toBe(true)
        }
        expect(new Set(cart?.map((item) => item.id)).size).toBe(cart?.length ?? 0)
      }),
      RUNS,
    )
  })
})
