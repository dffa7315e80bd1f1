/**
 * The routes whose HTML is rendered at build time (issue 13): the pages a new shopper lands on
 * from a shared link. Each is rendered once, without any shopper's data (headings, layout,
 * skeletons), and served for every path its pattern matches; the app then hydrates it.
 *
 * Pure data: the build (src/prerender), the service worker and the client's start read it.
 */
export type PrerenderedRoute = {
  /** File name under dist/prerendered/, without .html. */
  name: string
  /** The URL rendered at build time. */
  renderPath: string
  /** The paths this HTML answers. */
  pattern: RegExp
  /** True when the page reads its URL's search params: then only a bare URL is hydrated. */
  readsSearch?: boolean
}

/** A deal's page: only a well-formed id (see parseDealId), which renders the deal's skeleton. */
const dealDetail = (segment: string): PrerenderedRoute => ({
  name: segment,
  renderPath: `/${segment}/1`,
  pattern: new RegExp(`^/${segment}/(?=\\d{1,15}/?$)0*[1-9]\\d*/?$`),
})

export const prerenderedRoutes: readonly PrerenderedRoute[] = [
  { name: 'home', renderPath: '/', pattern: /^\/$/ },
  { name: 'near-me', renderPath: '/near-me', pattern: /^\/near-me\/?$/, readsSearch: true },
  { name: 'marketplace', renderPath: '/marketplace', pattern: /^\/marketplace\/?$/, readsSearch: true },
  { name: 'cart', renderPath: '/cart', pattern: /^\/cart\/?$/ },
  {
    name: 'store-front-details',
    renderPath: '/store-front-details/prerendered',
    pattern: /^\/store-front-details\/[^/]+\/?$/,
  },
  dealDetail('coupon-detail'),
  dealDetail('discount-detail'),
  dealDetail('featured-detail'),
  dealDetail('discount-offer-detail'),
  dealDetail('menu-item-detail'),
]

function prerenderedRouteFor(pathname: string): PrerenderedRoute | undefined {
  return prerenderedRoutes.find((route) => route.pattern.test(pathname))
}

/** The prerendered route that answers this URL, when its HTML is what the app will render. */
export function prerenderedPageFor(url: URL): PrerenderedRoute | undefined {
  const route = prerenderedRouteFor(url.pathname)
  // A page that reads its search params renders differently with them than the build did.
  return route && !(route.readsSearch && url.search !== '') ? route : undefined
}
