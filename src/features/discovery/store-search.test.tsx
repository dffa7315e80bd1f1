import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '@/test/render-with-router'
import { StoreSearch } from './store-search'

const stores = [
  { id: 1, name_of_business: 'Mama Cass Kitchen', slug: 'mama-cass-kitchen', logo: '/beta/media/logos/1.svg' },
  { id: 2, name_of_business: 'Mama Put Surulere', slug: 'mama-put-surulere', logo: '/beta/media/logos/2.svg' },
]

function stubFetch(respond: (url: string) => Response) {
  const calls: string[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    calls.push(url)
    return respond(url)
  })
  return calls
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

afterEach(() => vi.unstubAllGlobals())

describe('StoreSearch', () => {
  it('searches only for non-empty text and opens the chosen store by slug, clearing the search', async () => {
    const calls = stubFetch(() => json({ data: { results: stores } }))
    const { router } = await renderWithRouter(<StoreSearch variant="desktop" />)
    const box = screen.getByRole('combobox')
    await userEvent.type(box, '   ')
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(calls).toEqual([])

    await userEvent.clear(box)
    await userEvent.type(box, 'mama')
    const option = await screen.findByRole('option', { name: 'Mama Put Surulere' })
    expect(calls.at(-1)).toMatch(/\/api\/search-store\/mama$/)
    await userEvent.click(option)
    await waitFor(() => expect(router.state.location.pathname).toBe('/store-front-details/mama-put-surulere'))
    expect(box).toHaveValue('')
  })

  it('moves through results with the arrow keys and opens one with Enter', async () => {
    stubFetch(() => json({ data: { results: stores } }))
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
    stubFetch(() => json({ data: { results: [] } }))
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

  it('shows the error message when the search fails', async () => {
    stubFetch(() => json({ message: 'Internal Server Error - Try again later.' }, 500))
    await renderWithRouter(<StoreSearch variant="desktop" />)
    await userEvent.type(screen.getByRole('combobox'), 'mama')
    expect(await screen.findByRole('alert')).toHaveTextContent(/./)
  })
})
