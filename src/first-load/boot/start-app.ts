// Inlined at the end of a prerendered page (scripts/build/first-load-plugins.ts; the CSP allows
// it by its hash): starts the app once the page's first paint is on screen. The page is whole
// without JavaScript, so the shopper sees it first; then every script the page needs (#root's
// data-scripts: the entry, then the shell's and the route's chunks) is asked for at once, not
// found one import at a time, and the first pictures the page's early reads named after them
// (./early-data.ts). A hidden tab paints nothing, so it starts at once. A page the service worker
// answers fetches its scripts while it paints (below), and still runs them after.
import { ROOT_DATA } from '../protocol'

function scriptsToStart(): string[] {
  try {
    const value: unknown = JSON.parse(document.getElementById('root')?.getAttribute(ROOT_DATA.scripts) ?? '[]')
    return Array.isArray(value) ? value.filter((href): href is string => typeof href === 'string') : []
  } catch {
    return []
  }
}

const scripts = scriptsToStart()

let fetching = false
/**
 * Asks for every script the page needs at once, the entry too, without running any: `start` runs
 * the entry (a module preloaded is not fetched or run again).
 */
function fetchScripts() {
  if (fetching) return
  fetching = true
  for (const href of scripts) {
    const preload = document.createElement('link')
    preload.rel = 'modulepreload'
    preload.crossOrigin = 'anonymous'
    preload.href = href
    document.head.appendChild(preload)
  }
}

let started = false
function start() {
  if (started || scripts.length === 0) return
  started = true
  fetchScripts()
  const entry = document.createElement('script')
  entry.type = 'module'
  entry.crossOrigin = 'anonymous'
  entry.src = scripts[0] ?? ''
  document.body.appendChild(entry)
  window.__gidiEarly?.appStarting()
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

if (scripts.length > 0) {
  // A page the service worker answers (a repeat visit, an offline start) gets its scripts from
  // the worker's cache, not the line: nothing competes with the first paint for the network, so
  // they are fetched, and compiled off the main thread, while it paints, and run after it. A small
  // gain at 4× CPU: repeat visits' first card 1119 → 1040 ms (medians of 7 alternated loads), the
  // first paint unchanged. Asking from the top of <body> instead held the first paint back (352 →
  // 592 ms) for no earlier card.
  if (navigator.serviceWorker?.controller) fetchScripts()
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') start()
  else {
    document.addEventListener('visibilitychange', start, { once: true })
    afterFirstPaint(start)
  }
}
