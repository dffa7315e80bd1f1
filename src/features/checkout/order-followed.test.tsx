// The confirmation after Pay follows the order (docs/api.md#store-orders): its steps from the account's
// orders, and a step the store sends shows within a few seconds, without a reload.
import { act, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { OrderProgress } from '@contract/order-status'
import type { AccountOrder } from '@contract/records'
import { mamaPut } from '@/stores/cart/cart.test-support'
import { FOLLOW } from '@/stores/orders/follow-orders'
import { json } from '@/test/stub-fetch'
import { openCheckout, placedOrder, resetBetweenTests } from './checkout.test-support'

resetBetweenTests()
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }))
afterEach(() => vi.useRealTimers())

const at = '2026-11-24T11:00:00.000Z'
const progressAt = (...steps: OrderProgress['step'][]): OrderProgress => ({
  journey: 'delivery',
  step: steps.at(-1)!,
  steps: steps.map((step) => ({ step, at })),
  reason: null,
  eta_at: '2026-11-24T11:40:00.000Z',
})

const accountOrder = (progress: OrderProgress): AccountOrder => ({
  id: 3,
  reference: 'GD-FOLLOW',
  status: 'paid',
  store: { ...mamaPut, logo: '', phone: '0803 555 0101', address: '3 Herbert Macaulay Way, Yaba' },
  items: [{ id: 10, title: 'Jollof rice', quantity: 2, unit_price: 2000, line_total: 4000, code: null }],
  phone_number: '0803 123 4567',
  shipping_address: '12 Allen Avenue, Ikeja',
  email: 'ada@example.ng',
  fulfilment: 'delivery',
  subtotal: 5200,
  vat: 390,
  service_charge: 130,
  delivery_fee: 0,
  total_amount_payable: 5720,
  total_amount_payable_to_business: 5200,
  estimate_minutes: 40,
  created_at: at,
  fulfilled_at: at,
  progress,
})

describe('the confirmation follows the order', () => {
  it('shows the order’s steps, and "on the way" a few seconds after the store sends it', async () => {
    let progress = progressAt('placed')
    const { sent } = await openCheckout(
      { reference: 'GD-FOLLOW' },
      {
        history: [placedOrder('GD-FOLLOW')],
        respond: (request) =>
          request.path === '/beta/sales/my-orders'
            ? json({ data: { results: [accountOrder(progress)], count: 1 } })
            : json({ message: 'Payment verified', data: { status: 'success', order: {} } }),
      },
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'Order placed' })).toBeInTheDocument()
    const steps = () => within(screen.getByRole('region', { name: 'Order status' }))
    expect(await screen.findByText('Order placed · waiting for Mama Put Yaba to accept it')).toBeInTheDocument()
    expect(steps().getByText('Arrives about 12:40.')).toBeInTheDocument()

    progress = progressAt('placed', 'accepted', 'preparing', 'on_the_way')
    const readsBefore = sent.filter((request) => request.path === '/beta/sales/my-orders').length
    await act(() => vi.advanceTimersByTimeAsync(FOLLOW.everyMs))
    expect(sent.filter((request) => request.path === '/beta/sales/my-orders').length).toBe(readsBefore + 1)
    // The read is sent; its answer is rendered a moment later.
    await vi.waitFor(() =>
      expect(steps().getByRole('status')).toHaveTextContent('Mama Put Yaba accepted your order · on the way'),
    )
    expect(steps().getByText('On the way').closest('li')).toHaveAttribute('aria-current', 'step')
  })

  it('on a device that did not place it (a notification’s tap), shows the account’s copy: the store, the steps, the total', async () => {
    await openCheckout(
      { reference: 'GD-FOLLOW' },
      {
        history: [],
        respond: (request) =>
          request.path === '/beta/sales/my-orders'
            ? json({ data: { results: [accountOrder(progressAt('placed', 'accepted'))], count: 1 } })
            : json({ message: 'Payment verified', data: { status: 'success', order: {} } }),
      },
    )
    expect(await screen.findByText('Thank you! Mama Put Yaba has your order.')).toBeInTheDocument()
    const steps = within(screen.getByRole('region', { name: 'Order status' }))
    expect(steps.getByRole('status')).toHaveTextContent('Mama Put Yaba accepted your order')
    expect(screen.getByText('12 Allen Avenue, Ikeja')).toBeInTheDocument()
  })
})
