import { screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { markAppReady } from '@/lib/lifecycle/app-ready'
import { renderWithRouter } from '@/test/render-with-router'
import { json } from '@/test/stub-fetch'
import { HomePage } from './home-page'
import { SERVED_AREA_NAMES } from '@contract/areas'

// The app has shown its first screen: the sections below it ask for their data too.
beforeAll(() => markAppReady())

const storeRef = {
  id: 16,
  name_of_business: 'Jollof Republic',
  slug: 'jollof-republic',
  logo: '/beta/media/logo/j.svg',
}
const deal = (id: number, kind: string, title: string) => ({
  id,
  kind,
  title,
  image: `/beta/media/item/${id}.svg`,
  price: 3500,
  discounted_price: 2800,
  percentage: 20,
  saving: 700,
  store: storeRef,
})
const stores = Array.from({ length: 8 }, (_, index) => ({
  id: index + 1,
  name_of_business: `Store ${index + 1}`,
  slug: `store-${index + 1}`,
  logo: `/beta/media/logo/${index + 1}.svg`,
  place_type: 'Restaurant',
  rating: 4,
  distance_km: index / 10,
}))

function stubApi(overrides: Record<string, () => Response> = {}) {
  const answers: Record<string, () => Response> = {
    '/api/discount/hot-deals-aws': () => json({ data: { results: [deal(20, 'discount', 'Mama Gold rice: 40% off')] } }),
    '/api/coupon/hot-deals-aws': () => json({ data: { results: [deal(41, 'coupon', '20% off Jollof rice')] } }),
    '/featured-read-only-api/hot-deals': () =>
      json({ data: { results: [deal(283, 'featured', 'Featured: Ewa agoyin')] } }),
    '/featured-read-only-api/featured-items': () =>
      json({ data: { results: [deal(205, 'featured', 'Featured: Suya')] } }),
    '/advertise/adverts-list': () =>
      json({
        data: {
          results: [
            { id: 1, title: 'New in Ikeja', image: '/a.svg', link: '/store-front-details/jollof-republic' },
            { id: 2, title: 'Big sale', image: '/b.svg', link: 'https://example.com/sale' },
            { id: 3, title: 'Sneaky', image: '/c.svg', link: 'javascript:alert(1)' },
          ],
        },
      }),
    '/api/nearme-aws': () => json({ data: { results: stores, count: 8, page: 1, page_size: 20, next_page: null } }),
    ...overrides,
  }
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const path = new URL(href, 'http://localhost').pathname.replace(/^\/beta/, '')
    return answers[path]?.() ?? json({ message: 'The requested resource was not found.' }, 404)
  })
}

afterEach(() => vi.unstubAllGlobals())

// Each section renders an answer in a transition (deal-row.tsx), in slices between other work,
// restarted when another section's answer lands: on a loaded machine jsdom can take more than
// findBy's default second to finish it.
const rendered = { timeout: 5000 }

describe('home page', () => {
  it('links hot deals to their detail pages with the naira price and saving', async () => {
    stubApi()
    await renderWithRouter(<HomePage />)
    expect(await screen.findByRole('link', { name: 'Mama Gold rice: 40% off' }, rendered)).toHaveAttribute(
      'href',
      '/discount-detail/20',
    )
    expect(await screen.findByRole('link', { name: '20% off Jollof rice' }, rendered)).toHaveAttribute(
      'href',
      '/coupon-detail/41',
    )
    // "Featured: " in a title is the badge's job: the card names the product.
    const featured = await screen.findByRole('link', { name: 'Ewa agoyin' }, rendered)
    expect(featured).toHaveAttribute('href', '/featured-detail/283')
    const card = featured.closest('article')!
    expect(card).toHaveTextContent('₦2,800')
    expect(card).toHaveTextContent('You save ₦700')
  })

  it('previews six nearby stores with a way to see them all', async () => {
    stubApi()
    await renderWithRouter(<HomePage />)
    const section = screen.getByRole('region', { name: 'Stores near you' })
    await within(section).findByRole('link', { name: 'Store 1' }, rendered)
    expect(within(section).getAllByRole('listitem')).toHaveLength(6)
    expect(within(section).getByRole('link', { name: 'See all near me' })).toHaveAttribute('href', '/near-me')
  })

  it('opens adverts in the app or, for other sites, in a new tab without access to this page', async () => {
    stubApi()
    await renderWithRouter(<HomePage />)
    expect(await screen.findByRole('link', { name: 'New in Ikeja' }, rendered)).toHaveAttribute(
      'href',
      '/store-front-details/jollof-republic',
    )
    const external = screen.getByRole('link', { name: /Big sale/ })
    expect(external).toHaveAttribute('target', '_blank')
    expect(external).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByText('Sneaky').closest('a')).toBeNull()
  })

  it("follows the marketplace's advert rule: an advert without a usable link opens its store", async () => {
    const store = { id: 7, name_of_business: 'Suya Spot', slug: 'suya-spot', logo: '/s.svg' }
    stubApi({
      '/advertise/adverts-list': () =>
        json({
          data: {
            results: [
              { id: 4, title: 'Suya night', image: '/d.svg', link: '', store },
              { id: 5, title: 'Grills week', image: '/e.svg', link: 'data:text/html,hi', store },
              { id: 6, title: 'Our blog', image: '/f.svg', link: `${window.location.origin}/blog` },
            ],
          },
        }),
    })
    await renderWithRouter(<HomePage />)
    expect(await screen.findByRole('link', { name: 'Suya night' }, rendered)).toHaveAttribute(
      'href',
      '/store-front-details/suya-spot',
    )
    expect(screen.getByRole('link', { name: 'Grills week' })).toHaveAttribute('href', '/store-front-details/suya-spot')
    expect(screen.getByRole('link', { name: 'Our blog' })).toHaveAttribute('href', '/blog')
  })

  it('keeps the other sections when one fails, and shows the locations served', async () => {
    stubApi({ '/api/coupon/hot-deals-aws': () => json({ message: 'Internal Server Error - Try again later.' }, 500) })
    await renderWithRouter(<HomePage />)
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching marketplace coupon hot deals:')
    expect(await screen.findByRole('link', { name: 'Mama Gold rice: 40% off' }, rendered)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    const served = screen.getByRole('region', { name: 'Where we serve' })
    expect(
      within(served)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([...SERVED_AREA_NAMES])
  })
})
