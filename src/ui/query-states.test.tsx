import { onlineManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { QueryStates, type QueriesAsOne } from './query-states'

type Store = { name: string }

afterEach(() => {
  onlineManager.setOnline(true)
})

function renderWith(ui: ReactNode, client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>)
  return client
}

const describeError = (error: Error) => ({ message: error.message, hint: 'Check the road.' })

/** One store, read by a real query whose answer the test decides. */
function StoreView({ load }: { load: () => Promise<Store> }) {
  const query = useQuery({ queryKey: ['store'], queryFn: load })
  return (
    <QueryStates
      query={query}
      skeleton={<p>Loading the store…</p>}
      describeError={describeError}
      empty={<p>No store</p>}
      offlineHint="This store is not saved on this phone yet."
      offlineAction={<button type="button">Back to stores</button>}
      frame={(state) => <section aria-label="The store">{state}</section>}
    >
      {(store) => <h1>{store.name}</h1>}
    </QueryStates>
  )
}

function StoresView({ load }: { load: () => Promise<Store[]> }) {
  const query = useQuery({ queryKey: ['stores'], queryFn: load })
  return (
    <QueryStates query={query} skeleton={<p>Loading…</p>} describeError={describeError} empty={<p>No stores yet</p>}>
      {(stores) => <p>{stores.length} stores</p>}
    </QueryStates>
  )
}

describe('QueryStates', () => {
  it('shows a single object, which is never empty, after its skeleton', async () => {
    renderWith(<StoreView load={() => Promise.resolve({ name: 'Mama Put' })} />)
    expect(screen.getByText('Loading the store…')).toBeTruthy()
    expect(await screen.findByRole('heading', { name: 'Mama Put' })).toBeTruthy()
    expect(screen.queryByText('No store')).toBeNull()
  })

  it('says a list is empty with the words it was given', async () => {
    renderWith(<StoresView load={() => Promise.resolve([])} />)
    expect(await screen.findByText('No stores yet')).toBeTruthy()
  })

  it('an object is empty when its isEmpty rule says so', async () => {
    function PageView() {
      const query = useQuery({ queryKey: ['page'], queryFn: () => Promise.resolve({ results: [] as Store[] }) })
      return (
        <QueryStates
          query={query}
          skeleton={<p>Loading…</p>}
          describeError={describeError}
          empty={<p>No stores near you yet</p>}
          isEmpty={(page) => page.results.length === 0}
        >
          {(page) => <p>{page.results.length} stores</p>}
        </QueryStates>
      )
    }
    renderWith(<PageView />)
    expect(await screen.findByText('No stores near you yet')).toBeTruthy()
  })

  it('offline with nothing saved: says so, with the hint and the action, and no skeleton', async () => {
    onlineManager.setOnline(false)
    renderWith(<StoreView load={() => Promise.resolve({ name: 'Mama Put' })} />)
    expect(await screen.findByText('You are offline')).toBeTruthy()
    expect(screen.getByText('This store is not saved on this phone yet.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Back to stores' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'The store' })).toHaveTextContent('You are offline')
    expect(screen.queryByText('Loading the store…')).toBeNull()
  })

  it('a failure shows its message and hint, and Try again asks again', async () => {
    let calls = 0
    const load = () => {
      calls += 1
      return calls === 1
        ? Promise.reject(new Error('Could not load the store.'))
        : Promise.resolve({ name: 'Mama Put' })
    }
    renderWith(<StoreView load={load} />)
    const alert = await screen.findByRole('alert')
    expect(screen.getByRole('region', { name: 'The store' })).toContainElement(alert)
    expect(alert.textContent).toContain('Could not load the store.')
    expect(alert.textContent).toContain('Check the road.')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Mama Put' })).toBeTruthy()
  })

  it('a saved copy whose refresh failed stays shown, under the saved-data notice, with no error', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    client.setQueryData(['store'], { name: 'Mama Put' }, { updatedAt: Date.now() - 5 * 60_000 })
    renderWith(<StoreView load={() => Promise.reject(new Error('No answer.'))} />, client)
    expect((await screen.findByRole('status')).textContent).toMatch(/You are offline — showing what was saved/)
    expect(screen.getByRole('heading', { name: 'Mama Put' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('a fresh answer has no saved-data notice', async () => {
    renderWith(<StoreView load={() => Promise.resolve({ name: 'Mama Put' })} />)
    await screen.findByRole('heading', { name: 'Mama Put' })
    expect(screen.queryByRole('status')).toBeNull()
  })

  it("a query that waits on another shows the first one's failure, and Try again asks the first one again", async () => {
    let slugCalls = 0
    function ListingView() {
      const slug = useQuery({
        queryKey: ['slug'],
        queryFn: () => {
          slugCalls += 1
          return slugCalls === 1 ? Promise.reject(new Error('Could not find the store.')) : Promise.resolve(3)
        },
      })
      const listing = useQuery({
        queryKey: ['listing', slug.data],
        queryFn: () => Promise.resolve({ name: `Store ${slug.data}` }),
        enabled: slug.data !== undefined,
      })
      return (
        <QueryStates query={listing} after={slug} skeleton={<p>Loading…</p>} describeError={describeError}>
          {(store) => <h1>{store.name}</h1>}
        </QueryStates>
      )
    }
    renderWith(<ListingView />)
    expect((await screen.findByRole('alert')).textContent).toContain('Could not find the store.')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Store 3' })).toBeTruthy()
  })

  it('a query that waits on another says offline while the first one waits for the network', async () => {
    onlineManager.setOnline(false)
    function ListingView() {
      const slug = useQuery({ queryKey: ['slug'], queryFn: () => Promise.resolve(3) })
      const listing = useQuery({
        queryKey: ['listing'],
        queryFn: () => Promise.resolve({ name: 'Store' }),
        enabled: slug.data !== undefined,
      })
      return (
        <QueryStates query={listing} after={slug} skeleton={<p>Loading…</p>} describeError={describeError}>
          {(store) => <h1>{store.name}</h1>}
        </QueryStates>
      )
    }
    renderWith(<ListingView />)
    expect(await screen.findByText('You are offline')).toBeTruthy()
    expect(screen.queryByText('Loading…')).toBeNull()
  })

  it("several queries read as one: the page dates the saved copy, and Try again is the page's", async () => {
    let retried = 0
    const asOne = (savedAt: number | null, data?: Store[]): QueriesAsOne<Store[]> => ({
      data,
      isError: data === undefined,
      error: data === undefined ? new Error('No list loaded.') : null,
      fetchStatus: 'idle',
      refetch: () => (retried += 1),
      savedAt,
    })
    const view = (query: QueriesAsOne<Store[]>) => (
      <QueryStates query={query} skeleton={<p>Loading…</p>} describeError={describeError}>
        {(stores) => <p>{stores.length} stores</p>}
      </QueryStates>
    )
    const { rerender } = render(view(asOne(null)))
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(retried).toBe(1)
    rerender(view(asOne(null, [{ name: 'Mama Put' }])))
    expect(screen.getByText('1 stores')).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()
    rerender(view(asOne(Date.now() - 5 * 60_000, [{ name: 'Mama Put' }])))
    expect(screen.getByRole('status').textContent).toMatch(/You are offline — showing what was saved/)
  })

  it('children that place the saved-data notice get it, and it is not put above them', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    client.setQueryData(['store'], { name: 'Mama Put' }, { updatedAt: Date.now() - 5 * 60_000 })
    function PlacedView() {
      const query = useQuery<Store>({ queryKey: ['store'], queryFn: () => Promise.reject(new Error('No answer.')) })
      return (
        <QueryStates query={query} skeleton={<p>Loading…</p>} describeError={describeError} childrenPlaceNotice>
          {(store, notice) => (
            <article aria-label="The store">
              <h1>{store.name}</h1>
              {notice}
            </article>
          )}
        </QueryStates>
      )
    }
    renderWith(<PlacedView />, client)
    const notice = await screen.findByRole('status')
    expect(screen.getByRole('article', { name: 'The store' })).toContainElement(notice)
    expect(screen.getAllByRole('status')).toHaveLength(1)
  })
})
