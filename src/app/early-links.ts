// The links the early script painted before the app ran (Near me's first stores, a store front's
// first dishes: src/first-load/boot/early-cards.ts, early-dishes.ts) are plain <a href>s, which
// work without the app. They stay on screen until the app's list replaces the skeleton, and React
// never owns them (a slot it neither compares nor patches), so once the app runs a tap on one
// would still load a whole document: on slow 4G a round trip and a page, where the router shows
// the next page at once. From then on the app's router takes them.
import { EARLY_CARDS_SLOT } from '@/lib/early/protocol'

/**
 * Sends a plain left click on a painted link to `navigate` (the router's), from now on. A click
 * with a modifier (a new tab, a download) and one something else handled stay the browser's.
 */
export function routeEarlyLinks(navigate: (href: string) => void): void {
  // Captured on the window, before React's listener on #root (which may stop a click it cannot
  // hydrate for at once).
  addEventListener(
    'click',
    (event) => {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = (event.target as Element | null)?.closest?.(`[${EARLY_CARDS_SLOT}] a[href^="/"]`)
      const href = link?.getAttribute('href')
      if (!href || href.startsWith('//')) return
      event.preventDefault()
      navigate(href)
    },
    { capture: true },
  )
}
