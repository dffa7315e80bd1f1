/** Every route of SPEC §2 with the heading a shopper should see there. */
export type RouteCase = { path: string; heading: RegExp; nav: boolean; footer: boolean }

const shown = { nav: true, footer: true }

export const routeCases: RouteCase[] = [
  { path: '/', heading: /deals near you/i, ...shown },
  { path: '/about-us', heading: /about/i, ...shown },
  { path: '/marketplace', heading: /marketplace/i, ...shown },
  { path: '/near-me', heading: /near me/i, ...shown },
  { path: '/map', heading: /map/i, ...shown },
  { path: '/cart', heading: /cart/i, ...shown },
  { path: '/contact-us', heading: /contact/i, ...shown },
  { path: '/blog', heading: /blog/i, ...shown },
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
  { path: '/terms-and-conditions', heading: /terms/i, nav: false, footer: false },
  { path: '/checkout-terms-and-conditions', heading: /terms/i, nav: false, footer: false },
]

/** Detail routes, with an id the seeded reference data has. */
export const detailRouteCases = (storeSlug: string): RouteCase[] => [
  { path: `/store-front-details/${storeSlug}`, heading: /./, nav: false, footer: true },
  { path: `/qr-code/${storeSlug}`, heading: /./, ...shown },
  { path: '/coupon-detail/1', heading: /./, ...shown },
  { path: '/discount-detail/1', heading: /./, ...shown },
  { path: '/menu-item-detail/1', heading: /./, ...shown },
  { path: '/featured-detail/1', heading: /./, ...shown },
  { path: '/discount-offer-detail/1', heading: /./, ...shown },
  { path: '/blog/1', heading: /./, ...shown },
]
