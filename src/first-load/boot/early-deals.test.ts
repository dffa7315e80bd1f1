// The home page's first hot discounts painted before the app runs: the card's words, as text, in
// the tiles the skeleton holds, and only a price the shopper would pay today.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { paintEarlyDeals } from './early-deals'

const slots = (count: number) =>
  Array.from(
    { length: count },
    (_, index) =>
      `<div class="tile"><div data-early-picture="${index}"></div><div data-early-cards data-early-deal="${index}"></div></div>`,
  ).join('')

const deal = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Discount: Dish ${id}`,
  price: 3500,
  discounted_price: 3150,
  area: 'Ikeja',
  distance_km: 1.24,
  store: { name_of_business: `Store <b>${id}</b>` },
  ...extra,
})

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-12-08T11:00:00Z'))
  document.body.innerHTML = `<main>${slots(4)}</main>`
})

afterEach(() => {
  vi.useRealTimers()
  document.body.replaceChildren()
})

const tile = (index: number) => document.querySelector(`[data-early-deal="${index}"]`)!

describe('paintEarlyDeals', () => {
  it("paints each tile's words in the card's order: title as a link to the deal, store and place, price and saving", () => {
    expect(paintEarlyDeals(document, { data: { results: [deal(7), deal(8)] } }, false)).toBe(true)
    const link = tile(0).querySelector('h4 a')!
    expect(link.textContent).toBe('Dish 7')
    expect(link.getAttribute('href')).toBe('/discount-detail/7')
    expect(tile(0).textContent).toContain('Store <b>7</b>')
    expect(tile(0).querySelector('b')).toBeNull()
    expect(tile(0).textContent).toContain('· Ikeja')
    // The distance only once the shopper's own place is known, as the card says it.
    expect(tile(0).textContent).not.toContain('km')
    expect(tile(0).querySelector('s')?.textContent).toBe('was ₦3,500')
    expect(tile(0).textContent).toContain('₦3,150')
    expect(tile(0).textContent).toContain('You save ₦350')
    expect(tile(1).querySelector('a')?.getAttribute('href')).toBe('/discount-detail/8')
    // Two deals, four tiles: the others keep their skeleton.
    expect(tile(2).childElementCount).toBe(0)
    expect(tile(3).childElementCount).toBe(0)
  })

  it('says the distance once the place is known', () => {
    paintEarlyDeals(document, { data: { results: [deal(7)] } }, true)
    expect(tile(0).textContent).toContain('Ikeja · 1.2 km')
  })

  it('leaves a deal not running today to the app (ended, not yet started), and one with no price or id', () => {
    const results = [
      deal(1, { valid_until: '2026-12-07' }),
      deal(2, { valid_from: '2026-12-09' }),
      deal(3, { price: undefined, discounted_price: 'free' }),
      { ...deal(4), id: 'x' },
    ]
    expect(paintEarlyDeals(document, { data: { results } }, false)).toBe(false)
    for (const index of [0, 1, 2, 3]) expect(tile(index).childElementCount).toBe(0)
  })

  it('paints a deal that runs today, to its last day', () => {
    paintEarlyDeals(
      document,
      { data: { results: [deal(1, { valid_from: '2026-12-01', valid_until: '2026-12-08' })] } },
      false,
    )
    expect(tile(0).querySelector('a')?.textContent).toBe('Dish 1')
  })

  it("reads the day at the server's time it is given, not the phone's", () => {
    // The phone says the 8th; the server's answer said the 9th: the deal that starts on the 9th runs today.
    const serverNow = Date.parse('2026-12-09T09:00:00Z')
    const results = [deal(1, { valid_from: '2026-12-09' }), deal(2, { valid_until: '2026-12-08' })]
    expect(paintEarlyDeals(document, { data: { results } }, false, serverNow)).toBe(true)
    expect(tile(0).querySelector('a')?.textContent).toBe('Dish 1')
    expect(tile(1).childElementCount).toBe(0)
  })

  it('paints nothing from an answer that is not a list, or on a page without slots', () => {
    expect(paintEarlyDeals(document, { data: { results: 'nope' } }, false)).toBe(false)
    expect(paintEarlyDeals(document, null, false)).toBe(false)
    document.body.innerHTML = '<main></main>'
    expect(paintEarlyDeals(document, { data: { results: [deal(1)] } }, false)).toBe(false)
  })
})
