import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { rejection } from '@/test/outcomes'
import { json, offline, stubFetch } from '@/test/stub-fetch'
import { ApiError, STATUS_MESSAGES, ValidationError } from './errors'
import {
  findStoreBySlug,
  SEARCH_ERRORS,
  searchStores,
  rememberStore,
  storeBySlugQueryOptions,
  storeSearchKeys,
  storeSearchQueryOptions,
} from './search-store'

afterEach(() => vi.unstubAllGlobals())

const mamaCass = { id: 1, name_of_business: 'Mama Cass Kitchen', slug: 'mama-cass-kitchen', logo: '/beta/1.svg' }
const mamaPut = { id: 2, name_of_business: 'Mama Put Surulere', slug: 'mama-put-surulere', logo: '/beta/2.svg' }

describe('searchStores', () => {
  it('asks for the trimmed text and reads the results', async () => {
    const sent = stubFetch(() => json({ data: { results: [mamaCass, mamaPut] } }))
    await expect(searchStores('  Mama Cass ')).resolves.toEqual([mamaCass, mamaPut])
    expect(sent[0]?.path).toBe('/beta/api/search-store/Mama%20Cass')
    expect(sent[0]?.url.search).toBe('')
  })

  it('adds the position when it has one, so stores come with their distance', async () => {
    const sent = stubFetch(() => json({ data: { results: [{ ...mamaCass, distance_km: 1.2 }] } }))
    await searchStores('mama', undefined, { latitude: 6.5, longitude: 3.36 })
    expect(sent[0]?.query).toEqual({ latitude: '6.5', longitude: '3.36' })
  })

  it('escapes text that would otherwise change the path', async () => {
    const sent = stubFetch(() => json({ data: { results: [] } }))
    await expect(searchStores('a/b?c')).resolves.toEqual([])
    expect(sent[0]?.path).toBe('/beta/api/search-store/a%2Fb%3Fc')
  })

  it.each(['', '   ', null, undefined])("refuses %j with 'Name is required.' and no request", async (text) => {
    const sent = stubFetch(() => json({ data: { results: [] } }))
    const error = await rejection(searchStores(text))
    expect(error).toBeInstanceOf(ValidationError)
    expect((error as Error).message).toBe('Name is required.')
    expect(sent).toEqual([])
  })

  it.each([
    [403, {}, STATUS_MESSAGES[403]],
    [404, {}, STATUS_MESSAGES[404]],
    [500, {}, STATUS_MESSAGES[500]],
    [400, { message: 'Name is required.' }, 'Name is required.'],
    [429, {}, SEARCH_ERRORS.failure],
  ])("fails on status %i with the error message, or the search's failure message", async (status, body, message) => {
    stubFetch(() => json(body, status))
    const error = await rejection(searchStores('mama'))
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).message).toBe(message)
  })

  it("says the search's failure message when there is no answer or the answer is broken", async () => {
    stubFetch(offline)
    expect(await rejection(searchStores('mama'))).toHaveProperty('message', SEARCH_ERRORS.failure)
    stubFetch(() => json({ data: { results: 'none' } }))
    expect(await rejection(searchStores('mama'))).toHaveProperty('message', SEARCH_ERRORS.failure)
    expect(SEARCH_ERRORS.failure).toBe('Error occurred while fetching the stores with the name you searched for')
  })
})

describe('findStoreBySlug', () => {
  it('returns the first entry', async () => {
    const sent = stubFetch(() => json({ data: { results: [mamaPut, mamaCass] } }))
    await expect(findStoreBySlug('mama-put-surulere')).resolves.toEqual(mamaPut)
    expect(sent[0]?.path).toBe('/beta/api/search-store/mama-put-surulere')
  })

  it('returns null when no store has that slug', async () => {
    stubFetch(() => json({ data: { results: [] } }))
    await expect(findStoreBySlug('nowhere')).resolves.toBeNull()
  })

  it.each(['', ' ', null, undefined])("refuses %j with 'Slug is required.' and no request", async (slug) => {
    const sent = stubFetch(() => json({ data: { results: [] } }))
    const error = await rejection(findStoreBySlug(slug))
    expect(error).toBeInstanceOf(ValidationError)
    expect((error as Error).message).toBe('Slug is required.')
    expect(sent).toEqual([])
  })

  it("fails with the error message, or the search's failure message", async () => {
    stubFetch(() => json({}, 500))
    expect(await rejection(findStoreBySlug('mama'))).toHaveProperty('message', STATUS_MESSAGES[500])
    stubFetch(offline)
    expect(await rejection(findStoreBySlug('mama'))).toHaveProperty('message', SEARCH_ERRORS.failure)
  })
})

describe('store search query options', () => {
  it('runs only for non-empty text', () => {
    expect(storeSearchQueryOptions('   ').enabled).toBe(false)
    expect(storeSearchQueryOptions('mama').enabled).toBe(true)
  })

  it('keys the search by its trimmed, lower-case text', () => {
    expect(storeSearchQueryOptions(' Mama ').queryKey).toEqual(storeSearchKeys.byText('mama'))
    expect(storeSearchKeys.byText('mama')).not.toEqual(storeSearchKeys.bySlug('mama'))
  })

  it('loads a store by slug through the query client', async () => {
    stubFetch(() => json({ data: { results: [mamaCass] } }))
    const client = new QueryClient()
    await expect(client.fetchQuery(storeBySlugQueryOptions('mama-cass-kitchen'))).resolves.toEqual(mamaCass)
  })
})

describe('store search from the shopper position (issue 17: branches told apart)', () => {
  it('sends the rounded position and keys the search by it', async () => {
    const sent = stubFetch(() => json({ data: { results: [mamaCass] } }))
    const ikeja = { latitude: 6.60184, longitude: 3.35149 }
    await new QueryClient().fetchQuery(storeSearchQueryOptions('mama', ikeja))
    expect(sent[0]?.query).toEqual({ latitude: '6.602', longitude: '3.351' })
    expect(storeSearchQueryOptions('mama', ikeja).queryKey).not.toEqual(storeSearchQueryOptions('mama').queryKey)
  })
})

describe('findStoreBySlug, only the store that is the slug', () => {
  it('is null when the search found only stores whose names hold the text', async () => {
    stubFetch(() => json({ data: { results: [mamaCass] } }))
    await expect(findStoreBySlug('mama')).resolves.toBeNull()
  })
})

describe('rememberStore', () => {
  it('seeds the slug with a store a list already holds, keeping a fuller answer', () => {
    const client = new QueryClient()
    rememberStore(client, mamaCass)
    expect(client.getQueryData(storeBySlugQueryOptions(mamaCass.slug).queryKey)).toEqual(mamaCass)
    rememberStore(client, { id: mamaCass.id, name_of_business: 'x', slug: mamaCass.slug, logo: '' })
    expect(client.getQueryData(storeBySlugQueryOptions(mamaCass.slug).queryKey)).toEqual(mamaCass)
  })
})
