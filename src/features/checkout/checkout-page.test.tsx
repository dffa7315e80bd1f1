import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore } from 'jotai'
import { describe, expect, it, vi } from 'vitest'
import { mamaPut } from '@/features/cart/cart-test-support'
import { cartAtom } from '@/features/cart/use-cart'
import { orderHistoryAtom } from '@/features/orders/order-history-atom'
import { hydratePersistedAtoms, persistedWritesSettled } from '@/lib/persisted-atom'
import { json, offline, type Respond } from '@/test/stub-fetch'
import { checkoutDraftsAtom, pendingPaymentAtom } from './checkout-state'
import { fillDetails, openCheckout, paymentAnswer, resetBetweenTests, summary } from './checkout-test-support'
import { openPaymentPage } from './payment-redirect'

vi.mock('./payment-redirect', () => ({ openPaymentPage: vi.fn() }))
vi.mock('@/lib/notify', () => ({ notify: vi.fn(async () => undefined) }))

resetBetweenTests()

describe('checkout of one store', () => {
  it("shows that store's items with VAT and service charge, and only them", async () => {
    await openCheckout({ store: '1' })
    const order = summary()
    expect(await order.findByText('Jollof rice')).toBeInTheDocument()
    expect(order.getByText('Chapman')).toBeInTheDocument()
    expect(order.queryByText('Beef suya')).toBeNull()
    const amounts = order.getAllByRole('definition').map((cell) => cell.textContent)
    expect(amounts).toEqual(['₦5,200', '₦390', '₦130', '₦5,720'])
    expect(screen.getByRole('button', { name: 'Pay ₦5,720' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'checkout terms and conditions' })).toHaveAttribute(
      'href',
      '/checkout-terms-and-conditions',
    )
  })

  it('finds the store by its slug too', async () => {
    await openCheckout({ store: 'suya-spot-lekki' })
    expect(await summary().findByText('Beef suya')).toBeInTheDocument()
  })

  it('asks which store to check out when none is named', async () => {
    await openCheckout({})
    expect(await screen.findByRole('heading', { name: 'Choose a store to check out' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Check out Suya Spot Lekki' })).toHaveAttribute(
      'href',
      '/checkout?store=suya-spot-lekki',
    )
  })

  it('sends a signed-out shopper to log in or sign up, and back', async () => {
    await openCheckout({ store: '1' }, { signedIn: false })
    expect(await screen.findByRole('heading', { name: 'Log in to pay' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fcheckout%3Fstore%3D1',
    )
    // Signing up on the way comes back here too.
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/signup?redirect=%2Fcheckout%3Fstore%3D1',
    )
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull()
  })

  it('says what is missing before sending anything, with the email of the signed-in shopper filled in', async () => {
    const { sent } = await openCheckout({ store: '1' })
    expect(await screen.findByLabelText('Email')).toHaveValue('ada@example.ng')
    await userEvent.type(screen.getByLabelText('Phone number'), 'call me')
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₦5,720' }))
    expect(screen.getByText(/Enter a phone number like/)).toBeInTheDocument()
    expect(screen.getByText('Shipping address is required.')).toBeInTheDocument()
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Phone number')).toHaveFocus()
    await userEvent.clear(screen.getByLabelText('Email'))
    await userEvent.clear(screen.getByLabelText('Phone number'))
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₦5,720' }))
    expect(screen.getByText('Phone Number is required.')).toBeInTheDocument()
    expect(screen.getByText('Email is required.')).toBeInTheDocument()
    expect(sent).toEqual([])
  })

  it('opens the order with the computed amounts, remembers it, then goes to the payment page', async () => {
    const { sent, store } = await openCheckout({ store: '1' }, { respond: () => paymentAnswer('GD-ABC') })
    await screen.findByLabelText('Phone number')
    await fillDetails()
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₦5,720' }))
    await vi.waitFor(() => expect(openPaymentPage).toHaveBeenCalledWith('/beta/pay/GD-ABC'))
    expect(sent).toHaveLength(1)
    expect(sent[0]!.path).toBe('/beta/sales/sales-create')
    expect(sent[0]!.headers.get('Authorization')).toBe('Bearer token')
    expect(sent[0]!.headers.get('Idempotency-Key')).toMatch(/.{8,}/)
    expect(sent[0]!.body).toEqual({
      restaurant: 1,
      items: [
        { id: 10, quantity: 2 },
        { id: 30, quantity: 1 },
      ],
      phone_number: '08031234567',
      shipping_address: '12 Allen Avenue, Ikeja',
      vat: 390,
      service_charge: 130,
      total_amount_payable: 5720,
      total_amount_payable_to_business: 5200,
      email: 'ada@example.ng',
    })
    expect(store.get(pendingPaymentAtom)).toMatchObject({
      reference: 'GD-ABC',
      store: mamaPut,
      lines: [
        { id: 10, quantity: 2, unitPrice: 2000, name: 'Jollof rice' },
        { id: 30, quantity: 1, unitPrice: 1200, name: 'Chapman' },
      ],
      totals: { total: 5720 },
      verified: false,
    })
    // My orders keeps it from now on, pending until the payment is verified.
    expect(store.get(orderHistoryAtom)).toEqual([
      expect.objectContaining({
        reference: 'GD-ABC',
        status: 'pending',
        store: mamaPut,
        phone: '0803 123 4567',
        address: '12 Allen Avenue, Ikeja',
        amounts: { subtotal: 5200, vat: 390, serviceCharge: 130, total: 5720 },
      }),
    ])
    // Nothing leaves the cart before the payment is verified.
    expect(store.get(cartAtom)).toHaveLength(3)
  })

  it('a retry after a dropped connection carries the same Idempotency-Key; a refused order gets a new one', async () => {
    let answer: Respond = offline
    const { sent } = await openCheckout({ store: '1' }, { respond: (request) => answer(request) })
    await screen.findByLabelText('Phone number')
    await fillDetails()
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₦5,720' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Paying needs a connection')
    expect(screen.getByLabelText('Shipping address')).toHaveValue('12 Allen Avenue, Ikeja')

    answer = () => json({ message: 'vat does not match the order: expected 391, got 390.' }, 400)
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₦5,720' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Checkout Payment Failed: vat does not match the order: expected 391, got 390.',
    )
    answer = () => paymentAnswer()
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₦5,720' }))
    await vi.waitFor(() => expect(openPaymentPage).toHaveBeenCalledOnce())

    const keys = sent.map((request) => request.headers.get('Idempotency-Key'))
    expect(keys[1]).toBe(keys[0])
    expect(keys[2]).not.toBe(keys[1])
  })

  it('tells an offline shopper that paying needs a connection, and sends nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const { sent } = await openCheckout({ store: '1' })
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You are offline. Paying needs a connection — your cart and these details are saved on this phone',
    )
    await fillDetails()
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₦5,720' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Paying needs a connection')
    expect(sent).toEqual([])
  })

  it('keeps the typed details on the device and shows them again after a reload', async () => {
    await openCheckout({ store: '1' })
    await screen.findByLabelText('Phone number')
    await fillDetails()
    await persistedWritesSettled()

    // A reload: a new store read back from storage.
    const fresh = createStore()
    const stop = await hydratePersistedAtoms(fresh)
    expect(fresh.get(checkoutDraftsAtom)['1']).toEqual({
      phone: '0803 123 4567',
      address: '12 Allen Avenue, Ikeja',
      email: 'ada@example.ng',
    })
    stop()
  })

  it('shows a saved draft in the form', async () => {
    const { store } = await openCheckout({ store: '2' })
    act(() =>
      store.set(checkoutDraftsAtom, {
        '2': { phone: '+234 803 000 1111', address: 'Flat 3, Admiralty Way, Lekki', email: 'tunde@example.ng' },
      }),
    )
    expect(await screen.findByLabelText('Phone number')).toHaveValue('+234 803 000 1111')
    expect(screen.getByLabelText('Shipping address')).toHaveValue('Flat 3, Admiralty Way, Lekki')
    expect(screen.getByLabelText('Email')).toHaveValue('tunde@example.ng')
  })
})
