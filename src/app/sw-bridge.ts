import { Workbox } from 'workbox-window'

/** Fired on window when a new service worker is waiting; `detail.apply()` activates it and reloads. */
export const UPDATE_AVAILABLE_EVENT = 'gidideals:update-available'

export type UpdateAvailableDetail = { apply: () => void }

/**
 * Registers the service worker (production builds only). A new worker never takes over by
 * itself: the page is told an update is waiting, and the shopper chooses when to reload.
 */
export function registerServiceWorker(): Workbox | null {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return null
  const wb = new Workbox('/sw.js', { scope: '/' })
  wb.addEventListener('waiting', () => {
    const apply = () => {
      wb.addEventListener('controlling', () => window.location.reload())
      wb.messageSkipWaiting()
    }
    window.dispatchEvent(new CustomEvent<UpdateAvailableDetail>(UPDATE_AVAILABLE_EVENT, { detail: { apply } }))
  })
  void wb.register()
  return wb
}
