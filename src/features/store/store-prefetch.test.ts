import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { nearMeStoreQueryOptions } from '@/api/discovery'
import { stubFetch } from '@/test/stub-fetch'
import { prefetchStore } from './store-prefetch'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

function queryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: 2, retryDelay: 0 } } })
}

afterEach(() => vi.unstubAllGlobals())

describe('prefetchStore (the store front route loader)', () => {
  it('asks for the store once, and the page finds the answer in the cache', async () => {
    const sent = stubFetch(() => json({ data: { results: { id: 16, name_of_business: 'Jollof Republic' } } }))
    const client = queryClient()
    prefetchStore(client, 'jollof-republic')
    await vi.waitFor(() =>
      expect(client.getQueryData(nearMeStoreQueryOptions('jollof-republic').queryKey)).toBeDefined(),
    )
    expect(sent.map((request) => request.path)).toEqual(['/beta/api/nearme-single-store-aws/jollof-republic'])
  })

  it('does not retry an unknown store, so the page says "not found" at once', async () => {
    const sent = stubFetch(() => json({ message: 'Not found.' }, 404))
    const client = queryClient()
    prefetchStore(client, 'no-such-store')
    const state = () => client.getQueryState(nearMeStoreQueryOptions('no-such-store').queryKey)
    await vi.waitFor(() => expect(state()?.status).toBe('error'))
    expect(sent).toHaveLength(1)
  })

  it('retries a server failure as the page would', async () => {
    const sent = stubFetch(() => json({ message: 'Server error' }, 500))
    const client = queryClient()
    prefetchStore(client, 'jollof-republic')
    await vi.waitFor(() =>
      expect(client.getQueryState(nearMeStoreQueryOptions('jollof-republic').queryKey)?.status).toBe('error'),
    )
    expect(sent).toHaveLength(3)
  })
})
