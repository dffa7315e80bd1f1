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
  linkManifest()
  listenForUpdates()
  const wb = new Workbox('/sw.js', { scope: '/' })
  wb.addEventListener('waiting', () => {
    const apply = () => {
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true })
      wb.messageSkipWaiting()
    }
    window.dispatchEvent(new CustomEvent<UpdateAvailableDetail>(UPDATE_AVAILABLE_EVENT, { detail: { apply } }))
  })
  void wb.register()
  return wb
}

/**
 * The web app manifest, which the build leaves out of the HTML: the browser fetches it and its
 * icons as soon as it is linked, and on a first visit those bytes would compete with the page's.
 */
function linkManifest() {
  if (document.querySelector('link[rel="manifest"]')) return
  const link = document.createElement('link')
  link.rel = 'manifest'
  link.href = '/manifest.webmanifest'
  document.head.append(link)
}

/** The update banner (and its code) loads only when an update is actually waiting. */
function listenForUpdates() {
  window.addEventListener(UPDATE_AVAILABLE_EVENT, (event) => {
    const { apply } = (event as CustomEvent<UpdateAvailableDetail>).detail
    void import('@/features/pwa/update-banner').then(({ offerUpdate }) => offerUpdate(apply))
  })
}
