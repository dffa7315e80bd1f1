import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cartAtom } from '@/features/cart/use-cart'
import { clearPersistedAtoms, persistedWritesSettled } from '@/lib/persisted-atom'
import { renderWithRouter } from '@/test/render-with-router'
import type { OrderRecord } from './order-history'
import { orderHistoryAtom } from './order-history-atom'
import { OrdersPage } from './orders-page'

const store = { id: 16, name_of_business: 'Jollof Republic', slug: 'jollof-republic' }

const order = (reference: string, status: OrderRecord['status'], placedAt: number, note?: string): OrderRecord => ({
  reference,
  store,
  items: [
    { id: 40, name: 'Jollof rice', quantity: 2, unitPrice: 2800 },
    { id: 42, name: 'Chapman', quantity: 1, unitPrice: 1200 },
  ],
  amounts: { subtotal: 6800, vat: 510, serviceCharge: 170, total: 7480 },
  phone: '0803 123 4567',
  address: '12 Allen Avenue, Ikeja',
  status,
  placedAt,
  updatedAt: placedAt,
  ...(note ? { note } : {}),
})

beforeEach(async () => {
  await persistedWritesSettled()
  await clearPersistedAtoms(createStore())
})

afterEach(() => {
  Reflect.deleteProperty(navigator, 'onLine')
})

async function openOrders(saved: OrderRecord[]) {
  const rendered = await renderWithRouter(<OrdersPage />, { path: '/orders' })
  act(() => rendered.store.set(orderHistoryAtom, saved))
  return rendered
}

describe('My orders', () => {
  it('says the list is this phone’s, and offers the stores when there is no order yet', async () => {
    await openOrders([])
    expect(screen.getByRole('heading', { level: 1, name: 'My orders' })).toBeInTheDocument()
    expect(screen.getByText('Orders placed from this phone.')).toBeInTheDocument()
    expect(await screen.findByText('No orders on this phone yet')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Find stores near me' })).toHaveAttribute('href', '/near-me')
  })

  it('shows each order with its store, items, total, reference and status', async () => {
    await openOrders([
      order('GD-PAID', 'paid', Date.UTC(2026, 10, 24, 13, 5)),
      order('GD-WAIT', 'pending', Date.UTC(2026, 10, 23, 9, 0)),
      order('GD-NO', 'declined', Date.UTC(2026, 10, 22, 18, 30), 'Payment was declined'),
    ])
    const cards = await screen.findAllByRole('article')
    expect(cards.map((card) => card.getAttribute('aria-labelledby') !== null)).toEqual([true, true, true])
    const paid = within(cards[0]!)
    expect(paid.getByRole('heading', { name: 'Jollof Republic' })).toBeInTheDocument()
    expect(paid.getByText('Paid')).toBeInTheDocument()
    // Lagos time.
    expect(paid.getByText('24 Nov 2026, 14:05')).toBeInTheDocument()
    expect(paid.getByText('₦7,480')).toBeInTheDocument()
    expect(paid.getByText('GD-PAID')).toBeInTheDocument()
    expect(cards[0]).toHaveTextContent('The store will call you on 0803 123 4567')

    const pending = within(cards[1]!)
    expect(pending.getByText('Payment pending')).toBeInTheDocument()
    expect(pending.getByRole('link', { name: 'Check payment GD-WAIT' })).toHaveAttribute(
      'href',
      '/checkout?reference=GD-WAIT',
    )
    expect(cards[2]).toHaveTextContent('Declined')
    expect(cards[2]).toHaveTextContent('Payment was declined. You were not charged.')
  })

  it('Reorder puts the items back in the cart with their quantities and store, and opens the cart', async () => {
    const { store: app, router } = await openOrders([order('GD-PAID', 'paid', 1000)])
    await userEvent.click(await screen.findByRole('button', { name: 'Reorder from Jollof Republic' }))
    expect(app.get(cartAtom)).toEqual([
      expect.objectContaining({ id: 40, quantity: 2, price: 2800, store }),
      expect.objectContaining({ id: 42, quantity: 1, price: 1200, store }),
    ])
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/cart'))
  })

  it('says, offline, that the orders are all here', async () => {
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true })
    await openOrders([order('GD-PAID', 'paid', 1000)])
    expect(await screen.findByRole('status')).toHaveTextContent('You are offline. Your orders are saved on this phone')
    expect(await screen.findByRole('article')).toBeInTheDocument()
  })
})
