/** Every route of docs/pages.md#routes with the heading a shopper should see there. */
export type RouteCase = { path: string; heading: RegExp; nav: boolean; footer: boolean }

const shown = { nav: true, footer: true }

export const routeCases: RouteCase[] = [
  { path: '/', heading: /deals near you/i, ...shown },
  { path: '/about-us', heading: /about/i, ...shown },
  { path: '/marketplace', heading: /marketplace/i, ...shown },
  { path: '/near-me', heading: /near me/i, ...shown },
  { path: '/search?q=suya', heading: /results for/i, ...shown },
  { path: '/map', heading: /map/i, ...shown },
  { path: '/cart', heading: /cart/i, ...shown },
  { path: '/contact-us', heading: /contact/i, ...shown },
  { path: '/blog', heading: /blog/i, ...shown },
  { path: '/blog/new', heading: /write a post/i, ...shown },
  { path: '/support', heading: /support/i, ...shown },
  { path: '/how-it-works', heading: /how it works/i, ...shown },
  { path: '/careers', heading: /careers/i, ...shown },
  { path: '/claim-store', heading: /claim/i, ...shown },
  { path: '/partner-with-us', heading: /partner/i, ...shown },
  { path: '/ride-like-a-boss', heading: /ride/i, ...shown },
  { path: '/account', heading: /account/i, ...shown },
  { path: '/login', heading: /log in/i, nav: false, footer: false },
  { path: '/signup', heading: /sign up/i, nav: false, footer: false },
  { path: '/verify-otp', heading: /verify/i, ...shown },
  { path: '/forgot-password', heading: /forgot/i, ...shown },
  { path: '/reset-password', heading: /reset/i, ...shown },
  { path: '/get-the-app', heading: /get the app/i, ...shown },
  { path: '/service-error', heading: /service/i, ...shown },
  { path: '/gift-a-friend', heading: /gift/i, ...shown },
  { path: '/checkout', heading: /checkout/i, ...shown },
  { path: '/orders', heading: /my orders/i, ...shown },
  { path: '/terms-and-conditions', heading: /terms/i, nav: false, footer: false },
  { path: '/checkout-terms-and-conditions', heading: /terms/i, nav: false, footer: false },
]

/** Ids the seeded reference data has, one per kind of detail page. */
export type SeededIds = {
  storeSlug: string
  coupon: number
  discount: number
  menuItem: number
  featured: number
  marketplace: number
  blogPost: number
}

async function firstOf(api: string, path: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${api}${path}`)
  const body = (await response.json()) as { data: { results: Array<Record<string, unknown>> } }
  const first = body.data.results[0]
  if (!first) throw new Error(`The seeded reference data has nothing at ${path}`)
  return first
}

/** Reads one id of each kind from the reference server at `baseUrl`. */
export async function seededIds(baseUrl: string): Promise<SeededIds> {
  const api = `${baseUrl}/beta`
  const [store, coupon, discount, menuItem, featured, marketplace, blogPost] = await Promise.all([
    firstOf(api, '/api/nearme-aws?latitude=6.6018&longitude=3.3515'),
    firstOf(api, '/api/coupon-items-all-aws'),
    firstOf(api, '/api/discount-items-all-aws'),
    firstOf(api, '/api/menu-items-all-aws'),
    firstOf(api, '/featured-read-only-api/featured-items'),
    firstOf(api, '/api/marketplace-discount-view-aws'),
    firstOf(api, '/blog/list-all-blog'),
  ])
  return {
    storeSlug: store.slug as string,
    coupon: coupon.id as number,
    discount: discount.id as number,
    menuItem: menuItem.id as number,
    featured: featured.id as number,
    marketplace: marketplace.id as number,
    blogPost: blogPost.id as number,
  }
}

/** Detail routes, with ids the seeded reference data has. */
export const detailRouteCases = (ids: SeededIds): RouteCase[] => [
  { path: `/store-front-details/${ids.storeSlug}`, heading: /./, nav: false, footer: true },
  { path: `/qr-code/${ids.storeSlug}`, heading: /./, ...shown },
  { path: `/coupon-detail/${ids.coupon}`, heading: /./, ...shown },
  { path: `/discount-detail/${ids.discount}`, heading: /./, ...shown },
  { path: `/menu-item-detail/${ids.menuItem}`, heading: /./, ...shown },
  { path: `/featured-detail/${ids.featured}`, heading: /./, ...shown },
  { path: `/discount-offer-detail/${ids.marketplace}`, heading: /./, ...shown },
  { path: `/blog/${ids.blogPost}`, heading: /./, ...shown },
]

/** A coupon of the seed, for a shared deal link. */
export async function someCouponPath(base: string): Promise<string> {
  const answer = await fetch(`${base}/beta/api/coupon-items-all-aws`)
  const { data } = (await answer.json()) as { data: { results: Array<{ id: number }> } }
  const coupon = data.results[0]
  if (!coupon) throw new Error('The seeded data has no coupons')
  return `/coupon-detail/${coupon.id}`
}

const prerenderedRouteCases = [
  { path: '/', name: 'home', heading: 'Deals near you' },
  { path: '/near-me', name: 'near-me', heading: 'Near me' },
  { path: '/marketplace', name: 'marketplace', heading: 'Marketplace' },
  { path: '/cart', name: 'cart', heading: 'Your cart' },
  { path: '/store-front-details/jollof-republic', name: 'store-front-details', heading: null },
]
const couponPage = { name: 'coupon-detail', heading: null }

/** The prerendered routes (src/first-load/pages.ts) as a shopper opens them, a seeded coupon among them. */
export async function prerenderedPages(base: string) {
  return [...prerenderedRouteCases, { ...couponPage, path: await someCouponPath(base) }]
}
