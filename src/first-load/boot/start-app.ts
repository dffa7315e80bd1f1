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
//
// A page whose painted first screen takes the first taps itself (#root's data-start: `/`, near me,
// the marketplace, a store front; on a first visit, the cart; src/first-load/pages.ts
// startsOnTouch) downloads its scripts after the first paint but runs them at the shopper's first
// touch (a tap, a key, a scroll), when the tab is hidden, or once it has been left untouched for
// UNTOUCHED_START_MS:
// React, the router and the app's first render were most of a page's main-thread work after its
// first paint (~250 of ~300 ms at 1× on `/`), and a phone busy loading had no time left for the
// shopper's tap.
//
// Until the app has hydrated the page, a tap on one of its buttons (or a form sent) is held, the
// button marked busy, and tapped again by the app once it runs (HeldTaps in
// src/lib/early/protocol.ts): the painted links and Add buttons are the islands' (./early-links.ts,
// ./early-taps.ts), and every other control answers once the app has come, never not at all.
import { EARLY_ADD, HELD, ROOT_DATA, ROOT_START } from '@/lib/early/protocol'
import { isFirstVisit } from './early-dom'
import { untilNextTry } from '@/lib/lifecycle/code-arrival'

/** How long a page left untouched waits before it starts its app, in an idle moment. */
export const UNTOUCHED_START_MS = 10_000

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

/** Adds a `<link rel>` for each of the page's scripts. */
function linkScripts(rel: 'modulepreload' | 'prefetch') {
  for (const href of pageScripts()) {
    const link = document.createElement('link')
    link.rel = rel
    link.crossOrigin = 'anonymous'
    link.href = href
    document.head.appendChild(link)
  }
}

/** Says the app's scripts are on their way: the first pictures follow them (./early-data.ts). */
function scriptsAskedFor() {
  window.__gidiAppStarted = true
  window.__gidiEarly?.appStarting()
}

let fetching = false
/**
 * Asks for every script the page needs at once, the entry too, without running any: `start` runs
 * the entry (a module preloaded is not fetched or run again). The first pictures follow them.
 */
function fetchScripts() {
  if (fetching || pageScripts().length === 0) return
  fetching = true
  scriptsAskedFor()
  linkScripts('modulepreload')
}

/**
 * Downloads the page's scripts into the browser's cache for a start at the first touch, neither
 * compiled nor run: a module preload compiles its module on the main thread when it lands (36 of
 * `/`'s 67 ms of main-thread CPU after its first paint at 1×, medians of 3); `start` preloads them
 * from the cache then. A page the service worker answers has them in its cache already.
 */
function warmScripts() {
  if (fetching || pageScripts().length === 0) return
  scriptsAskedFor()
  if (!navigator.serviceWorker?.controller) linkScripts('prefetch')
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
  // Run once the page is parsed: React hydrates #root whole, never while the parser still adds to it.
  whenParsed(() => runEntry(scripts[0] ?? ''))
}

/**
 * Runs the app's entry; an entry that did not arrive (the line dropped) is asked for again, as the
 * entry asks again for its stages (src/lib/lifecycle/code-arrival.ts).
 */
function runEntry(src: string, failures = 0) {
  const entry = document.createElement('script')
  entry.type = 'module'
  entry.crossOrigin = 'anonymous'
  entry.src = src
  entry.addEventListener(
    'error',
    () => {
      entry.remove()
      void untilNextTry(failures + 1).then(() => runEntry(src, failures + 1))
    },
    { once: true },
  )
  document.body.appendChild(entry)
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

/**
 * True when #root asks for its app at the shopper's first touch: always, or on a first visit (the
 * class theme-boot.ts sets before the first paint, for a browser that has saved nothing here).
 */
function startsOnTouch(): boolean {
  const start = document.getElementById('root')?.getAttribute(ROOT_DATA.start)
  if (start === ROOT_START.always) return true
  return start === ROOT_START.firstVisit && isFirstVisit()
}

/** Calls `then` in a task after the next frame: what the page changed before is on screen by then. */
const afterNextFrame = (then: () => void) => requestAnimationFrame(() => setTimeout(then, 0))

/** How long a press that ends in no click (a long press, a drag) holds the start back. */
const PRESS_WAIT_MS = 1000
/** What ends a press: its click, or the browser taking it for a scroll or a drag. */
const PRESS_ENDS = ['click', 'pointercancel', 'touchcancel', 'dragstart'] as const

/**
 * Starts the app once the touch's own effect is on screen: a press waits for its click (a painted
 * link's next page, an Add's count, a held button dimmed) and the frame that shows it, then the
 * scripts run. Started at the press itself, the scripts' compile and run came between the press
 * and its click's frame: the first tap at 6× took 134–161 ms (medians of 5, against 62–93 ms now).
 */
function startAfterTouch(event?: Event) {
  if (event?.type !== 'pointerdown' && event?.type !== 'touchstart') return afterNextFrame(start)
  const ended = () => {
    clearTimeout(timer)
    for (const type of PRESS_ENDS) removeEventListener(type, ended, true)
    afterNextFrame(start)
  }
  const timer = setTimeout(ended, PRESS_WAIT_MS)
  for (const type of PRESS_ENDS) addEventListener(type, ended, { capture: true, passive: true })
}

let painted = false
let touched = false
/**
 * What says a shopper is using the page: once one comes, the app starts (on any page), but never
 * before the first paint, which a touch before it would hold back (a touch before it starts the
 * app at the paint, below).
 */
const TOUCHES = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll', 'click'] as const
function onTouch(event?: Event) {
  if (touched) return
  touched = true
  if (painted) startAfterTouch(event)
}
for (const type of TOUCHES) addEventListener(type, onTouch, { capture: true, passive: true, once: true })
// The early script has nothing to paint: the app is the only way to show the page.
window.__gidiStartApp = onTouch

/** A page nobody touches starts its app after a while, in an idle moment (or a timer's, without idle callbacks). */
function startWhenLeftUntouched() {
  setTimeout(() => (window.requestIdleCallback ?? setTimeout)(start), UNTOUCHED_START_MS)
}

/** Holds taps on the page's buttons, and forms sent, until the app releases them (see the top). */
function holdTaps() {
  const held: Element[] = []
  let holding = true
  const hold = (event: Event, target: Element | null | undefined) => {
    if (!holding || !target?.closest('#root')) return
    event.preventDefault()
    event.stopImmediatePropagation()
    if (held.includes(target)) return
    held.push(target)
    target.setAttribute(HELD, '')
    target.setAttribute('aria-busy', 'true')
  }
  addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest?.('button, [role="button"]')
      // A painted Add is its island's.
      if (!button?.hasAttribute(EARLY_ADD)) hold(event, button)
    },
    { capture: true },
  )
  addEventListener('submit', (event) => hold(event, event.target as Element | null), { capture: true })
  window.__gidiHeldTaps = {
    release() {
      holding = false
      for (const target of held.splice(0)) {
        target.removeAttribute(HELD)
        target.removeAttribute('aria-busy')
        if (!target.isConnected) continue
        if (target instanceof HTMLFormElement) target.requestSubmit()
        else (target as HTMLElement).click()
      }
    },
  }
}

holdTaps()
// A page the service worker answers (a repeat visit, an offline start) gets its scripts from
// the worker's cache, not the line: nothing competes with the first paint for the network, so
// they are fetched, and compiled off the main thread, while it paints (once the page is parsed),
// and run after it. A small gain at 4× CPU: repeat visits' first card 1119 → 1040 ms (medians of
// 7 alternated loads), the first paint unchanged. Asking as soon as this script runs held the
// first paint back (352 → 592 ms) for no earlier card. A page whose app starts at the first touch
// asks for them then, from that cache.
if (navigator.serviceWorker?.controller) whenParsed(() => startsOnTouch() || fetchScripts())
if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') whenParsed(start)
else {
  document.addEventListener('visibilitychange', start, { once: true })
  afterFirstPaint(() => {
    if (painted) return
    painted = true
    if (touched || !startsOnTouch()) return start()
    warmScripts()
    startWhenLeftUntouched()
  })
}
