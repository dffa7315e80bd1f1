import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { atom, useAtomValue } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { userAtom } from '@/stores/session/session'
import { renderWithRouter } from '@/test/render-with-router'
import { signInPerTest } from '@/test/session'
import { empty, json, stubFetch, type SentRequest } from '@/test/stub-fetch'
import DealAlertOffer from './deal-alert-offer'
import { jargonIn } from '@/test/plain-words'

// The browser's push and notification APIs are stubbed like the network: happy-dom has none.
const PUBLIC_KEY = `B${'A'.repeat(86)}`
const ENDPOINT = 'https://push.example.com/send/tola-phone'

function stubBrowserPush(permission: NotificationPermission) {
  const requestPermission = vi.fn(async () => permission)
  const subscription = {
    endpoint: ENDPOINT,
    options: { applicationServerKey: null },
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: PUBLIC_KEY, auth: 'A'.repeat(22) } }),
    unsubscribe: vi.fn(async () => true),
  }
  const subscribe = vi.fn(async () => subscription)
  let current: typeof subscription | null = null
  const registration = {
    pushManager: {
      getSubscription: vi.fn(async () => current),
      subscribe: vi.fn(async () => (current = await subscribe())),
    },
  }
  vi.stubGlobal('PushManager', class {})
  vi.stubGlobal('Notification', Object.assign(class {}, { permission: 'default', requestPermission }))
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: vi.fn(async () => registration) },
  })
  return { requestPermission, subscribe: registration.pushManager.subscribe }
}

function server(alerts: unknown[]) {
  return (request: SentRequest) => {
    if (request.path === '/beta/push/public-key') return json({ publicKey: PUBLIC_KEY })
    if (request.path === '/beta/push/deal-alerts' && request.method === 'GET')
      return json({ data: { results: alerts } })
    if (request.path === '/beta/push/deal-alerts' && request.method === 'POST') {
      const body = request.body as { store: number; subscription: { endpoint: string } }
      const alert = {
        id: 1,
        store: body.store,
        store_name: 'Suya Spot',
        store_slug: 'suya-spot',
        endpoint: body.subscription.endpoint,
        data_saver: false,
        created_at: '2026-11-26T10:00:00Z',
      }
      alerts.push(alert)
      return json(alert, 201)
    }
    if (request.path === '/beta/push/deal-alerts/remove') {
      alerts.length = 0
      return empty(204)
    }
    return json({ message: 'not found' }, 404)
  }
}

const signedIn = signInPerTest()

afterEach(() => {
  vi.unstubAllGlobals()
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

/** The store subscription, as the outbox would flip it. */
const subscribedAtom = atom(true)
function StorePage() {
  return <DealAlertOffer storeId={16} storeName="Suya Spot" subscribed={useAtomValue(subscribedAtom)} />
}

async function renderOffer() {
  signedIn()
  const view = await renderWithRouter(<StorePage />)
  act(() => view.store.set(userAtom, { id: 7, email: 'tola@example.ng' }))
  return view
}

describe('Tell me when this store posts a deal', () => {
  it('asks for notifications only when tapped, then subscribes this device to the store’s deals', async () => {
    const browser = stubBrowserPush('granted')
    const sent = stubFetch(server([]))
    await renderOffer()
    const offer = await screen.findByRole('button', { name: /tell me when this store posts a deal/i })
    expect(offer).toHaveAttribute('aria-pressed', 'false')
    expect(browser.requestPermission).not.toHaveBeenCalled()

    await userEvent.click(offer)
    expect(browser.requestPermission).toHaveBeenCalledTimes(1)
    expect(await screen.findByText('Deal alerts are on for this device.')).toBeInTheDocument()
    expect(offer).toHaveAttribute('aria-pressed', 'true')
    const posted = sent.find((request) => request.method === 'POST' && request.path === '/beta/push/deal-alerts')
    expect(posted?.body).toMatchObject({ user: 7, store: 16, subscription: { endpoint: ENDPOINT }, data_saver: false })
  })

  it('says plainly when notifications are blocked, and keeps the plain subscription', async () => {
    const browser = stubBrowserPush('denied')
    const sent = stubFetch(server([]))
    await renderOffer()
    await userEvent.click(await screen.findByRole('button', { name: /tell me when this store posts a deal/i }))
    expect(
      await screen.findByText(/Notifications are blocked for GidiDeals in this browser.*You are still subscribed/),
    ).toBeInTheDocument()
    expect(browser.subscribe).not.toHaveBeenCalled()
    expect(sent.filter((request) => request.method === 'POST')).toEqual([])
    // Then alerts by e-mail instead, and how to unblock notifications.
    const mail = await screen.findByRole('group', { name: 'Deal alerts by e-mail' })
    expect(within(mail).getByRole('button', { name: 'Get deal alerts by e-mail (Suya Spot)' })).toBeInTheDocument()
    expect(within(mail).getByText('How to unblock notifications')).toBeInTheDocument()
  })

  it('turns a browser’s raw push refusal into plain words with how to unblock', async () => {
    const browser = stubBrowserPush('granted')
    browser.subscribe.mockRejectedValueOnce(new DOMException('Registration failed - permission denied', 'AbortError'))
    const sent = stubFetch(server([]))
    await renderOffer()
    await userEvent.click(await screen.findByRole('button', { name: /tell me when this store posts a deal/i }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Deal alerts can’t reach this phone yet')
    expect(alert).toHaveTextContent(/Notifications are blocked for this site.*allow them for this site/)
    expect(document.body.textContent).not.toMatch(/Registration failed|permission denied/)
    expect(jargonIn()).toBeNull()
    expect(sent.filter((request) => request.method === 'POST')).toEqual([])
  })

  it('ends this device’s alert when the shopper unsubscribes from the store', async () => {
    stubBrowserPush('granted')
    const sent = stubFetch(server([]))
    const view = await renderOffer()
    await userEvent.click(await screen.findByRole('button', { name: /tell me when this store posts a deal/i }))
    await screen.findByText('Deal alerts are on for this device.')

    act(() => view.store.set(subscribedAtom, false))
    await vi.waitFor(() => expect(sent.some((request) => request.path === '/beta/push/deal-alerts/remove')).toBe(true))
    const removed = sent.find((request) => request.path === '/beta/push/deal-alerts/remove')
    expect(removed?.body).toEqual({ user: 7, endpoint: ENDPOINT, store: 16 })
    expect(screen.queryByRole('button', { name: /tell me when/i })).not.toBeInTheDocument()
  })
})
