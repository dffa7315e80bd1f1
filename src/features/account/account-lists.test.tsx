import { onlineManager } from '@tanstack/react-query'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AccountOrder } from '@contract/records'
import { userActivitiesAtom } from '@/stores/activities/activities-atoms'
import { clearPersistedAtoms, persistedWritesSettled } from '@/stores/persisted-atom'
import { stamp, userActivities } from '@/test/fixtures'
import { jargonIn } from '@/test/plain-words'
import { json, offline } from '@/test/stub-fetch'
import { AccountPage } from './account-page'
import { byPath, disconnectSession, PATHS, renderSignedIn } from './account.test-support'

const jollof = { id: 16, name_of_business: 'Jollof Republic', slug: 'jollof-republic', logo: '' }
const suya = { id: 21, name_of_business: 'Suya Spot', slug: 'suya-spot', logo: '' }
const coupon = { id: 41, title: 'Two plates for one', kind: 'coupon' }
const record = (id: number, target: number) => ({ id, user: 7, ...stamp, likes: target })

const withLikes = userActivities({
  id: 7,
  liked_restaurants: [record(1, jollof.id)],
  coupon_likes: [record(2, coupon.id)],
  subscribed_restaurants: [{ id: 3, subscribed: suya.id, user: 7, ...stamp }],
})

const paidCoupon = (code: string | null, status: AccountOrder['status'] = 'paid'): AccountOrder => ({
  id: 1,
  reference: `GD-${status}`,
  status,
  store: { ...jollof, phone: '', address: '' },
  items: [{ id: 41, title: 'Two plates for one', quantity: 1, unit_price: 3000, line_total: 3000, code }],
  phone_number: '0803 123 4567',
  shipping_address: '',
  email: 'ada@example.ng',
  fulfilment: 'pickup',
  subtotal: 3000,
  vat: 225,
  service_charge: 75,
  delivery_fee: 0,
  total_amount_payable: 3300,
  total_amount_payable_to_business: 3000,
  estimate_minutes: 20,
  created_at: '2026-11-24T13:05:00Z',
  fulfilled_at: null,
})

const stores = {
  [PATHS.store(jollof.id)]: () => json({ data: { results: jollof } }),
  [PATHS.store(suya.id)]: () => json({ data: { results: suya } }),
  [PATHS.coupon(coupon.id)]: () => json({ data: { results: coupon } }),
}
const orders = (results: AccountOrder[]) => ({
  [PATHS.myOrders]: () => json({ data: { results, count: results.length } }),
})

beforeEach(async () => {
  await persistedWritesSettled()
  await clearPersistedAtoms(createStore())
})
afterEach(() => {
  disconnectSession()
  onlineManager.setOnline(true)
  vi.unstubAllGlobals()
})

const section = (name: string) => within(screen.getByRole('region', { name }))

describe('liked and subscribed stores', () => {
  it('loads the likes and subscriptions from the server, named and linked', async () => {
    const { sent } = await renderSignedIn(
      <AccountPage />,
      byPath({ [PATHS.activities]: () => json(withLikes), ...stores, ...orders([]) }),
    )
    const liked = section('Liked stores and deals')
    expect(await liked.findByRole('link', { name: 'Jollof Republic' })).toHaveAttribute(
      'href',
      '/store-front-details/jollof-republic',
    )
    expect(await liked.findByRole('link', { name: 'Two plates for one' })).toHaveAttribute('href', '/coupon-detail/41')
    const subscribed = section('Subscribed stores')
    expect(await subscribed.findByRole('link', { name: 'Suya Spot' })).toHaveAttribute(
      'href',
      '/store-front-details/suya-spot',
    )
    expect(subscribed.getByText('Subscribed')).toBeInTheDocument()
    expect(sent.find((request) => request.path === PATHS.activities)?.headers.get('Authorization')).toBe(
      'Bearer access-ada',
    )
  })

  it('shows the loading state until the answer comes, then says what to do when the lists are empty', async () => {
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await renderSignedIn(
      <AccountPage />,
      byPath({ [PATHS.activities]: async () => (await held, json(userActivities({ id: 7 }))), ...orders([]) }),
    )
    expect(section('Liked stores and deals').getByText('Loading your likes and subscriptions…')).toBeInTheDocument()
    release()
    expect(await section('Liked stores and deals').findByText('No likes yet')).toBeInTheDocument()
    expect(section('Subscribed stores').getByText('No subscriptions yet')).toBeInTheDocument()
    expect(section('Subscribed stores').getByRole('link', { name: 'Find stores near me' })).toBeInTheDocument()
  })

  it("a failure shows SPEC's words and a retry that loads them", async () => {
    let fail = true
    await renderSignedIn(
      <AccountPage />,
      byPath({
        [PATHS.activities]: () => (fail ? json({}, 500) : json(withLikes)),
        ...stores,
        ...orders([]),
      }),
    )
    const liked = section('Liked stores and deals')
    const failed = await liked.findByRole('alert')
    expect(failed).toHaveTextContent('This didn’t load')
    expect(failed).toHaveTextContent('Error fetching user activities: Internal Server Error - Try again later.')
    expect(jargonIn()).toBeNull()
    fail = false
    await userEvent.click(liked.getByRole('button', { name: 'Try again' }))
    expect(await liked.findByRole('link', { name: 'Jollof Republic' })).toBeInTheDocument()
  })

  it("a failed read beside the saved copy still says SPEC's 'Error fetching user activities'", async () => {
    const { store } = await renderSignedIn(
      <AccountPage />,
      byPath({ [PATHS.activities]: () => json({}, 500), ...stores, ...orders([]) }),
    )
    act(() => store.set(userActivitiesAtom, withLikes))
    const liked = section('Liked stores and deals')
    expect(await liked.findByRole('link', { name: 'Jollof Republic' })).toBeInTheDocument()
    expect(await liked.findByText(/Error fetching user activities: Internal Server Error/)).toBeInTheDocument()
  })

  it('offline: shows the copy saved on this phone, and says so', async () => {
    const { store } = await renderSignedIn(
      <AccountPage />,
      byPath({ [PATHS.activities]: () => offline(), ...stores, ...orders([]) }),
    )
    act(() => store.set(userActivitiesAtom, withLikes))
    const liked = section('Liked stores and deals')
    expect(await liked.findByText(/Showing what was saved on this phone/)).toBeInTheDocument()
    expect(await liked.findByRole('link', { name: 'Jollof Republic' })).toBeInTheDocument()
  })
})

describe('My orders and vouchers', () => {
  it("lists a paid coupon's code with its store, and sums up the orders", async () => {
    await renderSignedIn(
      <AccountPage />,
      byPath({
        [PATHS.activities]: () => json(userActivities({ id: 7 })),
        ...orders([
          paidCoupon('GIDI-7Q2K'),
          { ...paidCoupon('GIDI-OPEN', 'pending'), created_at: '2026-11-20T10:00:00Z' },
        ]),
      }),
    )
    const vouchers = section('Vouchers')
    expect(await vouchers.findByText('GIDI-7Q2K')).toBeInTheDocument()
    // Not paid yet: its code is no voucher.
    expect(vouchers.queryByText('GIDI-OPEN')).toBeNull()
    expect(vouchers.getAllByRole('listitem')).toHaveLength(1)
    expect(vouchers.getByRole('link', { name: 'Jollof Republic' })).toHaveAttribute(
      'href',
      '/store-front-details/jollof-republic',
    )
    const summary = section('My orders')
    expect(summary.getByText(/2 orders\. Latest: Jollof Republic, ₦3,300, paid\./)).toBeInTheDocument()
    expect(summary.getByRole('link', { name: 'See my orders' })).toHaveAttribute('href', '/orders')
  })

  it('no paid coupon: says how to get a voucher', async () => {
    await renderSignedIn(
      <AccountPage />,
      byPath({ [PATHS.activities]: () => json(userActivities({ id: 7 })), ...orders([paidCoupon(null, 'pending')]) }),
    )
    expect(await section('Vouchers').findByText('No vouchers yet')).toBeInTheDocument()
  })

  it("a failed read shows SPEC's words with a retry", async () => {
    await renderSignedIn(
      <AccountPage />,
      byPath({ [PATHS.activities]: () => json(userActivities({ id: 7 })), [PATHS.myOrders]: () => json({}, 500) }),
    )
    expect(await section('Vouchers').findByRole('alert')).toHaveTextContent('Internal Server Error - Try again later.')
    expect(section('Vouchers').getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})
