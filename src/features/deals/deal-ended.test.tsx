import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DealItem } from '@contract/records'
import { cartAtom } from '@/stores/cart/cart-atom'
import { markAppReady } from '@/lib/lifecycle/app-ready'
import { renderWithRouter } from '@/test/render-with-router'
import { json, stubFetch, type SentRequest } from '@/test/stub-fetch'
import { CouponDetailPage } from './coupon-detail-page'
import { DiscountDetailPage } from './discount-detail-page'
import { MenuItemDetailPage } from './menu-item-detail-page'

// A deal page on a day the deal does not run: the page reads the clock the server sells by
// (Lagos calendar days), so an ended deal is never offered at its discount.

beforeAll(() => markAppReady())
// Lagos, 26 Nov 2026, 10:00; only Date is faked, so the page's own timers still run.
beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-26T09:00:00Z'), toFake: ['Date'] }))
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const store = { id: 7, name_of_business: 'Suya Spot', slug: 'suya-spot', logo: '/beta/media/logo/s.svg' }

const coupon: DealItem = {
  id: 88,
  kind: 'coupon',
  title: 'Beef suya (large)',
  image: '/beta/media/item/beef-suya.svg',
  price: 2500,
  discounted_price: 2000,
  percentage: 20,
  saving: 500,
  valid_from: '2026-11-01',
  valid_until: '2026-11-19',
  store,
  menu_item: 12,
}

const isView = (request: SentRequest) => request.path.endsWith('/record-interaction')
const serve = (item: DealItem) =>
  stubFetch((request) => (isView(request) ? json({ id: 1 }, 201) : json({ data: { results: item } })))

describe('a deal page once the deal is over', () => {
  it('says when it ended, shows no saving, and adds the dish at its menu price', async () => {
    serve(coupon)
    const { store: state } = await renderWithRouter(<CouponDetailPage couponId="88" />, { path: '/coupon-detail/88' })
    await screen.findByRole('heading', { level: 1, name: 'Beef suya (large)' })

    expect(screen.getByText(/This deal ended on/)).toHaveTextContent('This deal ended on 19 Nov 2026')
    expect(screen.queryByText(/You save/)).not.toBeInTheDocument()
    expect(screen.queryByText('₦2,000')).not.toBeInTheDocument()
    expect(document.querySelector('s')).toBeNull()
    expect(screen.queryByRole('link', { name: 'Gift this deal' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See Suya Spot’s current deals' })).toHaveAttribute(
      'href',
      '/store-front-details/suya-spot#store-deals',
    )

    await userEvent.click(screen.getByRole('button', { name: 'Add at the menu price ₦2,500 — Beef suya (large)' }))
    // The menu's own line for the dish, at the menu price: the cart labels it "menu".
    expect(state.get(cartAtom)).toEqual([
      expect.objectContaining({ id: 12, kind: 'menu', price: 2500, discounted_price: null, quantity: 1 }),
    ])
    expect(await screen.findByText(/1 in your cart/)).toBeInTheDocument()
  })

  it('without a menu item, adds the deal itself at its full price; without any price, offers nothing', async () => {
    serve({ ...coupon, kind: 'discount', menu_item: null })
    const first = await renderWithRouter(<DiscountDetailPage discountId="88" />, { path: '/discount-detail/88' })
    await userEvent.click(await screen.findByRole('button', { name: /^Add at the menu price ₦2,500/ }))
    expect(first.store.get(cartAtom)).toEqual([
      expect.objectContaining({ id: 88, kind: 'discount', price: 2500, discounted_price: null }),
    ])
    first.unmount()

    serve({ ...coupon, price: undefined, menu_item: null })
    await renderWithRouter(<CouponDetailPage couponId="88" />, { path: '/coupon-detail/88' })
    await screen.findByText(/This deal ended on/)
    expect(screen.queryByRole('button', { name: /Add/ })).not.toBeInTheDocument()
  })

  it('a deal that has not started says when it starts and sells at the menu price until then', async () => {
    serve({ ...coupon, valid_from: '2026-12-01', valid_until: '2026-12-20' })
    await renderWithRouter(<CouponDetailPage couponId="88" />, { path: '/coupon-detail/88' })
    expect(await screen.findByText(/This deal starts on/)).toHaveTextContent('This deal starts on 1 Dec 2026')
    expect(screen.getByText(/From then it is/)).toHaveTextContent(
      'From then it is ₦2,000 (20% off), until 20 Dec 2026.',
    )
    expect(screen.queryByText(/You save/)).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^Add at the menu price ₦2,500/ })).toBeInTheDocument()
  })

  it('on its last day it still runs: the saving, the dish it is for, and the deal line in the cart', async () => {
    serve({ ...coupon, valid_until: '2026-11-26' })
    const { store: state } = await renderWithRouter(<CouponDetailPage couponId="88" />, { path: '/coupon-detail/88' })
    expect(await screen.findByText('You save ₦500 (20% off)')).toBeInTheDocument()
    expect(screen.queryByText(/This deal ended/)).not.toBeInTheDocument()
    const dish = screen.getByText(/on the menu/).closest('p')!
    expect(within(dish).getByRole('link', { name: 'Beef suya (large)' })).toHaveAttribute(
      'href',
      '/menu-item-detail/12',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart — Beef suya (large)' }))
    expect(state.get(cartAtom)).toEqual([
      expect.objectContaining({ id: 88, kind: 'coupon', discounted_price: 2000, menu_item: 12 }),
    ])
  })
})

describe('a menu item page whose dish has a deal today', () => {
  it('shows the deal and offers it first, with the menu price as the second choice', async () => {
    serve({
      id: 12,
      kind: 'menu',
      title: 'Beef suya (large)',
      price: 2500,
      discounted_price: null,
      store,
      deal: { id: 88, kind: 'coupon', discounted_price: 2000, percentage: 20 },
    })
    const { store: state } = await renderWithRouter(<MenuItemDetailPage itemId="12" />, {
      path: '/menu-item-detail/12',
    })
    const offer = await screen.findByRole('link', { name: /with a coupon/ })
    expect(offer).toHaveTextContent('₦2,000 with a coupon · 20% off')
    expect(offer).toHaveAttribute('href', '/coupon-detail/88')
    await userEvent.click(screen.getByRole('button', { name: 'Add with the coupon · ₦2,000 — Beef suya (large)' }))
    await userEvent.click(screen.getByRole('button', { name: 'Add at the menu price ₦2,500 — Beef suya (large)' }))
    expect(state.get(cartAtom)).toEqual([
      expect.objectContaining({ id: 88, kind: 'coupon', discounted_price: 2000, quantity: 1 }),
      expect.objectContaining({ id: 12, kind: 'menu', price: 2500, quantity: 1 }),
    ])
  })
})
