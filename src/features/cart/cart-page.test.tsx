import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearPersistedAtoms, persistedWritesSettled } from '@/stores/persisted-atom'
import { renderWithRouter } from '@/test/render-with-router'
import { CartPage } from './cart-page'
import type { CartItem } from '@/stores/cart/cart-reducer'
import { cartWithoutPaidLines } from '@/stores/cart/paid-items'
import { cartAtom } from '@/stores/cart/cart-atom'
import { lines } from '@/stores/cart/cart.test-support'
import { QUOTE_PATH, quoteAnswer } from '@/stores/cart/quote.test-support'
import { json, stubFetch } from '@/test/stub-fetch'
import { watchNotify } from '@/test/watch-notify'

watchNotify()

const { jollof, chapman, suya } = lines

beforeEach(async () => {
  await persistedWritesSettled()
  await clearPersistedAtoms(createStore())
})
afterEach(() => vi.unstubAllGlobals())

async function openCart(items: CartItem[]) {
  // The server agrees with every price the cart holds (reprice-panel.test.tsx covers changes).
  stubFetch((request) => (request.path === QUOTE_PATH ? quoteAnswer(request, items) : json({}, 404)))
  const rendered = await renderWithRouter(<CartPage />, { path: '/cart' })
  act(() => rendered.store.set(cartAtom, items))
  return rendered
}

const storeSection = (name: string) => within(screen.getByRole('region', { name }))

describe('the cart page', () => {
  it('shows items store by store with unit prices, subtotals and a checkout per store', async () => {
    await openCart([jollof, suya, chapman])
    const mama = storeSection('Mama Put Yaba')
    expect(mama.getByText('Jollof rice', { selector: 'p' })).toBeInTheDocument()
    expect(mama.getByText('₦2,000 each')).toBeInTheDocument()
    expect(mama.getByText('₦2,500')).toBeInTheDocument() // the price before the discount, struck through
    expect(mama.getByText('₦4,000')).toBeInTheDocument() // line total
    expect(mama.getByText('₦5,200')).toBeInTheDocument() // store subtotal
    expect(mama.queryByText('Beef suya')).toBeNull()
    expect(mama.getByRole('link', { name: 'Check out Mama Put Yaba' })).toHaveAttribute(
      'href',
      '/checkout?store=mama-put-yaba',
    )
    const suyaSection = storeSection('Suya Spot Lekki')
    expect(suyaSection.getByText('Beef suya', { selector: 'p' })).toBeInTheDocument()
    expect(suyaSection.getByRole('link', { name: 'Check out Suya Spot Lekki' })).toBeInTheDocument()
    expect(screen.getByText(/4 items from 2 stores/)).toBeInTheDocument()
  })

  it('keeps a line for the price check once the store answers, so the Check out button below stays put', async () => {
    await openCart([jollof, chapman])
    const mama = storeSection('Mama Put Yaba')
    expect(await mama.findByText('Prices and hours checked.')).toBeInTheDocument()
    expect(mama.queryByText("Checking today's prices…")).toBeNull()
  })

  it('says the prices are checked again at checkout when the check fails', async () => {
    stubFetch((request) => (request.path === QUOTE_PATH ? json({ detail: 'Server error' }, 500) : json({}, 404)))
    const rendered = await renderWithRouter(<CartPage />, { path: '/cart' })
    act(() => rendered.store.set(cartAtom, [jollof]))
    expect(
      await storeSection('Mama Put Yaba').findByText('Prices are checked again at checkout.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument()
  })

  it('changes quantities with + and −; − at 1 takes the item out', async () => {
    const { store } = await openCart([chapman, suya])
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Chapman' }))
    expect(store.get(cartAtom).find((item) => item.id === 30)?.quantity).toBe(2)
    expect(storeSection('Mama Put Yaba').getByText('₦2,400', { selector: 'strong' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Chapman' }))
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Chapman' }))
    expect(screen.queryByText('Chapman', { selector: 'p' })).toBeNull()
    expect(screen.queryByRole('region', { name: 'Mama Put Yaba' })).toBeNull()
    expect(store.get(cartAtom)).toEqual([suya])
  })

  it('stops a line at 99, the most an order takes, and says so beside its +', async () => {
    await openCart([{ ...chapman, quantity: 98 }])
    const more = screen.getByRole('button', { name: 'Increase quantity of Chapman' })
    await userEvent.click(more)
    expect(storeSection('Mama Put Yaba').getByRole('status').textContent).toBe('99')
    expect(more).toBeDisabled()
    expect(more).toHaveAccessibleDescription('An order takes at most 99 of one item.')
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Chapman' }))
    expect(more).toBeEnabled()
    expect(screen.queryByText('An order takes at most 99 of one item.')).toBeNull()
  })

  it('removes one item, and clears the cart only after asking', async () => {
    const { store } = await openCart([jollof, chapman, suya])
    await userEvent.click(screen.getByRole('button', { name: 'Remove Jollof rice' }))
    expect(store.get(cartAtom).map((item) => item.id)).toEqual([30, 20])

    await userEvent.click(screen.getByRole('button', { name: 'Clear cart' }))
    expect(screen.getByText('Remove all 2 items?')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Keep items' }))
    expect(store.get(cartAtom)).toHaveLength(2)

    await userEvent.click(screen.getByRole('button', { name: 'Clear cart' }))
    await userEvent.click(screen.getByRole('button', { name: 'Yes, clear cart' }))
    expect(store.get(cartAtom)).toEqual([])
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument()
  })

  it('an empty cart points to stores near me and to deals', async () => {
    await openCart([])
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Find stores near me' })).toHaveAttribute('href', '/near-me')
    expect(screen.getByRole('link', { name: 'Browse deals' })).toHaveAttribute('href', '/marketplace')
  })

  it('says, offline, that the cart still works and paying needs a connection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await openCart([jollof])
    expect(screen.getByText(/You are offline. Your cart is saved on this phone/)).toBeInTheDocument()
    vi.restoreAllMocks()
  })
})

describe('cartWithoutPaidLines', () => {
  it('takes away what was paid for and keeps anything added since', () => {
    const more = { ...jollof, quantity: 3 }
    expect(
      cartWithoutPaidLines(
        [more, chapman, suya],
        [
          { id: 10, quantity: 2 },
          { id: 30, quantity: 1 },
        ],
      ),
    ).toEqual([{ ...jollof, quantity: 1 }, suya])
    const cart = [suya]
    expect(cartWithoutPaidLines(cart, [{ id: 99, quantity: 1 }])).toBe(cart)
  })
})
