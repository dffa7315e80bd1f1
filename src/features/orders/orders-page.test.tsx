import { onlineManager } from '@tanstack/react-query'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { accessTokenAtom, connectSessionToApi, userAtom } from '@/stores/session/session'
import { cartAtom } from '@/stores/cart/cart-atom'
import { clearPersistedAtoms, persistedWritesSettled } from '@/stores/persisted-atom'
import { renderWithRouter } from '@/test/render-with-router'
import { json, stubFetch, type Respond } from '@/test/stub-fetch'
import type { AccountOrder } from '@contract/records'
import type { OrderRecord } from '@/stores/orders/order-history'
import { orderHistoryAtom } from '@/stores/orders/order-history-atom'
import { OrdersPage } from './orders-page'

const MY_ORDERS = '/beta/sales/my-orders'
const ada = { id: 7, email: 'ada@example.ng', first_name: 'Ada' }
const shop = { id: 16, name_of_business: 'Jollof Republic', slug: 'jollof-republic' }

/** An order as the server lists it. */
const accountOrder = (reference: string, changes: Partial<AccountOrder> = {}): AccountOrder => ({
  id: 1,
  reference,
  status: 'paid',
  store: { ...shop, logo: '', phone: '0803 555 0101', address: '4 Isaac John Street, Ikeja' },
  items: [{ id: 40, title: 'Jollof rice', quantity: 2, unit_price: 2800, line_total: 5600, code: null }],
  phone_number: '0803 123 4567',
  shipping_address: '12 Allen Avenue, Ikeja',
  email: 'ada@example.ng',
  fulfilment: 'delivery',
  subtotal: 5600,
  vat: 420,
  service_charge: 140,
  delivery_fee: 500,
  total_amount_payable: 6660,
  total_amount_payable_to_business: 6100,
  estimate_minutes: 35,
  created_at: '2026-11-24T13:05:00Z',
  fulfilled_at: null,
  ...changes,
})

/** An order this phone recorded at checkout. */
const deviceOrder = (reference: string, userId: number | undefined, status: OrderRecord['status'] = 'pending') => ({
  reference,
  ...(userId === undefined ? {} : { userId }),
  store: shop,
  items: [{ id: 42, name: 'Chapman', quantity: 1, unitPrice: 1200 }],
  amounts: { subtotal: 1200, vat: 90, serviceCharge: 100, total: 1390 },
  phone: '0809 999 0000',
  address: 'Somebody else’s house',
  status,
  placedAt: Date.UTC(2026, 10, 25),
  updatedAt: Date.UTC(2026, 10, 25),
})

const answer =
  (orders: AccountOrder[]): Respond =>
  (request) =>
    request.path === MY_ORDERS ? json({ data: { results: orders, count: orders.length } }) : json({}, 404)

beforeEach(async () => {
  await persistedWritesSettled()
  await clearPersistedAtoms(createStore())
})

let disconnect = () => {}

afterEach(() => {
  disconnect()
  onlineManager.setOnline(true)
  vi.unstubAllGlobals()
})

async function openOrders({
  respond,
  device = [],
  signedIn = true,
}: {
  respond?: Respond
  device?: OrderRecord[]
  signedIn?: boolean
}) {
  const sent = stubFetch(respond ?? answer([]))
  const rendered = await renderWithRouter(<OrdersPage />, { path: '/orders' })
  disconnect = connectSessionToApi(rendered.store)
  act(() => {
    rendered.store.set(orderHistoryAtom, device)
    if (signedIn) {
      rendered.store.set(userAtom, ada)
      rendered.store.set(accessTokenAtom, 'ada-token')
    }
  })
  return { ...rendered, sent }
}

describe('My orders', () => {
  it('asks a signed-out shopper to log in, and shows no order this phone holds', async () => {
    const { sent } = await openOrders({ signedIn: false, device: [deviceOrder('GD-ADA', 7, 'paid')] })
    expect(screen.getByRole('heading', { level: 1, name: 'My orders' })).toBeInTheDocument()
    expect(await screen.findByRole('group', { name: 'Log in to see your orders' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', expect.stringContaining('/login'))
    expect(screen.queryByRole('article')).toBeNull()
    expect(screen.queryByText(/GD-ADA/)).toBeNull()
    expect(sent).toEqual([])
  })

  it("reads the account's orders with its token, and offers the stores when there is none", async () => {
    const { sent } = await openOrders({})
    expect(await screen.findByText('No orders yet')).toBeInTheDocument()
    expect(screen.getByText('Your orders, on any phone you log in on.')).toBeInTheDocument()
    expect(screen.queryByText(/placed from this phone/)).toBeNull()
    expect(sent[0]?.path).toBe(MY_ORDERS)
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer ada-token')
  })

  it('shows the loading state until the answer comes', async () => {
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await openOrders({ respond: async (request) => (await held, answer([accountOrder('GD-1')])(request)) })
    expect(screen.getByText('Loading your orders…')).toBeInTheDocument()
    release()
    expect(await screen.findByRole('article')).toBeInTheDocument()
  })

  it('shows a delivery: the address, the estimate, the fee, and a call to the store', async () => {
    await openOrders({ respond: answer([accountOrder('GD-DEL')]) })
    const card = within(await screen.findByRole('article'))
    expect(card.getByRole('heading', { name: 'Jollof Republic' })).toBeInTheDocument()
    expect(card.getByText('Paid')).toBeInTheDocument()
    expect(card.getByText('24 Nov 2026, 14:05')).toBeInTheDocument()
    expect(screen.getByRole('article')).toHaveTextContent('Delivery to 12 Allen Avenue, Ikeja.')
    expect(screen.getByRole('article')).toHaveTextContent('Arrives in about 35 min.')
    expect(card.getByText('Delivery').nextSibling).toHaveTextContent('₦500')
    // Every row of the receipt, so they add up to the total shown.
    const rows = card.getAllByRole('definition').map((amount) => amount.textContent)
    expect(rows.at(-1)).toBe('₦6,660')
    expect(card.getByText('VAT (7.5%)')).toBeInTheDocument()
    expect(card.getByText('Service charge')).toBeInTheDocument()
    expect(card.getByRole('link', { name: 'Call the store Jollof Republic' })).toHaveAttribute(
      'href',
      'tel:08035550101',
    )
  })

  it("shows a pickup with its ready time, and a paid coupon's code to show the store", async () => {
    const coupon = {
      id: 41,
      title: 'Two plates for one',
      quantity: 1,
      unit_price: 3000,
      line_total: 3000,
      kind: 'coupon' as const,
      code: 'GIDI-7Q2K',
    }
    await openOrders({
      respond: answer([
        accountOrder('GD-PICK', { fulfilment: 'pickup', delivery_fee: 0, estimate_minutes: 20, items: [coupon] }),
        accountOrder('GD-OPEN', {
          status: 'pending',
          items: [{ ...coupon, code: null }],
          created_at: '2026-11-20T10:00:00Z',
        }),
      ]),
    })
    const [pickup, pending] = await screen.findAllByRole('article')
    expect(pickup).toHaveTextContent('Pick up at the store: 4 Isaac John Street, Ikeja.')
    expect(pickup).toHaveTextContent('Ready in about 20 min.')
    expect(pickup).toHaveTextContent('Show code GIDI-7Q2K at the store')
    expect(within(pickup!).getByText('Pick up at the store').nextSibling).toHaveTextContent('Free')
    // Not paid yet: no estimate, no code.
    expect(pending).not.toHaveTextContent('Arrives in about')
    expect(pending).not.toHaveTextContent('Show code')
  })

  it("lists a payment this phone opened once, and never another account's", async () => {
    await openOrders({
      respond: answer([accountOrder('GD-LISTED', { status: 'pending' })]),
      device: [
        deviceOrder('GD-LISTED', 7),
        deviceOrder('GD-NEW', 7),
        deviceOrder('GD-TUNDE', 8),
        deviceOrder('GD-OLD', undefined),
      ],
    })
    await screen.findAllByRole('article')
    const references = screen
      .getAllByRole('article')
      .map((card) => within(card).getAllByText(/^GD-[A-Z]+$/)[0]?.textContent)
    expect(references).toEqual(['GD-NEW', 'GD-LISTED'])
  })

  it("falls back to this phone's orders of this account when the service has no such read", async () => {
    await openOrders({
      respond: () => json({ message: 'Not found' }, 404),
      device: [
        deviceOrder('GD-MINE', 7, 'paid'),
        deviceOrder('GD-TUNDE', 8, 'paid'),
        deviceOrder('GD-NOBODY', undefined, 'paid'),
      ],
    })
    expect(await screen.findByText(/these are the ones you placed from this phone/)).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(1)
    expect(screen.getByText('GD-MINE')).toBeInTheDocument()
  })

  it('says when the orders could not load, and tries again', async () => {
    let fail = true
    const { sent } = await openOrders({
      respond: (request) => (fail ? json({ message: 'Boom' }, 500) : answer([accountOrder('GD-1')])(request)),
    })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(/./)
    fail = false
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('article')).toBeInTheDocument()
    expect(sent.length).toBe(2)
  })

  it('shows the saved copy offline, with its age', async () => {
    const { queryClient } = await openOrders({ respond: answer([accountOrder('GD-SAVED')]) })
    await screen.findByRole('article')
    onlineManager.setOnline(false)
    void queryClient.refetchQueries()
    expect(await screen.findByText(/You are offline — showing what was saved/)).toBeInTheDocument()
    expect(screen.getByText('GD-SAVED')).toBeInTheDocument()
    await queryClient.cancelQueries()
  })

  it('Reorder puts the lines back in the cart with their quantities, store, picture and deal tag, and opens the cart', async () => {
    const line = { id: 40, title: 'Jollof rice', quantity: 2, unit_price: 2800, line_total: 5600, code: null }
    const asDeal = { ...line, kind: 'marketplace' as const, image: '/media/jollof.webp' }
    const { store, router } = await openOrders({ respond: answer([accountOrder('GD-1', { items: [asDeal] })]) })
    await userEvent.click(await screen.findByRole('button', { name: 'Reorder from Jollof Republic' }))
    expect(store.get(cartAtom)).toEqual([
      expect.objectContaining({
        id: 40,
        quantity: 2,
        price: 2800,
        kind: 'marketplace',
        image: '/media/jollof.webp',
        store: expect.objectContaining(shop),
      }),
    ])
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/cart'))
  })
})
