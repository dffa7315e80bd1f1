/**
 * The first-load pages (docs/first-load.md#how and docs/first-load.md#how): the routes a new shopper lands on from
 * a shared link. Each is rendered once at build time, without any shopper's data (headings, layout, skeletons),
 * and served for every path its pattern matches; the app then hydrates it.
 *
 * This table is the one list of them. The prerender renders its rows (./prerender-list.ts),
 * the build groups each row's code into its `chunk` (scripts/build/chunk-groups.ts), the page's
 * HTML starts its `early` reads (src/first-load/early-templates.ts), the service worker answers
 * its paths, and the server fills a shared deal's or store's words into its HTML (`shared`).
 *
 * Pure data with type-only imports: the build's config, the service worker and the app's entry
 * all read it, so it must cost them nothing but these rows.
 */
import type { dealEndpoints } from '../../contract/endpoints/deals'
import type { discoveryEndpoints } from '../../contract/endpoints/discovery'
import type { DealKind } from '../../contract/rules'
import type { EarlyCards } from '../lib/early/protocol'

/** A contract endpoint an early read calls, by group and name (resolved in early-templates.ts). */
export type EarlyEndpoint =
  `deals.${keyof typeof dealEndpoints & string}` | `discovery.${keyof typeof discoveryEndpoints & string}`

/**
 * An API read a page starts from its HTML, before the app's JavaScript arrives. `params` fill
 * the endpoint's path ({slug}: the page path's second segment; {id}: for `followUp`, the id of the
 * first answer's entry whose slug is the page's); `near` adds the saved position, rounded as the
 * app rounds it; `followUp` is a read that needs the first one's answer; `warm`: its first pictures
 * are the page's largest paint; `skipOnDataSaver`: the app asks differently with data saver on;
 * `cards`: its answer's first stores (boot/early-cards.ts), the last answer's first dishes with their
 * Add buttons (boot/early-dishes.ts), or the first deals' or marketplace offers' words
 * (boot/early-deals.ts, boot/early-offers.ts), are painted into the skeleton before the app runs.
 */
export type EarlyReadSpec = {
  endpoint: EarlyEndpoint
  params?: Readonly<Record<string, '{slug}' | '{id}'>>
  near?: boolean
  followUp?: { endpoint: EarlyEndpoint; params: Readonly<Record<string, '{slug}' | '{id}'>> }
  warm?: boolean
  skipOnDataSaver?: boolean
  cards?: EarlyCards
}

/** The chunk a page's own code goes in (`page-<chunk>`; see scripts/build/chunk-groups.ts). */
export type PageChunk = string

export type FirstLoadPage = {
  /** File name under dist/prerendered/, without .html. */
  name: string
  /** The route that renders it, as TanStack names it ('/store-front-details/$store_slug'). */
  route: string
  /** The URL rendered at build time. */
  renderPath: string
  /** The paths this HTML answers. */
  pattern: RegExp
  /** True when the page reads its URL's search params: then only a bare URL is hydrated. */
  readsSearch?: boolean
  /**
   * True for a page whose painted first screen answers the first taps itself (its links, a store
   * front's Add: the boot scripts' islands): its app's scripts download after the first paint, but
   * run at the shopper's first touch, not while the page loads (boot/start-app.ts). 'first-visit':
   * only in a browser that has saved nothing here (`html.first-visit`, boot/theme-boot.ts), where the
   * page's HTML is already all it will show; with something saved, the app starts after the paint.
   */
  startsOnTouch?: boolean | 'first-visit'
  /** The reads its HTML starts at once. */
  early: readonly EarlyReadSpec[]
  chunk: PageChunk
  /** The feature folder whose `*-prefetch.ts` (the page's first query) goes in its chunk. */
  prefetch?: string
  /**
   * What the server writes into the page for its URL (server/catalog/shared-words.ts): a shared link's
   * record's words, and for 'store' and 'home' what the early script can use at once (the store's
   * id, the first pictures: contract/first-load.ts).
   */
  shared?: 'home' | 'store' | `deal:${DealKind}`
}

/** A deal's page: only a well-formed id (see parseDealId), which renders the deal's skeleton. */
const dealDetail = (segment: string, route: string, kind: DealKind): FirstLoadPage => ({
  name: segment,
  route,
  renderPath: `/${segment}/1`,
  pattern: new RegExp(`^/${segment}/(?=\\d{1,15}/?$)0*[1-9]\\d*/?$`),
  early: [],
  chunk: 'deal',
  shared: `deal:${kind}`,
})

export const firstLoadPages: readonly FirstLoadPage[] = [
  {
    name: 'home',
    route: '/',
    renderPath: '/',
    pattern: /^\/$/,
    // The hot deals row the home page shows first (src/features/home/home-prefetch.ts).
    // Its first deals' words are painted before the app runs (boot/early-deals.ts).
    early: [{ endpoint: 'deals.hotDiscounts', near: true, warm: true, cards: 'deals' }],
    chunk: 'home',
    prefetch: 'home',
    // The first two hot discounts' pictures from central Lagos, for a shopper with no saved position.
    shared: 'home',
    startsOnTouch: true,
  },
  {
    name: 'near-me',
    route: '/near-me',
    renderPath: '/near-me',
    pattern: /^\/near-me\/?$/,
    readsSearch: true,
    early: [{ endpoint: 'discovery.nearMe', near: true, skipOnDataSaver: true, cards: 'stores' }],
    chunk: 'near-me',
    prefetch: 'discovery',
    startsOnTouch: true,
  },
  {
    name: 'marketplace',
    route: '/marketplace',
    renderPath: '/marketplace',
    pattern: /^\/marketplace\/?$/,
    readsSearch: true,
    // The marketplace discounts it shows first (src/features/deals/marketplace-discounts.tsx), around the
    // saved place; their words are painted before the app runs (boot/early-offers.ts).
    early: [{ endpoint: 'deals.marketplaceDiscounts', near: true, cards: 'offers' }],
    chunk: 'marketplace',
    startsOnTouch: true,
  },
  {
    name: 'cart',
    route: '/cart',
    renderPath: '/cart',
    pattern: /^\/cart\/?$/,
    early: [],
    chunk: 'cart',
    // A first visit's cart is empty from the first paint, its links plain links: the app would
    // change nothing on screen. A saved cart is the app's to show, at once.
    startsOnTouch: 'first-visit',
  },
  {
    name: 'store-front-details',
    route: '/store-front-details/$store_slug',
    renderPath: '/store-front-details/prerendered',
    pattern: /^\/store-front-details\/[^/]+\/?$/,
    // docs/api.md#discovery: the slug through the store search (search-store.ts findStoreBySlug), then the
    // store by its id (discovery.ts fetchNearMeStore); its cover and logo are the first paint.
    early: [
      {
        endpoint: 'discovery.searchStore',
        params: { name: '{slug}' },
        followUp: { endpoint: 'discovery.nearMeStore', params: { id: '{id}' } },
        warm: true,
        // Its first dishes, whose Add works before the app has run (boot/early-taps.ts).
        cards: 'dishes',
      },
    ],
    chunk: 'store',
    prefetch: 'store',
    shared: 'store',
    startsOnTouch: true,
  },
  dealDetail('coupon-detail', '/coupon-detail/$coupon_id', 'coupon'),
  dealDetail('discount-detail', '/discount-detail/$discount_id', 'discount'),
  dealDetail('featured-detail', '/featured-detail/$featured_id', 'featured'),
  dealDetail('discount-offer-detail', '/discount-offer-detail/$discount_offer_id', 'marketplace'),
  dealDetail('menu-item-detail', '/menu-item-detail/$item_id', 'menu'),
]

/** The route's file under src/routes/, without .tsx ('/' is index, '/a/' is a.index, '/a/$b' is a.$b). */
export const routeFile = (route: string): string =>
  `${route.slice(1).replaceAll('/', '.')}${route.endsWith('/') ? 'index' : ''}`

function firstLoadPageFor(pathname: string, pages: readonly FirstLoadPage[]): FirstLoadPage | undefined {
  return pages.find((page) => page.pattern.test(pathname))
}

/** The first-load page that answers this URL, when its HTML is what the app will render. */
export function prerenderedPageFor(
  url: URL,
  pages: readonly FirstLoadPage[] = firstLoadPages,
): FirstLoadPage | undefined {
  const page = firstLoadPageFor(url.pathname, pages)
  // A page that reads its search params renders differently with them than the build did.
  return page && !(page.readsSearch && url.search !== '') ? page : undefined
}
