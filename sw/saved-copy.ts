import type { WorkboxPlugin } from 'workbox-core'
import { SAVED_AT_HEADER } from '@/lib/query/saved-at-header'

// The API cache's copies say when they were saved (docs/decisions.md#offline): a page that gets one after the
// network stalled shows "saved data from <time>", as it does for its own persisted cache,
// instead of taking the copy for a fresh answer. Pure functions, so tests run them directly.

function withHeader(response: Response, time: number): Response {
  const headers = new Headers(response.headers)
  headers.set(SAVED_AT_HEADER, String(time))
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

/**
 * What goes into the cache: only whole 200 answers (Workbox's own rule, which a plugin with this
 * callback replaces), stamped with `time` (when their request left). The page gets the
 * network's answer itself, unstamped.
 */
export function stampForCache(response: Response, time = Date.now()): Response | null {
  return response.status === 200 ? withHeader(response, time) : null
}

/**
 * What comes out of the cache always carries the stamp; a copy stored before stamps existed
 * takes the time its server answered (its Date header), else now.
 */
export function markSavedCopy(cached: Response | null | undefined, now = Date.now()): Response | null {
  if (!cached) return null
  if (cached.headers.has(SAVED_AT_HEADER)) return cached
  const answered = Date.parse(cached.headers.get('Date') ?? '')
  return withHeader(cached, Number.isFinite(answered) ? answered : now)
}

/**
 * The API cache's plugin: a copy is dated when its request left for the network. Its answer
 * shows the server as it was at some moment between then and its arrival, so dated by its
 * arrival it could pass for newer than what the page holds although the server made it before
 * (a read that left before a rating reached the server and answered after the page had counted
 * the rating: the page, cut short by the worker's timeout, took that copy and the rating
 * vanished). Dated when it left, a copy of what the page holds, or of older, is never news to
 * it (src/api/saved-copy.ts). Workbox hands each request's callbacks one `state`.
 */
export const savedCopyPlugin: WorkboxPlugin = {
  requestWillFetch: async ({ request, state }) => {
    if (state) state.leftAt = Date.now()
    return request
  },
  cacheWillUpdate: async ({ response, state }) => {
    const leftAt = state?.leftAt
    return stampForCache(response, typeof leftAt === 'number' ? leftAt : Date.now())
  },
  cachedResponseWillBeUsed: async ({ cachedResponse }) => markSavedCopy(cachedResponse),
}
