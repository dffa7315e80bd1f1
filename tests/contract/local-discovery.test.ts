// docs/history.md#issue-16 items 4 and 8, docs/history.md#issue-17 item 11: deals and store searches ordered from the
// shopper's position with each one's area and distance, and the shopper's position named by its area.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './support'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const allenAvenue = 'latitude=6.6018&longitude=3.3515'
const admiraltyWay = 'latitude=6.4474&longitude=3.47'

type Deal = { id: number; area: string; distance_km?: number; likes_count: number }

const dealLists = [
  '/api/menu-items-all-aws',
  '/api/coupon-items-all-aws',
  '/api/discount-items-all-aws',
  '/featured-read-only-api/featured-items',
  '/api/marketplace-discount-view-aws',
  '/api/discount/hot-deals-aws',
  '/api/coupon/hot-deals-aws',
  '/featured-read-only-api/hot-deals',
]

/** The seed's areas lie apart: from Allen Avenue, every Ikeja store is nearer than Surulere's, and those than Lekki's. */
function areaRanks(deals: Deal[], order: string[]): number[] {
  return deals.map((deal) => order.indexOf(deal.area))
}

describe('deal lists from the shopper position', () => {
  it.each(dealLists)('%s: nearest stores first, each deal with its area and distance', async (path) => {
    const fromIkeja = (await server.call('GET', `${path}?${allenAvenue}`)).json.data.results as Deal[]
    expect(fromIkeja.length).toBeGreaterThan(0)
    const distances = fromIkeja.map((deal) => deal.distance_km)
    expect(distances.every((km) => typeof km === 'number')).toBe(true)
    expect(distances).toEqual([...distances].sort((a, b) => (a ?? 0) - (b ?? 0)))
    const ikejaRanks = areaRanks(fromIkeja, ['Ikeja', 'Surulere', 'Lekki'])
    expect(ikejaRanks.every((rank) => rank >= 0)).toBe(true)
    expect(ikejaRanks).toEqual([...ikejaRanks].sort((a, b) => a - b))

    const fromLekki = (await server.call('GET', `${path}?${admiraltyWay}`)).json.data.results as Deal[]
    // Ajah, at Lekki's far end, is about as far from Admiralty Way as Surulere: only the start is certain.
    // (A short list, such as hot featured deals, may hold no Lekki deal at all.)
    const lekkiFirst = fromLekki.some((deal) => deal.area === 'Lekki') ? 'Lekki' : fromLekki[0]?.area
    expect(fromLekki[0]?.area).toBe(lekkiFirst)
    expect(fromLekki.map((deal) => deal.id)).not.toEqual(fromIkeja.map((deal) => deal.id))
  })

  it('lists deals most liked first, with their area and no distance, when asked without a position', async () => {
    const deals = (await server.call('GET', '/api/coupon-items-all-aws')).json.data.results as Deal[]
    expect(deals.every((deal) => typeof deal.area === 'string' && deal.distance_km === undefined)).toBe(true)
    const likes = deals.map((deal) => deal.likes_count)
    expect(likes).toEqual([...likes].sort((a, b) => b - a))
  })

  it('refuses half a position or one that is not a place', async () => {
    for (const query of ['latitude=6.6', 'longitude=3.35', 'latitude=abc&longitude=3.35', 'latitude=95&longitude=3']) {
      expect(await server.call('GET', `/api/discount/hot-deals-aws?${query}`), query).toMatchObject({
        status: 400,
        json: { message: 'Latitude and longitude are required.' },
      })
    }
  })
})

describe('store search from the shopper position', () => {
  it('gives each store its area and distance, the nearest branch of a name first', async () => {
    const stores = (await server.call('GET', '/api/nearme-aws?latitude=6.6018&longitude=3.3515&page_size=50')).json.data
      .results as Array<{ name_of_business: string }>
    // A word several stores share (the seed opens branches of one name in other areas).
    const words = stores.map((store) => store.name_of_business.split(' ')[0] ?? '')
    const shared = words.find((word, index) => word.length > 3 && words.indexOf(word) !== index)
    expect(shared).toBeTruthy()
    for (const spot of [allenAvenue, admiraltyWay]) {
      const found = (await server.call('GET', `/api/search-store/${encodeURIComponent(shared!)}?${spot}`)).json.data
        .results as Array<{ area: string; distance_km: number }>
      expect(found.length).toBeGreaterThan(1)
      expect(found.every((store) => typeof store.area === 'string' && typeof store.distance_km === 'number')).toBe(true)
      const distances = found.map((store) => store.distance_km)
      expect(distances).toEqual([...distances].sort((a, b) => a - b))
    }
  })
})

describe('naming the shopper position (get-user-location-aws)', () => {
  it.each([
    ['Allen Avenue', 6.6018, 3.3515, 'Lagos', 'Ikeja'],
    ['Admiralty Way', 6.4474, 3.47, 'Lagos', 'Lekki'],
    ['Bode Thomas Street', 6.4966, 3.3553, 'Lagos', 'Surulere'],
    ['Victoria Island', 6.4281, 3.4219, 'Lagos', 'Victoria Island'],
    ['Ikorodu', 6.6194, 3.5105, 'Lagos', 'Ikorodu'],
    ['Badagry', 6.415, 2.8813, 'Lagos', 'Badagry'],
    ['Epe', 6.5843, 3.9785, 'Lagos', 'Epe'],
  ])('names %s in Lagos by its area', async (_label, lat, lng, state, area) => {
    const named = await server.call('GET', `/api/get-user-location-aws?latitude=${lat}&longitude=${lng}`)
    expect(named).toMatchObject({ status: 200, json: { state, country: 'Nigeria', area } })
  })

  it.each([
    ['Abuja', 9.0579, 7.4951, 'Federal Capital Territory'],
    ['Abeokuta', 7.1475, 3.3619, 'Ogun'],
    ['Ijebu-Ode', 6.8194, 3.9173, 'Ogun'],
    ['Ibadan', 7.3775, 3.947, 'Oyo'],
    ['Kano', 12.0022, 8.592, 'Kano'],
    ['Dutse', 11.7561, 9.339, 'Jigawa'],
    ['Port Harcourt', 4.8156, 7.0498, 'Rivers'],
    ['Enugu', 6.4584, 7.5464, 'Enugu'],
    ['Benin City', 6.335, 5.6037, 'Edo'],
    ['Jos', 9.8965, 8.8583, 'Plateau'],
    ['Maiduguri', 11.8311, 13.151, 'Borno'],
    ['Calabar', 4.9757, 8.3417, 'Cross River'],
    ['Sokoto', 13.0059, 5.2476, 'Sokoto'],
  ])('names %s by its own state, with no Lagos area', async (_label, lat, lng, state) => {
    const named = await server.call('GET', `/api/get-user-location-aws?latitude=${lat}&longitude=${lng}`)
    expect(named.json).toEqual({ state, country: 'Nigeria', area: null })
  })

  it.each([
    ['Cotonou, Benin', 6.3703, 2.3912],
    ['Niamey, Niger', 13.5116, 2.1254],
    ['Douala, Cameroon', 4.0511, 9.7679],
    ['London', 51.5072, -0.1276],
  ])('does not call %s Nigeria', async (_label, lat, lng) => {
    const named = await server.call('GET', `/api/get-user-location-aws?latitude=${lat}&longitude=${lng}`)
    expect(named.json).toEqual({ state: 'Unknown', country: 'Unknown', area: null })
  })
})
