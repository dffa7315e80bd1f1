import { startActivities } from '@/stores/activities/activities'
import { startLocating } from '@/stores/location/use-location'
import { startOutbox } from '@/stores/outbox/outbox'
import { startVisits } from '@/stores/outbox/visits'
import { networkQuiet } from '@/features/pwa/network-quiet'
import type { AppStore } from '@/stores/persisted-atom'
import { runSliced } from '@/lib/lifecycle/yield-to-main'

/**
 * Work that follows the first screen: the shopper's activities, the outbox's replay (and the
 * store visits it keeps) and the location lookup, each in a task of its own so none of them
 * adds up to a long task on a slow phone. Loaded as its own chunk so the shell stays small.
 */
export function startBackground(store: AppStore): Promise<void> {
  return runSliced([
    () => startActivities(store),
    () => startOutbox(store),
    () => startVisits(store),
    // Not awaited: the position can take seconds to come, and nothing below waits for it.
    () => void startLocating(store),
  ])
}

/** How long the page must fetch nothing before a first visit's worker starts its precache. */
export const WORKER_QUIET_MS = 2000
/** A page that keeps fetching (a poll, a slow picture) still gets its worker by then. */
export const WORKER_MAX_WAIT_MS = 12_000

/**
 * Registers the service worker once it costs the first screen nothing. A page the worker
 * already controls (a repeat visit) registers at once: that only checks for an update. On a
 * first visit, registering starts the precache (~90 files), so it waits until the network has
 * been quiet for a while and the browser is idle: the first screen gets the whole line.
 */
export async function registerWorkerWhenQuiet(): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  if (!navigator.serviceWorker.controller) {
    await networkQuiet({ quietMs: WORKER_QUIET_MS, maxMs: WORKER_MAX_WAIT_MS })
    await new Promise<void>((resolve) => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 })
      else setTimeout(resolve, 0)
    })
  }
  const { registerServiceWorker } = await import('@/app/sw-bridge')
  registerServiceWorker()
}
