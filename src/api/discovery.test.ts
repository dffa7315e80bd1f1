import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { failure, refused } from '@/test/outcomes'
import { json, offline, stubFetch } from '@/test/stub-fetch'
import {
  fetchMapData,
  fetchNearMe,
  fetchNearMeStore,
  fetchQrContent,
  MAP_ERRORS,
  NEAR_ME_ERRORS,
  nearMeQueryOptions,
  parseRatingFilter,
  QR_CONTENT_ERRORS,
  STORE_ERRORS,
  storeKeys,
} from './discovery'
import { STATUS_MESSAGES } from './errors'

afterEach(() => vi.unstubAllGlobals())

const ikeja = { latitude: 6.60341, longitude: 3.351083 }
const store = {
  id: 16,
  name_of_business: 'Jollof Republic',
  slug: 'jollof-republic',
  logo: '/beta/media/logo/jollof-republic.svg',
  place_type: 'Restaurant',
  distance_km: 0.18,
}
const nearMeBody = { data: { results: [store], count: 41, page: 1, page_size: 20, next_page: 2 } }

/** The 403, 404 and 5xx texts of docs/errors.md#500, the server's words otherwise, else the call's failure. */
const statusCases = (failure: string) =>
  [
    [403, {}, STATUS_MESSAGES[403]],
    [404, { message: 'no such thing' }, STATUS_MESSAGES[404]],
    [500, {}, STATUS_MESSAGES[500]],
    [503, {}, STATUS_MESSAGES[500]],
    [400, { message: 'Bad latitude.' }, 'Bad latitude.'],
    [400, {}, failure],
  ] as const

describe('parseRatingFilter', () => {
  it.each([
    ['3-5', { min_rating: 3, max_rating: 5 }],
    ['0-4.5', { min_rating: 0, max_rating: 4.5 }],
    [' 2 - 4 ', { min_rating: 2, max_rating: 4 }],
    ['4-', { min_rating: 4 }],
    ['-3', { max_rating: 3 }],
    ['abc-5', { max_rating: 5 }],
    ['1-9', { min_rating: 1 }],
    ['', {}],
    [undefined, {}],
    [null, {}],
  ])('splits %j', (rating, range) => {
    expect(parseRatingFilter(rating)).toEqual(range)
  })
})

describe('fetchNearMe', () => {
  it('sends the position and reads one page of stores', async () => {
    const sent = stubFetch(() => json(nearMeBody))
    await expect(fetchNearMe(ikeja)).resolves.toEqual({
      results: [store],
      count: 41,
      page: 1,
      page_size: 20,
      next_page: 2,
    })
    expect(sent).toHaveLength(1)
    const [request] = sent
    expect(request?.method).toBe('GET')
    expect(request?.url.pathname).toBe('/beta/api/nearme-aws')
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      latitude: '6.60341',
      longitude: '3.351083',
    })
  })

  it('sends every filter by its query name, splitting the rating range', async () => {
    const sent = stubFetch(() => json(nearMeBody))
    await fetchNearMe(ikeja, {
      placeType: 'Restaurant',
      cuisineType: 'Nigerian',
      rating: '3-5',
      maxDeliveryTime: 45,
      promotion: 'coupon',
      page: 2,
    })
    expect(Object.fromEntries(sent[0]?.url.searchParams ?? [])).toEqual({
      latitude: '6.60341',
      longitude: '3.351083',
      place_type: 'Restaurant',
      cuisine_type: 'Nigerian',
      min_rating: '3',
      max_rating: '5',
      max_delivery_time: '45',
      has_coupon: 'true',
      page: '2',
    })
  })

  it('sends cuisine_type only when the place type is Restaurant', async () => {
    const sent = stubFetch(() => json(nearMeBody))
    await fetchNearMe(ikeja, { placeType: 'Supermarket', cuisineType: 'Nigerian' })
    await fetchNearMe(ikeja, { cuisineType: 'Nigerian' })
    await fetchNearMe(ikeja, { placeType: 'restaurant', cuisineType: 'Chinese' })
    expect(sent[0]?.url.searchParams.get('place_type')).toBe('Supermarket')
    expect(sent[0]?.url.searchParams.has('cuisine_type')).toBe(false)
    expect(sent[1]?.url.searchParams.has('cuisine_type')).toBe(false)
    expect(sent[2]?.url.searchParams.get('cuisine_type')).toBe('Chinese')
  })

  it("turns the promotion 'discount' into has_discount=true and leaves unset filters out", async () => {
    const sent = stubFetch(() => json(nearMeBody))
    await fetchNearMe(ikeja, { promotion: 'discount', placeType: '  ', rating: '', maxDeliveryTime: 0, page: 0 })
    expect(Object.fromEntries(sent[0]?.url.searchParams ?? [])).toEqual({
      latitude: '6.60341',
      longitude: '3.351083',
      has_discount: 'true',
    })
  })

  it.each([
    ['no position', undefined],
    ['a missing longitude', { latitude: 6.6 }],
    ['a latitude that is not a number', { latitude: Number.NaN, longitude: 3.3 }],
    ['a longitude past 180', { latitude: 6.6, longitude: 181 }],
  ])("refuses %s with 'Latitude and longitude are required.' and no request", async (_label, location) => {
    const sent = stubFetch(() => json(nearMeBody))
    await refused(fetchNearMe(location), 'Latitude and longitude are required.')
    expect(sent).toEqual([])
  })

  it.each(statusCases(NEAR_ME_ERRORS.failure))('maps status %i to its message', async (status, body, message) => {
    stubFetch(() => json(body, status))
    const error = await failure(fetchNearMe(ikeja))
    expect(error.message).toBe(message)
    expect(error.status).toBe(status)
  })

  it('reports a request that never got an answer with its failure message', async () => {
    stubFetch(offline)
    const error = await failure(fetchNearMe(ikeja))
    expect(error.message).toBe('Error fetching stores near you')
    expect(error.kind).toBe('network')
  })

  it.each([
    ['no results', { data: {} }],
    ['results that are not stores', { data: { results: [{ name: 'x' }], count: 1, page: 1, page_size: 20 } }],
    ['no paging', { data: { results: [store] } }],
    ['a body that is not JSON', 'oops'],
  ])('treats an answer with %s as unexpected', async (_label, body) => {
    stubFetch(() => json(body))
    const error = await failure(fetchNearMe(ikeja))
    expect(error.message).toBe(NEAR_ME_ERRORS.failure)
    expect(error.kind).toBe('unexpected')
  })
})

describe('near-me query options', () => {
  it('rounds the position to 3 decimals in the key, so a tiny move reuses the cache', () => {
    const here = storeKeys.nearMe(ikeja, { placeType: 'Restaurant' })
    const nudged = storeKeys.nearMe({ latitude: 6.60349, longitude: 3.35081 }, { placeType: 'Restaurant' })
    const across = storeKeys.nearMe({ latitude: 6.6051, longitude: 3.351083 }, { placeType: 'Restaurant' })
    expect(nudged).toEqual(here)
    expect(across).not.toEqual(here)
    expect(here).toEqual(['stores', 'near-me', { latitude: 6.603, longitude: 3.351 }, { place_type: 'Restaurant' }])
  })

  it('keys filters by what is sent, so an ignored cuisine does not split the cache', () => {
    expect(storeKeys.nearMe(ikeja, { placeType: 'Shop', cuisineType: 'Nigerian' })).toEqual(
      storeKeys.nearMe(ikeja, { placeType: 'Shop' }),
    )
  })

  it('fetches with the rounded position that names the cache entry', async () => {
    const sent = stubFetch(() => json(nearMeBody))
    const client = new QueryClient()
    const page = await client.fetchQuery(nearMeQueryOptions(ikeja, { promotion: 'coupon' }))
    expect(page.results).toEqual([store])
    expect(sent[0]?.url.searchParams.get('latitude')).toBe('6.603')
    expect(sent[0]?.url.searchParams.get('longitude')).toBe('3.351')
    expect(sent[0]?.url.searchParams.get('has_coupon')).toBe('true')
  })
})

describe('fetchNearMeStore', () => {
  const details = { ...store, menu_items: [{ id: 41, title: 'Jollof rice' }], coupons: [], comments: [] }

  it('reads the store from the results field, by id or slug', async () => {
    const sent = stubFetch(() => json({ data: { results: details } }))
    await expect(fetchNearMeStore(16)).resolves.toEqual(details)
    await fetchNearMeStore('jollof-republic')
    expect(sent.map((request) => request.url.pathname)).toEqual([
      '/beta/api/nearme-single-store-aws/16',
      '/beta/api/nearme-single-store-aws/jollof-republic',
    ])
  })

  it.each([undefined, null, '', '  ', 0, -3, 1.5])("refuses the id %j with 'Store ID is required.'", async (id) => {
    const sent = stubFetch(() => json({ data: { results: details } }))
    await refused(fetchNearMeStore(id), 'Store ID is required.')
    expect(sent).toEqual([])
  })

  it.each(statusCases(STORE_ERRORS.failure))('maps status %i to its message', async (status, body, message) => {
    stubFetch(() => json(body, status))
    expect((await failure(fetchNearMeStore(16))).message).toBe(message)
  })

  it('reports no answer and a broken answer with its failure message', async () => {
    stubFetch(offline)
    expect((await failure(fetchNearMeStore(16))).message).toBe('Error fetching the store')
    stubFetch(() => json({ data: { results: [details] } }))
    expect((await failure(fetchNearMeStore(16))).kind).toBe('unexpected')
  })
})

describe('fetchMapData', () => {
  const mapBody = { data: { results: [store] } }

  it('sends the position and place type and returns the whole response data', async () => {
    const sent = stubFetch(() => json(mapBody))
    await expect(fetchMapData(ikeja, 'all')).resolves.toEqual(mapBody)
    expect(sent[0]?.url.pathname).toBe('/beta/api/map-aws')
    expect(Object.fromEntries(sent[0]?.url.searchParams ?? [])).toEqual({
      latitude: '6.60341',
      longitude: '3.351083',
      place_type: 'all',
    })
  })

  it("refuses a missing position with 'Latitude and longitude are required.' before the place type", async () => {
    const sent = stubFetch(() => json(mapBody))
    await refused(fetchMapData({ latitude: 6.6 }, undefined), 'Latitude and longitude are required.')
    expect(sent).toEqual([])
  })

  it.each([undefined, null, '', '   '])("refuses the place type %j with 'Place type is required.'", async (type) => {
    const sent = stubFetch(() => json(mapBody))
    await refused(fetchMapData(ikeja, type), 'Place type is required.')
    expect(sent).toEqual([])
  })

  it.each(statusCases(MAP_ERRORS.failure))(
    "prefixes status %i's message with 'Error getting map data:'",
    async (status, body, message) => {
      stubFetch(() => json(body, status))
      expect((await failure(fetchMapData(ikeja, 'Restaurant'))).message).toBe(`Error getting map data: ${message}`)
    },
  )

  it("says 'Error getting map data: Nothing came through.' with no answer and 'Error getting map data' for a broken one", async () => {
    stubFetch(offline)
    expect((await failure(fetchMapData(ikeja, 'Restaurant'))).message).toBe(
      'Error getting map data: Nothing came through.',
    )
    stubFetch(() => json({ results: [store] }))
    expect((await failure(fetchMapData(ikeja, 'Restaurant'))).message).toBe('Error getting map data')
  })
})

describe('fetchQrContent', () => {
  const content = { ...store, menu_items: [], coupons: [], discounts: [] }

  it("uses data when the status is 'success'", async () => {
    const sent = stubFetch(() => json({ status: 'success', data: content }))
    await expect(fetchQrContent('jollof-republic')).resolves.toEqual(content)
    expect(sent[0]?.url.pathname).toBe('/beta/gidideals/qr-code/list-all-content-to-users/jollof-republic')
  })

  it.each([
    ['another status', { status: 'error', data: content }],
    ['no status', { data: content }],
    ['no data', { status: 'success' }],
  ])('treats an answer with %s as a failure', async (_label, body) => {
    stubFetch(() => json(body))
    const error = await failure(fetchQrContent(16))
    expect(error.message).toBe(QR_CONTENT_ERRORS.failure)
    expect(error.kind).toBe('unexpected')
  })

  it.each([undefined, null, '', 0])("refuses the id %j with 'QR Code ID is required.'", async (id) => {
    const sent = stubFetch(() => json({ status: 'success', data: content }))
    await refused(fetchQrContent(id), 'QR Code ID is required.')
    expect(sent).toEqual([])
  })

  it.each(statusCases(QR_CONTENT_ERRORS.failure))('maps status %i to its message', async (status, body, message) => {
    stubFetch(() => json(body, status))
    expect((await failure(fetchQrContent(16))).message).toBe(message)
  })

  it('reports no answer with its failure message', async () => {
    stubFetch(offline)
    expect((await failure(fetchQrContent(16))).message).toBe('Error fetching the QR code content')
  })
})
