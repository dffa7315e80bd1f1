import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@/test/render-with-router'
import type { OrderRecord } from '@/stores/orders/order-history'
import { OrderCard } from './order-card'

// How an order is paid, on its card in My orders: the method, and the payment's state in words.

const order = (changes: Partial<OrderRecord>): OrderRecord => ({
  reference: 'GD-PAY',
  store: { id: 16, name_of_business: 'Jollof Republic', slug: 'jollof-republic', address: '4 Isaac John Street' },
  items: [{ id: 40, name: 'Jollof rice', quantity: 2, unitPrice: 2800 }],
  amounts: { subtotal: 5600, vat: 420, serviceCharge: 140, deliveryFee: 500, total: 6660 },
  phone: '0803 123 4567',
  address: '12 Allen Avenue, Ikeja',
  status: 'paid',
  fulfilment: 'delivery',
  placedAt: Date.UTC(2026, 10, 24, 12),
  updatedAt: Date.UTC(2026, 10, 24, 12),
  ...changes,
})

async function card(changes: Partial<OrderRecord>) {
  await renderWithRouter(
    <ul>
      <OrderCard order={order(changes)} />
    </ul>,
    { path: '/orders' },
  )
  return within(await screen.findByRole('article'))
}

describe('an order card, by how it is paid', () => {
  it('a transfer awaiting the money: the badge, the method, the time it waits until, and a check', async () => {
    const shown = await card({ status: 'pending', paymentMethod: 'transfer', payBy: Date.UTC(2026, 10, 24, 12, 30) })
    expect(shown.getByText('Awaiting transfer')).toBeInTheDocument()
    expect(shown.getByText('Payment: bank transfer')).toBeInTheDocument()
    // 12:30 UTC is 13:30 in Lagos.
    expect(shown.getByText(/^Waiting for/)).toHaveTextContent(
      'Waiting for your transfer until 13:30; after that it expires and nothing is charged.',
    )
    expect(shown.getByRole('link', { name: /Check payment/ })).toBeInTheDocument()
  })

  it('USSD, paid', async () => {
    const shown = await card({ paymentMethod: 'ussd', estimateMinutes: 35 })
    expect(shown.getByText('Paid')).toBeInTheDocument()
    expect(shown.getByText('Payment: USSD')).toBeInTheDocument()
    expect(shown.getByText('Arrives in about 35 min.')).toBeInTheDocument()
  })

  it('cash: to pay on delivery, with the amount to have ready, and the estimate', async () => {
    const shown = await card({ status: 'pay_on_delivery', paymentMethod: 'cash', estimateMinutes: 35 })
    expect(shown.getByText('To pay on delivery')).toBeInTheDocument()
    expect(shown.getByText(/^Pay/)).toHaveTextContent('Pay ₦6,660 in cash on delivery.')
    expect(shown.getByText('Arrives in about 35 min.')).toBeInTheDocument()
    expect(shown.queryByRole('link', { name: /Check payment/ })).toBeNull()
  })

  it('cash at pickup', async () => {
    const shown = await card({ status: 'pay_on_delivery', paymentMethod: 'cash', fulfilment: 'pickup' })
    expect(shown.getByText('To pay at pickup')).toBeInTheDocument()
    expect(shown.getByText(/in cash at pickup/)).toBeInTheDocument()
  })

  it('an expired transfer: nothing was charged', async () => {
    const shown = await card({ status: 'expired', paymentMethod: 'transfer' })
    expect(shown.getByText('Expired')).toBeInTheDocument()
    expect(
      shown.getByText('The payment was not confirmed in time. You were not charged. Reorder to try again.'),
    ).toBeInTheDocument()
  })

  it('an order kept before there was a choice was paid by card', async () => {
    const shown = await card({})
    expect(shown.getByText('Payment: card')).toBeInTheDocument()
  })
})
