import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { QuoteLine, QuoteStore } from '@contract/quote'
import { clearPersistedAtoms, persistedWritesSettled } from '@/stores/persisted-atom'
import { renderWithRouter } from '@/test/render-with-router'
import { json, stubFetch, type SentRequest } from '@/test/stub-fetch'
import { CartPage } from './cart-page'
import type { CartItem } from '@/stores/cart/cart-reducer'
import { lines } from '@/stores/cart/cart.test-support'
import { QUOTE_PATH, quoteAnswer } from '@/stores/cart/quote.test-support'
import { cartAtom } from '@/stores/cart/cart-atom'
import { watchNotify } from '@/test/watch-notify'

// The cart re-prices itself against the server (docs/decisions.md#money: the cart holds copies): each change
// a quote can bring, in words, with the new amount and one tap that takes the server's prices.

watchNotify()

const { jollof, chapman } = lines

beforeEach(async () => {
  await persistedWritesSettled()
  await clearPersistedAtoms(createStore())
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

type ServerSays = { changes?: Record<number, Partial<QuoteLine>>; store?: Partial<QuoteStore> }

/** The cart page over a server that says `first` on the first quote, then sells as the cart sends. */
async function openCart(items: CartItem[], first: ServerSays) {
  const quotes: SentRequest[] = []
  stubFetch((request) => {
    if (request.path !== QUOTE_PATH) return json({}, 404)
    quotes.push(request)
    return quoteAnswer(request, items, quotes.length === 1 ? first : {})
  })
  const rendered = await renderWithRouter(<CartPage />, { path: '/cart' })
  act(() => rendered.store.set(cartAtom, items))
  return { ...rendered, quotes }
}

const panel = async () => within(await screen.findByRole('region', { name: /changed since you added/ }))

describe('the re-pricing panel', () => {
  it('a price that went up: says so, with the new subtotal, and one tap takes it', async () => {
    const { store, quotes } = await openCart([jollof, chapman], {
      changes: { 30: { state: 'price', unit_price: 2000, price: 2000, was: 1200 } },
    })
    const changed = await panel()
    expect(changed.getByText('Chapman is now ₦2,000 (was ₦1,200)')).toBeInTheDocument()
    // 2 × ₦2,000 + ₦2,000.
    expect(changed.getByText('₦6,000')).toBeInTheDocument()
    // The store's footer says the same figure, never the cart's old one beside it.
    expect(screen.getByText('Subtotal with the new prices')).toBeInTheDocument()
    expect(screen.getAllByText('₦6,000', { selector: 'strong' })).toHaveLength(2)
    expect(screen.queryByText('₦5,200')).toBeNull()
    await userEvent.click(changed.getByRole('button', { name: 'Accept new prices' }))
    expect(store.get(cartAtom).find((item) => item.id === 30)).toMatchObject({ price: 2000, discounted_price: null })
    // Asked again at the new price, the server agrees, and the panel is gone.
    await vi.waitFor(() => expect(quotes).toHaveLength(2))
    expect((quotes[1]!.body as { items: Array<{ unit_price: number }> }).items[1]!.unit_price).toBe(2000)
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: /changed since you added/ })).toBeNull())
    expect(screen.getByText('₦6,000', { selector: 'strong' })).toBeInTheDocument()
  })

  it('a price that went down: the shopper sees the lower price too', async () => {
    const { store } = await openCart([chapman], {
      changes: { 30: { state: 'price', unit_price: 1000, price: 1000, was: 1200 } },
    })
    const changed = await panel()
    expect(changed.getByText('Chapman is now ₦1,000 (was ₦1,200)')).toBeInTheDocument()
    await userEvent.click(changed.getByRole('button', { name: 'Accept new prices' }))
    expect(store.get(cartAtom)[0]).toMatchObject({ price: 1000, discounted_price: null })
  })

  it('a deal that ended: offers the menu price, and accepting keeps the line at that price', async () => {
    const { store } = await openCart([jollof], {
      changes: { 10: { state: 'ended', unit_price: 2500, price: 2500, was: 2000, ended_on: '2026-11-20' } },
    })
    const changed = await panel()
    expect(changed.getByText('The Jollof rice deal ended: ₦2,500 at the menu price, or remove it')).toBeInTheDocument()
    expect(changed.getByText('₦5,000')).toBeInTheDocument()
    // Or remove it: the line's own Remove button stays there.
    expect(screen.getByRole('button', { name: 'Remove Jollof rice' })).toBeInTheDocument()
    await userEvent.click(changed.getByRole('button', { name: 'Accept new prices' }))
    expect(store.get(cartAtom)[0]).toMatchObject({ id: 10, price: 2500, discounted_price: null, quantity: 2 })
  })

  it('an item no longer sold: says so, and accepting takes it out and keeps the rest', async () => {
    const { store } = await openCart([jollof, chapman], {
      // The server no longer knows the item, so it cannot name it: the cart does.
      changes: { 30: { state: 'gone', unit_price: 0, title: 'An item' } },
    })
    const changed = await panel()
    expect(changed.getByText('Chapman is no longer sold here: remove it to pay for the rest')).toBeInTheDocument()
    expect(changed.getByText('₦4,000')).toBeInTheDocument()
    await userEvent.click(changed.getByRole('button', { name: 'Accept and remove what is gone' }))
    expect(store.get(cartAtom).map((item) => item.id)).toEqual([10])
  })

  it('a closed store: says when it opens, and no change to accept', async () => {
    await openCart([chapman], {
      store: { open: false, closed_notice: 'Closed now · opens 8am Tue' },
    })
    const notice = await screen.findByText('Closed now · opens 8am Tue')
    expect(notice.closest('p')).toHaveTextContent(
      'Closed now · opens 8am Tue. Mama Put Yaba cannot take an order until then; your items stay in your cart.',
    )
    expect(screen.queryByRole('region', { name: /changed since you added/ })).toBeNull()
  })

  it('asks nothing offline: the cart shows its own copies', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const { quotes } = await openCart([chapman], { changes: { 30: { state: 'gone' } } })
    expect(await screen.findByText('Chapman', { selector: 'p' })).toBeInTheDocument()
    expect(quotes).toEqual([])
    expect(screen.queryByRole('region', { name: /changed since you added/ })).toBeNull()
  })
})
