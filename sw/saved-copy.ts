import type { WorkboxPlugin } from 'workbox-core'
import { SAVED_AT_HEADER } from '@/lib/query/saved-at-header'

// The API cache's copies say when they were saved (docs/history.md#issue-17-8): a page that gets one after the
// network stalled shows "saved data from <time>", as it does for its own persisted cache,
// instead of taking the copy for a fresh answer. Pure functions, so tests run them directly.

function withHeader(response: Response, time: number): Response {
  const headers = new Headers(response.headers)
  headers.set(SAVED_AT_HEADER, String(time))
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

/**
 * What goes into the cache: only whole 200 answers (Workbox's own rule, which a plugin with this
 * callback replaces), stamped with `time` (when the network gave them). The page gets the
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
 * The API cache's plugin: a copy is dated when the network gave it to the worker, which is
 * before the page got the same answer, so the page can tell a copy of what it already holds
 * from a newer one (src/api/saved-copy.ts). Workbox hands each request's callbacks one `state`.
 */
export const savedCopyPlugin: WorkboxPlugin = {
  fetchDidSucceed: async ({ response, state }) => {
    if (state) state.answeredAt = Date.now()
    return response
  },
  cacheWillUpdate: async ({ response, state }) => {
    const answeredAt = state?.answeredAt
    return stampForCache(response, typeof answeredAt === 'number' ? answeredAt : Date.now())
  },
  cachedResponseWillBeUsed: async ({ cachedResponse }) => markSavedCopy(cachedResponse),
}
