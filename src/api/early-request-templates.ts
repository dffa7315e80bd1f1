import { config } from '@/lib/config'
import { HOT_DEAL_ENDPOINTS } from './deals'

/**
 * The API reads a prerendered page starts from its HTML (see early-requests.ts).
 *
 * The templates are made here, from the same paths and base the API functions use, and written
 * into the page at build time; the script fills in {lat} {lng} (the saved location, rounded as
 * storeKeys rounds it) and {slug} (from the page's path).
 */
export function earlyRequestTemplates(page: string): string[] {
  const base = config.apiBaseUrl.replace(/\/+$/, '')
  switch (page) {
    case 'home':
      // The hot deals row the home page shows first (src/features/home/home-prefetch.ts).
      return [base + HOT_DEAL_ENDPOINTS.discount.path]
    case 'near-me':
      return [`${base}/api/nearme-aws?latitude={lat}&longitude={lng}`]
    case 'store-front-details':
      return [`${base}/api/nearme-single-store-aws/{slug}`]
    default:
      return []
  }
}
