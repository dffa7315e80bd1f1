import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '@/test/render-with-router'
import { json, offline, stubFetch, type SentRequest } from '@/test/stub-fetch'
import { areaLocation } from '@/stores/location/areas'
import { locationAtom } from '@/stores/location/location-state'
import { StoreSearch } from './store-search'

const stores = [
  { id: 1, name_of_business: 'Mama Cass Kitchen', slug: 'mama-cass-kitchen', logo: '/beta/media/logos/1.svg' },
  { id: 2, name_of_business: 'Mama Put Surulere', slug: 'mama-put-surulere', logo: '/beta/media/logos/2.svg' },
]

afterEach(() => vi.unstubAllGlobals())

/** The store search answers `found`; the dish lists (menu items, discounts) answer nothing. */
const storesOnly = (found: unknown[]) => (request: SentRequest) =>
  json({ data: { results: request.path.includes('/search-store/') ? found : [], count: 0, next_page: null } })
const storeCalls = (calls: SentRequest[]) => calls.filter((call) => call.path.includes('/search-store/'))

describe('StoreSearch', () => {
  it('searches only for non-empty text and opens the chosen store by slug, clearing the search', async () => {
    const calls = stubFetch(storesOnly(stores))
    const { router } = await renderWithRouter(<StoreSearch variant="desktop" />)
    const box = screen.getByRole('combobox')
    await userEvent.type(box, '   ')
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(calls).toEqual([])

    await userEvent.clear(box)
    await userEvent.type(box, 'mama')
    // The first search also loads the results' code: give a busy machine time for it.
    const option = await screen.findByRole('option', { name: 'Mama Put Surulere' }, { timeout: 5000 })
    expect(storeCalls(calls).at(-1)?.path).toBe('/beta/api/search-store/mama')
    // From where the shopper is (the default here: central Lagos), so branches come nearest first.
    expect(storeCalls(calls).at(-1)?.query).toEqual({ latitude: '6.602', longitude: '3.352' })
    await userEvent.click(option)
    await waitFor(() => expect(router.state.location.pathname).toBe('/store-front-details/mama-put-surulere'))
    expect(box).toHaveValue('')
  })

  it('moves through results with the arrow keys and opens one with Enter', async () => {
    stubFetch(storesOnly(stores))
    const { router } = await renderWithRouter(<StoreSearch variant="desktop" />)
    await userEvent.type(screen.getByRole('combobox'), 'mama')
    await screen.findAllByRole('option')
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    expect(screen.getByRole('option', { name: 'Mama Put Surulere' })).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{ArrowUp}')
    expect(screen.getByRole('option', { name: 'Mama Cass Kitchen' })).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/store-front-details/mama-cass-kitchen'))
  })

  it("says 'No store found' on desktop and 'No stores found' on mobile", async () => {
    stubFetch(storesOnly([]))
    await renderWithRouter(
      <>
        <StoreSearch variant="desktop" />
        <StoreSearch variant="mobile" />
      </>,
    )
    const [desktop, mobile] = screen.getAllByRole('combobox')
    await userEvent.type(desktop!, 'zzz')
    expect(await screen.findByText('No store found')).toBeInTheDocument()
    await userEvent.type(mobile!, 'zzz')
    expect(await screen.findByText('No stores found')).toBeInTheDocument()
  })

  it("still says 'No store found' / 'No stores found' for the stores when only dishes match", async () => {
    const store = { ...stores[0]!, id: 10, name_of_business: 'Chop Life Grills' }
    const suya = { id: 7, kind: 'menu', title: 'Beef suya (large)', price: 2500, store, area: 'Lekki' }
    stubFetch((request) =>
      json({
        data: { results: request.path.includes('/menu-items-all-aws') ? [suya] : [], count: 1, next_page: null },
      }),
    )
    await renderWithRouter(
      <>
        <StoreSearch variant="desktop" />
        <StoreSearch variant="mobile" />
      </>,
    )
    const [desktop, mobile] = screen.getAllByRole('combobox')
    await userEvent.type(desktop!, 'suya')
    expect(await screen.findByRole('option', { name: 'Beef suya (large)' })).toBeInTheDocument()
    expect(await screen.findByText('No store found')).toBeInTheDocument()
    await userEvent.clear(desktop!)
    await userEvent.type(mobile!, 'suya')
    expect(await screen.findByText('No stores found')).toBeInTheDocument()
  })

  it('shows the error message when the search fails', async () => {
    stubFetch(() => json({ message: 'Internal Server Error - Try again later.' }, 500))
    await renderWithRouter(<StoreSearch variant="desktop" />)
    await userEvent.type(screen.getByRole('combobox'), 'mama')
    expect(await screen.findByRole('alert')).toHaveTextContent(/./)
  })

  it('waits for a pause in typing: one request for a whole word', async () => {
    const calls = stubFetch(storesOnly(stores))
    await renderWithRouter(<StoreSearch variant="desktop" />)
    await userEvent.type(screen.getByRole('combobox'), 'mama put')
    await screen.findAllByRole('option')
    // One store search and one ask of each dish list (menu items, discounts).
    expect(calls.map((call) => call.path).sort()).toEqual([
      '/beta/api/discount-items-all-aws',
      '/beta/api/menu-items-all-aws',
      '/beta/api/search-store/mama%20put',
    ])
  })

  it('points the combobox at the active option and closes the list with Escape', async () => {
    stubFetch(storesOnly(stores))
    const { router } = await renderWithRouter(<StoreSearch variant="mobile" />)
    const box = screen.getByRole('combobox')
    await userEvent.type(box, 'mama')
    await screen.findAllByRole('option')
    expect(box).toHaveAttribute('aria-expanded', 'true')
    await userEvent.keyboard('{ArrowDown}')
    const active = screen.getByRole('option', { name: 'Mama Cass Kitchen' })
    expect(box).toHaveAttribute('aria-activedescendant', active.id)

    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('option')).not.toBeInTheDocument()
    expect(box).toHaveAttribute('aria-expanded', 'false')
    expect(box).not.toHaveAttribute('aria-activedescendant')
    expect(box).toHaveValue('mama')
    // ArrowDown opens the list again.
    await userEvent.keyboard('{ArrowDown}')
    expect(await screen.findAllByRole('option')).toHaveLength(2)
    // Enter with no option reached opens every result on its own page.
    await userEvent.keyboard('{Escape}{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'))
    expect(router.state.location.search).toEqual({ q: 'mama' })
    expect(box).toHaveValue('')
  })

  it("shows SPEC §8's search message when the network gives no answer", async () => {
    stubFetch(offline)
    await renderWithRouter(<StoreSearch variant="desktop" />)
    await userEvent.type(screen.getByRole('combobox'), 'mama')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error occurred while fetching the stores with the name you searched for',
    )
  })

  it("names each store's area, and its distance once the shopper's place is known", async () => {
    const branches = [
      { ...stores[0]!, id: 3, name_of_business: 'Jollof Republic', area: 'Ikeja', distance_km: 0.42 },
      { ...stores[1]!, id: 4, name_of_business: 'Jollof Republic Lekki', area: 'Lekki', distance_km: 17.3 },
    ]
    stubFetch(storesOnly(branches))
    const { store } = await renderWithRouter(<StoreSearch variant="mobile" />)
    await userEvent.type(screen.getByRole('combobox'), 'jollof')
    // Named by the store, described by where it is (no distance from a default place).
    expect(await screen.findByRole('option', { name: 'Jollof Republic' })).toHaveAccessibleDescription('Ikeja')
    expect(screen.getByRole('option', { name: 'Jollof Republic Lekki' })).toHaveAccessibleDescription('Lekki')

    act(() => store.set(locationAtom, areaLocation('Ikeja')))
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Jollof Republic' })).toHaveAccessibleDescription('Ikeja · 0.4 km'),
    )
    expect(screen.getByRole('option', { name: 'Jollof Republic Lekki' })).toHaveAccessibleDescription('Lekki · 17.3 km')
  })

  it('lists dishes near the shopper with price, deal and store, announces the count, and opens a dish', async () => {
    const grill = { ...stores[0]!, id: 10, name_of_business: 'Chop Life Grills', opening_hours: 'Daily 12am – 12am' }
    const suya = { id: 7, kind: 'menu', title: 'Beef suya (large)', price: 2500, store: grill, area: 'Lekki' }
    const deal = {
      id: 70,
      kind: 'coupon',
      title: 'Beef suya (large)',
      price: 2500,
      discounted_price: 2100,
      percentage: null,
      menu_item: 7,
      store: grill,
    }
    stubFetch((request) =>
      json({
        data: {
          results: request.path.includes('/menu-items-all-aws')
            ? [suya]
            : request.path.includes('/discount-items-all-aws')
              ? [deal]
              : [],
          count: 1,
          next_page: null,
        },
      }),
    )
    const { router } = await renderWithRouter(<StoreSearch variant="mobile" />)
    await userEvent.type(screen.getByRole('combobox'), 'suyas')
    const option = await screen.findByRole('option', { name: 'Beef suya (large)' })
    expect(option).toHaveAccessibleDescription(/₦2,100.*was ₦2,500.*Deal: coupon.*Chop Life Grills.*Lekki/)
    expect(screen.getByRole('group', { name: 'Dishes and deals' })).toContainElement(option)
    await waitFor(() => expect(screen.getByText('1 dish and 0 stores found')).toBeInTheDocument())
    await userEvent.click(option)
    await waitFor(() => expect(router.state.location.pathname).toBe('/menu-item-detail/7'))
  })

  it('opens every result on the search page from its button', async () => {
    stubFetch(storesOnly(stores))
    const { router } = await renderWithRouter(<StoreSearch variant="desktop" />)
    await userEvent.type(screen.getByRole('combobox'), 'mama')
    await userEvent.click(await screen.findByRole('button', { name: 'See all results for “mama”' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'))
    expect(router.state.location.search).toEqual({ q: 'mama' })
  })
})
