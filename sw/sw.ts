/// <reference lib="webworker" />
import { get, set, update } from 'idb-keyval'
import { clientsClaim, type WorkboxPlugin } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { addPlugins, cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'
import { firstLoadPages, prerenderedPageFor } from '@/first-load/pages'
import { OUTBOX_SYNC_TAG, REPLAY_OUTBOX_MESSAGE } from '@/stores/outbox/outbox-signals'
// Static: service workers may not import() at run time.
import { replayFromStorage } from '@/stores/outbox/outbox-storage-replay'
import { classifyRequest, roundedCoordinatesKey } from './cache-keys'
import { savedCopyPlugin } from './saved-copy'
import { listenForDealAlerts } from './deal-alerts'
import { createUsageCounter, declaredBytes, isoWeek, mergeUsage } from './data-usage'
import { STATE_CHANNEL, STORAGE_KEYS } from '@contract/storage'

declare const self: ServiceWorkerGlobalScope

const DAY = 24 * 60 * 60
const apiBase = new URL(import.meta.env.VITE_API_BASE_URL || '/beta', self.location.origin)
const tileTemplate = import.meta.env.VITE_MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'
const tileOrigin = (() => {
  try {
    return new URL(tileTemplate.replace(/\{[^}]+\}/g, '0')).origin
  } catch {
    return null
  }
})()

// "Data saved" (docs/decisions.md#offline): every body the worker answers is counted as from a cache or from the
// network, per ISO week, in idb-keyval's STORAGE_KEYS.dataUsage (written at most every 3 s).
const usage = createUsageCounter({
  write: (delta) => update(STORAGE_KEYS.dataUsage, (stored) => mergeUsage(stored, isoWeek(new Date()), delta)),
  delayMs: 3000,
})

async function bodyBytes(response: Response, fromCache: boolean): Promise<number> {
  const declared = declaredBytes(response.headers)
  if (declared !== null) return declared
  // Without a length: a cached body is read from disk (cheap); a network body is teed only
  // when the browser may read it (opaque bodies cannot be measured, and are not counted).
  if (response.type === 'opaque' || (!fromCache && !response.body)) return 0
  try {
    return (await response.clone().blob()).size
  } catch {
    return 0
  }
}

function count(source: 'fromCache' | 'fromNetwork', response: Response, event: ExtendableEvent | undefined): void {
  const counted = bodyBytes(response, source === 'fromCache').then((bytes) => {
    usage.add(source, bytes)
    return usage.pending()
  })
  // Keeps a fetch's worker alive until the batch is written; an install (precaching) is not
  // held back by it — the worker outlives the write then anyway.
  if (!event || !('request' in event)) return
  try {
    event.waitUntil(counted)
  } catch {
    // The event already settled: the next one carries the write.
  }
}

const countBytes: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, event }) => {
    if (cachedResponse) count('fromCache', cachedResponse, event)
    return cachedResponse
  },
  fetchDidSucceed: async ({ response, event }) => {
    count('fromNetwork', response, event)
    return response
  },
}

addPlugins([countBytes])
// No directory index: '/' is a navigation like any other, answered with the home page's own HTML.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' })
cleanupOutdatedCaches()

// Every navigation is answered from the precache: a main route with its own prerendered page
// (src/first-load/pages.ts), any other with the shell; the client router takes it from
// there. API paths and files are never navigations of the app.
const shell = createHandlerBoundToURL('/index.html')
const prerenderedPages = new Map(
  firstLoadPages.map((route) => [route.name, createHandlerBoundToURL(`/prerendered/${route.name}.html`)]),
)
registerRoute(
  new NavigationRoute(
    (options) => {
      const page = prerenderedPageFor(options.url)
      return (page ? prerenderedPages.get(page.name) : undefined)?.(options) ?? shell(options)
    },
    { denylist: [/^\/beta\//, /\/[^/?]+\.[^/]+$/] },
  ),
)

// Public lists and details: fresh when the network answers within 3 s, else what we saw last
// (up to a day old). Coordinates are rounded in the cache key so moving a little still hits.
registerRoute(
  ({ request }) => classifyRequest(request, apiBase, tileOrigin) === 'api-lists',
  new NetworkFirst({
    cacheName: 'gidideals-api',
    networkTimeoutSeconds: 3,
    plugins: [
      { cacheKeyWillBeUsed: async ({ request }) => roundedCoordinatesKey(new URL(request.url)) },
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: DAY, purgeOnQuotaError: true }),
      // After the expiration check: a copy the page gets says when it was saved (saved-copy.ts).
      savedCopyPlugin,
      countBytes,
    ],
  }),
)

// Logos, dishes and covers: immutable on the server, so once fetched they never cost data again.
registerRoute(
  ({ request }) => classifyRequest(request, apiBase, tileOrigin) === 'images',
  new CacheFirst({
    cacheName: 'gidideals-images',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }), countBytes],
  }),
)

registerRoute(
  ({ request }) => classifyRequest(request, apiBase, tileOrigin) === 'map-tiles',
  new CacheFirst({
    cacheName: 'gidideals-map-tiles',
    plugins: [new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }), countBytes],
  }),
)

// Offline and not cached: an image gets a small grey placeholder, so the layout keeps its boxes.
// An API read fails as a network error, NOT as an invented 503: src/api/errors.ts words a 503
// as 'Internal Server Error - Try again later.' and treats it as the server's verdict, while a
// network error gives each call its own failure message and lets the app (React Query's paused
// state, the outbox's 'offline' stop) know the phone is offline.
const PLACEHOLDER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="Image unavailable offline"><rect width="64" height="64" fill="#e5e7eb"/><path d="M16 44l10-12 8 9 6-7 8 10z" fill="#9ca3af"/><circle cx="24" cy="24" r="4" fill="#9ca3af"/></svg>'

setCatchHandler(async ({ request }) => {
  const route = classifyRequest(request, apiBase, tileOrigin)
  if (request.destination === 'image' || route === 'images' || route === 'map-tiles') {
    return new Response(PLACEHOLDER_SVG, {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store', 'X-GidiDeals-Offline': '1' },
    })
  }
  return Response.error()
})

// The first worker controls the page at once, so the very first visit already works offline.
// Later workers wait until the shopper accepts the update (see src/app/sw-bridge.ts).
clientsClaim()

listenForDealAlerts(self)

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})

// Background Sync: the browser wakes the worker when the network is back. A page that is open
// holds the live session and outbox store, so it is asked to replay; with none open the worker
// replays the stored outbox itself, under the same Web Lock, and tells any page that opens.
type SyncEvent = ExtendableEvent & { tag: string }

const stateChannel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(STATE_CHANNEL)

async function windows(): Promise<readonly WindowClient[]> {
  return self.clients.matchAll({ type: 'window', includeUncontrolled: true })
}

async function syncOutbox(): Promise<void> {
  const open = await windows()
  if (open.length > 0) {
    for (const client of open) client.postMessage({ type: REPLAY_OUTBOX_MESSAGE })
    return
  }
  const summary = await replayFromStorage({
    storage: { get: (key) => get(key), set: (key, value) => set(key, value) },
    // Pages that opened during the pass take the new values (src/stores/persisted-atom.ts).
    announce: (key, value) => stateChannel?.postMessage({ key, value }),
  })
  for (const client of await windows()) client.postMessage({ type: REPLAY_OUTBOX_MESSAGE })
  // Still offline: rejecting asks the browser to fire the sync again later.
  if (summary.stopped === 'offline') throw new Error('The outbox could not reach the server yet.')
}

self.addEventListener('sync' as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
  const sync = event as SyncEvent
  if (sync.tag !== OUTBOX_SYNC_TAG) return
  sync.waitUntil(syncOutbox())
})
