// The links the early script painted before the app ran (Near me's first stores, the home page's and
// the marketplace's first deals, a store front's first dishes: src/first-load/boot/early-cards.ts,
// early-deals.ts, early-offers.ts, early-dishes.ts) are plain <a href>s, which work without the app.
// They stay on screen until the app's list replaces the skeleton, and React never owns them (a slot
// it neither compares nor patches), so once the app runs a tap on one would still load a whole
// document: on slow 4G a round trip and a page, where the router shows the next page at once. From
// then on the app's router takes them.
import { paintedLinkTapped } from '@/lib/early/painted-link'

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
      const tapped = paintedLinkTapped(event)
      if (!tapped) return
      event.preventDefault()
      navigate(tapped.href)
    },
    { capture: true },
  )
}
