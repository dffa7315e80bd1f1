import { describe, expect, it } from 'vitest'
import { cartCount, decodeCart } from './cart-items'
import { cartLineTotal, cartReducer, cartSubtotal, cartUnitPrice, groupCartByStore } from './cart-reducer'

import { chapman, frozen, ids, jollof, run, suya, suyaSpot } from './cart.test-support'

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

    it('adds a whole line at once when told how many (Reorder), else one', () => {
      const cart = run([
        { type: 'add', item: jollof, quantity: 3 },
        { type: 'add', item: jollof, quantity: 2 },
        { type: 'add', item: suya, quantity: 0 },
        { type: 'add', item: chapman, quantity: 1.5 },
      ])
      expect(ids(cart)).toEqual([
        [10, 5],
        [20, 1],
        [chapman.id, 1],
      ])
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

  it('keeps what each line is (menu, coupon, …) and drops a kind it does not know', () => {
    const saved = [
      { id: 50, kind: 'menu', name: 'Beef suya (large)', price: 2500, quantity: 1 },
      { id: 51, kind: 'coupon', name: 'Beef suya (large)', price: 2500, discounted_price: 2000, quantity: 1 },
      { id: 52, kind: 'voucher', name: 'Chapman', price: 1200, quantity: 1 },
    ]
    expect(decodeCart(saved)?.map((item) => item.kind)).toEqual(['menu', 'coupon', undefined])
    expect(decodeCart(saved)?.[2]).not.toHaveProperty('kind')
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
