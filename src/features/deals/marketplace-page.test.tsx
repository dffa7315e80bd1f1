import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Advert, DealItem } from '@contract/records'
import { renderWithRouter } from '@/test/render-with-router'
import { jargonIn } from '@/test/plain-words'
import { json, offline, stubFetch, type SentRequest } from '@/test/stub-fetch'
import { setDataSaverChoice } from '@/lib/browser/data-saver'
import { MarketplacePage } from './marketplace-page'

afterEach(() => vi.unstubAllGlobals())

const store = { id: 16, name_of_business: 'Jollof Republic', slug: 'jollof-republic', logo: '/beta/media/logo/j.svg' }

function deal(id: number, kind: DealItem['kind'], title: string): DealItem {
  return {
    id,
    kind,
    title,
    image: `/beta/media/item/${id}.svg`,
    price: 3500,
    discounted_price: 2800,
    percentage: 20,
    saving: 700,
    valid_until: '2026-12-06',
    store,
  }
}

const lists: Record<string, unknown[]> = {
  // A provider may still write the kind into the title: the cards show the product alone.
  '/beta/api/marketplace-discount-view-aws': [deal(8, 'marketplace', 'Marketplace deal: Small chops tray')],
  '/beta/api/discount/hot-deals-aws': [deal(7, 'discount', 'Suya platter: 15% off')],
  '/beta/api/coupon/hot-deals-aws': [deal(6, 'coupon', '20% off Jollof rice')],
  '/beta/featured-read-only-api/hot-deals': [deal(205, 'featured', 'Featured: Beef suya')],
  '/beta/advertise/adverts-list': [
    {
      id: 1,
      title: 'Jollof Republic: new in Ikeja',
      image: '/beta/media/cover/j.svg',
      link: '/store-front-details/jollof-republic',
      store,
    },
    { id: 2, title: 'Lagos Threads sale', image: '/beta/media/cover/l.svg', link: 'https://threads.example.ng/sale' },
    { id: 3, title: 'Sneaky', image: '/beta/media/cover/s.svg', link: 'javascript:alert(1)' },
  ] satisfies Advert[],
}

const answerAll = (request: SentRequest) => json({ data: { results: lists[request.path] ?? [] } })

describe('MarketplacePage', () => {
  it('shows marketplace discounts opening their offer pages, hot discounts first, and adverts', async () => {
    const sent = stubFetch(answerAll)
    await renderWithRouter(<MarketplacePage />, { route: '/marketplace' })

    const offer = await screen.findByRole('link', { name: 'Small chops tray' })
    expect(offer).toHaveAttribute('href', '/discount-offer-detail/8')
    const panel = screen.getByRole('tabpanel', { name: 'Discounts' })
    expect(await within(panel).findByRole('link', { name: 'Suya platter: 15% off' })).toHaveAttribute(
      'href',
      '/discount-detail/7',
    )
    // Only the open tab is fetched: mobile data costs money.
    expect(sent.map((request) => request.path)).not.toContain('/beta/api/coupon/hot-deals-aws')

    const adverts = screen.getByRole('region', { name: 'From our partners' })
    expect(await within(adverts).findByRole('link', { name: /Jollof Republic: new in Ikeja/ })).toHaveAttribute(
      'href',
      '/store-front-details/jollof-republic',
    )
    const external = within(adverts).getByRole('link', { name: /Lagos Threads sale/ })
    expect(external).toHaveAttribute('href', 'https://threads.example.ng/sale')
    expect(external).toHaveAttribute('target', '_blank')
    expect(external).toHaveAttribute('rel', 'noopener noreferrer')
    expect(within(adverts).getByText('Sneaky').closest('a')).toBeNull()
  })

  it('with the data saver on, shows the adverts without their pictures (a card that is all link has no room for a tap-to-load button)', async () => {
    setDataSaverChoice('on')
    try {
      stubFetch(answerAll)
      await renderWithRouter(<MarketplacePage />, { route: '/marketplace' })
      const adverts = screen.getByRole('region', { name: 'From our partners' })
      expect(await within(adverts).findByRole('link', { name: /Jollof Republic: new in Ikeja/ })).toBeInTheDocument()
      expect(adverts.querySelectorAll('img')).toHaveLength(0)
      // Turned off, the pictures come at once.
      act(() => setDataSaverChoice('off'))
      expect(adverts.querySelectorAll('img').length).toBeGreaterThan(0)
    } finally {
      setDataSaverChoice('auto')
    }
  })

  it('moves between hot-deal tabs with the arrow keys, Home and End, and keeps the tab in the URL', async () => {
    const sent = stubFetch(answerAll)
    const { router } = await renderWithRouter(<MarketplacePage />, { route: '/marketplace' })
    const discounts = screen.getByRole('tab', { name: 'Discounts' })
    expect(discounts).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'Coupons' })).toHaveAttribute('tabindex', '-1')

    // "Change area", then the marketplace discount's link come first in the tab order, then the selected tab.
    await screen.findByRole('link', { name: 'Small chops tray' })
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Change area' })).toHaveFocus()
    await userEvent.tab()
    await userEvent.tab()
    expect(discounts).toHaveFocus()

    await userEvent.keyboard('{ArrowRight}')
    const coupons = screen.getByRole('tab', { name: 'Coupons' })
    expect(coupons).toHaveFocus()
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'coupon' }))
    expect(coupons).toHaveAttribute('aria-selected', 'true')
    expect(coupons).toHaveAttribute('tabindex', '0')
    const panel = screen.getByRole('tabpanel', { name: 'Coupons' })
    expect(coupons).toHaveAttribute('aria-controls', panel.id)
    expect(await within(panel).findByRole('link', { name: '20% off Jollof rice' })).toHaveAttribute(
      'href',
      '/coupon-detail/6',
    )
    expect(sent.some((request) => request.path === '/beta/api/coupon/hot-deals-aws')).toBe(true)

    await userEvent.keyboard('{End}')
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'featured' }))
    expect(screen.getByRole('tab', { name: 'Featured' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'discount' }))
    expect(discounts).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}')
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'featured' }))
    await userEvent.keyboard('{Home}')
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'discount' }))

    await userEvent.click(screen.getByRole('tab', { name: 'Coupons' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'coupon' }))
  })

  it('opens the tab the URL names', async () => {
    stubFetch(answerAll)
    await renderWithRouter(<MarketplacePage />, { route: '/marketplace', path: '/marketplace?tab=featured' })
    expect(screen.getByRole('tab', { name: 'Featured' })).toHaveAttribute('aria-selected', 'true')
    const panel = screen.getByRole('tabpanel', { name: 'Featured' })
    expect(await within(panel).findByRole('link', { name: 'Beef suya' })).toHaveAttribute(
      'href',
      '/featured-detail/205',
    )
  })

  it('opens the discounts tab when the URL names a tab there is not', async () => {
    stubFetch(answerAll)
    await renderWithRouter(<MarketplacePage />, { route: '/marketplace', path: '/marketplace?tab=menu' })
    expect(screen.getByRole('tab', { name: 'Discounts' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'Discounts' })).toBeInTheDocument()
  })

  it('gives each section its own states: skeleton, empty with a hint, error with a retry that works', async () => {
    let advertsUp = false
    stubFetch((request) => {
      if (request.path === '/beta/advertise/adverts-list')
        return advertsUp ? answerAll(request) : json({ message: 'boom' }, 500)
      if (request.path === '/beta/api/marketplace-discount-view-aws') return json({ data: { results: [] } })
      return answerAll(request)
    })
    await renderWithRouter(<MarketplacePage />, { route: '/marketplace' })
    expect(screen.getAllByText(/Loading/).length).toBeGreaterThan(0)

    expect(await screen.findByText('No marketplace discounts right now')).toBeInTheDocument()
    const adverts = screen.getByRole('region', { name: 'From our partners' })
    const failed = await within(adverts).findByRole('alert')
    expect(failed).toHaveTextContent('This didn’t load')
    expect(failed).toHaveTextContent('Error fetching adverts: Internal Server Error - Try again later.')
    expect(jargonIn()).toBeNull()
    advertsUp = true
    await userEvent.click(within(adverts).getByRole('button', { name: 'Try again' }))
    expect(await within(adverts).findByRole('link', { name: /Jollof Republic: new in Ikeja/ })).toBeInTheDocument()
  })

  it('shows marketplace discounts a few at a time', async () => {
    const many = Array.from({ length: 8 }, (_, index) => deal(100 + index, 'marketplace', `Offer ${index + 1}`))
    stubFetch((request) =>
      request.path === '/beta/api/marketplace-discount-view-aws'
        ? json({ data: { results: many } })
        : answerAll(request),
    )
    await renderWithRouter(<MarketplacePage />, { route: '/marketplace' })
    const section = screen.getByRole('region', { name: 'Marketplace discounts' })
    await within(section).findByRole('link', { name: 'Offer 1' })
    expect(within(section).getAllByRole('link')).toHaveLength(6)
    await userEvent.click(within(section).getByRole('button', { name: 'Show more discounts' }))
    expect(within(section).getAllByRole('link')).toHaveLength(8)
    expect(within(section).queryByRole('button', { name: 'Show more discounts' })).not.toBeInTheDocument()
  })

  it('keeps showing saved deals with a notice when the network stops answering', async () => {
    let online = true
    stubFetch((request) => (online ? answerAll(request) : offline()))
    const { queryClient } = await renderWithRouter(<MarketplacePage />, { route: '/marketplace' })
    await screen.findByRole('link', { name: 'Small chops tray' })
    online = false
    await queryClient.refetchQueries()
    const section = screen.getByRole('region', { name: 'Marketplace discounts' })
    expect(await within(section).findByRole('status')).toHaveTextContent(/You are offline — showing what was saved/)
    expect(within(section).getByRole('link', { name: 'Small chops tray' })).toBeInTheDocument()
  })
})
