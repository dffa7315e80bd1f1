// The island of a painted link (near me's first stores, the home page's and the marketplace's first
// deals: ./early-cards.ts, ./early-deals.ts, ./early-offers.ts) tapped before the app has
// run. A plain link would load a whole new document: on slow 4G a round trip before anything
// changes, and the app's scripts, already on their way for this page, asked for again. Instead the
// address changes at once, the page shows where it is going (the link's words as its heading, and
// boxes for what is coming), and the app, starting from its scripts already asked for, renders that
// address itself (#root no longer claims to hold its page: src/app/start.tsx renders, not
// hydrates). Should the app not come (its scripts refused, a dead line), the page loads the address
// as the link would have, after `APP_WAIT_MS`; Back before the app comes reloads the page left.
// Once the app has begun to render, a tap is the app's (src/app/early-links.ts) or the browser's.
import { paintedLinkTapped } from '@/lib/early/painted-link'
import { element } from './early-dom'

/** How long the shopper waits for the app's scripts before the link loads as a plain one. */
export const APP_WAIT_MS = 10_000

const appRendering = () => window.__gidiAppRendering === true

/** What the page shows while the app starts at the new address: its name, and boxes. */
function showGoingTo(main: HTMLElement, name: string): void {
  const heading = element('h1', 'mb-3 text-2xl font-bold', name)
  heading.tabIndex = -1
  const boxes = element('div', 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3')
  for (let i = 0; i < 4; i++) boxes.append(element('div', 'h-28 animate-pulse rounded-xl bg-surface-2'))
  const busy = element('div', 'page', heading, element('p', 'sr-only', 'Loading…'), boxes)
  busy.setAttribute('aria-busy', 'true')
  main.replaceChildren(busy)
  scrollTo(0, 0)
  heading.focus({ preventScroll: true })
}

/**
 * Listens for taps on the painted links of `root` (until `signal` aborts: tests). A click with a
 * modifier, another button, or one something else handled stays the browser's.
 */
export function startEarlyLinks(root: HTMLElement, signal?: AbortSignal): void {
  let leaving = false
  addEventListener(
    'click',
    (event) => {
      // A root no longer in the document (a test's page gone) has no page to change.
      if (leaving || appRendering() || !window.__gidiAppStarted || !root.isConnected) return
      const main = root.querySelector('main')
      const tapped = paintedLinkTapped(event)
      if (!tapped || !main) return
      const { link, href } = tapped
      event.preventDefault()
      leaving = true
      history.pushState(null, '', href)
      // The app renders this address afresh: the HTML left in #root is not its page.
      delete root.dataset.prerendered
      showGoingTo(main, link.textContent?.trim() || 'Loading…')
      const fallback = setTimeout(() => {
        if (!appRendering()) location.assign(href)
      }, APP_WAIT_MS)
      signal?.addEventListener('abort', () => clearTimeout(fallback))
      addEventListener(
        'popstate',
        () => {
          if (!appRendering()) location.reload()
        },
        { signal },
      )
    },
    { capture: true, signal },
  )
}
