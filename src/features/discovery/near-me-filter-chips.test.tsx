import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '@/test/render-with-router'
import { NearMePage } from './near-me-page'
import { nearMePage, store, stubNearMe } from './near-me.test-support'

// The small screen's chip row (docs/history.md#issue-17-10); CSS hides it from md up, which happy-dom ignores.

afterEach(() => vi.unstubAllGlobals())

const chipRow = () => screen.getByRole('list', { name: 'Near me filters' })

describe('near-me filter chips', () => {
  it('Filters opens and closes the panel it controls', async () => {
    stubNearMe(() => nearMePage([store(1)]))
    await renderWithRouter(<NearMePage />, { route: '/near-me' })
    const filters = within(chipRow()).getByRole('button', { name: 'Filters' })
    const panel = screen.getByRole('search', { name: 'Filter stores' })
    expect(filters).toHaveAttribute('aria-expanded', 'false')
    expect(filters).toHaveAttribute('aria-controls', panel.id)
    expect(panel).toHaveClass('hidden', 'md:grid')
    await userEvent.click(filters)
    expect(filters).toHaveAttribute('aria-expanded', 'true')
    expect(panel).not.toHaveClass('hidden')
    await userEvent.click(filters)
    expect(panel).toHaveClass('hidden')
  })

  it('shows each filter in force as a chip that takes it off, and counts them on Filters', async () => {
    stubNearMe(() => nearMePage([store(1)]))
    const { router } = await renderWithRouter(<NearMePage />, {
      route: '/near-me',
      path: '/near-me?place_type=Restaurant&cuisine_type=Yoruba&rating=4-5&max_delivery_time=30&promotion=coupon',
    })
    const chips = within(chipRow())
    expect(chips.getByRole('button', { name: 'Filters 5 on' })).toBeInTheDocument()
    const labels = chips
      .getAllByRole('button', { name: /^Remove filter: / })
      .map((chip) => chip.getAttribute('aria-label'))
    expect(labels).toEqual([
      'Remove filter: Restaurant',
      'Remove filter: Yoruba',
      'Remove filter: 4 to 5 stars',
      'Remove filter: Within 30 min',
      'Remove filter: Has a coupon',
    ])
    // Taking the place type off takes the cuisine with it (only restaurants have one).
    await userEvent.click(chips.getByRole('button', { name: 'Remove filter: Restaurant' }))
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ rating: '4-5', max_delivery_time: 30, promotion: 'coupon' }),
    )
  })
})
