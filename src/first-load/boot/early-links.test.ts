// Near me's painted store links before the app has run: a tap changes the address and shows where
// it goes at once, for the app already on its way to render; without the app it stays a plain link.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { paintEarlyStores } from './early-cards'
import { APP_WAIT_MS, startEarlyLinks } from './early-links'

const answer = {
  data: {
    count: 2,
    results: [
      { name_of_business: 'Mama <i>Put</i>', slug: 'mama-put', place_type: 'restaurant', area: 'Yaba' },
      { name_of_business: 'Suya Spot', slug: 'suya-spot', place_type: 'restaurant', area: 'Ikeja' },
    ],
  },
}

let island = new AbortController()
let root: HTMLElement

beforeEach(() => {
  history.replaceState(null, '', '/near-me')
  document.body.innerHTML = `<div id="root" data-prerendered="near-me"><header>Bar</header>
    <main id="main" tabindex="-1"><h1>Stores near you</h1><div data-early-cards></div></main></div>`
  root = document.getElementById('root')!
  expect(paintEarlyStores(document, answer, false)).toBe(true)
  window.__gidiAppStarted = true
  island = new AbortController()
  startEarlyLinks(root, island.signal)
})

afterEach(() => {
  island.abort()
  vi.useRealTimers()
  vi.restoreAllMocks()
  delete window.__gidiAppStarted
  delete window.__gidiAppRendering
  document.body.replaceChildren()
})

const firstLink = () => document.querySelector<HTMLAnchorElement>('[data-early-cards] a')!
/**
 * A plain left click, as a tap is; returns whether the browser would still follow the link (then
 * stopped here: happy-dom would follow it, and the next test's page would be another).
 */
function tap(link: Element, init: MouseEventInit = {}): boolean {
  let followed = false
  const follow = (event: Event) => {
    followed = !event.defaultPrevented
    event.preventDefault()
  }
  addEventListener('click', follow)
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }))
  removeEventListener('click', follow)
  return followed
}

describe('a painted link tapped before the app renders', () => {
  it('changes the address at once and shows the store it opens, its name as words', () => {
    expect(tap(firstLink())).toBe(false)
    expect(location.pathname).toBe('/store-front-details/mama-put')
    const heading = root.querySelector('main h1')!
    expect(heading.textContent).toBe('Mama <i>Put</i>')
    expect(heading.querySelector('i')).toBeNull()
    expect(document.activeElement).toBe(heading)
    expect(root.querySelector('main [aria-busy="true"]')).not.toBeNull()
    expect(root.querySelector('[data-early-cards]')).toBeNull()
    // The app renders this address afresh: #root no longer claims near me's HTML.
    expect(root.dataset.prerendered).toBeUndefined()
  })

  it('loads the address as a plain link would when the app has not come in time', () => {
    vi.useFakeTimers()
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {})
    tap(firstLink())
    vi.advanceTimersByTime(APP_WAIT_MS - 1)
    expect(assign).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(assign).toHaveBeenCalledWith('/store-front-details/mama-put')
  })

  it('leaves the page to the app once it renders: no plain load after the wait', () => {
    vi.useFakeTimers()
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {})
    tap(firstLink())
    window.__gidiAppRendering = true
    vi.advanceTimersByTime(APP_WAIT_MS)
    expect(assign).not.toHaveBeenCalled()
  })

  it('reloads the page left when Back comes before the app', () => {
    const reload = vi.spyOn(location, 'reload').mockImplementation(() => {})
    tap(firstLink())
    history.back()
    dispatchEvent(new PopStateEvent('popstate'))
    expect(reload).toHaveBeenCalled()
  })
})

describe('a tap the island leaves alone', () => {
  it('is a plain link once the app renders, or before its scripts were asked for', () => {
    window.__gidiAppRendering = true
    expect(tap(firstLink())).toBe(true)
    delete window.__gidiAppRendering
    delete window.__gidiAppStarted
    expect(tap(firstLink())).toBe(true)
    expect(location.pathname).toBe('/near-me')
    expect(root.dataset.prerendered).toBe('near-me')
  })

  it('opens a new tab or window as the browser does (a modifier, the middle button)', () => {
    expect(tap(firstLink(), { ctrlKey: true })).toBe(true)
    expect(tap(firstLink(), { shiftKey: true })).toBe(true)
    expect(tap(firstLink(), { button: 1 })).toBe(true)
    expect(location.pathname).toBe('/near-me')
  })

  it('is not a painted link (the header, the page outside the slot)', () => {
    const header = root.querySelector('header')!
    const other = document.createElement('a')
    other.href = '/cart'
    header.append(other)
    expect(tap(other)).toBe(true)
    expect(location.pathname).toBe('/near-me')
  })
})
