import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { rejection } from '@/test/outcomes'
import { json, offline, stubFetch } from '@/test/stub-fetch'
import { connectTokens } from '@/test/session'
import {
  ADVERT_ERRORS,
  advertsQueryOptions,
  dealKeys,
  dealQueryOptions,
  dealsQueryOptions,
  fetchDeal,
  hotDealsQueryOptions,
  INTERACTION_ERRORS,
  listAdverts,
  listDeals,
  listHotDeals,
  recordInteraction,
  REQUEST_FAILED,
  type HotDealKind,
  type InteractionKind,
} from './deals'
import { ApiError, STATUS_MESSAGES, ValidationError } from './errors'
import type { DealKind } from '@contract/rules'

afterEach(() => vi.unstubAllGlobals())

const coupon = { id: 41, kind: 'coupon', title: '20% off Jollof rice', price: 3500, discounted_price: 2800 }
const list = (...results: unknown[]) => ({ data: { results, count: results.length, next_page: null } })

const kinds: Array<[DealKind, string, string, string, string]> = [
  [
    'menu',
    '/beta/api/menu-items-all-aws',
    'Error fetching menu items:',
    '/beta/api/menu-items-single-id-aws/41',
    'Error fetching menu item by id:',
  ],
  [
    'coupon',
    '/beta/api/coupon-items-all-aws',
    'Error fetching coupons:',
    '/beta/api/coupon-items-single-id-aws/41',
    'Error getting the coupon by ID:',
  ],
  [
    'discount',
    '/beta/api/discount-items-all-aws',
    'Error fetching discounts:',
    '/beta/api/discount-items-single-id-aws/41',
    'Error getting the discount by ID:',
  ],
  [
    'featured',
    '/beta/featured-read-only-api/featured-items',
    'Error fetching featureds:',
    '/beta/featured-read-only-api/featured-single-item/41',
    'Error fetching featured by id:',
  ],
  [
    'marketplace',
    '/beta/api/marketplace-discount-view-aws',
    'Error fetching marketplace discounts:',
    '/beta/api/marketplace-discount-view-single-id-aws/41',
    'Error fetching marketplace discount by id:',
  ],
]

describe.each(kinds)('%s deals', (kind, listPath, listPrefix, detailPath, detailPrefix) => {
  it('lists them from data.results', async () => {
    const sent = stubFetch(() => json(list(coupon)))
    await expect(listDeals(kind)).resolves.toEqual([coupon])
    expect(sent).toHaveLength(1)
    expect(sent[0]?.method).toBe('GET')
    expect(sent[0]?.url.pathname).toBe(listPath)
  })

  it.each([
    [403, {}, STATUS_MESSAGES[403]],
    [404, {}, STATUS_MESSAGES[404]],
    [500, {}, STATUS_MESSAGES[500]],
    [400, { message: 'page must be a whole number.' }, 'page must be a whole number.'],
    [400, {}, REQUEST_FAILED],
  ])(`prefixes a list failure with '${listPrefix}' (status %i)`, async (status, body, message) => {
    stubFetch(() => json(body, status))
    const error = await rejection(listDeals(kind))
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).message).toBe(`${listPrefix} ${message}`)
  })

  it('reports a list with no answer, or a broken one', async () => {
    stubFetch(offline)
    expect(await rejection(listDeals(kind))).toHaveProperty('message', `${listPrefix} ${REQUEST_FAILED}`)
    stubFetch(() => json({ data: { results: [{ title: 'no id' }] } }))
    expect(await rejection(listDeals(kind))).toHaveProperty('message', listPrefix.slice(0, -1))
  })

  it('gets one by id from data.results', async () => {
    const sent = stubFetch(() => json({ data: { results: coupon } }))
    await expect(fetchDeal(kind, 41)).resolves.toEqual(coupon)
    expect(sent[0]?.url.pathname).toBe(detailPath)
  })

  it(`prefixes a by-id failure with '${detailPrefix}'`, async () => {
    stubFetch(() => json({ message: 'The requested resource was not found.' }, 404))
    expect(await rejection(fetchDeal(kind, 41))).toHaveProperty('message', `${detailPrefix} ${STATUS_MESSAGES[404]}`)
    stubFetch(() => json({}, 500))
    expect(await rejection(fetchDeal(kind, 41))).toHaveProperty('message', `${detailPrefix} ${STATUS_MESSAGES[500]}`)
    stubFetch(offline)
    expect(await rejection(fetchDeal(kind, 41))).toHaveProperty('message', `${detailPrefix} ${REQUEST_FAILED}`)
    stubFetch(() => json({ data: { results: [coupon] } }))
    const broken = await rejection(fetchDeal(kind, 41))
    expect(broken).toHaveProperty('message', detailPrefix.slice(0, -1))
    expect(broken).toHaveProperty('kind', 'unexpected')
  })

  it("refuses a missing id with 'ID is required.' and no request", async () => {
    const sent = stubFetch(() => json({ data: { results: coupon } }))
    const error = await rejection(fetchDeal(kind, undefined))
    expect(error).toBeInstanceOf(ValidationError)
    expect(error).toHaveProperty('message', 'ID is required.')
    expect(sent).toEqual([])
  })
})

describe('fetchDeal ids', () => {
  it.each([null, '', '  ', 0, -1, 2.5])("refuses %j with 'ID is required.'", async (id) => {
    const sent = stubFetch(() => json({ data: { results: coupon } }))
    expect(await rejection(fetchDeal('coupon', id))).toHaveProperty('message', 'ID is required.')
    expect(sent).toEqual([])
  })
})

const hot: Array<[HotDealKind, string, string]> = [
  ['discount', '/beta/api/discount/hot-deals-aws', 'Error fetching marketplace discount hot deals:'],
  ['coupon', '/beta/api/coupon/hot-deals-aws', 'Error fetching marketplace coupon hot deals:'],
  ['featured', '/beta/featured-read-only-api/hot-deals', 'Error fetching marketplace Featured hot deals:'],
]

describe.each(hot)('%s hot deals', (kind, path, prefix) => {
  it('lists them from data.results', async () => {
    const sent = stubFetch(() => json(list({ ...coupon, is_hot: true })))
    await expect(listHotDeals(kind)).resolves.toEqual([{ ...coupon, is_hot: true }])
    expect(sent[0]?.url.pathname).toBe(path)
  })

  it(`prefixes failures with '${prefix}'`, async () => {
    stubFetch(() => json({}, 403))
    expect(await rejection(listHotDeals(kind))).toHaveProperty('message', `${prefix} ${STATUS_MESSAGES[403]}`)
    stubFetch(offline)
    expect(await rejection(listHotDeals(kind))).toHaveProperty('message', `${prefix} ${REQUEST_FAILED}`)
    stubFetch(() => json({ results: [] }))
    expect(await rejection(listHotDeals(kind))).toHaveProperty('message', prefix.slice(0, -1))
  })
})

describe('listAdverts', () => {
  const advert = { id: 3, title: 'Suya Friday', image: '/beta/a.svg', link: '/store-front-details/suya-spot' }

  it('lists them from data.results', async () => {
    const sent = stubFetch(() => json(list(advert)))
    await expect(listAdverts()).resolves.toEqual([advert])
    expect(sent[0]?.url.pathname).toBe('/beta/advertise/adverts-list')
  })

  it.each([
    [404, {}, STATUS_MESSAGES[404]],
    [500, {}, STATUS_MESSAGES[500]],
    [400, {}, 'Error fetching adverts'],
  ])('fails on status %i with %j', async (status, body, message) => {
    stubFetch(() => json(body, status))
    expect(await rejection(listAdverts())).toHaveProperty('message', message)
  })

  it("says 'Error fetching adverts' with no answer or a broken one", async () => {
    expect(ADVERT_ERRORS.failure).toBe('Error fetching adverts')
    stubFetch(offline)
    expect(await rejection(listAdverts())).toHaveProperty('message', 'Error fetching adverts')
    stubFetch(() => json({ data: null }))
    expect(await rejection(listAdverts())).toHaveProperty('message', 'Error fetching adverts')
  })
})

describe('recordInteraction', () => {
  const paths: Array<[InteractionKind, string]> = [
    ['discount', '/beta/api/discount/record-interaction'],
    ['coupon', '/beta/api/coupon/record-interaction'],
    ['featured', '/beta/featured-read-only-api/record-interaction'],
    ['menu', '/beta/api/menu_item/record-interaction'],
    ['store', '/beta/gidideals/interactions/record-interaction'],
  ]

  it.each(paths)('posts {item_id, interaction_type} for a %s, without the token', async (kind, path) => {
    const disconnect = connectTokens('access-token', 'refresh-token')
    try {
      const sent = stubFetch(() => json({ id: 1, item_id: 41, interaction_type: 'view' }, 201))
      await expect(recordInteraction(kind, 41, 'View')).resolves.toBeUndefined()
      expect(sent).toHaveLength(1)
      expect(sent[0]?.method).toBe('POST')
      expect(sent[0]?.url.pathname).toBe(path)
      expect(sent[0]?.body).toEqual({ item_id: 41, interaction_type: 'view' })
      expect(sent[0]?.headers.has('Authorization')).toBe(false)
    } finally {
      disconnect()
    }
  })

  it('sends an idempotency key when given one, so a replay counts once', async () => {
    const sent = stubFetch(() => json({ id: 1 }, 201))
    await recordInteraction('coupon', 41, 'click', { idempotencyKey: 'k-1' })
    expect(sent[0]?.headers.get('Idempotency-Key')).toBe('k-1')
  })

  it.each([undefined, null, 0, -4])("refuses the item %j with 'ID is required.' and no request", async (id) => {
    const sent = stubFetch(() => json({}, 201))
    const error = await rejection(recordInteraction('menu', id, 'view'))
    expect(error).toBeInstanceOf(ValidationError)
    expect(error).toHaveProperty('message', 'ID is required.')
    expect(sent).toEqual([])
  })

  it.each([undefined, null, '', '  '])("refuses the type %j with 'Interaction type is required.'", async (type) => {
    const sent = stubFetch(() => json({}, 201))
    expect(await rejection(recordInteraction('menu', 41, type))).toHaveProperty(
      'message',
      'Interaction type is required.',
    )
    expect(sent).toEqual([])
  })

  it("fails with the status text, the server's words or 'Failed to record interaction'", async () => {
    stubFetch(() => json({}, 500))
    expect(await rejection(recordInteraction('menu', 41, 'view'))).toHaveProperty('message', STATUS_MESSAGES[500])
    stubFetch(() => json({ message: 'Interaction type must be a lowercase word.' }, 400))
    expect(await rejection(recordInteraction('menu', 41, 'view'))).toHaveProperty(
      'message',
      'Interaction type must be a lowercase word.',
    )
    stubFetch(offline)
    expect(await rejection(recordInteraction('menu', 41, 'view'))).toHaveProperty('message', INTERACTION_ERRORS.failure)
    stubFetch(() => json({}, 200))
    const unexpected = await rejection(recordInteraction('menu', 41, 'view'))
    expect(unexpected).toHaveProperty('message', 'Failed to record interaction')
    expect(unexpected).toHaveProperty('kind', 'unexpected')
  })
})

describe('deal keys and query options', () => {
  it('nests every key under dealKeys.all', () => {
    expect(dealKeys.list('coupon')).toEqual(['deals', 'list', 'coupon'])
    expect(dealKeys.detail('coupon', 41)).toEqual(['deals', 'detail', 'coupon', '41'])
    expect(dealKeys.detail('coupon', '41')).toEqual(dealKeys.detail('coupon', 41))
    expect(dealKeys.hot('featured')).toEqual(['deals', 'hot', 'featured'])
    expect(dealsQueryOptions('menu').queryKey).toEqual(dealKeys.list('menu'))
    expect(dealQueryOptions('menu', 7).queryKey).toEqual(dealKeys.detail('menu', 7))
    expect(hotDealsQueryOptions('coupon').queryKey).toEqual(dealKeys.hot('coupon'))
  })

  it('fetches through the query client', async () => {
    const advert = { id: 3, title: 'Jollof week', image: '/beta/media/item/jollof.svg' }
    const sent = stubFetch(({ url }) =>
      url.pathname.includes('single-id')
        ? json({ data: { results: coupon } })
        : json(url.pathname.includes('adverts') ? list(advert) : list(coupon)),
    )
    const client = new QueryClient()
    await expect(client.fetchQuery(dealsQueryOptions('coupon'))).resolves.toEqual([coupon])
    await expect(client.fetchQuery(dealQueryOptions('coupon', 41))).resolves.toEqual(coupon)
    await expect(client.fetchQuery(hotDealsQueryOptions('discount'))).resolves.toEqual([coupon])
    await expect(client.fetchQuery(advertsQueryOptions())).resolves.toEqual([advert])
    expect(sent.map((request) => request.url.pathname)).toEqual([
      '/beta/api/coupon-items-all-aws',
      '/beta/api/coupon-items-single-id-aws/41',
      '/beta/api/discount/hot-deals-aws',
      '/beta/advertise/adverts-list',
    ])
  })
})
