import { dealEndpoints } from '@contract/endpoints/deals'
import { discoveryEndpoints } from '@contract/endpoints/discovery'
import type { Endpoint } from '@contract/endpoint'
import { pathFor } from '@/api/endpoint-call'
import { config } from '@/lib/config'
import type { EarlyEndpoint, EarlyReadSpec, FirstLoadPage } from './pages'
import type { EarlyRead } from '@/lib/early/protocol'

/**
 * The URLs of a page's early reads (src/first-load/pages.ts), made at build time from the same
 * endpoints, paths and base the API functions use, and written into the page's HTML;
 * src/first-load/boot/early-data.ts fills in {lat} {lng} {slug} {id} exactly as the app's own
 * first requests are made, or the read is wasted (tests/e2e/first-load.test.ts counts them).
 */

const endpoints: Record<string, Record<string, Endpoint>> = { deals: dealEndpoints, discovery: discoveryEndpoints }

function endpointOf(name: EarlyEndpoint): Endpoint {
  const [group = '', key = ''] = name.split('.')
  const found = endpoints[group]?.[key]
  if (!found) throw new Error(`early read: no endpoint ${name}`)
  return found
}

/** A path whose parameters are the boot script's {placeholders}, as written. */
const template = (path: string) => path.replace(/%7B(\w+)%7D/g, '{$1}')

const NEAR = 'latitude={lat}&longitude={lng}'

function urlOf(name: EarlyEndpoint, params: EarlyReadSpec['params'], near: boolean): string {
  const base = config.apiBaseUrl.replace(/\/+$/, '')
  const path = template(pathFor(endpointOf(name), params))
  return `${base}${path}${near ? `${path.includes('?') ? '&' : '?'}${NEAR}` : ''}`
}

export function earlyRequestTemplates(page: Pick<FirstLoadPage, 'early'>): EarlyRead[] {
  return page.early.map((read) => ({
    url: urlOf(read.endpoint, read.params, read.near === true),
    ...(read.followUp ? { followUp: urlOf(read.followUp.endpoint, read.followUp.params, false) } : {}),
    ...(read.warm ? { warm: true } : {}),
    ...(read.skipOnDataSaver ? { skipOnDataSaver: true } : {}),
    ...(read.cards ? { cards: read.cards } : {}),
  }))
}
