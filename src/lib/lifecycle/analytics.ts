import { config } from '@/lib/config'

type Gtag = (...args: unknown[]) => void
declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: Gtag
  }
}

let loaded = false

/**
 * Loads gtag.js once, lazily, and only when a measurement id is configured: with no id there
 * is no script and no request, so shoppers spend no data on analytics.
 */
function ensureGtag(measurementId: string): Gtag {
  if (!loaded) {
    loaded = true
    window.dataLayer = window.dataLayer ?? []
    window.gtag = function gtag(...args: unknown[]) {
      window.dataLayer?.push(args)
    }
    window.gtag('js', new Date())
    // Page views are sent by hand on every route change.
    window.gtag('config', measurementId, { send_page_view: false })
    const script = document.createElement('script')
    script.async = true
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`
    document.head.append(script)
  }
  return window.gtag as Gtag
}

export function trackPageView(path: string, title: string, measurementId: string = config.analyticsId): boolean {
  if (!measurementId) return false
  ensureGtag(measurementId)('event', 'page_view', {
    page_location: location.origin + path,
    page_path: path,
    page_title: title,
  })
  return true
}
