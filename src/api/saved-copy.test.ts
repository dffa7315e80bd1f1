import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SAVED_AT_HEADER } from '@/lib/query/saved-at-header'
import { json, stubFetch } from '@/test/stub-fetch'
import { dealsQueryOptions } from './deals'
import { nearMeStoreQueryOptions, STORE_ERRORS } from './discovery'
import { ApiError } from './errors'
import { storeBySlugQueryOptions } from './search-store'

// The API layer against a stubbed network whose answers are either the network's own or the
// service worker's saved copy (stamped with SAVED_AT_HEADER, as sw/saved-copy.ts does).

afterEach(() => vi.unstubAllGlobals())

const store = { id: 16, name_of_business: 'Jollof Republic', slug: 'jollof-republic', logo: '' }
const TWO_HOURS = 2 * 60 * 60 * 1000

function savedCopy(body: unknown, savedAt: number): Response {
  const answer = json(body)
  answer.headers.set(SAVED_AT_HEADER, String(savedAt))
  return answer
}

/** The query's result as a page's useQuery sees it. */
function resultOf(client: QueryClient, options: ReturnType<typeof nearMeStoreQueryOptions>) {
  return new QueryObserver(client, options).getCurrentResult()
}

describe('answers from the service worker’s saved copy', () => {
  it('date the query when the copy was saved, mark it stale and keep why it is not fresh', async () => {
    const savedAt = Date.now() - TWO_HOURS
    stubFetch(() => savedCopy({ data: { results: store } }, savedAt))
    const client = new QueryClient()
    const options = nearMeStoreQueryOptions(16)

    await expect(client.fetchQuery(options)).resolves.toEqual(store)

    const state = client.getQueryState(options.queryKey)
    expect(state?.status).toBe('success')
    expect(state?.dataUpdatedAt).toBe(savedAt)
    expect(state?.isInvalidated).toBe(true)
    const reason = state?.fetchFailureReason
    expect(reason).toBeInstanceOf(ApiError)
    // The failure the network would have given this call: its own message, as an outage.
    expect(reason).toMatchObject({ message: STORE_ERRORS.failure, kind: 'network' })
    const result = resultOf(client, options)
    expect(result.isStale).toBe(true)
    // What src/ui/saved-data.ts reads to put the saved-data notice above the page.
    expect(result.failureReason).toBeInstanceOf(ApiError)
  })

  it('leave an answer from the network as it is, and a fresh answer clears the mark', async () => {
    let saved = true
    const savedAt = Date.now() - TWO_HOURS
    stubFetch(() => (saved ? savedCopy({ data: { results: store } }, savedAt) : json({ data: { results: store } })))
    const client = new QueryClient()
    const options = nearMeStoreQueryOptions(16)
    await client.fetchQuery(options)
    expect(resultOf(client, options).failureReason).toBeInstanceOf(ApiError)

    saved = false
    const before = Date.now()
    await client.refetchQueries({ queryKey: options.queryKey })
    const state = client.getQueryState(options.queryKey)
    expect(state?.dataUpdatedAt).toBeGreaterThanOrEqual(before)
    expect(state?.isInvalidated).toBe(false)
    expect(state?.fetchFailureReason).toBeNull()
    expect(resultOf(client, options).failureReason).toBeNull()
  })

  it('mark only the query that got the copy', async () => {
    const savedAt = Date.now() - TWO_HOURS
    stubFetch((request) =>
      request.path.startsWith('/beta/api/search-store/')
        ? json({ data: { results: [store] } })
        : savedCopy({ data: { results: [{ id: 41, title: 'Jollof rice' }] } }, savedAt),
    )
    const client = new QueryClient()
    const before = Date.now()
    await Promise.all([
      client.fetchQuery(storeBySlugQueryOptions(store.slug)),
      client.fetchQuery(dealsQueryOptions('coupon')),
    ])
    expect(client.getQueryState(dealsQueryOptions('coupon').queryKey)?.dataUpdatedAt).toBe(savedAt)
    const slug = client.getQueryState(storeBySlugQueryOptions(store.slug).queryKey)
    expect(slug?.dataUpdatedAt).toBeGreaterThanOrEqual(before)
    expect(slug?.fetchFailureReason).toBeNull()
  })

  it('leave the answer the page holds when they are no newer, moved counts and all', async () => {
    let saved = false
    stubFetch(() =>
      saved ? savedCopy({ data: { results: store } }, heldSince - 50) : json({ data: { results: store } }),
    )
    const client = new QueryClient()
    const options = nearMeStoreQueryOptions(16)
    await client.fetchQuery(options)
    // What the page holds: the network's answer, later moved by a like the server took.
    const heldSince = client.getQueryState(options.queryKey)!.dataUpdatedAt
    const moved = { ...store, likes_count: 1 }
    client.setQueryData(options.queryKey, moved, { updatedAt: heldSince })

    // The refetch after the like stalls: the worker answers with its copy of that same answer.
    saved = true
    await client.refetchQueries({ queryKey: options.queryKey })
    const state = client.getQueryState(options.queryKey)
    expect(state?.data).toEqual(moved)
    expect(state?.dataUpdatedAt).toBe(heldSince)
    expect(state?.isInvalidated).toBe(true)
    expect(resultOf(client, options).failureReason).toBeInstanceOf(ApiError)
  })

  it('replace an older answer the page holds (restored from the phone) when they are newer', async () => {
    const savedAt = Date.now() - TWO_HOURS
    stubFetch(() => savedCopy({ data: { results: { ...store, likes_count: 4 } } }, savedAt))
    const client = new QueryClient()
    const options = nearMeStoreQueryOptions(16)
    client.setQueryData(options.queryKey, store, { updatedAt: savedAt - TWO_HOURS })
    await client.fetchQuery(options)
    expect(client.getQueryState(options.queryKey)).toMatchObject({
      data: { ...store, likes_count: 4 },
      dataUpdatedAt: savedAt,
    })
  })

  it('are trusted only when the stamp is a time', async () => {
    const answer = json({ data: { results: store } })
    answer.headers.set(SAVED_AT_HEADER, 'yesterday')
    stubFetch(() => answer)
    const client = new QueryClient()
    const before = Date.now()
    await client.fetchQuery(nearMeStoreQueryOptions(16))
    expect(client.getQueryState(nearMeStoreQueryOptions(16).queryKey)?.dataUpdatedAt).toBeGreaterThanOrEqual(before)
  })
})
