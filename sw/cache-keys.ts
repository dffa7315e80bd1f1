// Pure helpers shared by the worker and its tests: which requests go to which cache, and
// the cache key of a near-me request.
import { endpointList } from '@contract/api'

/** ~110 m: a shopper who moved a few dozen metres offline still finds the results they saw. */
export const COORDINATE_DECIMALS = 3

const coordinateParams = ['latitude', 'longitude', 'lat', 'lng']

/** The same URL with its coordinates rounded, so nearby positions share one cache entry. */
export function roundedCoordinatesKey(url: URL, decimals = COORDINATE_DECIMALS): string {
  const key = new URL(url.href)
  for (const name of coordinateParams) {
    const value = key.searchParams.get(name)
    if (value === null || value.trim() === '') continue
    const number = Number(value)
    if (Number.isFinite(number)) key.searchParams.set(name, number.toFixed(decimals))
  }
  key.searchParams.sort()
  return key.href
}

export type CacheRoute = 'api-lists' | 'images' | 'map-tiles' | null

/** A contract path as a whole-path pattern: `{product}` and `:name` are any one segment. */
export function pathPattern(path: string): RegExp {
  const source = path
    .split(/(\{product\}|:\w+)/)
    .map((part, index) => (index % 2 ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('')
  return new RegExp(`^${source.replace(/\/$/, '')}/?$`)
}

// Public discovery and deal reads: the endpoints the contract marks cacheable (contract/api.ts).
// Personal data (/account/…), reads that need a token, and writes never match.
const publicReads = endpointList()
  .filter(([, endpoint]) => endpoint.method === 'GET' && endpoint.auth === 'none' && endpoint.cache)
  .map(([, endpoint]) => pathPattern(endpoint.path))

export const isPublicRead = (apiRoute: string) => publicReads.some((pattern) => pattern.test(apiRoute))

export function classifyRequest(
  request: { method: string; url: string; destination: string; headers: { has(name: string): boolean } },
  apiBase: URL,
  tileOrigin: string | null,
): CacheRoute {
  if (request.method !== 'GET') return null
  // Anything sent with the shopper's credentials is theirs alone: never kept in a shared cache.
  if (request.headers.has('authorization')) return null
  const url = new URL(request.url)
  const apiPath = apiBase.pathname.replace(/\/$/, '')
  const inApi = url.origin === apiBase.origin && url.pathname.startsWith(`${apiPath}/`)
  const apiRoute = inApi ? url.pathname.slice(apiPath.length) : ''
  // Accounts, tokens, activities, orders: personal even when asked for without a header.
  if (inApi && /^\/account(\/|$)/.test(apiRoute)) return null
  if (tileOrigin && url.origin === tileOrigin) return 'map-tiles'
  if (request.destination === 'image') return 'images'
  if (!inApi) return null
  if (apiRoute.startsWith('/media/')) return 'images'
  return isPublicRead(apiRoute) ? 'api-lists' : null
}
