import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore } from 'jotai'
import { describe, expect, it, vi } from 'vitest'
import { lines, mamaPut } from '@/stores/cart/cart.test-support'
import { quoteFor } from '@/stores/cart/quote.test-support'
import type { QuoteLine } from '@contract/quote'
import { cartAtom } from '@/stores/cart/cart-atom'
import { orderHistoryAtom } from '@/stores/orders/order-history-atom'
import { hydratePersistedAtoms, persistedWritesSettled } from '@/stores/persisted-atom'
import { json, offline, type Respond } from '@/test/stub-fetch'
import { jargonIn } from '@/test/plain-words'
import { checkoutDraftsAtom, pendingPaymentAtom } from './checkout-state'
import {
  fillDetails,
  openCheckout,
  openPaymentPage,
  paymentAnswer,
  resetBetweenTests,
  summary,
} from './checkout.test-support'

resetBetweenTests()

const quoteForLines = (
  sentLines: Array<{ id: number; quantity: number }>,
  changes: Record<number, Partial<QuoteLine>>,
) =>
  quoteFor(
    mamaPut,
    sentLines.map((line) => ({
      ...Object.values(lines).find((item) => item.id === line.id)!,
      quantity: line.quantity,
    })),
    { changes },
  )

describe('checkout of one store', () => {
  it("shows that store's items with VAT, service charge and the quoted delivery fee, and only them", async () => {
    const { quotes } = await openCheckout({ store: '1' })
    const order = summary()
    expect(await order.findByText('Jollof rice')).toBeInTheDocument()
    expect(order.getByText('Chapman')).toBeInTheDocument()
    expect(order.queryByText('Beef suya')).toBeNull()
    expect(await order.findByText('Delivery (2.4 km)')).toBeInTheDocument()
    const amounts = order.getAllByRole('definition').map((cell) => cell.textContent)
    // The one order of every money place: items, delivery, VAT, service charge, total.
    expect(amounts).toEqual(['₦5,200', '₦500', '₦390', '₦130', '₦6,220'])
    expect(order.getByText('Arrives in about 35 min after you pay.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Pay ₦6,220' })).toBeEnabled()
    // The line that said "Checking today's prices…" above Pay stays, so Pay does not move as it comes on.
    expect(screen.getByText('Prices and hours checked.')).toBeInTheDocument()
    expect(screen.queryByText("Checking today's prices…")).toBeNull()
    // The quote asked for exactly these lines, at the prices the cart shows, from the shopper's position.
    expect(quotes[0]!.body).toMatchObject({
      restaurant: 1,
      items: [
        { id: 10, quantity: 2, unit_price: 2000 },
        { id: 30, quantity: 1, unit_price: 1200 },
      ],
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    })
    expect(screen.getByRole('link', { name: 'checkout terms and conditions' })).toHaveAttribute(
      'href',
      '/checkout-terms-and-conditions',
    )
  })

  it('picking up: says where and when to collect before paying, and the receipt has no rider in it', async () => {
    await openCheckout({ store: '1' })
    await userEvent.click(await screen.findByRole('radio', { name: /Pick up at the store/ }))
    expect(await summary().findByText('Pick up at the store')).toBeInTheDocument()
    expect(
      summary()
        .getAllByRole('definition')
        .map((cell) => cell.textContent),
    ).toEqual(['₦5,200', 'Free', '₦390', '₦130', '₦5,720'])
    expect(screen.getByText('Collect at Mama Put Yaba')).toBeInTheDocument()
    expect(screen.getByText('12 Herbert Macaulay Way, Yaba, Lagos')).toBeInTheDocument()
    expect(screen.getByText('Open Daily 9am – 10pm')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Directions in Maps/ })).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it("beyond the store's radius: no rider to choose, the quote is a pickup and says why", async () => {
    await openCheckout(
      { store: '1' },
      { quote: () => ({ fulfilment: 'pickup', distanceKm: 18.4, store: { delivers: false, delivery_radius_km: 15 } }) },
    )
    const delivery = await screen.findByRole('radio', { name: /Delivery/ })
    expect(delivery).toBeDisabled()
    expect(screen.getByRole('radio', { name: /Pick up at the store/ })).toBeChecked()
    expect(
      screen.getByText('Not here: its riders go 15 km, and you are 18.4 km away. Pick it up instead.'),
    ).toBeInTheDocument()
    expect(await summary().findByText('Pick up at the store')).toBeInTheDocument()
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
    await userEvent.click(await screen.findByRole('button', { name: 'Pay ₦6,220' }))
    expect(screen.getByText(/Enter a phone number like/)).toBeInTheDocument()
    expect(screen.getByText('Delivery address is required.')).toBeInTheDocument()
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Phone number')).toHaveFocus()
    await userEvent.clear(screen.getByLabelText('Email'))
    await userEvent.clear(screen.getByLabelText('Phone number'))
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₦6,220' }))
    expect(screen.getByText('Phone Number is required.')).toBeInTheDocument()
    expect(screen.getByText('Email is required.')).toBeInTheDocument()
    expect(sent).toEqual([])
  })

  it('asks for a fresh quote, opens the order at its amounts, remembers it, then goes to the payment page', async () => {
    const { sent, quotes, store } = await openCheckout({ store: '1' }, { respond: () => paymentAnswer('GD-ABC') })
    await screen.findByLabelText('Phone number')
    await fillDetails()
    const asked = quotes.length
    await userEvent.click(await screen.findByRole('button', { name: 'Pay ₦6,220' }))
    await vi.waitFor(() => expect(openPaymentPage).toHaveBeenCalledWith('/beta/pay/GD-ABC'))
    // Right before paying, the prices were asked again.
    expect(quotes.length).toBe(asked + 1)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.path).toBe('/beta/sales/sales-create')
    expect(sent[0]!.headers.get('Authorization')).toBe('Bearer token')
    expect(sent[0]!.headers.get('Idempotency-Key')).toMatch(/.{8,}/)
    expect(sent[0]!.body).toEqual({
      restaurant: 1,
      items: [
        { id: 10, quantity: 2, unit_price: 2000 },
        { id: 30, quantity: 1, unit_price: 1200 },
      ],
      phone_number: '08031234567',
      shipping_address: '12 Allen Avenue, Ikeja',
      vat: 390,
      service_charge: 130,
      total_amount_payable: 6220,
      total_amount_payable_to_business: 5700,
      email: 'ada@example.ng',
      fulfilment: 'delivery',
      delivery_fee: 500,
      payment_method: 'card',
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    })
    expect(store.get(pendingPaymentAtom)).toMatchObject({
      reference: 'GD-ABC',
      store: mamaPut,
      lines: [
        { id: 10, quantity: 2, unitPrice: 2000, name: 'Jollof rice' },
        { id: 30, quantity: 1, unitPrice: 1200, name: 'Chapman' },
      ],
      totals: { total: 6220, deliveryFee: 500 },
      fulfilment: 'delivery',
      estimateMinutes: 35,
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
        amounts: { subtotal: 5200, vat: 390, serviceCharge: 130, deliveryFee: 500, total: 6220 },
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
    await userEvent.click(await screen.findByRole('button', { name: 'Pay ₦6,220' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Paying needs a connection')
    expect(screen.getByLabelText('Delivery address')).toHaveValue('12 Allen Avenue, Ikeja')

    // Another provider's refusal, without the reference API's list of changed lines.
    answer = () => json({ message: 'The order could not be opened.' }, 400)
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₦6,220' }))
    const refused = await screen.findByRole('alert')
    expect(refused).toHaveTextContent('Your payment didn’t go through')
    expect(refused).toHaveTextContent('Checkout Payment Failed: The order could not be opened.')
    expect(jargonIn()).toBeNull()
    answer = () => paymentAnswer()
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₦6,220' }))
    await vi.waitFor(() => expect(openPaymentPage).toHaveBeenCalledOnce())

    const keys = sent.map((request) => request.headers.get('Idempotency-Key'))
    expect(keys[1]).toBe(keys[0])
    expect(keys[2]).not.toBe(keys[1])
  })

  it("tells an offline shopper that paying needs a connection, shows the cart's own prices, and sends nothing", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const { sent, quotes } = await openCheckout({ store: '1' })
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You are offline. Paying needs a connection — your cart and these details are saved on this phone',
    )
    await fillDetails()
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled()
    expect(
      summary().getByText('Prices and the delivery fee are checked with the store when you are back online.'),
    ).toBeInTheDocument()
    expect(summary().getByText('₦5,720')).toBeInTheDocument()
    expect(summary().getByText('Total before delivery')).toBeInTheDocument()
    expect(sent).toEqual([])
    expect(quotes).toEqual([])
    expect(screen.queryByText('Prices and hours checked.')).toBeNull()
  })

  it('when the server refuses a price that moved since the quote, shows what changed and pays the new total after one tap', async () => {
    let chapmanNow = 1200
    const { sent, store } = await openCheckout(
      { store: '1' },
      {
        // The price moves between the page's quote and the quote right before paying.
        quote: (request) => {
          const sentPrice = (request.body as { items: Array<{ id: number; unit_price: number }> }).items[1]!.unit_price
          return sentPrice === chapmanNow
            ? {}
            : { changes: { 30: { state: 'price', unit_price: chapmanNow, price: chapmanNow, was: sentPrice } } }
        },
        respond: () => paymentAnswer('GD-NEW'),
      },
    )
    await screen.findByLabelText('Phone number')
    await fillDetails()
    const pay = await screen.findByRole('button', { name: 'Pay ₦6,220' })
    chapmanNow = 2000
    await userEvent.click(pay)
    // Nothing was sent to pay; the panel says what moved, with the new total.
    const panel = within(await screen.findByRole('region', { name: 'A price changed since you added it' }))
    expect(panel.getByText('Chapman is now ₦2,000 (was ₦1,200)')).toBeInTheDocument()
    expect(panel.getByText('₦7,100')).toBeInTheDocument()
    // The summary beside it shows the same total, its rows adding up to it, never the old one.
    const repriced = within(screen.getByRole('region', { name: 'Order summary with the new prices' }))
    const figures = repriced.getAllByRole('definition').map((cell) => Number(cell.textContent!.replace(/\D/g, '')))
    expect(figures.at(-1)).toBe(7100)
    expect(figures.slice(0, -1).reduce((sum, figure) => sum + figure, 0)).toBe(7100)
    expect(screen.queryByText('₦6,220')).toBeNull()
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled()
    expect(sent).toEqual([])

    await userEvent.click(panel.getByRole('button', { name: 'Accept new prices' }))
    expect(store.get(cartAtom).find((item) => item.id === 30)).toMatchObject({ price: 2000, discounted_price: null })
    await userEvent.click(await screen.findByRole('button', { name: 'Pay ₦7,100' }))
    await vi.waitFor(() => expect(openPaymentPage).toHaveBeenCalledWith('/beta/pay/GD-NEW'))
    expect(sent[0]!.body).toMatchObject({
      total_amount_payable: 7100,
      items: [{ id: 10 }, { id: 30, unit_price: 2000 }],
    })
  })

  it("a 409 from sales-create shows the server's words and its new prices, never the raw mismatch", async () => {
    const { sent } = await openCheckout(
      { store: '1' },
      {
        respond: (request) => {
          const body = request.body as { items: Array<{ id: number; quantity: number }> }
          const quote = JSON.parse(
            JSON.stringify(
              quoteForLines(body.items, {
                10: { state: 'ended', unit_price: 2500, price: 2500, was: 2000, ended_on: '2026-11-20' },
              }),
            ),
          ) as unknown
          return json(
            {
              message:
                'Prices changed since your cart was priced: The Jollof rice deal ended: ₦2,500 at the menu price, or remove it. Check the new total, then pay again. You were not charged.',
              code: 'quote_changed',
              changes: [(quote as { lines: unknown[] }).lines[0]],
              quote,
            },
            409,
          )
        },
      },
    )
    await screen.findByLabelText('Phone number')
    await fillDetails()
    await userEvent.click(await screen.findByRole('button', { name: 'Pay ₦6,220' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Checkout Payment Failed: Prices changed since your cart was priced: The Jollof rice deal ended',
    )
    expect(screen.queryByText(/does not match/)).toBeNull()
    expect(jargonIn()).toBeNull()
    expect(
      screen.getByText('The Jollof rice deal ended: ₦2,500 at the menu price, or remove it', { selector: 'li' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled()
    expect(sent).toHaveLength(1)
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
    expect(screen.getByLabelText('Delivery address')).toHaveValue('Flat 3, Admiralty Way, Lekki')
    expect(screen.getByLabelText('Email')).toHaveValue('tunde@example.ng')
  })
})
