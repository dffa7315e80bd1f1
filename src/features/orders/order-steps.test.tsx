// My orders after Pay (docs/api.md#store-orders): each paid order shows its steps with their times and
// the current one in words; while one may still move, the page reads again every few seconds and
// shows the next step without a reload, waits longer after failures, and stops offline, where the
// last status stays on screen with its time.
import { onlineManager } from '@tanstack/react-query'
import { act, screen, within } from '@testing-library/react'
import { createStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { OrderProgress, OrderStep } from '@contract/order-status'
import type { AccountOrder } from '@contract/records'
import { accessTokenAtom, connectSessionToApi, userAtom } from '@/stores/session/session'
import { clearPersistedAtoms, persistedWritesSettled } from '@/stores/persisted-atom'
import { FOLLOW } from '@/stores/orders/follow-orders'
import { renderWithRouter } from '@/test/render-with-router'
import { json, offline, stubFetch, type Respond } from '@/test/stub-fetch'
import { OrdersPage } from './orders-page'

const MY_ORDERS = '/beta/sales/my-orders'
const shop = { id: 16, name_of_business: 'Jollof Republic', slug: 'jollof-republic', logo: '' }
const at = (minute: number) => `2026-11-24T13:${String(minute).padStart(2, '0')}:00.000Z`

/** Progress along a delivery, each step a few minutes after the last (13:05 UTC is 14:05 in Lagos). */
function delivery(steps: OrderStep[], changes: Partial<OrderProgress> = {}): OrderProgress {
  return {
    journey: 'delivery',
    step: steps.at(-1)!,
    steps: steps.map((step, index) => ({ step, at: at(5 + index * 5) })),
    reason: null,
    eta_at: at(45),
    ...changes,
  }
}

const paidOrder = (progress: OrderProgress | null): AccountOrder => ({
  id: 1,
  reference: 'GD-STEPS',
  status: 'paid',
  store: { ...shop, phone: '0803 555 0101', address: '4 Isaac John Street, Ikeja' },
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
  created_at: at(5),
  fulfilled_at: at(5),
  progress,
})

const listing = (order: AccountOrder) => json({ data: { results: [order], count: 1 } })
const reads = (sent: Array<{ path: string }>) => sent.filter((request) => request.path === MY_ORDERS).length

beforeEach(async () => {
  await persistedWritesSettled()
  await clearPersistedAtoms(createStore())
  vi.useFakeTimers({ shouldAdvanceTime: true })
})

let disconnect = () => {}
afterEach(() => {
  disconnect()
  onlineManager.setOnline(true)
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

async function openOrders(respond: Respond) {
  const sent = stubFetch((request) => (request.path === MY_ORDERS ? respond(request) : json({}, 404)))
  const rendered = await renderWithRouter(<OrdersPage />, { path: '/orders' })
  disconnect = connectSessionToApi(rendered.store)
  act(() => {
    rendered.store.set(userAtom, { id: 7, email: 'ada@example.ng', first_name: 'Ada' })
    rendered.store.set(accessTokenAtom, 'ada-token')
  })
  return sent
}

const status = async () => within(await screen.findByRole('region', { name: 'Order status' }))
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

describe('My orders: an order’s steps', () => {
  it('shows each step reached with its time, the current one in words, and about when it arrives', async () => {
    await openOrders(() => listing(paidOrder(delivery(['placed', 'accepted', 'preparing']))))
    const steps = await status()
    expect(steps.getByRole('status')).toHaveTextContent('Jollof Republic accepted your order · preparing')
    const items = steps.getAllByRole('listitem')
    expect(items.map((item) => item.textContent?.replace(/\s+/g, ' '))).toEqual([
      expect.stringMatching(/^Placed ?14:05$/),
      expect.stringMatching(/^Accepted ?14:10$/),
      expect.stringMatching(/^Preparing ?14:15$/),
      'On the way',
      'Delivered',
    ])
    expect(items[2]).toHaveAttribute('aria-current', 'step')
    expect(steps.getByText('Arrives about 14:45.')).toBeInTheDocument()
    // The steps' ETA replaces the estimate made at checkout.
    expect(screen.queryByText(/Arrives in about 35 min/)).toBeNull()
  })

  it('says a declined order’s reason and its refund, and lists only the steps it reached', async () => {
    const declined = delivery(['placed', 'accepted', 'declined_by_store'], {
      reason: 'Out of rice today',
      eta_at: null,
    })
    await openOrders(() => listing(paidOrder(declined)))
    const steps = await status()
    expect(steps.getByRole('status')).toHaveTextContent('Jollof Republic declined your order: Out of rice today')
    expect(steps.getByText('₦6,660 is refunded to the card you paid with.')).toBeInTheDocument()
    expect(steps.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Placed/),
      expect.stringMatching(/^Accepted/),
      expect.stringMatching(/^Declined by the store/),
    ])
    expect(screen.queryByText(/The store will call you/)).toBeNull()
    expect(
      within(screen.getByRole('article')).getByText('Declined by the store', { selector: 'p' }),
    ).toBeInTheDocument()
    expect(within(screen.getByRole('article')).queryByText('Paid', { exact: true })).toBeNull()
  })

  it('refunds a declined transfer to the account it came from, not to a card', async () => {
    const declined = delivery(['placed', 'declined_by_store'], { reason: 'Closed early', eta_at: null })
    await openOrders(() => listing({ ...paidOrder(declined), payment_method: 'transfer' }))
    const steps = await status()
    expect(steps.getByText('₦6,660 is refunded to the account you sent it from.')).toBeInTheDocument()
    expect(steps.queryByText(/the card you paid with/)).toBeNull()
  })

  it('shows a visit’s own steps, and no estimate for it', async () => {
    const visit: OrderProgress = { ...delivery(['placed', 'accepted']), journey: 'visit' }
    await openOrders(() => listing(paidOrder(visit)))
    const steps = await status()
    expect(steps.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Placed/),
      expect.stringMatching(/^Accepted/),
      'Visited',
    ])
    expect(steps.queryByText(/about/)).toBeNull()
  })

  it('reads again every few seconds while the order may move, shows the next step without a reload, and stops at the end', async () => {
    let progress = delivery(['placed', 'accepted'])
    const sent = await openOrders(() => listing(paidOrder(progress)))
    expect((await status()).getByRole('status')).toHaveTextContent('Jollof Republic accepted your order')
    const first = reads(sent)
    progress = delivery(['placed', 'accepted', 'preparing', 'on_the_way'])
    await wait(FOLLOW.everyMs)
    expect(reads(sent)).toBe(first + 1)
    expect((await status()).getByRole('status')).toHaveTextContent('Jollof Republic accepted your order · on the way')
    progress = delivery(['placed', 'accepted', 'preparing', 'on_the_way', 'delivered'])
    await wait(FOLLOW.everyMs)
    expect((await status()).getByRole('status')).toHaveTextContent('· delivered')
    const done = reads(sent)
    await wait(FOLLOW.everyMs * 5)
    expect(reads(sent)).toBe(done)
  })

  it('keeps the last status through failed reads, then shows the next step once a read succeeds', async () => {
    let respond: Respond = () => listing(paidOrder(delivery(['placed'])))
    const sent = await openOrders((request) => respond(request))
    expect((await status()).getByRole('status')).toHaveTextContent('Order placed · waiting for Jollof Republic')
    respond = () => json({ message: 'Server error' }, 503)
    const before = reads(sent)
    await wait(FOLLOW.everyMs * 4)
    expect(reads(sent)).toBeGreaterThan(before)
    expect((await status()).getByRole('status')).toHaveTextContent('Order placed · waiting for Jollof Republic')
    respond = () => listing(paidOrder(delivery(['placed', 'accepted'])))
    // At most the longest wait after failures, then the usual pace.
    await wait(FOLLOW.maxMs + FOLLOW.everyMs)
    expect((await status()).getByRole('status')).toHaveTextContent('Jollof Republic accepted your order')
  })

  it('offline, keeps the last status with the time it was read, never a spinner, and reads nothing', async () => {
    let respond: Respond = () => listing(paidOrder(delivery(['placed', 'accepted', 'preparing', 'on_the_way'])))
    const sent = await openOrders((request) => respond(request))
    expect((await status()).getByRole('status')).toHaveTextContent('· on the way')
    respond = offline
    act(() => onlineManager.setOnline(false))
    const steps = await status()
    expect(steps.getByRole('status')).toHaveTextContent('Jollof Republic accepted your order · on the way')
    expect(steps.getByText(/You are offline: this is the last status we had, at/)).toBeInTheDocument()
    expect(screen.queryByText(/Loading your orders/)).toBeNull()
    const offlineReads = reads(sent)
    await wait(FOLLOW.everyMs * 5)
    expect(reads(sent)).toBe(offlineReads)
  })
})

describe('My orders in the background', () => {
  it('reads nothing while the page is hidden, and follows again once it is seen', async () => {
    let progress = delivery(['placed'])
    const sent = await openOrders(() => listing(paidOrder(progress)))
    await status()
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    const before = reads(sent)
    progress = delivery(['placed', 'accepted'])
    await wait(FOLLOW.everyMs * 3)
    expect(reads(sent)).toBe(before)
    hidden.mockRestore()
    await wait(FOLLOW.everyMs)
    expect((await status()).getByRole('status')).toHaveTextContent('Jollof Republic accepted your order')
  })
})

describe('My orders with the order events stream', () => {
  const EVENTS = '/beta/sales/my-orders/events'

  /** The server's stream: each request opens a new one, and the test writes events into the latest. */
  function eventStream() {
    let write: (text: string) => void = () => undefined
    let end: () => void = () => undefined
    return {
      response: () => {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            write = (text) => controller.enqueue(new TextEncoder().encode(text))
            end = () => controller.close()
          },
        })
        return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } })
      },
      send: (name: string, data: string) => write(`event: ${name}\ndata: ${data}\n\n`),
      end: () => end(),
    }
  }

  async function openWithEvents(progress: () => OrderProgress, stream: ReturnType<typeof eventStream>) {
    const sent = stubFetch((request) =>
      request.path === EVENTS
        ? stream.response()
        : request.path === MY_ORDERS
          ? listing(paidOrder(progress()))
          : json({}, 404),
    )
    const rendered = await renderWithRouter(<OrdersPage />, { path: '/orders' })
    disconnect = connectSessionToApi(rendered.store)
    act(() => {
      rendered.store.set(userAtom, { id: 7, email: 'ada@example.ng', first_name: 'Ada' })
      rendered.store.set(accessTokenAtom, 'ada-token')
    })
    return sent
  }

  it('reads again as soon as the stream says an order moved, and polls only now and then while it is open', async () => {
    let progress = delivery(['placed'])
    const stream = eventStream()
    const sent = await openWithEvents(() => progress, stream)
    await status()
    await wait(100)
    const opened = sent.find((request) => request.path === EVENTS)
    expect(opened?.headers.get('authorization')).toBe('Bearer ada-token')
    stream.send('ready', '1')
    await wait(100)
    // Open: no poll at the stream-less pace.
    const before = reads(sent)
    await wait(FOLLOW.everyMs * 3)
    expect(reads(sent)).toBe(before)
    progress = delivery(['placed', 'accepted', 'preparing', 'on_the_way'])
    stream.send('orders', '4')
    await wait(200)
    expect(reads(sent)).toBe(before + 1)
    expect((await status()).getByRole('status')).toHaveTextContent('Jollof Republic accepted your order · on the way')
  })

  it('polls every few seconds again once the stream ends, and opens another', async () => {
    let progress = delivery(['placed'])
    const stream = eventStream()
    const sent = await openWithEvents(() => progress, stream)
    await status()
    stream.send('ready', '1')
    await wait(100)
    stream.end()
    progress = delivery(['placed', 'accepted'])
    await wait(FOLLOW.everyMs + 100)
    expect((await status()).getByRole('status')).toHaveTextContent('Jollof Republic accepted your order')
    expect(sent.filter((request) => request.path === EVENTS).length).toBeGreaterThan(1)
  })
})
