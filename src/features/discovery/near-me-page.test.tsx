import { onlineManager } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { locationAtom } from '@/stores/location/location-state'
import { renderWithRouter } from '@/test/render-with-router'
import { NearMePage } from './near-me-page'
import { json, nearMePage, store, stubNearMe } from './near-me.test-support'

afterEach(() => {
  // Online first: a paused refetch resumes against the stub, not the real network.
  onlineManager.setOnline(true)
  vi.unstubAllGlobals()
})

describe('near me', () => {
  it('shows a skeleton while the stores load, then the cards with their facts', async () => {
    let answer: (response: Response) => void = () => {}
    stubNearMe(() => new Promise<Response>((resolve) => (answer = resolve)))
    await renderWithRouter(<NearMePage />, { route: '/near-me' })
    expect(screen.getByText('Loading stores near you…')).toBeInTheDocument()

    answer(
      nearMePage([
        store(12, { name_of_business: 'Jollof Republic', slug: 'jollof-republic', area: 'Ikeja', distance_km: 0.18 }),
      ]),
    )
    const link = await screen.findByRole('link', { name: 'Jollof Republic' })
    expect(link).toHaveAttribute('href', '/store-front-details/jollof-republic')
    expect(screen.queryByText('Loading stores near you…')).toBeNull()
    const card = link.closest('article')!
    expect(card).toHaveTextContent('Restaurant · Yoruba')
    expect(card).toHaveTextContent('Ikeja · 30 min delivery')
    // The shopper's place is not known yet: the list is counted from central Lagos, and says so.
    expect(card).not.toHaveTextContent('km')
    expect(screen.getByText('Distances from central Lagos')).toBeInTheDocument()
    expect(card).toHaveTextContent('Coupon')
    expect(card).not.toHaveTextContent('Discount')
    expect(screen.getByLabelText('Rated 4.4 out of 5')).toBeInTheDocument()
  })

  it("counts from the area the shopper picks, remembers it, and then shows each store's distance", async () => {
    const calls = stubNearMe(() => nearMePage([store(12, { area: 'Lekki', distance_km: 0.34 })]))
    const { store: state } = await renderWithRouter(<NearMePage />, { route: '/near-me' })
    const areas = screen.getByRole('group', { name: 'Choose your area' })
    await userEvent.click(within(areas).getByRole('button', { name: 'Lekki' }))
    expect(within(areas).getByRole('button', { name: 'Lekki' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByText('Lekki', { selector: 'strong' })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('article')).toHaveTextContent('Lekki · 0.3 km'))
    expect(screen.queryByText('Distances from central Lagos')).toBeNull()
    expect(calls.at(-1)?.searchParams.get('latitude')).toBe('6.447')
    expect(calls.at(-1)?.searchParams.get('longitude')).toBe('3.47')
    expect(state.get(locationAtom)).toMatchObject({ area: 'Lekki', source: 'area' })
  })

  it('says no store matches and offers to clear the filters', async () => {
    stubNearMe((query) => (query.has('place_type') ? nearMePage([]) : nearMePage([store(1)])))
    const { router } = await renderWithRouter(<NearMePage />, {
      route: '/near-me',
      path: '/near-me?place_type=Lounge&promotion=coupon',
    })
    expect(await screen.findByText('No stores match these filters')).toBeInTheDocument()
    const clear = screen.getAllByRole('button', { name: 'Clear filters' })
    await userEvent.click(clear.at(-1)!)
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(await screen.findByRole('link', { name: 'Store 1' })).toBeInTheDocument()
  })

  it('shows the error with a retry that fetches again', async () => {
    let failing = true
    const calls = stubNearMe(() =>
      failing ? json({ message: 'Internal Server Error - Try again later.' }, 500) : nearMePage([store(1)]),
    )
    await renderWithRouter(<NearMePage />, { route: '/near-me' })
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal Server Error - Try again later.')
    failing = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('link', { name: 'Store 1' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(calls).toHaveLength(2)
  })

  it('loads the next page on demand and stops at the last one', async () => {
    const calls = stubNearMe((query) =>
      query.get('page') === '2'
        ? nearMePage([store(3)], { count: 3, page: 2, next_page: null })
        : nearMePage([store(1), store(2)], { count: 3, page: 1, next_page: 2 }),
    )
    await renderWithRouter(<NearMePage />, { route: '/near-me' })
    expect(await screen.findByText('Showing 2 of 3 stores, nearest first')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Load more stores' }))
    expect(await screen.findByRole('link', { name: 'Store 3' })).toBeInTheDocument()
    expect(screen.getByText('Showing 3 of 3 stores, nearest first')).toBeInTheDocument()
    const results = screen.getByRole('region', { name: /^Showing 3 of 3 stores/ })
    expect(within(results).getAllByRole('listitem')).toHaveLength(3)
    expect(screen.queryByRole('button', { name: 'Load more stores' })).toBeNull()
    expect(calls.map((url) => url.searchParams.get('page'))).toEqual([null, '2'])
  })

  it("renders the first screen's six cards at once and the rest of the page as the shopper comes near them", async () => {
    // Nothing is ever near the screen here: only a keyboard's Tab brings the rest.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    )
    stubNearMe(() =>
      nearMePage(
        Array.from({ length: 20 }, (_, index) => store(index + 1)),
        { count: 60 },
      ),
    )
    await renderWithRouter(<NearMePage />, { route: '/near-me' })
    const results = await screen.findByRole('region', { name: /^Showing 20 of 60 stores/ })
    expect(within(results).getAllByRole('link', { name: /^Store \d+$/ })).toHaveLength(6)
    expect(within(results).getByText('Loading more stores…')).toBeInTheDocument()

    await userEvent.tab()
    await waitFor(() => expect(within(results).getAllByRole('link', { name: /^Store \d+$/ })).toHaveLength(20))
    expect(within(results).queryByText('Loading more stores…')).toBeNull()
    expect(within(results).getAllByRole('listitem')).toHaveLength(20)
  })

  it('keeps showing saved stores with a notice when offline', async () => {
    stubNearMe(() => nearMePage([store(1)]))
    const { queryClient, unmount } = await renderWithRouter(<NearMePage />, { route: '/near-me' })
    await screen.findByRole('link', { name: 'Store 1' })
    onlineManager.setOnline(false)
    void queryClient.refetchQueries()
    expect(await screen.findByText(/You are offline — showing what was saved/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Store 1' })).toBeInTheDocument()
    // Back online, nothing may refetch from the real network once the stub is gone.
    unmount()
    await queryClient.cancelQueries()
  })
})
