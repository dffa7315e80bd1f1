import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  cartCount,
  cartLineTotal,
  cartReducer,
  cartSubtotal,
  cartUnitPrice,
  decodeCart,
  groupCartByStore,
  type CartAction,
  type CartItem,
  type CartItemInput,
  type CartStore,
} from './cart-reducer'

const mamaPut: CartStore = { id: 1, name_of_business: 'Mama Put Yaba', slug: 'mama-put-yaba' }
const suyaSpot: CartStore = { id: 2, name_of_business: 'Suya Spot Lekki', slug: 'suya-spot-lekki', logo: '/suya.png' }

const jollof: CartItemInput = { id: 10, name: 'Jollof rice', price: 2500, discounted_price: 2000, store: mamaPut }
const suya: CartItemInput = { id: 20, title: 'Beef suya', price: 1500, discounted_price: null, store: suyaSpot }
const chapman: CartItemInput = { id: 30, name: 'Chapman', price: 1200, store: mamaPut }

/** Cart reached by running `actions` from an empty cart. */
function run(actions: CartAction[], from: CartItem[] = []): CartItem[] {
  return actions.reduce(cartReducer, from)
}

/** Freezes a cart deeply, so a reducer that mutates its input throws (modules are strict). */
function frozen(items: CartItem[]): CartItem[] {
  for (const item of items) {
    if (item.store) Object.freeze(item.store)
    Object.freeze(item)
  }
  return Object.freeze(items) as CartItem[]
}

const ids = (items: CartItem[]) => items.map((item) => [item.id, item.quantity])

describe('cartReducer', () => {
  describe('add', () => {
    it('appends a new item with quantity 1, keeping the fields it was given', () => {
      const cart = run([{ type: 'add', item: jollof }])
      expect(cart).toEqual([{ ...jollof, quantity: 1 }])
    })

    it('raises the quantity of an item already in the cart instead of adding it again', () => {
      const cart = run([
        { type: 'add', item: jollof },
        { type: 'add', item: suya },
        { type: 'add', item: jollof },
      ])
      expect(ids(cart)).toEqual([
        [10, 2],
        [20, 1],
      ])
    })

    it('keeps the fields saved with the first add when the same id is added again', () => {
      const cart = run([
        { type: 'add', item: jollof },
        { type: 'add', item: { id: 10, name: 'Renamed' } },
      ])
      expect(cart).toEqual([{ ...jollof, quantity: 2 }])
    })

    it('starts at 1 even when the item passed carries a quantity', () => {
      const cart = run([{ type: 'add', item: { ...chapman, quantity: 7 } }])
      expect(cart[0]?.quantity).toBe(1)
    })

    it('ignores an id that is not a positive integer', () => {
      const empty = frozen([])
      for (const id of [0, -3, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
        expect(cartReducer(empty, { type: 'add', item: { id } })).toBe(empty)
        expect(cartReducer(empty, { type: 'toggle', item: { id } })).toBe(empty)
      }
    })

    it('does not change the cart it was given', () => {
      const before = frozen(run([{ type: 'add', item: jollof }]))
      const after = cartReducer(before, { type: 'add', item: jollof })
      expect(before).toEqual([{ ...jollof, quantity: 1 }])
      expect(after).not.toBe(before)
    })
  })

  describe('remove', () => {
    it('takes the item out whatever its quantity', () => {
      const cart = run([
        { type: 'add', item: jollof },
        { type: 'add', item: jollof },
        { type: 'add', item: suya },
        { type: 'remove', id: 10 },
      ])
      expect(cart).toEqual([{ ...suya, quantity: 1 }])
    })

    it('returns the same cart for an id not in it', () => {
      const cart = frozen(run([{ type: 'add', item: jollof }]))
      expect(cartReducer(cart, { type: 'remove', id: 99 })).toBe(cart)
    })

    it('returns the same empty cart', () => {
      const empty = frozen([])
      expect(cartReducer(empty, { type: 'remove', id: 10 })).toBe(empty)
    })
  })

  describe('increment', () => {
    it('raises the quantity by one and keeps the order of the cart', () => {
      const cart = frozen(
        run([
          { type: 'add', item: jollof },
          { type: 'add', item: suya },
        ]),
      )
      expect(ids(cartReducer(cart, { type: 'increment', id: 10 }))).toEqual([
        [10, 2],
        [20, 1],
      ])
    })

    it('returns the same cart for an id not in it (it does not add)', () => {
      const cart = frozen(run([{ type: 'add', item: jollof }]))
      expect(cartReducer(cart, { type: 'increment', id: 99 })).toBe(cart)
    })
  })

  describe('decrement', () => {
    it('lowers the quantity by one', () => {
      const cart = run([
        { type: 'add', item: jollof },
        { type: 'add', item: jollof },
        { type: 'add', item: jollof },
        { type: 'decrement', id: 10 },
      ])
      expect(ids(cart)).toEqual([[10, 2]])
    })

    it('removes the item at quantity 1', () => {
      const cart = frozen(
        run([
          { type: 'add', item: jollof },
          { type: 'add', item: suya },
        ]),
      )
      expect(cartReducer(cart, { type: 'decrement', id: 10 })).toEqual([{ ...suya, quantity: 1 }])
    })

    it('returns the same cart for an id not in it', () => {
      const cart = frozen(run([{ type: 'add', item: jollof }]))
      expect(cartReducer(cart, { type: 'decrement', id: 99 })).toBe(cart)
    })
  })

  describe('clear', () => {
    it('empties the cart', () => {
      const cart = frozen(
        run([
          { type: 'add', item: jollof },
          { type: 'add', item: suya },
        ]),
      )
      expect(cartReducer(cart, { type: 'clear' })).toEqual([])
    })

    it('returns the same array when the cart is already empty', () => {
      const empty = frozen([])
      expect(cartReducer(empty, { type: 'clear' })).toBe(empty)
    })
  })

  describe('toggle', () => {
    it('adds an absent item with quantity 1', () => {
      expect(run([{ type: 'toggle', item: suya }])).toEqual([{ ...suya, quantity: 1 }])
    })

    it('removes a present item whatever its quantity', () => {
      const cart = frozen(
        run([
          { type: 'add', item: suya },
          { type: 'add', item: suya },
          { type: 'add', item: jollof },
        ]),
      )
      expect(cartReducer(cart, { type: 'toggle', item: suya })).toEqual([{ ...jollof, quantity: 1 }])
    })
  })
})

describe('decodeCart', () => {
  it('reads back what the reducer produced after a JSON round trip', () => {
    const cart = run([
      { type: 'add', item: jollof },
      { type: 'add', item: suya },
      { type: 'increment', id: 20 },
    ])
    expect(decodeCart(JSON.parse(JSON.stringify(cart)))).toEqual(cart)
  })

  it('refuses anything that is not a list', () => {
    for (const raw of [null, undefined, 'cart', 3, { cart: [] }, { 0: { id: 1, quantity: 1 } }]) {
      expect(decodeCart(raw)).toBeUndefined()
    }
  })

  it('accepts an empty list', () => {
    expect(decodeCart([])).toEqual([])
  })

  it('drops entries without a positive integer id and quantity', () => {
    const raw = [
      { id: 1, quantity: 1 },
      { id: '2', quantity: 1 },
      { id: 3, quantity: 0 },
      { id: 4, quantity: -1 },
      { id: 5, quantity: 1.5 },
      { id: 0, quantity: 1 },
      { id: 6 },
      { quantity: 2 },
      null,
      'jollof',
      [7, 1],
      { id: 8, quantity: 3 },
    ]
    expect(decodeCart(raw)).toEqual([
      { id: 1, quantity: 1 },
      { id: 8, quantity: 3 },
    ])
  })

  it('keeps the first of two entries with the same id, so ids stay unique', () => {
    expect(
      decodeCart([
        { id: 1, quantity: 2, name: 'first' },
        { id: 1, quantity: 5, name: 'second' },
      ]),
    ).toEqual([{ id: 1, quantity: 2, name: 'first' }])
  })

  it('keeps fields the cart does not know about', () => {
    expect(decodeCart([{ id: 1, quantity: 1, kind: 'coupon', code: 'GIDI10' }])).toEqual([
      { id: 1, quantity: 1, kind: 'coupon', code: 'GIDI10' },
    ])
  })

  it('reads amounts an older build saved as decimal strings', () => {
    expect(decodeCart([{ id: 1, quantity: 1, price: '1500.00', discounted_price: '1200.50' }])).toEqual([
      { id: 1, quantity: 1, price: 1500, discounted_price: 1200.5 },
    ])
  })

  it('drops display fields of the wrong type but keeps the item', () => {
    const raw = [
      {
        id: 1,
        quantity: 2,
        name: 42,
        title: null,
        image: {},
        price: 'free',
        discounted_price: -5,
        store: { id: 'x', name_of_business: 'Mama Put' },
      },
    ]
    expect(decodeCart(raw)).toEqual([{ id: 1, quantity: 2 }])
  })

  it('keeps a null discounted price (no discount) and a valid store', () => {
    expect(decodeCart([{ id: 1, quantity: 1, discounted_price: null, store: suyaSpot }])).toEqual([
      { id: 1, quantity: 1, discounted_price: null, store: suyaSpot },
    ])
  })
})

describe('selectors', () => {
  const cart = run([
    { type: 'add', item: jollof },
    { type: 'add', item: suya },
    { type: 'add', item: chapman },
    { type: 'increment', id: 10 },
    { type: 'increment', id: 30 },
    { type: 'increment', id: 30 },
  ])

  it('counts quantities, not lines', () => {
    expect(cartCount(cart)).toBe(6)
    expect(cartCount([])).toBe(0)
  })

  it('prices a unit at the discounted price when there is one', () => {
    expect(cartUnitPrice({ ...jollof, quantity: 1 })).toBe(2000)
    expect(cartUnitPrice({ ...suya, quantity: 1 })).toBe(1500)
    expect(cartUnitPrice({ ...chapman, quantity: 1 })).toBe(1200)
    expect(cartUnitPrice({ id: 1, quantity: 1 })).toBe(0)
    expect(cartUnitPrice({ id: 1, quantity: 1, price: 900, discounted_price: 0 })).toBe(0)
  })

  it('totals the cart in naira', () => {
    // 2 × 2000 + 1 × 1500 + 3 × 1200
    expect(cartSubtotal(cart)).toBe(9100)
    expect(cartSubtotal([])).toBe(0)
    expect(cartLineTotal(cart[2]!)).toBe(3600)
  })

  it('adds kobo without floating point drift', () => {
    const pennies = [
      { id: 1, quantity: 1, price: 0.1 },
      { id: 2, quantity: 1, price: 0.2 },
    ]
    expect(cartSubtotal(pennies)).toBe(0.3)
    expect(cartLineTotal({ id: 3, quantity: 3, price: 0.1 })).toBe(0.3)
  })

  it('groups by store in the order stores were first added, with counts and subtotals', () => {
    const groups = groupCartByStore(cart)
    expect(groups.map((group) => group.store?.slug)).toEqual(['mama-put-yaba', 'suya-spot-lekki'])
    expect(groups[0]).toMatchObject({ count: 5, subtotal: 7600 })
    expect(groups[0]?.items.map((item) => item.id)).toEqual([10, 30])
    expect(groups[1]).toMatchObject({ count: 1, subtotal: 1500 })
  })

  it('puts items that name no store together in one group', () => {
    const groups = groupCartByStore([
      { id: 1, quantity: 1, price: 100 },
      { ...jollof, quantity: 1 },
      { id: 2, quantity: 2, price: 50 },
    ])
    expect(groups).toHaveLength(2)
    expect(groups[0]).toMatchObject({ store: undefined, count: 3, subtotal: 200 })
    expect(groups[0]?.items.map((item) => item.id)).toEqual([1, 2])
  })

  it('gives no groups for an empty cart', () => {
    expect(groupCartByStore([])).toEqual([])
  })
})

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
