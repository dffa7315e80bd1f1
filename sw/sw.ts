/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'
import { OUTBOX_SYNC_TAG, REPLAY_OUTBOX_MESSAGE } from '@/features/outbox/outbox-signals'
import { classifyRequest, roundedCoordinatesKey } from './cache-keys'

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

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// Every navigation is answered from the precached shell; the client router takes it from there.
// API paths and files are never navigations of the app.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/beta\//, /\/[^/?]+\.[^/]+$/],
  }),
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
    ],
  }),
)

// Logos, dishes and covers: immutable on the server, so once fetched they never cost data again.
registerRoute(
  ({ request }) => classifyRequest(request, apiBase, tileOrigin) === 'images',
  new CacheFirst({
    cacheName: 'gidideals-images',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
  }),
)

registerRoute(
  ({ request }) => classifyRequest(request, apiBase, tileOrigin) === 'map-tiles',
  new CacheFirst({
    cacheName: 'gidideals-map-tiles',
    plugins: [new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
  }),
)

// The first worker controls the page at once, so the very first visit already works offline.
// Later workers wait until the shopper accepts the update (see src/app/sw-bridge.ts).
clientsClaim()

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})

// Background Sync: the browser wakes the worker when the network is back; the pages hold the
// session and the outbox's store, so the worker asks them to replay (src/features/outbox).
type SyncEvent = ExtendableEvent & { tag: string }
self.addEventListener('sync' as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
  const sync = event as SyncEvent
  if (sync.tag !== OUTBOX_SYNC_TAG) return
  sync.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((windows) => {
      for (const client of windows) client.postMessage({ type: REPLAY_OUTBOX_MESSAGE })
    }),
  )
})
