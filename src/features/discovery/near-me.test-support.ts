import { vi } from 'vitest'
import { json } from '@/test/stub-fetch'

// Shared by the near-me component tests: a fetch stub that answers the near-me API from a
// function of the request's query string, and records every URL it was asked for.

// The one JSON answer helper of the app's tests, also re-exported for the near-me tests.
export { json }

export function store(id: number, extra: Record<string, unknown> = {}) {
  return {
    id,
    name_of_business: `Store ${id}`,
    slug: `store-${id}`,
    logo: `/beta/media/logo/store-${id}.svg`,
    place_type: 'Restaurant',
    cuisine_type: 'Yoruba',
    rating: 4.4,
    rating_count: 130,
    delivery_time_minutes: 30,
    has_coupon: true,
    has_discount: false,
    distance_km: id / 10,
    ...extra,
  }
}

export function nearMePage(
  results: unknown[],
  { count = results.length, page = 1, next_page = null as number | null } = {},
) {
  return json({ data: { results, count, page, page_size: 20, next_page } })
}

export function stubNearMe(respond: (query: URLSearchParams) => Response | Promise<Response>) {
  const calls: URL[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const url = new URL(href, 'http://localhost')
    calls.push(url)
    return respond(url.searchParams)
  })
  return calls
}
