import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Store } from '@contract/records'
import { renderWithRouter } from '@/test/render-with-router'
import { MapStoreList } from './map-store-list'

const stores: Store[] = [
  {
    id: 1,
    name_of_business: 'Mama Cass Kitchen',
    slug: 'mama-cass-kitchen',
    logo: '/beta/media/logo/mama-cass-kitchen.svg',
    place_type: 'Restaurant',
    area: 'Ikeja',
    rating: 4.4,
    rating_count: 31,
    distance_km: 0.234,
  },
  {
    id: 2,
    name_of_business: 'Opebi Pharmacy',
    slug: 'opebi-pharmacy',
    logo: '',
    place_type: 'Pharmacy',
    distance_km: 1.5,
  },
]

describe('MapStoreList', () => {
  it('lists every store with its distance and rating, each name opening its store front', async () => {
    const { router } = await renderWithRouter(<MapStoreList stores={stores} headingId="map-list" distancesKnown />)
    const list = screen.getByRole('region', { name: '2 stores on the map, nearest first' })
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]).toHaveTextContent('0.2 km')
    expect(items[0]).toHaveTextContent('Restaurant · Ikeja')
    expect(within(items[0]!).getByLabelText('Rated 4.4 out of 5')).toBeInTheDocument()
    expect(items[1]).toHaveTextContent('1.5 km')

    const link = within(list).getByRole('link', { name: 'Opebi Pharmacy' })
    expect(link).toHaveAttribute('href', '/store-front-details/opebi-pharmacy')
    await userEvent.click(link)
    await waitFor(() => expect(router.state.location.pathname).toBe('/store-front-details/opebi-pharmacy'))
  })

  it('says "1 store" for one', async () => {
    await renderWithRouter(<MapStoreList stores={stores.slice(0, 1)} headingId="map-list" distancesKnown />)
    expect(screen.getByRole('heading', { name: '1 store on the map, nearest first' })).toBeInTheDocument()
  })

  it("shows no distances, and says where the order counts from, until the shopper's place is known", async () => {
    await renderWithRouter(<MapStoreList stores={stores} headingId="map-list" distancesKnown={false} />)
    const list = screen.getByRole('region', { name: /on the map, nearest first/ })
    expect(within(list).getByRole('heading')).toHaveTextContent('Distances from central Lagos')
    expect(list).not.toHaveTextContent(/\d km/)
  })
})
