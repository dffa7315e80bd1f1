// The marketplace's first discounts painted before the app runs: the list card's words, as text,
// in its own box, in the skeleton's slot, and only a price the shopper would pay today.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEAL_LIST_CARD_CLASS } from '@/components/deal/deal-card-box'
import { paintEarlyOffers } from './early-offers'

const BOX = 'h-40 animate-pulse rounded-xl bg-surface-2'

const offer = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Marketplace deal: Tray ${id}`,
  price: 3500,
  discounted_price: 2800,
  percentage: 20,
  area: 'Ikeja',
  distance_km: 1.24,
  valid_until: '2026-12-31',
  store: { name_of_business: `Store ${id}` },
  ...extra,
})
const answer = (results: unknown[]) => ({ data: { results } })

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-12-08T11:00:00Z'))
  document.body.innerHTML = `<main><div aria-busy="true" class="grid"><div data-early-cards class="contents">${`<div class="${BOX}"></div>`.repeat(6)}</div></div></main>`
})

afterEach(() => {
  vi.useRealTimers()
  document.body.replaceChildren()
})

const slot = () => document.querySelector('[data-early-cards]')!
const cards = () => [...slot().querySelectorAll('li')]

describe('paintEarlyOffers', () => {
  it("paints the first offers in the card's box and words: title as a link to the offer, store, place, price, days", () => {
    const results = Array.from({ length: 9 }, (_, index) => offer(index + 1))
    expect(paintEarlyOffers(document, answer(results), false)).toBe(true)
    // As many as the skeleton had boxes, in one list where the boxes were.
    expect(slot().querySelectorAll('ul')).toHaveLength(1)
    expect(cards()).toHaveLength(6)
    const first = cards()[0]!
    expect(first.className).toBe(DEAL_LIST_CARD_CLASS)
    const link = first.querySelector('h3 a')!
    expect(link.textContent).toBe('Tray 1')
    expect(link.getAttribute('href')).toBe('/discount-offer-detail/1')
    expect([...first.querySelectorAll('p')].map((line) => line.textContent)).toEqual([
      'Store 1',
      // The distance only once the shopper's own place is known, as the card says it.
      'Ikeja',
      '₦2,800was ₦3,500',
      'Valid until 31 Dec 2026',
    ])
    expect(first.querySelector('s')?.textContent).toBe('was ₦3,500')
    expect(first.textContent).toContain('−20%')
    expect(slot().querySelector('.animate-pulse')).toBeNull()
  })

  it('says the distance once the place is known', () => {
    paintEarlyOffers(document, answer([offer(7)]), true)
    expect(cards()[0]!.textContent).toContain('Ikeja · 1.2 km')
  })

  it('leaves a deal not running today to the app, its box holding the place, and one without an id', () => {
    const results = [
      offer(1, { valid_until: '2026-12-07' }),
      offer(2, { valid_from: '2026-12-09' }),
      { ...offer(3), id: 'x' },
      offer(4, { valid_from: '2026-12-01', valid_until: '2026-12-08' }),
    ]
    expect(paintEarlyOffers(document, answer(results), false)).toBe(true)
    expect(cards().map((item) => item.querySelector('a')?.textContent ?? item.className)).toEqual([
      BOX,
      BOX,
      BOX,
      'Tray 4',
    ])
    expect(cards()[0]!.getAttribute('aria-hidden')).toBe('true')
  })

  it("reads the day at the server's time it is given, not the phone's", () => {
    // The phone says the 8th; the server's answer said the 9th.
    const serverNow = Date.parse('2026-12-09T09:00:00Z')
    const results = [offer(1, { valid_from: '2026-12-09' }), offer(2, { valid_until: '2026-12-08' })]
    expect(paintEarlyOffers(document, answer(results), false, serverNow)).toBe(true)
    expect(cards().map((item) => item.querySelector('a')?.textContent ?? item.className)).toEqual(['Tray 1', BOX])
  })

  it('puts every word in as text', () => {
    const name = '<img src=x onerror="alert(1)">'
    paintEarlyOffers(document, answer([offer(1, { title: name, store: { name_of_business: '<b>Mama</b>' } })]), false)
    expect(cards()[0]!.querySelector('a')?.textContent).toBe(name)
    expect(cards()[0]!.textContent).toContain('<b>Mama</b>')
    expect(slot().querySelector('img, b')).toBeNull()
  })

  it('paints a deal without a price or a store as the card shows it, and takes no made-up number', () => {
    paintEarlyOffers(
      document,
      answer([offer(1, { price: 'free', discounted_price: undefined, percentage: -5, store: 'x', valid_until: '' })]),
      false,
    )
    const card = cards()[0]!
    expect(card.querySelector('a')?.textContent).toBe('Tray 1')
    expect([...card.querySelectorAll('p')].map((line) => line.textContent)).toEqual(['Ikeja'])
    expect(card.textContent).not.toContain('%')
  })

  it('leaves the skeleton as it is without a slot, an answer it understands or an offer to show', () => {
    for (const given of [
      null,
      { data: { results: 'no' } },
      answer([]),
      answer([offer(1, { valid_until: '2026-01-01' })]),
    ]) {
      expect(paintEarlyOffers(document, given, false)).toBe(false)
      expect(slot().querySelectorAll('.animate-pulse')).toHaveLength(6)
    }
    document.body.innerHTML = '<main></main>'
    expect(paintEarlyOffers(document, answer([offer(1)]), false)).toBe(false)
  })
})
