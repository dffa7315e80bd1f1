// What the checkout page's tests share: a cart, a signed-in shopper, the page opened once the
// store is seeded (as the app reads storage back before its first render), and the hooks that
// reset storage and the session between tests, with the payment page and the toasts stood in for (spies on the
// modules' exports, not vi.mock: the app's test files share one module graph).
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { atom, createStore, useAtomValue } from 'jotai'
import { StrictMode } from 'react'
import { afterEach, beforeEach, vi } from 'vitest'
import { accessTokenAtom, connectSessionToApi, userAtom } from '@/stores/session/session'
import { lines, mamaPut } from '@/stores/cart/cart.test-support'
import { quoteAnswer, type QuoteSetup } from '@/stores/cart/quote.test-support'
import { cartAtom } from '@/stores/cart/cart-atom'
import type { CartItem } from '@/stores/cart/use-cart'
import type { OrderRecord } from '@/stores/orders/order-history'
import { orderHistoryAtom } from '@/stores/orders/order-history-atom'
import { clearPersistedAtoms, persistedWritesSettled } from '@/stores/persisted-atom'
import { renderWithRouter } from '@/test/render-with-router'
import { json, stubFetch, type Respond, type SentRequest } from '@/test/stub-fetch'
import { CheckoutPage } from './checkout-page'
import { pendingPaymentAtom, type PendingPayment } from './checkout-state'
import * as paymentRedirect from './payment-redirect'
import { watchNotify } from '@/test/watch-notify'

const { jollof, chapman, suya } = lines
const shopper = { id: 7, email: 'ada@example.ng', first_name: 'Ada' }

export const paymentAnswer = (reference = 'GD-NEW') =>
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

/** Leaving for the payment page, as the tests see it: counted, and the app stays (resetBetweenTests sets it). */
export const openPaymentPage = vi.fn<typeof paymentRedirect.openPaymentPage>()

/** Each test starts with empty storage and no session, and leaves none behind; no toast shows. */
export function resetBetweenTests(): void {
  watchNotify()
  beforeEach(async () => {
    await persistedWritesSettled()
    await clearPersistedAtoms(createStore())
    localStorage.clear()
    openPaymentPage.mockClear()
    vi.spyOn(paymentRedirect, 'openPaymentPage').mockImplementation(openPaymentPage)
  })
  afterEach(() => {
    disconnect?.()
    disconnect = undefined
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })
}

// The app reads storage back before its first render; the page waits here the same way.
const seededAtom = atom(false)
function AfterSeeding(search: { store?: string; reference?: string }) {
  return useAtomValue(seededAtom) ? <CheckoutPage {...search} /> : null
}

export type Setup = {
  cart?: CartItem[]
  signedIn?: boolean
  pending?: PendingPayment
  history?: OrderRecord[]
  /** Every request but the quotes. */
  respond?: Respond
  /** How the server quotes the cart (by default: every line as the cart holds it, 2.4 km away). */
  quote?: QuoteSetup | ((request: SentRequest) => QuoteSetup)
}

export { QUOTE_PATH } from '@/stores/cart/quote.test-support'
import { QUOTE_PATH } from '@/stores/cart/quote.test-support'

export const placedOrder = (reference: string): OrderRecord => ({
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

export async function openCheckout(search: { store?: string; reference?: string }, setup: Setup = {}) {
  const cart = setup.cart ?? [jollof, chapman, suya]
  const sent: SentRequest[] = []
  const quotes: SentRequest[] = []
  stubFetch((request) => {
    if (request.path === QUOTE_PATH) {
      quotes.push(request)
      const quote = typeof setup.quote === 'function' ? setup.quote(request) : setup.quote
      return quoteAnswer(request, cart, quote)
    }
    sent.push(request)
    return (setup.respond ?? (() => json({}, 500)))(request)
  })
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
    store.set(cartAtom, cart)
    if (setup.signedIn !== false) {
      store.set(userAtom, shopper)
      store.set(accessTokenAtom, 'token')
    }
    if (setup.pending) store.set(pendingPaymentAtom, setup.pending)
    if (setup.history) store.set(orderHistoryAtom, setup.history)
    store.set(seededAtom, true)
  })
  return { ...rendered, sent, quotes }
}

export const summary = () => within(screen.getByRole('region', { name: 'Order summary' }))

export async function fillDetails() {
  await userEvent.type(screen.getByLabelText('Phone number'), '0803 123 4567')
  await userEvent.type(screen.getByLabelText('Delivery address'), '12 Allen Avenue, Ikeja')
}
