import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { signInPerTest } from '@/test/session'
import { empty, json, stubFetch, type SentRequest } from '@/test/stub-fetch'
import { OrderUpdatesOffer } from './order-updates-offer'

// "Tell me at each step" under an open order: only for a question never answered, a prompt only on
// the tap, then this device kept for the account's order updates. happy-dom has no push: stubbed.
const PUBLIC_KEY = `B${'A'.repeat(86)}`
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/ada-phone'

function stubBrowserPush(permission: NotificationPermission, answer: NotificationPermission) {
  const requestPermission = vi.fn(async () => answer)
  const subscription = {
    endpoint: ENDPOINT,
    options: { applicationServerKey: null },
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: PUBLIC_KEY, auth: 'A'.repeat(22) } }),
  }
  const registration = {
    pushManager: { getSubscription: vi.fn(async () => null), subscribe: vi.fn(async () => subscription) },
  }
  vi.stubGlobal('PushManager', class {})
  vi.stubGlobal('Notification', Object.assign(class {}, { permission, requestPermission }))
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: vi.fn(async () => registration) },
  })
  return { requestPermission }
}

const server = (request: SentRequest) => {
  if (request.path === '/beta/push/public-key') return json({ publicKey: PUBLIC_KEY })
  if (request.path === '/beta/push/order-updates') return empty(204)
  return json({ message: 'not found' }, 404)
}

const signedIn = signInPerTest()

afterEach(() => {
  vi.unstubAllGlobals()
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

describe('Tell me at each step', () => {
  it('asks for notifications only when tapped, then keeps this device for the order’s steps', async () => {
    const browser = stubBrowserPush('default', 'granted')
    const sent = stubFetch(server)
    signedIn()
    render(<OrderUpdatesOffer userId={7} />)
    const offer = screen.getByRole('button', { name: 'Tell me at each step' })
    expect(browser.requestPermission).not.toHaveBeenCalled()
    await userEvent.click(offer)
    expect(await screen.findByText('We’ll tell you on this phone at each step.')).toBeInTheDocument()
    expect(browser.requestPermission).toHaveBeenCalledTimes(1)
    const kept = sent.find((request) => request.path === '/beta/push/order-updates')
    expect(kept?.body).toMatchObject({ user: 7, subscription: { endpoint: ENDPOINT } })
  })

  it('says so when the shopper says no, and sends nothing', async () => {
    stubBrowserPush('default', 'denied')
    const sent = stubFetch(server)
    signedIn()
    render(<OrderUpdatesOffer userId={7} />)
    await userEvent.click(screen.getByRole('button', { name: 'Tell me at each step' }))
    expect(await screen.findByRole('status')).toHaveTextContent('this page still shows each step')
    expect(sent.some((request) => request.path === '/beta/push/order-updates')).toBe(false)
  })

  it('is not offered where notifications are already allowed, blocked, or impossible', () => {
    for (const permission of ['granted', 'denied'] as const) {
      stubBrowserPush(permission, permission)
      const { container, unmount } = render(<OrderUpdatesOffer userId={7} />)
      expect(container).toBeEmptyDOMElement()
      unmount()
    }
    vi.unstubAllGlobals()
    Reflect.deleteProperty(navigator, 'serviceWorker')
    const { container } = render(<OrderUpdatesOffer userId={7} />)
    expect(container).toBeEmptyDOMElement()
  })
})
