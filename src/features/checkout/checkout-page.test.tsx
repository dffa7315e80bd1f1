import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { atom, createStore, useAtomValue } from 'jotai'
import { StrictMode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { accessTokenAtom, connectSessionToApi, userAtom } from '@/features/auth/session'
import { lines, mamaPut } from '@/features/cart/cart-test-support'
import { cartAtom, type CartItem } from '@/features/cart/use-cart'
import { clearPersistedAtoms, hydratePersistedAtoms, persistedWritesSettled } from '@/lib/persisted-atom'
import { renderWithRouter } from '@/test/render-with-router'
import { json, offline, stubFetch, type Respond } from '@/test/stub-fetch'
import { CheckoutPage } from './checkout-page'
import type { OrderRecord } from '@/features/orders/order-history'
import { orderHistoryAtom } from '@/features/orders/order-history-atom'
import { checkoutDraftsAtom, pendingPaymentAtom, type PendingPayment } from './checkout-state'
import { openPaymentPage } from './payment-redirect'

vi.mock('./payment-redirect', () => ({ openPaymentPage: vi.fn() }))
vi.mock('@/lib/notify', () => ({ notify: vi.fn(async () => undefined) }))

const { jollof, chapman, suya } = lines
const shopper = { id: 7, email: 'ada@example.ng', first_name: 'Ada' }

const paymentAnswer = (reference = 'GD-NEW') =>
  json(
    {
      data: {
        reference,
        access_code: reference.toLowerCase(),
        authorization_url: `/beta/pay/${reference}`,
        order: { id: 3, reference },
      },
    },
    201,
  )

let disconnect: (() => void) | undefined

beforeEach(async () => {
  await persistedWritesSettled()
  await clearPersistedAtoms(createStore())
  localStorage.clear()
  vi.mocked(openPaymentPage).mockClear()
})

afterEach(() => {
  disconnect?.()
  disconnect = undefined
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

// The app reads storage back before its first render; the page waits here the same way.
const seededAtom = atom(false)
function AfterSeeding(search: { store?: string; reference?: string }) {
  return useAtomValue(seededAtom) ? <CheckoutPage {...search} /> : null
}

type Setup = {
  cart?: CartItem[]
  signedIn?: boolean
  pending?: PendingPayment
  history?: OrderRecord[]
  respond?: Respond
}

const placedOrder = (reference: string): OrderRecord => ({
  reference,
  store: mamaPut,
  items: [{ id: 10, name: 'Jollof rice', quantity: 2, unitPrice: 2000 }],
  amounts: { subtotal: 5200, vat: 390, serviceCharge: 130, total: 5720 },
  phone: '0803 123 4567',
  address: '12 Allen Avenue, Ikeja',
  status: 'pending',
  placedAt: 1000,
  updatedAt: 1000,
})

async function openCheckout(search: { store?: string; reference?: string }, setup: Setup = {}) {
  const sent = stubFetch(setup.respond ?? (() => json({}, 500)))
  const query = new URLSearchParams(search).toString()
  const rendered = await renderWithRouter(
    <StrictMode>
      <AfterSeeding {...search} />
    </StrictMode>,
    { path: `/checkout?${query}` },
  )
  const { store } = rendered
  disconnect = connectSessionToApi(store)
  act(() => {
    store.set(cartAtom, setup.cart ?? [jollof, chapman, suya])
    if (setup.signedIn !== false) {
      store.set(userAtom, shopper)
      store.set(accessTokenAtom, 'token')
    }
    if (setup.pending) store.set(pendingPaymentAtom, setup.pending)
    if (setup.history) store.set(orderHistoryAtom, setup.history)
    store.set(seededAtom, true)
  })
  return { ...rendered, sent }
}

const summary = () => within(screen.getByRole('region', { name: 'Order summary' }))

async function fillDetails() {
  await userEvent.type(screen.getByLabelText('Phone number'), '0803 123 4567')
  await userEvent.type(screen.getByLabelText('Shipping address'), '12 Allen Avenue, Ikeja')
}

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

describe('back from the payment page', () => {
  const pendingFor = (reference: string): PendingPayment => ({
    reference,
    store: mamaPut,
    lines: [
      { id: 10, name: 'Jollof rice', quantity: 2, unitPrice: 2000 },
      { id: 30, name: 'Chapman', quantity: 1, unitPrice: 1200 },
    ],
    totals: { subtotal: 5200, vat: 390, serviceCharge: 130, total: 5720 },
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
    expect(alert).toHaveTextContent('Checkout Payment Failed')
    expect(alert).toHaveTextContent('Payment was declined')
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
    expect(sent).toHaveLength(2)
  })
})
