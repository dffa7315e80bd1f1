import { act, configure, getConfig, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { StoreDetails } from '@contract/records'
import { accessTokenAtom, userAtom } from '@/stores/session/session'
import { renderWithRouter } from '@/test/render-with-router'
import { signInPerTest } from '@/test/session'
import { empty, json, stubFetch, type SentRequest } from '@/test/stub-fetch'
import { jargonIn } from '@/test/plain-words'
import { stamp, userActivities } from '@/test/fixtures'
import { userActivitiesAtom } from '@/stores/activities/activities-atoms'
import { StoreFrontPage } from './store-front-page'

// The store page's deal alerts where Web Push can't reach the phone: no Push API (happy-dom has
// none, like Opera Mini or Phoenix), or notifications blocked. The offer is then alerts by e-mail.

const defaultTimeout = getConfig().asyncUtilTimeout
beforeAll(() => configure({ asyncUtilTimeout: 5000 }))
afterAll(() => configure({ asyncUtilTimeout: defaultTimeout }))

const storeRef = { id: 16, name_of_business: 'Suya Spot', slug: 'suya-spot', logo: '/beta/media/logo/suya.svg' }
const suyaSpot: StoreDetails = {
  ...storeRef,
  cover_image: '/beta/media/cover/suya.svg',
  place_type: 'Restaurant',
  cuisine_type: 'Nigerian',
  address: '12 Allen Avenue, Ikeja, Lagos',
  area: 'Ikeja',
  latitude: 6.6,
  longitude: 3.35,
  rating: 4.2,
  rating_count: 40,
  delivery_time_minutes: 30,
  opening_hours: 'Mon – Sun 10am – 10pm',
  menu_items: [{ id: 40, kind: 'menu', name: 'Beef suya', price: 2500, discounted_price: null, store: storeRef }],
  coupons: [],
  discounts: [],
  comments: [],
}

const EMAIL = 'tola.adeyemi@example.ng'
const alertOf = (store: number) => ({
  id: 3,
  store,
  store_name: 'Suya Spot',
  store_slug: 'suya-spot',
  created_at: '2026-12-01T10:00:00Z',
})

/** Tola, subscribed to the store: the e-mail offer takes the place of the push bell, which comes once subscribed. */
const subscribedToSuya = userActivities({
  email: EMAIL,
  subscribed_restaurants: [{ id: 5, subscribed: 16, user: 7, ...stamp }],
})

/** The store's answers, and a server holding the account's e-mail alerts. */
function server(alerts: number[] = []) {
  return (request: SentRequest) => {
    if (request.path.startsWith('/beta/api/search-store/')) return json({ data: { results: [storeRef] } })
    if (request.path.startsWith('/beta/api/nearme-single-store-aws/')) return json({ data: { results: suyaSpot } })
    if (request.path === '/beta/mail/deal-alerts' && request.method === 'GET')
      return json({ data: { email: EMAIL, results: alerts.map(alertOf) } })
    if (request.path === '/beta/mail/deal-alerts' && request.method === 'POST') {
      const { store } = request.body as { store: number }
      alerts.push(store)
      return json({ data: { email: EMAIL, alert: alertOf(store) } }, 201)
    }
    if (request.path === '/beta/mail/deal-alerts/remove') {
      alerts.length = 0
      return empty(204)
    }
    if (request.path.endsWith('/record-interaction')) return json({ id: 1 }, 201)
    if (request.path === '/beta/account/app-user/data-jwt') return json(subscribedToSuya)
    return json({ message: 'not found' }, 404)
  }
}

/** A browser with push whose notifications are `permission` (happy-dom has no push at all). */
function stubPush(permission: NotificationPermission) {
  vi.stubGlobal('PushManager', class {})
  vi.stubGlobal('Notification', Object.assign(class {}, { permission, requestPermission: vi.fn() }))
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: vi.fn(async () => undefined) },
  })
}

const signIn = signInPerTest()

afterEach(() => {
  vi.unstubAllGlobals()
  Reflect.deleteProperty(navigator, 'serviceWorker')
  Reflect.deleteProperty(navigator, 'onLine')
})

async function renderPage({ signedIn, subscribed = true }: { signedIn: boolean; subscribed?: boolean }) {
  if (signedIn) signIn()
  const view = await renderWithRouter(<StoreFrontPage slug="suya-spot" />, {
    path: '/store-front-details/suya-spot?from=near-me',
  })
  if (signedIn)
    act(() => {
      view.store.set(userAtom, { id: 7, email: EMAIL, first_name: 'Tola' })
      view.store.set(accessTokenAtom, 'access-1')
      view.store.set(userActivitiesAtom, subscribed ? subscribedToSuya : userActivities({ email: EMAIL }))
    })
  return view
}

const offer = () => screen.findByRole('group', { name: 'Deal alerts by e-mail' })

describe('deal alerts by e-mail on the store page', () => {
  it('where push is missing, signed in: one tap turns them on, shows the address, and one tap stops them', async () => {
    const sent = stubFetch(server())
    await renderPage({ signedIn: true })
    const box = await offer()
    const get = await within(box).findByRole('button', { name: 'Get deal alerts by e-mail (Suya Spot)' })
    await vi.waitFor(() => expect(get).toBeEnabled())
    expect(get).toHaveAccessibleDescription(
      'This browser can’t show deal alerts. Get Suya Spot’s new deals by e-mail instead.',
    )
    // One row until the shopper acts: no words about the address yet.
    expect(within(box).getByRole('status')).toBeEmptyDOMElement()
    // No help about notifications where there are none to unblock.
    expect(within(box).queryByText('How to unblock notifications')).not.toBeInTheDocument()

    // By keyboard, as by a tap.
    get.focus()
    await userEvent.keyboard('{Enter}')
    const status = await within(box).findByText(/E-mail alerts are on/)
    expect(status).toHaveTextContent(`E-mail alerts are on: Suya Spot’s new deals go to ${EMAIL}.`)
    const posted = sent.find((request) => request.method === 'POST' && request.path === '/beta/mail/deal-alerts')
    expect(posted?.body).toEqual({ user: 7, store: 16 })

    const stop = within(box).getByRole('button', { name: 'Stop e-mail alerts (Suya Spot)' })
    expect(stop).toHaveFocus()
    await userEvent.click(stop)
    expect(
      await within(box).findByRole('button', { name: 'Get deal alerts by e-mail (Suya Spot)' }),
    ).toBeInTheDocument()
    const removed = sent.find((request) => request.path === '/beta/mail/deal-alerts/remove')
    expect(removed?.body).toEqual({ user: 7, store: 16 })
    expect(jargonIn()).toBeNull()
  })

  it('where notifications are blocked: says so, offers e-mail, and says how to unblock them', async () => {
    stubPush('denied')
    stubFetch(server([16]))
    await renderPage({ signedIn: true })
    const box = await offer()
    // Already on for this account: the address and the way to stop.
    expect(await within(box).findByText(/E-mail alerts are on/)).toHaveTextContent(EMAIL)
    expect(within(box).getByRole('button', { name: 'Stop e-mail alerts (Suya Spot)' })).toBeInTheDocument()
    expect(within(box).getByRole('button', { name: /Stop e-mail alerts/ })).toHaveAccessibleDescription(
      /^Notifications are blocked for GidiDeals in this browser\./,
    )
    const help = within(box).getByText('How to unblock notifications')
    expect(within(box).queryByText(/Open Site settings/)).not.toBeVisible()
    await userEvent.click(help)
    expect(within(box).getByText('Open Site settings (or Permissions), then Notifications.')).toBeVisible()
    expect(within(box).getByText('Choose Allow, then come back and reload this page.')).toBeVisible()
    expect(screen.queryByRole('button', { name: /tell me when this store posts a deal/i })).not.toBeInTheDocument()
  })

  it('signed in but not subscribed: no row until she subscribes, then the offer in the bell’s place', async () => {
    const sent = stubFetch(server())
    const view = await renderPage({ signedIn: true, subscribed: false })
    expect(await screen.findByRole('heading', { name: 'Suya Spot' })).toBeInTheDocument()
    expect(screen.queryByRole('group', { name: 'Deal alerts by e-mail' })).not.toBeInTheDocument()
    expect(sent.some((request) => request.path.startsWith('/beta/mail/'))).toBe(false)
    act(() => view.store.set(userActivitiesAtom, subscribedToSuya))
    expect(await within(await offer()).findByRole('button', { name: /Get deal alerts by e-mail/ })).toBeInTheDocument()
  })

  it('signed out: a log-in link that comes back to this store, and the offer waiting there', async () => {
    stubPush('denied')
    const sent = stubFetch(server())
    const view = await renderPage({ signedIn: false })
    const box = await offer()
    expect(box).toHaveTextContent('Notifications are blocked for GidiDeals in this browser.')
    expect(within(box).getByText('How to unblock notifications')).toBeVisible()
    const login = within(box).getByRole('link', { name: 'Log in for deal alerts by e-mail' })
    const target = new URL(login.getAttribute('href') ?? '', 'http://localhost')
    expect(target.pathname).toBe('/login')
    expect(target.searchParams.get('redirect')).toBe('/store-front-details/suya-spot?from=near-me')
    expect(within(box).queryByRole('button', { name: /e-mail/ })).not.toBeInTheDocument()
    expect(sent.some((request) => request.path.startsWith('/beta/mail/'))).toBe(false)

    // Logged in and back, not (yet) subscribed to the store: one tap away.
    await userEvent.click(login)
    signIn()
    act(() => {
      view.store.set(userAtom, { id: 7, email: EMAIL, first_name: 'Tola' })
      view.store.set(accessTokenAtom, 'access-1')
      view.store.set(userActivitiesAtom, userActivities({ email: EMAIL }))
    })
    const get = await within(await offer()).findByRole('button', { name: 'Get deal alerts by e-mail (Suya Spot)' })
    await vi.waitFor(() => expect(get).toBeEnabled())
    await userEvent.click(get)
    expect(await screen.findByText(/E-mail alerts are on/)).toHaveTextContent(EMAIL)
  })

  it('offline: says nothing was changed, and sends nothing', async () => {
    const sent = stubFetch(server())
    await renderPage({ signedIn: true })
    const box = await offer()
    const get = await within(box).findByRole('button', { name: 'Get deal alerts by e-mail (Suya Spot)' })
    await vi.waitFor(() => expect(get).toBeEnabled())
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: false })
    await userEvent.click(get)
    expect(within(box).getByRole('alert')).toHaveTextContent(
      'You’re offline, so your e-mail alerts weren’t changed. Tap again when you’re back online.',
    )
    expect(sent.filter((request) => request.method === 'POST' && request.path.startsWith('/beta/mail/'))).toEqual([])
    expect(within(box).getByRole('button', { name: 'Get deal alerts by e-mail (Suya Spot)' })).toBeInTheDocument()
  })

  it('where push works, offers no e-mail alerts', async () => {
    stubPush('default')
    stubFetch(server())
    await renderPage({ signedIn: true })
    expect(await screen.findByRole('heading', { name: 'Suya Spot' })).toBeInTheDocument()
    expect(screen.queryByRole('group', { name: 'Deal alerts by e-mail' })).not.toBeInTheDocument()
  })
})
