import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '@/test/render-with-router'
import { NearMePage } from './near-me-page'
import { nearMePage, store, stubNearMe } from './near-me.test-support'

afterEach(() => vi.unstubAllGlobals())

const filterForm = () => screen.getByRole('search', { name: 'Filter stores' })
const select = (name: string) => within(filterForm()).getByRole('combobox', { name })

describe('near-me filters', () => {
  it('fills the form from the URL and asks the API for exactly those filters', async () => {
    const calls = stubNearMe(() => nearMePage([store(1)]))
    await renderWithRouter(<NearMePage />, {
      route: '/near-me',
      path: '/near-me?place_type=Restaurant&cuisine_type=Yoruba&rating=4-5&max_delivery_time=30&promotion=coupon',
    })
    expect(select('Place type')).toHaveValue('Restaurant')
    expect(select('Cuisine')).toHaveValue('Yoruba')
    expect(select('Rating')).toHaveValue('4-5')
    expect(select('Delivery time')).toHaveValue('30')
    expect(select('Promotion')).toHaveValue('coupon')
    await screen.findByRole('link', { name: 'Store 1' })
    const query = calls.at(-1)!.searchParams
    expect(query.get('place_type')).toBe('Restaurant')
    expect(query.get('cuisine_type')).toBe('Yoruba')
    expect(query.get('min_rating')).toBe('4')
    expect(query.get('max_rating')).toBe('5')
    expect(query.get('max_delivery_time')).toBe('30')
    expect(query.get('has_coupon')).toBe('true')
    expect(query.has('has_discount')).toBe(false)
    expect(query.has('rating')).toBe(false)
  })

  it('writes every change to the URL', async () => {
    stubNearMe(() => nearMePage([store(1)]))
    const { router } = await renderWithRouter(<NearMePage />, { route: '/near-me' })
    await userEvent.selectOptions(select('Place type'), 'Restaurant')
    await waitFor(() => expect(router.state.location.search).toEqual({ place_type: 'Restaurant' }))
    await userEvent.selectOptions(select('Cuisine'), 'Grills')
    await userEvent.selectOptions(select('Rating'), '4-5')
    await userEvent.selectOptions(select('Delivery time'), '45')
    await userEvent.selectOptions(select('Promotion'), 'discount')
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        place_type: 'Restaurant',
        cuisine_type: 'Grills',
        rating: '4-5',
        max_delivery_time: 45,
        promotion: 'discount',
      }),
    )
    expect(router.state.location.pathname).toBe('/near-me')

    await userEvent.click(within(filterForm()).getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(select('Place type')).toHaveValue('')
  })

  it('offers and sends a cuisine only for restaurants', async () => {
    const calls = stubNearMe(() => nearMePage([store(1)]))
    const { router } = await renderWithRouter(<NearMePage />, {
      route: '/near-me',
      path: '/near-me?place_type=Pharmacy&cuisine_type=Yoruba',
    })
    expect(within(filterForm()).queryByRole('combobox', { name: 'Cuisine' })).toBeNull()
    await screen.findByRole('link', { name: 'Store 1' })
    expect(calls.at(-1)!.searchParams.get('place_type')).toBe('Pharmacy')
    expect(calls.at(-1)!.searchParams.has('cuisine_type')).toBe(false)

    await userEvent.selectOptions(select('Place type'), 'Restaurant')
    await userEvent.selectOptions(select('Cuisine'), 'Chinese')
    await waitFor(() => expect(calls.at(-1)!.searchParams.get('cuisine_type')).toBe('Chinese'))

    // Leaving restaurants drops the cuisine from the form, the URL and the request.
    await userEvent.selectOptions(select('Place type'), 'Bakery')
    await waitFor(() => expect(router.state.location.search).toEqual({ place_type: 'Bakery' }))
    expect(within(filterForm()).queryByRole('combobox', { name: 'Cuisine' })).toBeNull()
    await waitFor(() => expect(calls.at(-1)!.searchParams.get('place_type')).toBe('Bakery'))
    expect(calls.at(-1)!.searchParams.has('cuisine_type')).toBe(false)
  })

  it('falls back to no filter for params it does not understand', async () => {
    const calls = stubNearMe(() => nearMePage([store(1)]))
    await renderWithRouter(<NearMePage />, {
      route: '/near-me',
      path: '/near-me?place_type=Spaceport&rating=9-10&max_delivery_time=soon&promotion=free',
    })
    expect(select('Place type')).toHaveValue('')
    expect(select('Rating')).toHaveValue('')
    expect(select('Delivery time')).toHaveValue('')
    expect(select('Promotion')).toHaveValue('')
    await screen.findByRole('link', { name: 'Store 1' })
    expect([...calls.at(-1)!.searchParams.keys()].sort()).toEqual(['latitude', 'longitude'])
  })
})
