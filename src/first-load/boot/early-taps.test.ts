// A store front's first dishes and the island that adds them before the app runs: the painted
// Add writes the line the app's own button would, the cart link counts it at once, and the app's
// claim and adoption hand every tap over exactly once.
import { clear, get, set } from 'idb-keyval'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '@contract/storage'
import type { EarlyLine } from '@/lib/early/protocol'
import { paintEarlyDishes } from './early-dishes'
import { startEarlyTaps } from './early-taps'

const store = { id: 7, name_of_business: 'Mama Put', slug: 'mama-put', logo: '/beta/media/logo.svg' }
const answer = {
  data: {
    results: {
      ...store,
      menu_items: [
        { id: 11, name: 'Jollof <b>rice</b>', title: 'Jollof', price: 2500, discounted_price: 2000, image: '/j.jpg' },
        { id: 12, name: 'Suya', price: 1500, deal: { id: 90, kind: 'coupon', discounted_price: 1000, percentage: 33 } },
      ],
    },
  },
}

let lines = new Map<number, EarlyLine>()

beforeEach(async () => {
  await clear()
  localStorage.clear()
  document.documentElement.className = ''
  document.body.innerHTML = `<a href="/cart" data-cart-link aria-label="Cart"><svg></svg></a>
    <div id="root"><div data-early-cards><div class="animate-pulse"></div></div></div>`
  lines = new Map()
  expect(paintEarlyDishes(document, answer, lines)).toBe(true)
})

afterEach(() => {
  island.abort()
  delete window.__gidiTaps
  // The painted page goes with the test: the next file shares this window.
  document.body.replaceChildren()
})

/** The test's island, its listener taken off after the test. */
let island = new AbortController()
function start() {
  island = new AbortController()
  return startEarlyTaps((id) => lines.get(id), island.signal)
}

const addButtons = () => [...document.querySelectorAll<HTMLButtonElement>('[data-early-add]')]
const count = () => document.querySelector('[data-cart-link]')?.getAttribute('data-early-count')
const savedCart = () => get<{ id: number; quantity: number }[]>(STORAGE_KEYS.cart)

describe('the first dishes', () => {
  it('are painted as text, each with its price; a dish with a deal has no painted Add', () => {
    const names = [...document.querySelectorAll('[data-early-cards] h3 a')].map((link) => link.textContent)
    expect(names).toEqual(['Jollof <b>rice</b>', 'Suya'])
    expect(document.querySelector('[data-early-cards] b')).toBeNull()
    expect(document.querySelector('[data-early-cards] a')?.getAttribute('href')).toBe('/menu-item-detail/11')
    expect(document.querySelector('[data-early-cards] s')?.textContent).toContain('2,500')
    expect(addButtons().map((button) => button.getAttribute('data-early-add'))).toEqual(['11'])
    // Open hours unknown: no closed notice (nothing is refused on a guess).
    expect(document.querySelector('[data-early-cards]')?.textContent).not.toContain('Closed now')
  })

  it("say first when a closed store opens, in the app's menu's words, and still offer Add", () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    // 03:49 on a Tuesday in Lagos (02:49 UTC).
    vi.setSystemTime(new Date('2026-12-08T02:49:00Z'))
    try {
      const closedAnswer = { data: { results: { ...answer.data.results, opening_hours: 'Daily 8am – 10pm' } } }
      document.querySelector('#root')!.innerHTML = '<div data-early-cards><div class="animate-pulse"></div></div>'
      expect(paintEarlyDishes(document, closedAnswer, new Map())).toBe(true)
      const notice = document.querySelector('[data-early-cards] h2 + p')
      expect(notice?.textContent).toBe(
        'Closed now · opens 8am today. Add what you like: your cart keeps it, and you can pay once the store opens.',
      )
      expect(addButtons()).toHaveLength(1)
      vi.setSystemTime(new Date('2026-12-08T11:00:00Z'))
      document.querySelector('#root')!.innerHTML = '<div data-early-cards><div class="animate-pulse"></div></div>'
      paintEarlyDishes(document, closedAnswer, new Map())
      expect(document.querySelector('[data-early-cards]')?.textContent).not.toContain('Closed now')
    } finally {
      vi.useRealTimers()
    }
  })

  it("read open or closed at the server's time they are given, not the phone's", () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    // The phone says noon; the server's answer said 03:49 in Lagos.
    vi.setSystemTime(new Date('2026-12-08T11:00:00Z'))
    try {
      const closedAnswer = { data: { results: { ...answer.data.results, opening_hours: 'Daily 8am – 10pm' } } }
      document.querySelector('#root')!.innerHTML = '<div data-early-cards><div class="animate-pulse"></div></div>'
      paintEarlyDishes(document, closedAnswer, new Map(), Date.parse('2026-12-08T02:49:00Z'))
      expect(document.querySelector('[data-early-cards] h2 + p')?.textContent).toMatch(/^Closed now · opens 8am today/)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('the island', () => {
  it("puts the app's line in the saved cart, counts it on the cart link, and says so on the card", async () => {
    document.documentElement.classList.add('first-visit')
    start()
    addButtons()[0]!.click()
    // At once: a first visit's saved cart is empty.
    expect(count()).toBe('1')
    expect(document.querySelector('[data-cart-link]')?.getAttribute('aria-label')).toBe('Cart, 1 item')
    expect(addButtons()).toHaveLength(0)
    expect(document.querySelector('[data-early-cards] output')?.textContent).toBe('In your cart')
    await window.__gidiTaps!.claim()
    expect(await savedCart()).toEqual([
      {
        id: 11,
        kind: 'menu',
        name: 'Jollof <b>rice</b>',
        title: 'Jollof',
        price: 2500,
        discounted_price: 2000,
        image: '/j.jpg',
        store,
        quantity: 1,
      },
    ])
  })

  it('counts on top of the cart already saved, once it has read it', async () => {
    await set(STORAGE_KEYS.cart, [{ id: 3, name: 'Beans', price: 900, quantity: 2 }])
    start()
    addButtons()[0]!.click()
    await window.__gidiTaps!.claim()
    expect(count()).toBe('3')
    expect((await savedCart())?.map((line) => [line.id, line.quantity])).toEqual([
      [3, 2],
      [11, 1],
    ])
  })

  it('keeps a tap made once the app has claimed the cart, and hands it over once, then forwards', async () => {
    document.documentElement.classList.add('first-visit')
    const taps = start()
    await taps.claim()
    addButtons()[0]!.click()
    expect(count()).toBe('1')
    // Not written: the app has read the saved cart already and would write over it.
    expect(await savedCart()).toBeUndefined()
    const added: number[] = []
    taps.adopt((line) => added.push(line.id))
    expect(added).toEqual([11])
    expect(count()).toBeNull()
    taps.adopt((line) => added.push(line.id))
    expect(added).toEqual([11])

    // A dish painted again (the page still shows the painted menu) goes straight to the app.
    paintEarlyDishes(document, answer, lines)
    addButtons()[0]!.click()
    expect(added).toEqual([11, 11])
    expect(count()).toBeNull()
  })

  it('keeps the taps waiting for the app where its next start finds them, should the page go first', async () => {
    await set(STORAGE_KEYS.cart, [{ id: 3, name: 'Beans', price: 900, quantity: 2 }])
    const taps = start()
    await taps.claim()
    // The claimed cart is read in the background: a read after it answers after it.
    await get(STORAGE_KEYS.cart)
    await new Promise((resolve) => setTimeout(resolve, 0))
    addButtons()[0]!.click()
    window.dispatchEvent(new Event('pagehide'))
    const kept = JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? 'null') as { id: number; quantity: number }[]
    expect(kept.map((line) => [line.id, line.quantity])).toEqual([
      [3, 2],
      [11, 1],
    ])
    // Restored from the back-forward cache, the app reads them from there: none is adopted again.
    const added: number[] = []
    taps.adopt((line) => added.push(line.id))
    expect(added).toEqual([])
  })

  it('leaves every other click alone: a card link is the browser’s', () => {
    start()
    const link = document.querySelector<HTMLAnchorElement>('[data-early-cards] h3 a')!
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    link.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(false)
    expect(count()).toBeNull()
  })
})
