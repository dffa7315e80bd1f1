import { describe, expect, it } from 'vitest'
import { ORDER_LIMITS } from '@contract/order-limits'
import type { QuoteLine } from '@contract/quote'
import { decodeCart } from './cart-items'
import { acceptedQuote } from './cart-quote'
import { cartReducer, LINE_CAP_WORDS, MAX_LINE_QUANTITY, type CartItem } from './cart-reducer'
import { frozen, ids, jollof, mamaPut, run } from './cart.test-support'
import { quoteFor } from './quote.test-support'

// An order takes at most 99 of one line (docs/limits.md, ORDER_LIMITS): however a line grows (another
// tap, Reorder, a saved cart, an ended deal joining its dish), the cart stops there, as the server would.

describe('the 99 cap on a cart line', () => {
  it('is the order limit the server checks, in the words the cart shows', () => {
    expect(MAX_LINE_QUANTITY).toBe(ORDER_LIMITS.maxQuantity)
    expect(LINE_CAP_WORDS).toBe('An order takes at most 99 of one item.')
  })

  it('stops an add of the same dish at 99, and a further add or + changes nothing', () => {
    const full = frozen(
      run([
        { type: 'add', item: jollof, quantity: 98 },
        { type: 'add', item: jollof },
      ]),
    )
    expect(ids(full)).toEqual([[10, 99]])
    expect(cartReducer(full, { type: 'add', item: jollof })).toBe(full)
    expect(cartReducer(full, { type: 'increment', id: 10 })).toBe(full)
    expect(ids(cartReducer(full, { type: 'decrement', id: 10 }))).toEqual([[10, 98]])
  })

  it('caps a Reorder that puts back more than the cart has room for', () => {
    expect(
      ids(
        run([
          { type: 'add', item: jollof, quantity: 60 },
          { type: 'add', item: jollof, quantity: 60 },
        ]),
      ),
    ).toEqual([[10, 99]])
    expect(ids(run([{ type: 'add', item: jollof, quantity: 250 }]))).toEqual([[10, 99]])
  })

  it('reads a saved cart with more than 99 of a line back at 99', () => {
    expect(decodeCart([{ id: 10, quantity: 150 }])).toEqual([{ id: 10, quantity: 99 }])
  })

  it('caps an ended deal that joins its dish’s menu line', () => {
    const menu: CartItem = { id: 40, kind: 'menu', name: 'Jollof rice', price: 2500, store: mamaPut, quantity: 70 }
    const deal: CartItem = { ...menu, id: 41, kind: 'marketplace', discounted_price: 1625, menu_item: 40, quantity: 50 }
    const ended: Partial<QuoteLine> = {
      state: 'ended',
      unit_price: 2500,
      price: 2500,
      was: 1625,
      ended_on: '2026-11-20',
    }
    const quote = quoteFor(mamaPut, [menu, deal], { changes: { 41: ended } })
    const cart = cartReducer(frozen([menu, deal]), { type: 'reprice', ...acceptedQuote(quote) })
    expect(cart.map((item) => [item.id, item.quantity])).toEqual([[40, 99]])
  })
})
