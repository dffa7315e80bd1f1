import { onlineManager } from '@tanstack/react-query'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Store } from '@contract/records'
import { locationAtom } from '@/stores/location/location-state'
import { renderWithRouter } from '@/test/render-with-router'
import { json, stubFetch, type SentRequest } from '@/test/stub-fetch'
import { MapPage } from './map-page'

const ikeja = { lat: 6.6018, lng: 3.3515, location_name: 'Lagos, Nigeria', area: 'Ikeja', source: 'device' as const }

const store = (id: number, name: string, place_type: string, distance_km: number): Store => ({
  id,
  name_of_business: name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  logo: `/beta/media/logo/${id}.svg`,
  place_type,
  latitude: 6.6 + id / 1000,
  longitude: 3.35,
  rating: 4,
  rating_count: 10,
  distance_km,
})
const kitchen = store(1, 'Mama Cass Kitchen', 'Restaurant', 0.2)
const pharmacy = store(2, 'Opebi Pharmacy', 'Pharmacy', 0.6)
const grills = store(3, 'The Place Grills', 'Restaurant', 1.1)
const everyStore = [kitchen, pharmacy, grills]

/** The reference server's answer: every store for 'all', else the stores of that place type. */
function mapServer(request: SentRequest) {
  const type = request.query.place_type
  const results = type === 'all' ? everyStore : everyStore.filter((s) => s.place_type === type)
  return json({ data: { results } })
}

let rendered: Awaited<ReturnType<typeof renderWithRouter>> | undefined

async function renderMap(path = '/map') {
  rendered = await renderWithRouter(<MapPage />, { route: '/map', path })
  rendered.store.set(locationAtom, ikeja)
  return rendered
}

const storeList = () => screen.findByRole('region', { name: /on the map, nearest first/ })

afterEach(() => {
  // Unmount and drop paused fetches first, or going back online would send them to the real network.
  cleanup()
  rendered?.queryClient.clear()
  rendered = undefined
  onlineManager.setOnline(true)
  vi.unstubAllGlobals()
})

describe('MapPage', () => {
  it("lists every place type's stores around the shopper, after a skeleton of the map's size", async () => {
    const sent = stubFetch(mapServer)
    await renderMap()
    expect(screen.getByRole('heading', { level: 1, name: 'Map' })).toBeInTheDocument()
    expect(screen.getByText('Loading the map…')).toBeInTheDocument()

    const list = await storeList()
    expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    expect(within(list).getByRole('link', { name: 'Mama Cass Kitchen' })).toHaveAttribute(
      'href',
      '/store-front-details/mama-cass-kitchen',
    )
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked()
    // The lazy Leaflet canvas: a named map with a pin per store and one for the shopper.
    const map = await screen.findByRole('region', { name: 'Map of stores near Ikeja' })
    await waitFor(() => expect(map.querySelectorAll('.leaflet-marker-icon')).toHaveLength(4))
    expect(map.querySelector('[title="Opebi Pharmacy"]')).not.toBeNull()
    const last = sent.at(-1)!
    expect(last.path).toBe('/beta/api/map-aws')
    expect(last.query).toEqual({ latitude: '6.602', longitude: '3.352', place_type: 'all' })
  })

  it('narrows the list to the chosen place type and keeps the choice in the URL', async () => {
    const sent = stubFetch(mapServer)
    const { router } = await renderMap()
    await storeList()

    await userEvent.click(screen.getByRole('radio', { name: 'Restaurant' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ place_type: 'Restaurant' }))
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: /on the map/ })).getAllByRole('listitem')).toHaveLength(2),
    )
    expect(screen.queryByRole('link', { name: 'Opebi Pharmacy' })).not.toBeInTheDocument()
    expect(sent.at(-1)?.query.place_type).toBe('Restaurant')

    await userEvent.click(screen.getByRole('radio', { name: 'All' }))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
  })

  it('opens with the place type a shared link holds', async () => {
    const sent = stubFetch(mapServer)
    await renderMap('/map?place_type=pharmacy')
    const list = await storeList()
    expect(screen.getByRole('radio', { name: 'Pharmacy' })).toBeChecked()
    expect(within(list).getAllByRole('listitem')).toHaveLength(1)
    expect(sent.every((request) => request.query.place_type === 'Pharmacy')).toBe(true)
  })

  it('shows every place type when a shared link holds one there is not', async () => {
    const sent = stubFetch(mapServer)
    await renderMap('/map?place_type=Casino')
    await storeList()
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked()
    expect(sent.every((request) => request.query.place_type === 'all')).toBe(true)
  })

  it("says 'Error getting map data' when the map cannot load, and tries again on request", async () => {
    let failing = true
    stubFetch((request) => (failing ? json({ message: 'boom' }, 500) : mapServer(request)))
    await renderMap()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Error getting map data: Internal Server Error - Try again later.')

    failing = false
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(within(await storeList()).getAllByRole('listitem')).toHaveLength(3)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('offers every place when the chosen type has no stores', async () => {
    stubFetch((request) =>
      request.query.place_type === 'Lounge' ? json({ data: { results: [] } }) : mapServer(request),
    )
    const { router } = await renderMap('/map?place_type=Lounge')
    expect(await screen.findByText('No lounge places on the map yet')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Show all places' }))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(within(await storeList()).getAllByRole('listitem')).toHaveLength(3)
  })

  it('says it is offline when nothing was saved yet', async () => {
    const sent = stubFetch(mapServer)
    onlineManager.setOnline(false)
    await renderMap()
    expect(await screen.findByText('You are offline')).toBeInTheDocument()
    expect(sent).toEqual([])
  })

  it('keeps showing the saved stores offline, with a notice', async () => {
    stubFetch(mapServer)
    const { queryClient } = await renderMap()
    await storeList()
    onlineManager.setOnline(false)
    void queryClient.refetchQueries()
    expect(await screen.findByText(/You are offline — showing what was saved/)).toBeInTheDocument()
    expect(within(await storeList()).getAllByRole('listitem')).toHaveLength(3)
  })
})
