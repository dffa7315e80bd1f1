// The confirmation after paying by each method: cash placed with no payment, a transfer paid, a
// transfer that expired unconfirmed.
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { lines } from '@/stores/cart/cart.test-support'
import { cartAtom } from '@/stores/cart/cart-atom'
import { orderHistoryAtom } from '@/stores/orders/order-history-atom'
import { json } from '@/test/stub-fetch'
import { openCheckout, placedOrder, resetBetweenTests } from './checkout.test-support'

resetBetweenTests()

describe('the confirmation, by how the order is paid', () => {
  it('cash: the order is placed, to pay on delivery, and nothing was paid online', async () => {
    const { store } = await openCheckout(
      { reference: 'GD-CASH' },
      {
        history: [{ ...placedOrder('GD-CASH'), paymentMethod: 'cash', fulfilment: 'delivery' }],
        respond: () => json({ message: 'Order placed: pay on delivery', data: { status: 'pay_on_delivery' } }),
      },
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'Order placed' })).toBeInTheDocument()
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('Order placed: pay on delivery')
    expect(status).toHaveTextContent('Pay ₦5,720 in cash to the rider on delivery. Nothing was paid online.')
    expect(store.get(orderHistoryAtom)[0]).toMatchObject({ reference: 'GD-CASH', status: 'pay_on_delivery' })
  })

  it('a transfer: paid, and says how', async () => {
    const { store } = await openCheckout(
      { reference: 'GD-TRF' },
      {
        history: [{ ...placedOrder('GD-TRF'), paymentMethod: 'transfer' }],
        respond: () => json({ message: 'Payment verified', data: { status: 'success' } }),
      },
    )
    expect(await screen.findByRole('status')).toHaveTextContent('You paid ₦5,720 to Mama Put Yaba by bank transfer.')
    expect(store.get(orderHistoryAtom)[0]).toMatchObject({ status: 'paid' })
  })

  it('a transfer not yet confirmed is waited for, not refused: the cart and the order stay, and a check later confirms it', async () => {
    let confirmed = false
    const { store } = await openCheckout(
      { reference: 'GD-WAIT' },
      {
        cart: [lines.jollof],
        history: [{ ...placedOrder('GD-WAIT'), paymentMethod: 'transfer' }],
        respond: () =>
          confirmed
            ? json({ message: 'Payment verified', data: { status: 'success' } })
            : json({ message: 'Payment not completed' }, 400),
      },
    )
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Waiting for your transfer')
    expect(alert).toHaveTextContent('Nothing is charged until it arrives. Send it before it expires (30 min')
    expect(alert).not.toHaveTextContent('Checkout Payment Failed')
    expect(store.get(orderHistoryAtom)[0]).toMatchObject({ reference: 'GD-WAIT', status: 'pending' })
    expect(store.get(cartAtom)).toEqual([lines.jollof])
    confirmed = true
    await userEvent.click(screen.getByRole('button', { name: 'Check payment again' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Order placed' })).toBeInTheDocument()
    expect(store.get(orderHistoryAtom)[0]).toMatchObject({ reference: 'GD-WAIT', status: 'paid' })
  })

  it('a transfer that expired: not charged, the cart kept, the order kept as expired', async () => {
    const { store } = await openCheckout(
      { reference: 'GD-LATE' },
      {
        cart: [lines.jollof],
        history: [{ ...placedOrder('GD-LATE'), paymentMethod: 'transfer' }],
        respond: () => json({ message: 'Payment expired' }, 400),
      },
    )
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Payment expired')
    expect(alert).toHaveTextContent('You were not charged.')
    expect(store.get(cartAtom)).toEqual([lines.jollof])
    await vi.waitFor(() =>
      expect(store.get(orderHistoryAtom)[0]).toMatchObject({ status: 'expired', note: 'Payment expired' }),
    )
  })
})
