import { QueryClient, QueryClientProvider, useQueries } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { QueryPages } from './query-pages'

type Page = { names: string[]; next: number | null }

const describeError = (error: Error) => ({ message: error.message, hint: 'Check the road.' })

/** A list of stores a page at a time, each page a real query whose answer `load` decides. */
function Stores({ load }: { load: (page: number) => Promise<Page> }) {
  const [count, setCount] = useState(1)
  const pages = useQueries({
    queries: Array.from({ length: count }, (_, index) => ({
      queryKey: ['stores', index + 1],
      queryFn: () => load(index + 1),
    })),
  })
  return (
    <QueryPages
      pages={pages}
      items={(page) => page.names}
      hasMore={(page) => page.next !== null}
      onMore={() => setCount((n) => n + 1)}
      labels={{ more: 'Load more stores', loading: 'Loading more stores…' }}
      skeleton={<p>Loading stores…</p>}
      describeError={describeError}
      empty={<p>No stores yet</p>}
    >
      {(names, pages, more) => (
        <section aria-label={`${names.length} stores in ${pages.length} pages`}>
          <ul>
            {names.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
          {more}
        </section>
      )}
    </QueryPages>
  )
}

function renderStores(load: (page: number) => Promise<Page>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <Stores load={load} />
    </QueryClientProvider>,
  )
}

const names = () => screen.getAllByRole('listitem').map((item) => item.textContent)

describe('QueryPages', () => {
  it('shows the first page after its skeleton, then the next ones on demand, and no button after the last', async () => {
    renderStores(async (page) =>
      page === 1 ? { names: ['Mama Put', 'Suya Spot'], next: 2 } : { names: ['Buka'], next: null },
    )
    expect(screen.getByText('Loading stores…')).toBeTruthy()
    expect(await screen.findByRole('region', { name: '2 stores in 1 pages' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Load more stores' }))
    expect(await screen.findByRole('region', { name: '3 stores in 2 pages' })).toBeTruthy()
    expect(names()).toEqual(['Mama Put', 'Suya Spot', 'Buka'])
    expect(screen.queryByRole('button', { name: 'Load more stores' })).toBeNull()
  })

  it('says a list whose pages hold nothing is empty', async () => {
    renderStores(async () => ({ names: [], next: null }))
    expect(await screen.findByText('No stores yet')).toBeTruthy()
  })

  it("shows the first page's failure with Try again", async () => {
    let failing = true
    renderStores(async () => {
      if (failing) throw new Error('Internal Server Error - Try again later.')
      return { names: ['Mama Put'], next: null }
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal Server Error - Try again later.')
    failing = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('region', { name: '1 stores in 1 pages' })).toBeTruthy()
  })

  it('keeps the pages shown when a later one fails, says why above the button, and the button tries that page again', async () => {
    let answer: (page: Page) => void = () => undefined
    let fail: (error: Error) => void = () => undefined
    renderStores((page) =>
      page === 1
        ? Promise.resolve({ names: ['Mama Put'], next: 2 })
        : new Promise<Page>((resolve, reject) => {
            answer = resolve
            fail = reject
          }),
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Load more stores' }))
    const loading = await screen.findByRole('button', { name: 'Loading more stores…' })
    expect(loading).toHaveAttribute('aria-disabled', 'true')
    fail(new Error('Network down'))
    expect(await screen.findByRole('alert')).toHaveTextContent('Network down')
    expect(names()).toEqual(['Mama Put'])

    await userEvent.click(screen.getByRole('button', { name: 'Load more stores' }))
    expect(await screen.findByRole('button', { name: 'Loading more stores…' })).toBeTruthy()
    answer({ names: ['Buka'], next: null })
    expect(await screen.findByRole('region', { name: '2 stores in 2 pages' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
