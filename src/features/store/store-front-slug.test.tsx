import { useRouterState } from '@tanstack/react-router'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { StoreDetails } from '@contract/records'
import { clearPersistedAtoms, persistedWritesSettled } from '@/stores/persisted-atom'
import { markAppReady } from '@/lib/lifecycle/app-ready'
import { renderWithRouter } from '@/test/render-with-router'
import { json, stubFetch, type SentRequest } from '@/test/stub-fetch'
import { StoreFrontPage } from './store-front-page'
import { StoreLink } from '@/components/store/store-link'

// docs/history.md#issue-16: the store front names its store by slug; docs/api.md#discovery reads a store by id, so the
// slug goes through the store search first, unless the list the shopper came from already held it.

const storeRef = { id: 16, name_of_business: 'Jollof Republic', slug: 'jollof-republic', logo: '/logo.svg' }

const jollofRepublic: StoreDetails = {
  ...storeRef,
  address: '95 Computer Village, Otigba Street, Ikeja, Lagos',
  area: 'Ikeja',
  opening_hours: 'Mon – Sat 8am – 9pm',
  menu_items: [{ id: 40, kind: 'menu', name: 'Jollof rice with fried chicken', price: 3500, store: storeRef }],
  coupons: [],
  discounts: [],
  comments: [],
}

const renderPage = (slug = 'jollof-republic') =>
  renderWithRouter(<StoreFrontPage slug={slug} />, { path: `/store-front-details/${slug}` })

// Visits are recorded once the first screen is done (src/lib/lifecycle/app-ready.ts).
beforeAll(() => markAppReady())
afterEach(async () => {
  vi.unstubAllGlobals()
  // Visits are remembered in IndexedDB for half an hour: each test is a new shopper.
  await persistedWritesSettled()
  await clearPersistedAtoms()
})

describe('the store by its slug (SPEC §7: search-store, then the store by id)', () => {
  const jollofFeatured: StoreDetails = {
    ...jollofRepublic,
    featured: [{ id: 44, kind: 'featured', title: 'Jollof rice party pack', percentage: 10, price: 9000 }],
  }
  const answer = (request: SentRequest) => {
    if (request.path === '/beta/api/search-store/jollof-republic')
      return json({ data: { results: [{ ...storeRef, slug: 'jollof-republic' }] } })
    if (request.path === '/beta/api/nearme-single-store-aws/16') return json({ data: { results: jollofFeatured } })
    if (request.path.endsWith('/record-interaction')) return json({ id: 1 }, 201)
    return json({ message: 'The requested resource was not found.' }, 404)
  }
  const reads = (sent: SentRequest[]) =>
    sent.filter((request) => request.method === 'GET').map((request) => request.path)

  it('opened by its URL: resolves the slug, then shows the store with its featured deals, and counts the visit once', async () => {
    const sent = stubFetch(answer)
    await renderPage()
    expect(await screen.findByRole('heading', { level: 1, name: 'Jollof Republic' })).toBeInTheDocument()
    expect(reads(sent)).toEqual(['/beta/api/search-store/jollof-republic', '/beta/api/nearme-single-store-aws/16'])
    // The slug's search is the same for every shopper: no position on it.
    expect(sent[0]?.query).toEqual({})

    const featured = screen.getByRole('region', { name: 'Featured deals' })
    expect(within(featured).getByRole('link', { name: /Jollof rice party pack/ })).toHaveAttribute(
      'href',
      '/featured-detail/44',
    )
    await waitFor(
      () =>
        expect(sent.filter((request) => request.method === 'POST')).toEqual([
          expect.objectContaining({
            path: '/beta/gidideals/interactions/record-interaction',
            body: { item_id: 16, interaction_type: 'view' },
          }),
        ]),
      // The visit's code loads after the page (a dynamic import: slow on a cold test run).
      { timeout: 3000 },
    )
  })

  it('arriving from a list that holds the store: no search, the store by id at once', async () => {
    const sent = stubFetch(answer)
    function ListThenStore() {
      const pathname = useRouterState({ select: (state) => state.location.pathname })
      return pathname === '/near-me' ? (
        <StoreLink store={storeRef}>Jollof Republic</StoreLink>
      ) : (
        <StoreFrontPage slug="jollof-republic" />
      )
    }
    await renderWithRouter(<ListThenStore />, { path: '/near-me' })
    await userEvent.click(screen.getByRole('link', { name: 'Jollof Republic' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Jollof Republic' })).toBeInTheDocument()
    expect(reads(sent)).toEqual(['/beta/api/nearme-single-store-aws/16'])
  })

  it('a slug no store has: "Store not found", with no store asked for', async () => {
    const sent = stubFetch((request) =>
      request.path.startsWith('/beta/api/search-store/') ? json({ data: { results: [] } }) : answer(request),
    )
    await renderPage('jollof-republik')
    expect(await screen.findByRole('heading', { level: 1, name: 'Store not found' })).toBeInTheDocument()
    expect(reads(sent)).toEqual(['/beta/api/search-store/jollof-republik'])
  })

  it('a failed search shows its error, and Try again loads the store', async () => {
    let down = true
    stubFetch((request) => (down ? json({ message: 'boom' }, 500) : answer(request)))
    await renderPage()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Internal Server Error - Try again later.')
    down = false
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Jollof Republic' })).toBeInTheDocument()
  })
})
