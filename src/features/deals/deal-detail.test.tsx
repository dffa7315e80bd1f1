import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DealItem } from '@contract/records'
import { markAppReady } from '@/lib/lifecycle/app-ready'
import { renderWithRouter } from '@/test/render-with-router'
import { json, offline, stubFetch, type SentRequest } from '@/test/stub-fetch'
import { CouponDetailPage } from './coupon-detail-page'
import { DiscountOfferDetailPage } from './discount-offer-detail-page'
import { MenuItemDetailPage } from './menu-item-detail-page'

// Views and visits are recorded once the first screen is done (src/lib/lifecycle/app-ready.ts).
beforeAll(() => markAppReady())
afterEach(() => vi.unstubAllGlobals())

const store = { id: 16, name_of_business: 'Jollof Republic', slug: 'jollof-republic', logo: '/beta/media/logo/j.svg' }

const coupon: DealItem = {
  id: 41,
  kind: 'coupon',
  title: '20% off Jollof rice with fried chicken',
  description: 'Party pack for two.',
  image: '/beta/media/item/jollof.svg',
  price: 3500,
  discounted_price: 2800,
  percentage: 20,
  saving: 700,
  code: 'GIDIJOLLO20',
  valid_from: '2026-11-19',
  valid_until: '2099-12-06',
  likes_count: 12,
  rating: 4.5,
  rating_count: 2,
  store,
}

const menuItem: DealItem = {
  id: 2,
  kind: 'menu',
  title: 'Pepper soup',
  description: 'Goat meat pepper soup.',
  image: '/beta/media/item/pepper-soup.svg',
  price: 2500,
  discounted_price: null,
  store,
}

const isView = (request: SentRequest) => request.method === 'POST' && request.path.endsWith('/record-interaction')

describe('deal detail pages', () => {
  it('shows a coupon: title, store, validity, price and saving in naira, and records one view', async () => {
    const sent = stubFetch((request) => (isView(request) ? json({ id: 1 }, 201) : json({ data: { results: coupon } })))
    await renderWithRouter(<CouponDetailPage couponId="41" />, { path: '/coupon-detail/41' })

    expect(await screen.findByRole('heading', { level: 1, name: coupon.title! })).toBeInTheDocument()
    expect(sent[0]?.path).toBe('/beta/api/coupon-items-single-id-aws/41')
    expect(screen.getByRole('img', { name: coupon.title! })).toHaveAttribute('width', '640')
    expect(screen.getByRole('link', { name: 'Jollof Republic' })).toHaveAttribute(
      'href',
      '/store-front-details/jollof-republic',
    )
    expect(screen.getByText('19 Nov 2026')).toHaveAttribute('datetime', '2026-11-19')
    expect(screen.getByText('6 Dec 2099')).toBeInTheDocument()
    expect(screen.getByText('₦2,800')).toBeInTheDocument()
    expect(screen.getByText('You save ₦700 (20% off)')).toBeInTheDocument()
    // Add to cart right under the price, ahead of the dates and the how-to (a phone's first screen).
    const add = screen.getByRole('button', { name: /^Add to cart/ })
    expect(
      screen.getByText('You save ₦700 (20% off)').compareDocumentPosition(add) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
    expect(add.compareDocumentPosition(screen.getByText('19 Nov 2026')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(screen.getByText(coupon.description!)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Like/ })).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByRole('group', { name: `Your rating for ${coupon.title}` })).toBeInTheDocument()

    await waitFor(() => expect(sent.filter(isView)).toHaveLength(1))
    expect(sent.find(isView)).toMatchObject({
      path: '/beta/api/coupon/record-interaction',
      body: { item_id: 41, interaction_type: 'view' },
    })
  })

  it('a coupon tells the truth about its code: bought here, printed on the paid order, no checkout field', async () => {
    stubFetch((request) => (isView(request) ? json({ id: 1 }, 201) : json({ data: { results: coupon } })))
    await renderWithRouter(<CouponDetailPage couponId="41" />, { path: '/coupon-detail/41' })
    await screen.findByRole('heading', { level: 1, name: coupon.title! })
    expect(
      screen.getByText('Buy it here at ₦2,800. Your coupon code comes with your paid order: show it at the store.'),
    ).toBeInTheDocument()
    // The code itself is the voucher: shown only on the order that paid for it.
    expect(screen.queryByText('GIDIJOLLO20')).not.toBeInTheDocument()
    expect(screen.queryByText(/code at checkout/i)).not.toBeInTheDocument()
  })

  it('shares the link by copying it where there is no share sheet', async () => {
    const sent = stubFetch((request) => (isView(request) ? json({ id: 1 }, 201) : json({ data: { results: coupon } })))
    await renderWithRouter(<CouponDetailPage couponId="41" />, { path: '/coupon-detail/41' })
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }))
    expect(await screen.findByText('Link copied')).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe(window.location.href)
    await waitFor(() =>
      expect(sent.filter(isView).map((request) => request.body)).toContainEqual({
        item_id: 41,
        interaction_type: 'share',
      }),
    )
  })

  it('asks a signed-out shopper to log in when they press Like, once however often they press', async () => {
    const sent = stubFetch((request) => (isView(request) ? json({ id: 1 }, 201) : json({ data: { results: coupon } })))
    await renderWithRouter(<CouponDetailPage couponId="41" />, { path: '/coupon-detail/41' })
    const like = await screen.findByRole('button', { name: /Like/ })
    await userEvent.click(like)
    await userEvent.click(like)
    const prompt = screen.getByRole('group', { name: 'Log in to like this coupon' })
    expect(prompt).toHaveFocus()
    expect(within(prompt).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/login\?redirect=.*coupon-detail.*41/),
    )
    expect(within(prompt).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/signup\?redirect=.*coupon-detail.*41/),
    )
    // Rating next replaces the prompt's words: still one prompt, and no validation text.
    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }))
    expect(screen.getAllByRole('group', { name: /^Log in to / })).toHaveLength(1)
    expect(screen.getByRole('group', { name: 'Log in to rate this coupon' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: '4 stars' })).not.toBeChecked()
    expect(screen.queryByText('User is required.')).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(sent.filter((request) => /like|rating/.test(request.path))).toEqual([])
  })

  it('a bad id shows the not-found state without asking the server', async () => {
    const sent = stubFetch(() => json({ data: { results: coupon } }))
    await renderWithRouter(<CouponDetailPage couponId="abc" />, { path: '/coupon-detail/abc' })
    expect(screen.getByText('The requested resource was not found.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See more coupons' })).toHaveAttribute('href', '/marketplace?tab=coupon')
    for (const id of ['0', '-3', '1.5', '9999999999999999999']) {
      await renderWithRouter(<CouponDetailPage couponId={id} />, { path: `/coupon-detail/${id}` })
    }
    expect(screen.getAllByText('The requested resource was not found.')).toHaveLength(5)
    expect(sent).toEqual([])
  })

  it('an unknown id shows the not-found state after one request, and records no view', async () => {
    const sent = stubFetch(() => json({ message: 'The requested resource was not found.' }, 404))
    await renderWithRouter(<CouponDetailPage couponId="999" />, { path: '/coupon-detail/999' })
    expect(await screen.findByText('The requested resource was not found.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Coupon not found')
    expect(sent).toHaveLength(1)
  })

  it('shows a skeleton, then an error with a retry that works', async () => {
    let up = false
    stubFetch((request) => {
      if (isView(request)) return json({ id: 1 }, 201)
      return up ? json({ data: { results: coupon } }) : offline()
    })
    await renderWithRouter(<CouponDetailPage couponId="41" />, { path: '/coupon-detail/41' })
    expect(screen.getByText('Loading coupon…')).toBeInTheDocument()
    expect(await screen.findByRole('alert')).toHaveTextContent('Error getting the coupon by ID: Nothing came through.')
    up = true
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 1, name: coupon.title! })).toBeInTheDocument()
  })

  it('keeps a loaded deal on screen with the saved-data notice when the network drops', async () => {
    let up = true
    stubFetch((request) => {
      if (isView(request)) return json({ id: 1 }, 201)
      return up ? json({ data: { results: coupon } }) : offline()
    })
    const { queryClient } = await renderWithRouter(<CouponDetailPage couponId="41" />, { path: '/coupon-detail/41' })
    await screen.findByRole('heading', { level: 1, name: coupon.title! })
    up = false
    await queryClient.refetchQueries()
    expect(await screen.findByText(/You are offline — showing what was saved/)).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: coupon.title! })).toBeInTheDocument()
  })

  it('a menu item can go in the cart but not be liked or rated', async () => {
    const sent = stubFetch((request) =>
      isView(request) ? json({ id: 1 }, 201) : json({ data: { results: menuItem } }),
    )
    await renderWithRouter(<MenuItemDetailPage itemId="2" />, { path: '/menu-item-detail/2' })
    await screen.findByRole('heading', { level: 1, name: 'Pepper soup' })
    expect(screen.queryByRole('button', { name: /Like/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('group', { name: /Your rating/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Copy code' })).not.toBeInTheDocument()
    expect(screen.getByText('₦2,500')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: /Add to cart/ }))
    expect(await screen.findByText(/1 in your cart/)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: /Add one more/ }))
    expect(await screen.findByText(/2 in your cart/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart')
    await waitFor(() => expect(sent.find(isView)).toMatchObject({ path: '/beta/api/menu_item/record-interaction' }))
  })

  it('a marketplace offer records no view: the API has no recorder for it', async () => {
    const offer: DealItem = {
      ...coupon,
      id: 8,
      kind: 'marketplace',
      code: null,
      title: 'Marketplace deal: Small chops',
    }
    const sent = stubFetch(() => json({ data: { results: offer } }))
    await renderWithRouter(<DiscountOfferDetailPage discountOfferId="8" />, { path: '/discount-offer-detail/8' })
    // The kind in front of the title is dropped: the page says what kind of deal it is.
    await screen.findByRole('heading', { level: 1, name: 'Small chops' })
    expect(screen.queryByRole('button', { name: /Like/ })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Add to cart/ })).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(sent.map((request) => request.path)).toEqual(['/beta/api/marketplace-discount-view-single-id-aws/8'])
  })

  it('a failing view record never disturbs the page', async () => {
    stubFetch((request) => (isView(request) ? offline() : json({ data: { results: coupon } })))
    await renderWithRouter(<CouponDetailPage couponId="41" />, { path: '/coupon-detail/41' })
    await screen.findByRole('heading', { level: 1, name: coupon.title! })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
