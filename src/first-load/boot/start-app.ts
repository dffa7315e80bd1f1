// Inlined in a prerendered page just before #root (scripts/build/first-load-plugins.ts; the CSP
// allows it by its hash): starts the app once the page's first paint is on screen. The page is
// whole without JavaScript, so the shopper sees it first; then every script the page needs
// (#root's data-scripts: the entry, then the shell's and the route's chunks) is asked for at
// once, not found one import at a time, and the first pictures the page's early reads named after
// them (./early-data.ts); the entry runs once the page is parsed. Placed before #root, the script
// hears of the first paint at once: at the end of the page it ran only once the parser, which
// yields to paint, had reached it (a first visit at 4×: the first paint at 478 ms, the scripts
// asked for at 649). A hidden tab paints nothing, so it starts once parsed. A page the service
// worker answers fetches its scripts while it paints (below), and still runs them after.
import { ROOT_DATA } from '@/lib/early/protocol'

function scriptsToStart(): string[] {
  try {
    const value: unknown = JSON.parse(document.getElementById('root')?.getAttribute(ROOT_DATA.scripts) ?? '[]')
    return Array.isArray(value) ? value.filter((href): href is string => typeof href === 'string') : []
  } catch {
    return []
  }
}

let scriptList: string[] | undefined
/** The page's scripts, read once #root is there (this script runs before it is parsed). */
const pageScripts = () => (scriptList ??= scriptsToStart())

function whenParsed(then: () => void) {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', then, { once: true })
  else then()
}

let fetching = false
/**
 * Asks for every script the page needs at once, the entry too, without running any: `start` runs
 * the entry (a module preloaded is not fetched or run again).
 */
function fetchScripts() {
  if (fetching) return
  fetching = true
  for (const href of pageScripts()) {
    const preload = document.createElement('link')
    preload.rel = 'modulepreload'
    preload.crossOrigin = 'anonymous'
    preload.href = href
    document.head.appendChild(preload)
  }
}

let started = false
function start() {
  if (started) return
  // A first paint before #root (the pre-paint frame of an empty body) waits for the page; a
  // parsed page without one has nothing to start.
  if (!document.getElementById('root')) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true })
    return
  }
  const scripts = pageScripts()
  if (scripts.length === 0) return
  started = true
  fetchScripts()
  window.__gidiAppStarted = true
  window.__gidiEarly?.appStarting()
  // Run once the page is parsed: React hydrates #root whole, never while the parser still adds to it.
  whenParsed(() => {
    const entry = document.createElement('script')
    entry.type = 'module'
    entry.crossOrigin = 'anonymous'
    entry.src = scripts[0] ?? ''
    document.body.appendChild(entry)
  })
}

/**
 * Calls `then` once the page's first contentful paint is on screen: the paint-timing entry comes
 * with the frame's presentation, a little after the main thread has drawn it, and a script asked
 * for in between still competes with that first paint on a slow phone. Where the browser has no
 * paint timing, right after the first frame; and a page whose first frame shows nothing
 * contentful still starts, a second later.
 */
function afterFirstPaint(then: () => void) {
  if (typeof PerformanceObserver !== 'function' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(then, 0))
    return
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    then()
  })
  observer.observe({ type: 'paint', buffered: true })
  requestAnimationFrame(() => setTimeout(then, 1000))
}

// A page the service worker answers (a repeat visit, an offline start) gets its scripts from
// the worker's cache, not the line: nothing competes with the first paint for the network, so
// they are fetched, and compiled off the main thread, while it paints (once the page is parsed),
// and run after it. A small gain at 4× CPU: repeat visits' first card 1119 → 1040 ms (medians of
// 7 alternated loads), the first paint unchanged. Asking as soon as this script runs held the
// first paint back (352 → 592 ms) for no earlier card.
if (navigator.serviceWorker?.controller) whenParsed(fetchScripts)
if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') whenParsed(start)
else {
  document.addEventListener('visibilitychange', start, { once: true })
  afterFirstPaint(start)
}
