import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { areaLocation } from '@/stores/location/areas'
import { locationAtom } from '@/stores/location/location-state'
import { renderWithRouter } from '@/test/render-with-router'
import { json, offline, stubFetch, type SentRequest } from '@/test/stub-fetch'
import { SearchPage } from './search-page'

// Tuesday noon in Lagos: only the clock is fixed, so the open/closed badges do not depend on
// when the test runs (timers stay real for the page and userEvent).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-24T12:00:00+01:00'))
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const store = (id: number, name: string, hours: string) => ({
  id,
  name_of_business: name,
  slug: name.toLowerCase().replaceAll(' ', '-'),
  logo: '',
  opening_hours: hours,
})
const chopLife = store(10, 'Chop Life Grills', 'Daily 8am – 10pm')
const asun = store(11, 'Asun Republic', 'Sat 10am – 4pm')
const suya = {
  id: 1,
  kind: 'menu',
  title: 'Beef suya (large)',
  price: 2500,
  store: chopLife,
  area: 'Lekki',
  distance_km: 1.24,
}
const suyaDeal = {
  id: 30,
  kind: 'discount',
  title: 'Beef suya (large)',
  price: 2500,
  discounted_price: 2000,
  percentage: 20,
  menu_item: 1,
  store: chopLife,
}
const closedSuya = { id: 2, kind: 'menu', title: 'Suya wrap', price: 1800, store: asun, area: 'Ajah', distance_km: 9.5 }
const list = (...results: unknown[]) => ({ data: { results, count: results.length, next_page: null } })

/** A provider per docs/api.md#discovery: menu items, discounts and the store search, by path. */
const provider =
  ({ menu = [] as unknown[], discounts = [] as unknown[], stores = [] as unknown[] } = {}) =>
  (request: SentRequest) =>
    json(
      request.path.includes('/menu-items-all-aws')
        ? list(...menu)
        : request.path.includes('/discount-items-all-aws')
          ? list(...discounts)
          : list(...stores),
    )

const openSearch = (q: string) => renderWithRouter(<SearchPage />, { route: '/search', path: `/search?q=${q}` })

describe('the search results page', () => {
  it('lists each dish with its price, deal, store, area, distance and whether it is open', async () => {
    stubFetch(provider({ menu: [closedSuya, suya], discounts: [suyaDeal] }))
    const { store: atoms } = await openSearch('suya')
    act(() => atoms.set(locationAtom, areaLocation('Lekki')))
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “suya”' })).toBeInTheDocument()
    const items = within(await screen.findByRole('list', { name: 'Dishes and deals' })).getAllByRole('listitem')
    // The open store's dish first, though the closed one came first in the answer.
    expect(items).toHaveLength(2)
    const [open, closed] = items as [HTMLElement, HTMLElement]
    expect(within(open).getByRole('link', { name: 'Beef suya (large)' })).toBeInTheDocument()
    expect(open).toHaveTextContent('₦2,000')
    expect(open).toHaveTextContent('was ₦2,500')
    expect(open).toHaveTextContent('Deal: 20% off · discount')
    expect(open).toHaveTextContent('Chop Life Grills')
    expect(open).toHaveTextContent('Lekki · 1.2 km')
    expect(open).toHaveTextContent('Open now')
    expect(closed).toHaveTextContent('₦1,800')
    expect(closed).not.toHaveTextContent('Deal:')
    expect(closed).toHaveTextContent('Ajah · 9.5 km')
    expect(closed).toHaveTextContent('Closed')
    await waitFor(() => expect(screen.getByText('2 dishes and 0 stores found')).toBeInTheDocument())
  })

  it('opens the dish on a tap, and the store from its own link', async () => {
    stubFetch(provider({ menu: [suya] }))
    const { router } = await openSearch('suya')
    await userEvent.click(await screen.findByRole('link', { name: 'Beef suya (large)' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/menu-item-detail/1'))
  })

  it('links to the store that sells the dish', async () => {
    stubFetch(provider({ menu: [suya] }))
    await openSearch('suya')
    expect(await screen.findByRole('link', { name: 'See Chop Life Grills' })).toHaveAttribute(
      'href',
      '/store-front-details/chop-life-grills',
    )
  })

  it('says so in SPEC’s words when nothing matches', async () => {
    stubFetch(provider({ menu: [suya] }))
    await openSearch('pizza')
    expect(await screen.findByText('No stores found')).toBeInTheDocument()
    expect(
      screen.getByText('Nothing near you matches “pizza”. Try another word, like jollof, suya or moi moi.'),
    ).toBeInTheDocument()
  })

  it('still says SPEC’s ‘No stores found’ for the stores when only dishes match', async () => {
    stubFetch(provider({ menu: [suya] }))
    await openSearch('suya')
    expect(await screen.findByRole('link', { name: 'Beef suya (large)' })).toBeInTheDocument()
    const stores = await screen.findByRole('region', { name: 'Stores' })
    expect(stores).toHaveTextContent('No stores found')
  })

  it('offers what the shopper probably meant: "jolof" → jollof, one tap away', async () => {
    stubFetch((request) =>
      request.path.includes('/search-suggest')
        ? json({ data: { suggestion: request.query.search === 'jolof' ? 'jollof' : null } })
        : provider({ menu: [suya] })(request),
    )
    const { router } = await openSearch('jolof')
    expect(await screen.findByText('No stores found')).toBeInTheDocument()
    const meant = await screen.findByRole('link', { name: 'jollof' })
    expect(meant.parentElement).toHaveTextContent('Did you mean jollof?')
    await userEvent.click(meant)
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'jollof' }))
  })

  it('sorts the dishes by price, distance or rating, kept in the URL', async () => {
    const cheapFar = {
      ...closedSuya,
      id: 3,
      title: 'Suya platter',
      price: 1500,
      store: chopLife,
      distance_km: 12,
      rating: 4.8,
    }
    stubFetch(provider({ menu: [{ ...suya, rating: 3.9 }, closedSuya, cheapFar] }))
    const { router } = await openSearch('suya')
    const titles = async () =>
      within(await screen.findByRole('list', { name: 'Dishes and deals' }))
        .getAllByRole('listitem')
        .map((item) => within(item).getAllByRole('link')[0]!.textContent)
    // The search's own order: open stores first, then the nearest.
    expect(await titles()).toEqual(['Beef suya (large)', 'Suya platter', 'Suya wrap'])
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Lowest price')
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'suya', sort: 'price' }))
    expect(await titles()).toEqual(['Suya platter', 'Suya wrap', 'Beef suya (large)'])
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Nearest')
    await waitFor(() => expect(titles()).resolves.toEqual(['Beef suya (large)', 'Suya wrap', 'Suya platter']))
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Top rated')
    await waitFor(() => expect(titles()).resolves.toEqual(['Suya platter', 'Beef suya (large)', 'Suya wrap']))
  })

  it('shows the failure and a way to try again when the lists fail', async () => {
    stubFetch((request) =>
      request.path.includes('/search-store/')
        ? json(list())
        : json({ message: 'Internal Server Error - Try again later.' }, 500),
    )
    await openSearch('suya')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Error fetching menu items:')
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })

  it('searches what the phone saved when the network does not answer', async () => {
    stubFetch(offline)
    const { queryClient } = await openSearch('suya')
    act(() => {
      queryClient.setQueryData(['deals', 'list', 'menu'], [suya])
    })
    // The page asked before anything was saved; asking again finds the saved list.
    await act(() => queryClient.refetchQueries({ queryKey: ['dish-search'] }))
    expect(await screen.findByText('You are offline — showing dishes saved on this phone.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Beef suya (large)' })).toBeInTheDocument()
  })

  it('asks for words when there are none', async () => {
    const calls = stubFetch(provider())
    await openSearch('')
    expect(await screen.findByText('What are you hungry for?')).toBeInTheDocument()
    expect(calls).toEqual([])
  })
})
