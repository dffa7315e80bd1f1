import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { retryUnlessNotFound } from '@/lib/query/retry'
import { createQueryClient, PERSIST_MAX_AGE_MS } from './query-client'
import { queryPersistOptions } from './query-persistence'

// The query cache survives a cold start: what was fetched is in localStorage, comes back in a
// new client, and only what arrived whole is kept.

afterEach(() => localStorage.clear())

describe('the persisted query cache', () => {
  it('keeps answers across a restart, for as long as queries are kept in memory', async () => {
    const options = queryPersistOptions()
    expect(createQueryClient().getDefaultOptions().queries).toMatchObject({
      staleTime: 900_000,
      retry: retryUnlessNotFound,
    })
    expect(createQueryClient().getDefaultOptions().queries?.gcTime).toBeGreaterThanOrEqual(PERSIST_MAX_AGE_MS)
    expect(options.maxAge).toBe(PERSIST_MAX_AGE_MS)
    expect(options.buster).toBe(__BUILD_ID__)

    const before = createQueryClient()
    before.setQueryData(['deals', 'coupon'], [{ id: 41, title: '20% off Jollof rice' }])
    await before.prefetchQuery({ queryKey: ['broken'], queryFn: () => Promise.reject(new Error('offline')), retry: 0 })
    await before.prefetchQuery({ queryKey: ['private'], queryFn: () => ({ secret: true }), meta: { persist: false } })
    await persistQueryClientSave({ queryClient: before, ...options })
    // Writes are throttled (one per second at most) to spare slow phones.
    await vi.waitFor(() => expect(localStorage.getItem('gidideals-query-cache')).toContain('Jollof'), { timeout: 3000 })

    const after = createQueryClient()
    await persistQueryClientRestore({ queryClient: after, ...queryPersistOptions() })
    expect(after.getQueryData(['deals', 'coupon'])).toEqual([{ id: 41, title: '20% off Jollof rice' }])
    expect(after.getQueryState(['broken'])).toBeUndefined()
    expect(after.getQueryData(['private'])).toBeUndefined()
  })

  it('forgets a cache written by another build', async () => {
    const before = createQueryClient()
    before.setQueryData(['deals', 'coupon'], [{ id: 41 }])
    await persistQueryClientSave({ queryClient: before, ...queryPersistOptions(), buster: 'an-older-build' })
    await vi.waitFor(() => expect(localStorage.getItem('gidideals-query-cache')).toContain('an-older-build'), {
      timeout: 3000,
    })

    const after = createQueryClient()
    await persistQueryClientRestore({ queryClient: after, ...queryPersistOptions() })
    expect(after.getQueryData(['deals', 'coupon'])).toBeUndefined()
  })

  it('writes the latest answers at once when the page is hidden, not a second later', async () => {
    const client = createQueryClient()
    const options = queryPersistOptions()
    client.setQueryData(['store', 'mama-put'], { comments: ['first'] })
    await persistQueryClientSave({ queryClient: client, ...options })
    client.setQueryData(['store', 'mama-put'], { comments: ['first', 'second'] })
    await persistQueryClientSave({ queryClient: client, ...options })
    window.dispatchEvent(new Event('pagehide'))
    expect(localStorage.getItem('gidideals-query-cache')).toContain('second')
  })
})
