import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { retryUnlessNotFound } from '@/lib/query/retry'
import { nearMeStoreQueryOptions } from '@/api/discovery'
import { rememberStore, storeBySlugQueryOptions } from '@/api/search-store'
import { json, stubFetch, type SentRequest } from '@/test/stub-fetch'
import { prefetchStore } from './store-prefetch'

const jollof = { id: 16, name_of_business: 'Jollof Republic', slug: 'jollof-republic', logo: '/logo.svg' }

/** A client with the app's one retry rule (src/app/query-client.ts sets it), without the waits between retries. */
function queryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: retryUnlessNotFound, retryDelay: 0 } } })
}

/** The search knows Jollof Republic; the store by id answers as `store` says. */
const server = (store: () => Response) => (request: SentRequest) =>
  request.path.startsWith('/beta/api/search-store/')
    ? json({ data: { results: request.path.endsWith('/jollof-republic') ? [jollof] : [] } })
    : store()

afterEach(() => vi.unstubAllGlobals())

describe('prefetchStore (the store front route loader)', () => {
  it('resolves the slug, then asks for the store by id once; the page finds both answers', async () => {
    const sent = stubFetch(server(() => json({ data: { results: jollof } })))
    const client = queryClient()
    await prefetchStore(client, 'jollof-republic')
    expect(client.getQueryData(storeBySlugQueryOptions('jollof-republic').queryKey)).toEqual(jollof)
    expect(client.getQueryData(nearMeStoreQueryOptions(16).queryKey)).toEqual(jollof)
    expect(sent.map((request) => request.path)).toEqual([
      '/beta/api/search-store/jollof-republic',
      '/beta/api/nearme-single-store-aws/16',
    ])
  })

  it('asks no search when a list already named the store', async () => {
    const sent = stubFetch(server(() => json({ data: { results: jollof } })))
    const client = queryClient()
    rememberStore(client, jollof)
    await prefetchStore(client, 'jollof-republic')
    expect(sent.map((request) => request.path)).toEqual(['/beta/api/nearme-single-store-aws/16'])
  })

  it("asks no search when the page's HTML named the store (the server knew the slug)", async () => {
    const sent = stubFetch(server(() => json({ data: { results: jollof } })))
    // The early script's protocol, with no answers left to take (the app then asks itself).
    window.__gidiEarly = {
      at: Date.now(),
      ready: Promise.resolve(),
      chained: Promise.resolve(),
      answers: {},
      appStarting: () => {},
      store: { id: 16, slug: 'jollof-republic', name_of_business: 'Jollof Republic' },
    }
    try {
      const client = queryClient()
      await prefetchStore(client, 'Jollof-Republic')
      expect(sent.map((request) => request.path)).toEqual(['/beta/api/nearme-single-store-aws/16'])
      expect(client.getQueryData(storeBySlugQueryOptions('Jollof-Republic').queryKey)).toMatchObject({ id: 16 })
      // Another slug's page is not this store's.
      const other = queryClient()
      await prefetchStore(other, 'suya-spot')
      expect(sent.map((request) => request.path).at(-1)).toBe('/beta/api/search-store/suya-spot')
    } finally {
      delete window.__gidiEarly
    }
  })

  it('asks for no store when no store has the slug, and does not retry that', async () => {
    const sent = stubFetch(server(() => json({ data: { results: jollof } })))
    const client = queryClient()
    await prefetchStore(client, 'no-such-store')
    expect(client.getQueryData(storeBySlugQueryOptions('no-such-store').queryKey)).toBeNull()
    expect(sent).toHaveLength(1)
  })

  it('does not retry an unknown store id, so the page says "not found" at once', async () => {
    const sent = stubFetch(server(() => json({ message: 'Not found.' }, 404)))
    const client = queryClient()
    await prefetchStore(client, 'jollof-republic')
    expect(client.getQueryState(nearMeStoreQueryOptions(16).queryKey)?.status).toBe('error')
    expect(sent).toHaveLength(2)
  })

  it('retries a server failure as the page would', async () => {
    const sent = stubFetch(server(() => json({ message: 'Server error' }, 500)))
    const client = queryClient()
    await prefetchStore(client, 'jollof-republic')
    expect(client.getQueryState(nearMeStoreQueryOptions(16).queryKey)?.status).toBe('error')
    expect(sent).toHaveLength(4)
  })
})
