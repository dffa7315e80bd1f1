// Once the app runs, a painted card's link (the early script's, in the skeleton's slot) goes
// through the router instead of loading a whole document; anything else stays the browser's.
import { afterEach, beforeAll, expect, it } from 'vitest'
import { routeEarlyLinks } from './early-links'

const navigated: string[] = []

beforeAll(() => routeEarlyLinks((href) => navigated.push(href)))

afterEach(() => {
  navigated.length = 0
  document.body.innerHTML = ''
})

function click(selector: string, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init })
  document.querySelector(selector)!.dispatchEvent(event)
  return event
}

it("sends a painted link's plain click to the router", () => {
  document.body.innerHTML = `<div data-early-cards><article><h3><a href="/store-front-details/mama-put">Mama <b>Put</b></a></h3></article></div>`
  const event = click('a b')
  expect(event.defaultPrevented).toBe(true)
  expect(navigated).toEqual(['/store-front-details/mama-put'])
})

it('leaves a click with a modifier, a link elsewhere and another site to the browser', () => {
  document.body.innerHTML = `<div data-early-cards><a id="one" href="/store-front-details/a">A</a>
    <a id="far" href="//elsewhere.example/">B</a></div><a id="nav" href="/near-me">Near me</a>`
  expect(click('#one', { ctrlKey: true }).defaultPrevented).toBe(false)
  expect(click('#one', { button: 1 }).defaultPrevented).toBe(false)
  expect(click('#far').defaultPrevented).toBe(false)
  expect(click('#nav').defaultPrevented).toBe(false)
  expect(navigated).toEqual([])
})
