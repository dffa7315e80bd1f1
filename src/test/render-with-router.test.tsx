import { getRouteApi } from '@tanstack/react-router'
import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter, routeFileOf, routeFiles, type AppRouteId } from './render-with-router'

const mapRoute = getRouteApi('/map')

function PlaceType() {
  return <p>Place type: {mapRoute.useSearch().place_type ?? 'all'}</p>
}

describe('renderWithRouter', () => {
  it("mounts a page under its route, reading the search through the real route's validateSearch", async () => {
    await renderWithRouter(<PlaceType />, { route: '/map', path: '/map?place_type=restaurant' })
    expect(screen.getByText('Place type: Restaurant')).toBeInTheDocument()
  })

  it('unmounts the page when the shopper goes elsewhere, as the app does', async () => {
    const { router } = await renderWithRouter(<PlaceType />, { route: '/map' })
    expect(screen.getByText('Place type: all')).toBeInTheDocument()
    await act(() => router.navigate({ to: '/near-me' }))
    expect(router.state.location.pathname).toBe('/near-me')
    expect(screen.queryByText(/Place type/)).toBeNull()
  })

  it('finds the route file of an id by its flat name', () => {
    const ids: AppRouteId[] = ['/', '/login', '/blog/', '/blog/$blog_id', '/store-front-details/$store_slug']
    for (const id of ids) expect(routeFiles[routeFileOf(id)], id).toBeDefined()
  })
})
