// The GETs a shopper's phone makes most (src/api/*.ts, docs/api.md#discovery), with real ids and
// slugs read from the seeded server at start, and how often each comes up in a session.
import type { NextUrl } from './load'

export type HotGet = { name: string; weight: number; next: NextUrl }

// Shoppers spread across Ikeja, Lekki and Surulere, a few hundred metres around each spot.
const spots: Array<[number, number]> = [
  [6.6018, 3.3515],
  [6.4474, 3.47],
  [6.4966, 3.3553],
  [6.5966, 3.3421],
  [6.4698, 3.5852],
  [6.4281, 3.4219],
  [6.6186, 3.3571],
  [6.5005, 3.3581],
]
const jitter = () => (Math.random() - 0.5) * 0.01
const any = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T
/** Coordinates rounded like the app's query keys (src/api/discovery.ts roundCoordinates). */
export const spot = () => {
  const [lat, lng] = any(spots)
  return `latitude=${(lat + jitter()).toFixed(3)}&longitude=${(lng + jitter()).toFixed(3)}`
}

// The near-me filter sheet's combinations (src/api/discovery.ts nearMeQuery).
const nearMeFilters = [
  'place_type=Restaurant',
  'place_type=Restaurant&cuisine_type=Nigerian',
  'min_rating=4&max_rating=5',
  'has_coupon=true',
  'has_discount=true',
  'max_delivery_time=30',
  'place_type=Restaurant&min_rating=3&max_rating=5&has_coupon=true',
  'place_type=Pharmacy',
]
// What shoppers type in the search box: whole words and the prefixes typed on the way.
const searchWords = ['mama', 'suya', 'jollof', 'lagos', 'pharmacy', 'grills', 'kitchen', 'bread', 'ja', 'sup', 'chi']
export const searchWord = () => any(searchWords)

type Json = { data?: { results?: unknown } }
async function results<T>(url: string): Promise<T[]> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url} answered ${response.status} while reading fixtures`)
  const body = (await response.json()) as Json
  const list = body.data?.results
  if (!Array.isArray(list) || list.length === 0) throw new Error(`${url} had no results to pick fixtures from`)
  return list as T[]
}

/** Reads ids and slugs from the running server, then returns the hot GETs. */
export async function hotGets(base: string): Promise<HotGet[]> {
  type Store = { id: number; slug: string; logo: string; cover_image: string }
  type Item = { id: number; image: string }
  const stores = (
    await Promise.all(
      spots.map(([lat, lng]) => results<Store>(`${base}/api/nearme-aws?latitude=${lat}&longitude=${lng}&page_size=50`)),
    )
  ).flat()
  const [coupons, discounts, featured, marketplace, posts] = await Promise.all([
    results<Item>(`${base}/api/coupon-items-all-aws`),
    results<Item>(`${base}/api/discount-items-all-aws`),
    results<Item>(`${base}/featured-read-only-api/featured-items`),
    results<Item>(`${base}/api/marketplace-discount-view-aws`),
    results<{ id: number }>(`${base}/blog/list-all-blog`),
  ])
  const deals = [
    ...coupons.map((item) => `/api/coupon-items-single-id-aws/${item.id}`),
    ...discounts.map((item) => `/api/discount-items-single-id-aws/${item.id}`),
    ...featured.map((item) => `/featured-read-only-api/featured-single-item/${item.id}`),
  ]
  // Media URLs are absolute paths on the origin (/beta/media/…).
  const origin = new URL(base).origin
  const images = [
    ...stores.flatMap((store) => [store.logo, store.cover_image]),
    ...coupons.map((item) => item.image),
  ].filter((path) => path.startsWith('/beta/media/'))
  const storeIds = stores.map((store) => store.id)
  const url = (path: string) => () => `${base}${path}`
  // The app asks for deal lists from the shopper's position (nearest stores first).
  const near = (path: string) => () => `${base}${path}?${spot()}`

  return [
    { name: 'near-me page 1', weight: 14, next: () => `${base}/api/nearme-aws?${spot()}` },
    { name: 'near-me pages 2-3', weight: 6, next: () => `${base}/api/nearme-aws?${spot()}&page=${any([2, 3])}` },
    {
      name: 'near-me filtered p1-3',
      weight: 8,
      next: () => `${base}/api/nearme-aws?${spot()}&${any(nearMeFilters)}&page=${any([1, 1, 2, 3])}`,
    },
    {
      name: 'store search',
      weight: 6,
      next: () => `${base}/api/search-store/${searchWord()}${Math.random() < 0.5 ? `?${spot()}` : ''}`,
    },
    // A store front resolves its slug with the store search (above), then reads the store by id.
    { name: 'store front by id', weight: 8, next: () => `${base}/api/nearme-single-store-aws/${any(storeIds)}` },
    { name: 'coupon list', weight: 3, next: near('/api/coupon-items-all-aws') },
    { name: 'discount list', weight: 3, next: near('/api/discount-items-all-aws') },
    { name: 'featured list', weight: 3, next: near('/featured-read-only-api/featured-items') },
    {
      name: 'hot deals (3 kinds)',
      weight: 4,
      next: () =>
        `${base}${any(['/api/discount/hot-deals-aws', '/api/coupon/hot-deals-aws', '/featured-read-only-api/hot-deals'])}?${spot()}`,
    },
    { name: 'marketplace discounts', weight: 2, next: near('/api/marketplace-discount-view-aws') },
    {
      name: 'marketplace deal detail',
      weight: 1,
      next: () => `${base}/api/marketplace-discount-view-single-id-aws/${any(marketplace).id}`,
    },
    { name: 'adverts', weight: 3, next: url('/advertise/adverts-list') },
    { name: 'deal detail', weight: 4, next: () => `${base}${any(deals)}` },
    { name: 'blog list', weight: 2, next: url('/blog/list-all-blog') },
    { name: 'blog post', weight: 2, next: () => `${base}/blog/blog-detail/${any(posts).id}` },
    { name: 'get-user-location', weight: 3, next: () => `${base}/api/get-user-location-aws?${spot()}` },
    { name: 'media image (svg)', weight: 10, next: () => `${origin}${any(images)}` },
  ]
}
