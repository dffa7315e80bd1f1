import { dealEndpoints } from '@contract/endpoints/deals'
import { discoveryEndpoints } from '@contract/endpoints/discovery'
import { config } from '@/lib/config'
import { pathFor } from './endpoint-call'

/**
 * An API read a prerendered page starts from its HTML (see early-requests.ts): a URL with
 * {lat} {lng} (the saved location, rounded as src/api/near.ts rounds it) and {slug} (from the
 * page's path); `then`, a read that needs the first one's answer (its {id}: the entry whose
 * slug is the page's); `warm`, whether its first pictures are the page's largest paint;
 * `skipOnDataSaver`, a read the app makes differently with data saver on (smaller pages).
 */
/** A path whose parameters are the boot script's {placeholders}, as written. */
const template = (path: string) => path.replace(/%7B(\w+)%7D/g, '{$1}')

export type EarlyRead = { url: string; then?: string; warm?: boolean; skipOnDataSaver?: boolean }

/**
 * The templates are made here, from the same paths and base the API functions use, and written
 * into the page at build time; src/boot/early-data.js fills them in, exactly as the app's own
 * first requests are made, or the read is wasted (tests/e2e/first-load.test.ts counts them).
 */
export function earlyRequestTemplates(page: string): EarlyRead[] {
  const base = config.apiBaseUrl.replace(/\/+$/, '')
  const near = 'latitude={lat}&longitude={lng}'
  switch (page) {
    case 'home':
      // The hot deals row the home page shows first (src/features/home/home-prefetch.ts),
      // around the shopper.
      return [{ url: `${base}${pathFor(dealEndpoints.hotDiscounts)}?${near}`, warm: true }]
    case 'near-me':
      return [{ url: `${base}${pathFor(discoveryEndpoints.nearMe)}?${near}`, skipOnDataSaver: true }]
    case 'store-front-details':
      // SPEC §7: the slug through the store search (search-store.ts findStoreBySlug), then
      // the store by its id (discovery.ts fetchNearMeStore).
      return [
        {
          url: `${base}${template(pathFor(discoveryEndpoints.searchStore, { name: '{slug}' }))}`,
          then: `${base}${template(pathFor(discoveryEndpoints.nearMeStore, { id: '{id}' }))}`,
          warm: true,
        },
      ]
    default:
      return []
  }
}
