import { describe, expect, it } from 'vitest'
import type { QuoteLine } from '@contract/quote'
import { acceptedQuote } from './cart-quote'
import { cartReducer, type CartItem } from './cart-reducer'
import { frozen, mamaPut } from './cart.test-support'
import { quoteFor } from './quote.test-support'

// Accepting a quote (docs/decisions.md#money): new prices taken, gone lines out, and a line whose
// deal ended becomes its dish's plain menu line, so the cart and the store's menu agree.

const menuJollof: CartItem = { id: 40, kind: 'menu', name: 'Jollof rice', price: 2500, store: mamaPut, quantity: 1 }
const dealJollof: CartItem = {
  id: 41,
  kind: 'marketplace',
  name: 'Jollof rice',
  price: 2500,
  discounted_price: 1625,
  menu_item: 40,
  store: mamaPut,
  quantity: 2,
}
const ended: Partial<QuoteLine> = { state: 'ended', unit_price: 2500, price: 2500, was: 1625, ended_on: '2026-11-20' }

const accept = (items: CartItem[], changes: Record<number, Partial<QuoteLine>>) =>
  cartReducer(frozen(items), { type: 'reprice', ...acceptedQuote(quoteFor(mamaPut, items, { changes })) })

describe('accepting a quote', () => {
  it("turns an ended deal's line into its dish's menu line, at the menu price, with no deal left on it", () => {
    const cart = accept([dealJollof], { 41: ended })
    expect(cart).toEqual([
      { id: 40, kind: 'menu', name: 'Jollof rice', price: 2500, discounted_price: null, store: mamaPut, quantity: 2 },
    ])
  })

  it('joins the menu line already in the cart, where that line stands', () => {
    const chapman: CartItem = { id: 30, kind: 'menu', name: 'Chapman', price: 1200, store: mamaPut, quantity: 1 }
    const cart = accept([menuJollof, chapman, dealJollof], { 41: ended })
    expect(cart.map((item) => [item.id, item.quantity])).toEqual([
      [40, 3],
      [30, 1],
    ])
    expect(cart[0]).toMatchObject({ kind: 'menu', price: 2500 })
  })

  it('keeps a line that names no menu item at its deal id, at the menu price (the server sells it so)', () => {
    const { menu_item: _, ...voucher } = dealJollof
    const cart = accept([voucher], { 41: ended })
    expect(cart).toEqual([{ ...voucher, price: 2500, discounted_price: null }])
  })

  it('only an ended deal moves: a price change keeps the line and its deal', () => {
    const cart = accept([dealJollof], { 41: { state: 'price', unit_price: 1700, price: 2500, was: 1625 } })
    expect(cart).toEqual([{ ...dealJollof, price: 2500, discounted_price: 1700 }])
  })
})
