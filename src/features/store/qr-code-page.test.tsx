import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '@/test/render-with-router'
import { json, offline, stubFetch, type SentRequest } from '@/test/stub-fetch'
import { QrCodePage } from './qr-code-page'

const storeRef = { id: 3, name_of_business: 'Suya Spot Lekki', slug: 'suya-spot-lekki', logo: '/beta/media/logo/s.svg' }
const content = {
  ...storeRef,
  address: 'Admiralty Way, Lekki Phase 1',
  menu_items: [{ id: 11, kind: 'menu', name: 'Beef suya', price: 2500, discounted_price: null }],
  coupons: [{ id: 12, kind: 'coupon', title: 'Free pepper sauce', code: 'SUYA5' }],
  discounts: [],
}

afterEach(() => vi.unstubAllGlobals())

/** The store search knows the slug; `listing` answers the API's QR listing by id (docs/api.md#discovery). */
const server =
  (listing: () => Response) =>
  (request: SentRequest): Response =>
    request.path.startsWith('/beta/api/search-store/') ? json({ data: { results: [storeRef] } }) : listing()

const renderPage = (slug = 'suya-spot-lekki') =>
  renderWithRouter(<QrCodePage slug={slug} />, { path: `/qr-code/${slug}` })

describe('QrCodePage', () => {
  it("lists the store's menu and deals behind its QR code", async () => {
    const sent = stubFetch(server(() => json({ status: 'success', data: content })))
    await renderPage()
    expect(screen.getByText('Loading the store…')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 1, name: 'Suya Spot Lekki' })).toBeInTheDocument()
    // The API's listing takes the store's id (docs/api.md#discovery): the slug is resolved through the store search
    // first.
    expect(sent.map((request) => request.path)).toEqual([
      '/beta/api/search-store/suya-spot-lekki',
      '/beta/gidideals/qr-code/list-all-content-to-users/3',
    ])
    expect(screen.getByRole('img', { name: 'Suya Spot Lekki logo' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See the full store front' })).toHaveAttribute(
      'href',
      '/store-front-details/suya-spot-lekki',
    )
    const menu = screen.getByRole('region', { name: 'Menu' })
    await userEvent.click(within(menu).getByRole('button', { name: /add to cart — beef suya/i }))
    expect(within(menu).getByRole('group', { name: 'Beef suya in your cart' })).toHaveTextContent('1 in your cart')
    expect(screen.getByRole('link', { name: /free pepper sauce/i })).toHaveAttribute('href', '/coupon-detail/12')
  })

  it('says what to try when the store has nothing listed yet', async () => {
    stubFetch(
      server(() => json({ status: 'success', data: { ...storeRef, menu_items: [], coupons: [], discounts: [] } })),
    )
    await renderPage()
    expect(await screen.findByText('No menu items yet')).toBeInTheDocument()
    expect(screen.getByText('No coupons or discounts right now')).toBeInTheDocument()
  })

  it('tells an unknown store apart from a failure, which can be retried', async () => {
    const sent = stubFetch(() => json({ data: { results: [] } }))
    await renderPage('gone')
    expect(await screen.findByText('The requested resource was not found.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See stores near me' })).toBeInTheDocument()
    // No id, no listing to ask for.
    expect(sent.map((request) => request.path)).toEqual(['/beta/api/search-store/gone'])
  })

  it('says not found when the store is gone from the listing', async () => {
    stubFetch(server(() => json({ message: 'The requested resource was not found.' }, 404)))
    await renderPage()
    expect(await screen.findByText('The requested resource was not found.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See stores near me' })).toBeInTheDocument()
  })

  it('scanned with no network, says at once the store is not saved on this phone, and loads it on Try again', async () => {
    let online = false
    stubFetch((request) => (online ? server(() => json({ status: 'success', data: content }))(request) : offline()))
    await renderPage()
    expect(await screen.findByText('This store isn’t saved on this phone yet.')).toBeInTheDocument()
    expect(screen.queryByText('Loading the store…')).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    online = true
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Suya Spot Lekki' })).toBeInTheDocument()
    expect(screen.queryByText('This store isn’t saved on this phone yet.')).toBeNull()
  })

  it('shows the failure with a retry', async () => {
    let answer = json({ status: 'error' })
    stubFetch(server(() => answer))
    await renderPage()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Error fetching the QR code content')
    answer = json({ status: 'success', data: content })
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Suya Spot Lekki' })).toBeInTheDocument()
  })

  it("shows the store search's failure before the listing is asked for, and Try again searches again", async () => {
    let searchFails = true
    const sent = stubFetch((request) =>
      searchFails && request.path.startsWith('/beta/api/search-store/')
        ? json({ message: 'Internal Server Error' }, 500)
        : server(() => json({ status: 'success', data: content }))(request),
    )
    await renderPage()
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 })
    expect(screen.getByRole('heading', { level: 1, name: 'Store QR listing' })).toBeInTheDocument()
    expect(sent.some((request) => request.path.includes('/qr-code/'))).toBe(false)
    searchFails = false
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Suya Spot Lekki' })).toBeInTheDocument()
  })
})
