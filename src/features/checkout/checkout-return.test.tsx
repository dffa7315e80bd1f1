// Checkout when the shopper comes back from the payment provider's page (?reference=…).
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { lines, mamaPut } from '@/stores/cart/cart.test-support'
import { cartAtom } from '@/stores/cart/cart-atom'
import { orderHistoryAtom } from '@/stores/orders/order-history-atom'
import { json, offline, type Respond } from '@/test/stub-fetch'
import { jargonIn } from '@/test/plain-words'
import { checkoutDraftsAtom, pendingPaymentAtom, type PendingPayment } from './checkout-state'
import { openCheckout, placedOrder, resetBetweenTests } from './checkout.test-support'

const { suya } = lines
resetBetweenTests()

describe('back from the payment page', () => {
  const pendingFor = (reference: string): PendingPayment => ({
    reference,
    store: mamaPut,
    lines: [
      { id: 10, name: 'Jollof rice', quantity: 2, unitPrice: 2000 },
      { id: 30, name: 'Chapman', quantity: 1, unitPrice: 1200 },
    ],
    totals: { subtotal: 5200, vat: 390, serviceCharge: 130, deliveryFee: 0, total: 5720 },
    verified: false,
  })

  it("verifies once, shows the server's message and the order, then takes only that order out of the cart", async () => {
    const { sent, store } = await openCheckout(
      { reference: 'GD-PAID' },
      {
        pending: pendingFor('GD-PAID'),
        respond: () => json({ message: 'Payment verified', data: { status: 'success', order: {} } }),
      },
    )
    expect(await screen.findByRole('heading', { name: 'Payment verified' })).toBeInTheDocument()
    const order = within(screen.getByRole('region', { name: 'Your order' }))
    expect(order.getByText('Jollof rice')).toBeInTheDocument()
    expect(order.getAllByRole('definition').at(-1)).toHaveTextContent('₦5,720')
    expect(store.get(cartAtom)).toEqual([suya])
    expect(store.get(pendingPaymentAtom)?.verified).toBe(true)
    expect(sent.filter((request) => request.path === '/beta/sales/sales-verify')).toHaveLength(1)
    expect(sent[0]!.body).toEqual({ reference: 'GD-PAID' })
    expect(screen.getByRole('link', { name: 'Back to cart (1 item)' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Order placed' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/orders')
  })

  it('confirms a paid order from My orders: what was paid, the reference, where it goes and who calls', async () => {
    const { store } = await openCheckout(
      { reference: 'GD-PAID-2' },
      {
        history: [placedOrder('GD-PAID-2')],
        respond: () => json({ message: 'Payment verified', data: { status: 'success', order: {} } }),
      },
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'Order placed' })).toBeInTheDocument()
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('Payment verified')
    expect(status).toHaveTextContent('You paid ₦5,720 to Mama Put Yaba.')
    expect(status).toHaveTextContent('Reference GD-PAID-2')
    const next = within(screen.getByRole('region', { name: 'What happens next' }))
    expect(next.getByText('12 Allen Avenue, Ikeja')).toBeInTheDocument()
    expect(next.getByText(/The store will call you on/)).toHaveTextContent('The store will call you on 0803 123 4567')
    expect(store.get(orderHistoryAtom)[0]).toMatchObject({ reference: 'GD-PAID-2', status: 'paid' })
  })

  it("shows a paid coupon's code on the confirmation, from the account's copy of the order", async () => {
    const paidOrder = {
      id: 9,
      reference: 'GD-COUPON',
      status: 'paid',
      store: { ...mamaPut, logo: '', phone: '0803 555 0101', address: '4 Isaac John Street, Ikeja' },
      items: [
        {
          id: 41,
          title: 'Two plates for one',
          quantity: 1,
          unit_price: 3000,
          line_total: 3000,
          kind: 'coupon',
          code: 'GIDI-7Q2K',
        },
      ],
      phone_number: '0803 123 4567',
      shipping_address: 'Pick up at Mama Put Yaba',
      email: 'ada@example.ng',
      fulfilment: 'pickup',
      subtotal: 3000,
      vat: 225,
      service_charge: 100,
      delivery_fee: 0,
      total_amount_payable: 3325,
      total_amount_payable_to_business: 3000,
      estimate_minutes: 20,
      created_at: '2026-11-24T13:05:00Z',
      fulfilled_at: null,
    }
    await openCheckout(
      { reference: 'GD-COUPON' },
      {
        history: [placedOrder('GD-COUPON')],
        respond: (request) =>
          request.path.endsWith('/sales/my-orders')
            ? json({ data: { results: [paidOrder], count: 1 } })
            : json({ message: 'Payment verified', data: { status: 'success', order: {} } }),
      },
    )
    expect(await screen.findByText('GIDI-7Q2K')).toBeInTheDocument()
    expect(screen.getByText('GIDI-7Q2K').closest('li')).toHaveTextContent(
      'Show code GIDI-7Q2K at the store (Two plates for one)',
    )
  })

  it('a declined payment shows the server’s error, keeps the cart and offers to try again', async () => {
    const { store } = await openCheckout(
      { reference: 'GD-DECLINED' },
      { pending: pendingFor('GD-DECLINED'), respond: () => json({ message: 'Payment was declined' }, 400) },
    )
    act(() =>
      store.set(checkoutDraftsAtom, {
        '1': { phone: '0803', address: 'Ikeja', email: 'ada@example.ng', attempt: { key: 'k1', fingerprint: 'f' } },
      }),
    )
    const alert = await screen.findByRole('alert')
    // A heading in the product's voice; the catalogue's 'Checkout Payment Failed:' is the detail (docs/errors.md#words).
    expect(within(alert).getByRole('heading', { name: 'Your payment didn’t go through' })).toBeInTheDocument()
    expect(alert).toHaveTextContent('Checkout Payment Failed: Payment was declined')
    expect(jargonIn()).toBeNull()
    expect(store.get(cartAtom)).toHaveLength(3)
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/checkout?store=mama-put-yaba')
    // Paying again opens a new order rather than replaying the declined one.
    expect(store.get(checkoutDraftsAtom)['1']?.attempt).toBeUndefined()
    expect(alert).toHaveTextContent('You were not charged.')
  })

  it('marks a declined order as declined in My orders', async () => {
    const { store } = await openCheckout(
      { reference: 'GD-DECLINED-2' },
      { history: [placedOrder('GD-DECLINED-2')], respond: () => json({ message: 'Payment was declined' }, 400) },
    )
    expect(await screen.findByRole('alert')).toHaveTextContent('You were not charged.')
    expect(store.get(orderHistoryAtom)[0]).toMatchObject({ status: 'declined', note: 'Payment was declined' })
  })

  it("says 'An unexpected error occurred' when the server gives no reason", async () => {
    const { store } = await openCheckout(
      { reference: 'GD-ODD' },
      { pending: pendingFor('GD-ODD'), respond: () => json({}, 400) },
    )
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred')
    expect(store.get(cartAtom)).toHaveLength(3)
    expect(screen.getByRole('link', { name: 'Try again' })).toBeInTheDocument()
  })

  it('offline on the way back: keeps everything and checks again when asked', async () => {
    let answer: Respond = offline
    const { store, sent } = await openCheckout(
      { reference: 'GD-LATER' },
      { pending: pendingFor('GD-LATER'), respond: (request) => answer(request) },
    )
    expect(await screen.findByRole('alert')).toHaveTextContent('Checking a payment needs a connection')
    expect(store.get(cartAtom)).toHaveLength(3)
    answer = () => json({ message: 'Payment verified', data: {} })
    await userEvent.click(screen.getByRole('button', { name: 'Check payment again' }))
    expect(await screen.findByRole('heading', { name: 'Payment verified' })).toBeInTheDocument()
    expect(store.get(cartAtom)).toEqual([suya])
    // Asked twice; the confirmation then reads the account's orders for a voucher code.
    expect(sent.filter((request) => request.path === '/beta/sales/sales-verify')).toHaveLength(2)
  })
})
