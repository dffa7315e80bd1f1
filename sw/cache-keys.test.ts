import { describe, expect, it } from 'vitest'
import { classifyRequest, roundedCoordinatesKey } from './cache-keys'
import { endpointList } from '@contract/api'
import { pathOf } from '@contract/endpoint'

const apiBase = new URL('https://gidideals.test/beta')
const tiles = 'https://tile.openstreetmap.org'
const request = (url: string, init: { method?: string; destination?: string; auth?: boolean } = {}) => ({
  method: init.method ?? 'GET',
  url,
  destination: init.destination ?? '',
  headers: new Headers(init.auth ? { Authorization: 'Bearer token' } : {}),
})

describe('roundedCoordinatesKey', () => {
  it('gives positions a few dozen metres apart the same key', () => {
    const here = roundedCoordinatesKey(
      new URL('https://x.test/beta/api/nearme-aws?latitude=6.60181&longitude=3.35152&page=1'),
    )
    const near = roundedCoordinatesKey(
      new URL('https://x.test/beta/api/nearme-aws?page=1&longitude=3.35171&latitude=6.60199'),
    )
    expect(here).toBe(near)
    expect(here).toBe('https://x.test/beta/api/nearme-aws?latitude=6.602&longitude=3.352&page=1')
  })

  it('keeps filters apart and leaves URLs without coordinates alone', () => {
    const a = roundedCoordinatesKey(
      new URL('https://x.test/api/nearme-aws?latitude=6.6&longitude=3.3&place_type=Restaurant'),
    )
    const b = roundedCoordinatesKey(
      new URL('https://x.test/api/nearme-aws?latitude=6.6&longitude=3.3&place_type=Pharmacy'),
    )
    expect(a).not.toBe(b)
    expect(roundedCoordinatesKey(new URL('https://x.test/api/coupon-items-all-aws'))).toBe(
      'https://x.test/api/coupon-items-all-aws',
    )
  })
})

describe('classifyRequest', () => {
  it('caches public discovery and deal reads', () => {
    for (const path of [
      '/beta/api/nearme-aws?latitude=6.6&longitude=3.3',
      '/beta/api/coupon-items-all-aws',
      '/beta/api/discount/hot-deals-aws',
      '/beta/featured-read-only-api/featured-items',
      '/beta/blog/list-all-blog',
      '/beta/advertise/adverts-list',
      '/beta/gidideals/qr-code/list-all-content-to-users/3',
    ]) {
      expect(classifyRequest(request(`https://gidideals.test${path}`), apiBase, tiles)).toBe('api-lists')
    }
  })

  it("never caches an endpoint that needs or may take the shopper's token, even asked without one", () => {
    // My orders, checkout, the quote: their answers name the shopper, so no cache may hold them.
    const personal = endpointList().filter(([, endpoint]) => endpoint.auth !== 'none')
    expect(personal.map(([name]) => name)).toContain('myOrders')
    for (const [name, endpoint] of personal) {
      const url = `https://gidideals.test/beta${pathOf(endpoint.path.replace(/:\w+/g, '1'))}`
      for (const auth of [true, false])
        expect(classifyRequest(request(url, { method: endpoint.method, auth }), apiBase, tiles), name).toBeNull()
    }
  })

  it('never caches personal data, authenticated calls or writes', () => {
    expect(
      classifyRequest(request('https://gidideals.test/beta/account/app-user/data-jwt', { auth: true }), apiBase, tiles),
    ).toBeNull()
    expect(
      classifyRequest(request('https://gidideals.test/beta/api/nearme-aws', { auth: true }), apiBase, tiles),
    ).toBeNull()
    expect(
      classifyRequest(
        request('https://gidideals.test/beta/coupon-like/likes-create', { method: 'POST' }),
        apiBase,
        tiles,
      ),
    ).toBeNull()
    expect(classifyRequest(request('https://gidideals.test/near-me'), apiBase, tiles)).toBeNull()
  })

  it('never caches anything sent with credentials, images and tiles included', () => {
    const media = 'https://gidideals.test/beta/media/logos/mama-put.svg'
    expect(classifyRequest(request(media, { auth: true, destination: 'image' }), apiBase, tiles)).toBeNull()
    expect(
      classifyRequest(request('https://cdn.test/a.png', { auth: true, destination: 'image' }), apiBase, tiles),
    ).toBeNull()
    expect(
      classifyRequest(request('https://tile.openstreetmap.org/14/8000/7000.png', { auth: true }), apiBase, tiles),
    ).toBeNull()
    expect(
      classifyRequest(request('https://gidideals.test/beta/blog/list-all-blog', { auth: true }), apiBase, tiles),
    ).toBeNull()
  })

  it('never caches /account/ paths, even without a header or as an image', () => {
    for (const path of [
      '/beta/account/app-user/data-jwt',
      '/beta/account/orders',
      '/beta/account',
      '/beta/account/avatar.png',
    ]) {
      expect(classifyRequest(request(`https://gidideals.test${path}`), apiBase, tiles)).toBeNull()
      expect(
        classifyRequest(request(`https://gidideals.test${path}`, { destination: 'image' }), apiBase, tiles),
      ).toBeNull()
    }
    // Only the API's own /account/ is personal: a public list that merely mentions it is not.
    expect(classifyRequest(request('https://gidideals.test/beta/api/nearme-aws?q=account'), apiBase, tiles)).toBe(
      'api-lists',
    )
  })

  it('sends images and map tiles to their own bounded caches', () => {
    expect(classifyRequest(request('https://gidideals.test/beta/media/logos/mama-put.svg'), apiBase, tiles)).toBe(
      'images',
    )
    expect(classifyRequest(request('https://cdn.test/a.png', { destination: 'image' }), apiBase, tiles)).toBe('images')
    expect(
      classifyRequest(
        request('https://tile.openstreetmap.org/14/8000/7000.png', { destination: 'image' }),
        apiBase,
        tiles,
      ),
    ).toBe('map-tiles')
  })
})

describe('the allow-list comes from the contract', () => {
  const url = (path: string) => `https://gidideals.test/beta${pathOf(path, { id: 3, name: 'mama-put' })}`

  it.each(endpointList())('%s', (_, endpoint) => {
    const cacheable = endpoint.method === 'GET' && endpoint.auth === 'none' && endpoint.cache !== undefined
    const route = classifyRequest(request(url(endpoint.path), { method: endpoint.method }), apiBase, tiles)
    expect(route).toBe(cacheable ? 'api-lists' : null)
  })

  it('matches whole paths only', () => {
    expect(classifyRequest(request(url('/api/nearme-aws-extra')), apiBase, tiles)).toBeNull()
    expect(classifyRequest(request(url('/api/nearme-single-store-aws/3/comments')), apiBase, tiles)).toBeNull()
  })
})
