import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './support'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const allenAvenue = 'latitude=6.6018&longitude=3.3515'

describe('near me', () => {
  it('lists stores nearest first with their distance, paginated', async () => {
    const first = await server.call('GET', `/api/nearme-aws?${allenAvenue}&page_size=10`)
    expect(first.status).toBe(200)
    const { results, count, next_page } = first.json.data
    expect(results).toHaveLength(10)
    expect(count).toBe(40)
    expect(next_page).toBe(2)
    const distances = results.map((store: { distance_km: number }) => store.distance_km)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    expect(results[0]).toMatchObject({
      id: expect.any(Number),
      name_of_business: expect.any(String),
      slug: expect.any(String),
      logo: expect.stringMatching(/^\/beta\/media\//),
    })
    const last = await server.call('GET', `/api/nearme-aws?${allenAvenue}&page_size=10&page=4`)
    expect(last.json.data.next_page).toBeNull()
    const ids = new Set([...results, ...last.json.data.results].map((store: { id: number }) => store.id))
    expect(ids.size).toBe(20)
  })

  it('finds the nearest stores even far from Lagos (SPEC §9 names central Nigeria as a default)', async () => {
    const far = await server.call('GET', '/api/nearme-aws?latitude=9.082&longitude=8.6753&page_size=5')
    expect(far.json.data.count).toBe(40)
    expect(far.json.data.results).toHaveLength(5)
    expect(far.json.data.results[0].distance_km).toBeGreaterThan(400)
    const all = await server.call('GET', '/api/nearme-aws?latitude=9.082&longitude=8.6753&page_size=50')
    const nearest = Math.min(...all.json.data.results.map((store: { distance_km: number }) => store.distance_km))
    expect(far.json.data.results[0].distance_km).toBe(nearest)
  })

  it('applies every filter of SPEC §7', async () => {
    const restaurants = await server.call('GET', `/api/nearme-aws?${allenAvenue}&place_type=Restaurant&page_size=50`)
    expect(restaurants.json.data.results.every((s: { place_type: string }) => s.place_type === 'Restaurant')).toBe(true)
    const cuisine = restaurants.json.data.results[0].cuisine_type
    const byCuisine = await server.call(
      'GET',
      `/api/nearme-aws?${allenAvenue}&place_type=Restaurant&cuisine_type=${encodeURIComponent(cuisine)}&page_size=50`,
    )
    expect(byCuisine.json.data.results.length).toBeGreaterThan(0)
    expect(byCuisine.json.data.results.every((s: { cuisine_type: string }) => s.cuisine_type === cuisine)).toBe(true)
    // Cuisine narrows restaurants only.
    const otherType = await server.call(
      'GET',
      `/api/nearme-aws?${allenAvenue}&place_type=Pharmacy&cuisine_type=Chinese&page_size=50`,
    )
    const pharmacies = await server.call('GET', `/api/nearme-aws?${allenAvenue}&place_type=Pharmacy&page_size=50`)
    expect(otherType.json.data.count).toBe(pharmacies.json.data.count)

    const rated = await server.call('GET', `/api/nearme-aws?${allenAvenue}&min_rating=4&max_rating=5&page_size=50`)
    expect(rated.json.data.results.every((s: { rating: number }) => s.rating >= 4 && s.rating <= 5)).toBe(true)
    const quick = await server.call('GET', `/api/nearme-aws?${allenAvenue}&max_delivery_time=30&page_size=50`)
    expect(quick.json.data.results.every((s: { delivery_time_minutes: number }) => s.delivery_time_minutes <= 30)).toBe(
      true,
    )
    const coupons = await server.call('GET', `/api/nearme-aws?${allenAvenue}&has_coupon=true&page_size=50`)
    expect(coupons.json.data.count).toBeGreaterThan(0)
    expect(coupons.json.data.results.every((s: { has_coupon: boolean }) => s.has_coupon)).toBe(true)
    const discounts = await server.call('GET', `/api/nearme-aws?${allenAvenue}&has_discount=true&page_size=50`)
    expect(discounts.json.data.results.every((s: { has_discount: boolean }) => s.has_discount)).toBe(true)
  })

  it('requires coordinates and sane numbers', async () => {
    expect(await server.call('GET', '/api/nearme-aws')).toMatchObject({
      status: 400,
      json: { message: 'Latitude and longitude are required.' },
    })
    expect((await server.call('GET', '/api/nearme-aws?latitude=abc&longitude=3')).status).toBe(400)
    expect((await server.call('GET', `/api/nearme-aws?${allenAvenue}&page_size=5000`)).status).toBe(400)
    expect((await server.call('GET', `/api/nearme-aws?${allenAvenue}&min_rating=9`)).status).toBe(400)
  })
})

describe('stores', () => {
  it('finds stores by slug or by name, and opens one with its menu, deals and comments', async () => {
    const list = await server.call('GET', `/api/nearme-aws?${allenAvenue}&page_size=1`)
    const store = list.json.data.results[0]
    const bySlug = await server.call('GET', `/api/search-store/${store.slug}`)
    expect(bySlug.json.data.results.map((s: { id: number }) => s.id)).toEqual([store.id])
    const word = store.name_of_business.split(' ')[0].toLowerCase()
    const byName = await server.call('GET', `/api/search-store/${encodeURIComponent(word)}?${allenAvenue}`)
    expect(byName.json.data.results.some((s: { id: number }) => s.id === store.id)).toBe(true)
    expect(byName.json.data.results[0].distance_km).toEqual(expect.any(Number))
    expect((await server.call('GET', '/api/search-store/zzzz-no-such-store')).json.data.results).toEqual([])
    expect((await server.call('GET', `/api/search-store/${encodeURIComponent('%_')}`)).json.data.results).toEqual([])

    const single = await server.call('GET', `/api/nearme-single-store-aws/${store.id}`)
    expect(single.status).toBe(200)
    expect(single.json.data.results).toMatchObject({
      id: store.id,
      menu_items: expect.any(Array),
      coupons: expect.any(Array),
      discounts: expect.any(Array),
      featured: expect.any(Array),
      comments: [],
    })
    expect(single.json.data.results.menu_items.length).toBeGreaterThan(0)
    expect((await server.call('GET', '/api/nearme-single-store-aws/999999')).status).toBe(404)
    // docs/api.md#base says id on this path: a slug is refused, so a client that skips search-store fails here.
    expect(await server.call('GET', `/api/nearme-single-store-aws/${store.slug}`)).toMatchObject({
      status: 400,
      json: { message: 'Store ID is required.' },
    })

    // docs/api.md#discovery names the store by id (what the app sends); the slug is the server's extension.
    const byId = await server.call('GET', `/gidideals/qr-code/list-all-content-to-users/${store.id}`)
    expect(byId.json).toMatchObject({
      status: 'success',
      data: { id: store.id, slug: store.slug, menu_items: expect.any(Array), coupons: expect.any(Array) },
    })
    const qr = await server.call('GET', `/gidideals/qr-code/list-all-content-to-users/${store.slug}`)
    expect(qr.json).toEqual(byId.json)
    expect((await server.call('GET', '/gidideals/qr-code/list-all-content-to-users/999999')).status).toBe(404)
    expect((await server.call('GET', '/gidideals/qr-code/list-all-content-to-users/nope')).status).toBe(404)
  })

  it('names the location and maps stores by place type', async () => {
    expect((await server.call('GET', `/api/get-user-location-aws?${allenAvenue}`)).json).toMatchObject({
      state: 'Lagos',
      country: 'Nigeria',
    })
    expect((await server.call('GET', '/api/get-user-location-aws')).status).toBe(400)
    const map = await server.call('GET', `/api/map-aws?${allenAvenue}&place_type=Restaurant`)
    expect(map.json.data.results.length).toBeGreaterThan(0)
    expect(map.json.data.results[0]).toMatchObject({
      latitude: expect.any(Number),
      longitude: expect.any(Number),
      slug: expect.any(String),
    })
    expect(await server.call('GET', `/api/map-aws?${allenAvenue}`)).toMatchObject({
      status: 400,
      json: { message: 'Place type is required.' },
    })
  })
})

describe('deals', () => {
  const lists: Array<[string, string]> = [
    ['/api/menu-items-all-aws', '/api/menu-items-single-id-aws'],
    ['/api/coupon-items-all-aws', '/api/coupon-items-single-id-aws'],
    ['/api/discount-items-all-aws', '/api/discount-items-single-id-aws'],
    ['/featured-read-only-api/featured-items', '/featured-read-only-api/featured-single-item'],
    ['/api/marketplace-discount-view-aws', '/api/marketplace-discount-view-single-id-aws'],
  ]
  for (const [listPath, singlePath] of lists) {
    it(`${listPath} lists records with naira prices and their store, and ${singlePath} opens one`, async () => {
      const list = await server.call('GET', listPath)
      expect(list.status).toBe(200)
      const first = list.json.data.results[0]
      // The store's hours come along, so a card can say "Closed" while it is.
      expect(first).toMatchObject({
        id: expect.any(Number),
        title: expect.any(String),
        price: expect.any(Number),
        image: expect.any(String),
        store: { slug: expect.any(String), opening_hours: expect.stringMatching(/\d(am|pm)/) },
      })
      expect(Number.isInteger(first.price)).toBe(true)
      const single = await server.call('GET', `${singlePath}/${first.id}`)
      expect(single.json.data.results).toMatchObject({ id: first.id, title: first.title })
      expect((await server.call('GET', `${singlePath}/99999999`)).status).toBe(404)
      expect((await server.call('GET', `${singlePath}/abc`)).status).toBe(400)
    })
  }

  it('serves hot deals and adverts', async () => {
    for (const path of [
      '/api/discount/hot-deals-aws',
      '/api/coupon/hot-deals-aws',
      '/featured-read-only-api/hot-deals',
    ]) {
      const hot = await server.call('GET', path)
      expect(hot.status).toBe(200)
      expect(hot.json.data.results.every((deal: { is_hot: boolean }) => deal.is_hot)).toBe(true)
    }
    const adverts = await server.call('GET', '/advertise/adverts-list')
    expect(adverts.json.data.results[0]).toMatchObject({
      title: expect.any(String),
      image: expect.any(String),
      link: expect.stringMatching(/^\/store-front-details\//),
    })
  })

  it('serves generated images with long cache lifetimes', async () => {
    const store = (await server.call('GET', `/api/nearme-aws?${allenAvenue}&page_size=1`)).json.data.results[0]
    const logo = await fetch(`${server.url}${store.logo}`)
    expect(logo.headers.get('content-type')).toBe('image/svg+xml')
    expect(logo.headers.get('cache-control')).toContain('immutable')
    expect(await logo.text()).toMatch(/^<svg/)
  })
})
