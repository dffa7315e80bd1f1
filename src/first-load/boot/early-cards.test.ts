// Near me's first cards, painted from its early read's answer before the app runs: words only,
// as text, in the skeleton's slot, in the card's own box.
import { afterEach, describe, expect, it } from 'vitest'
import { STORE_CARD_CLASS } from '@/components/store/store-facts'
import { EARLY_CARDS, paintEarlyStores } from './early-cards'

const store = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  name_of_business: `Store ${id}`,
  slug: `store-${id}`,
  place_type: 'Restaurant',
  cuisine_type: 'Nigerian',
  area: 'Ikeja',
  distance_km: id / 10,
  delivery_time_minutes: 30,
  ...extra,
})
const answer = (results: unknown[], count = 60) => ({ data: { results, count } })

function page(): HTMLElement {
  document.body.innerHTML = `<main><div aria-busy="true"><div data-early-cards class="contents">
    <div class="h-36 animate-pulse"></div></div></div></main>`
  return document.body
}
const slot = () => document.querySelector('[data-early-cards]')!

afterEach(() => {
  document.body.innerHTML = ''
})

describe('paintEarlyStores', () => {
  it('paints the first stores into the slot as cards with their words and a link to each', () => {
    const painted = paintEarlyStores(page(), answer(Array.from({ length: 20 }, (_, index) => store(index + 1))), true)
    expect(painted).toBe(true)
    const section = slot().querySelector('section')!
    expect(section.getAttribute('aria-labelledby')).toBe('near-me-early-results')
    expect(section.querySelector('h2')?.id).toBe('near-me-early-results')
    expect(section.querySelector('h2')?.textContent).toBe(`Nearest ${EARLY_CARDS} of 60 stores`)
    const cards = [...section.querySelectorAll('article')]
    expect(cards).toHaveLength(EARLY_CARDS)
    expect(cards[0]!.className).toBe(STORE_CARD_CLASS)
    expect(cards[0]!.querySelector('h3 a')?.getAttribute('href')).toBe('/store-front-details/store-1')
    expect([...cards[0]!.querySelectorAll('p')].map((line) => line.textContent)).toEqual([
      'Restaurant · Nigerian',
      // The store's 30 min and the ride from 0.1 km, rounded up to 5 minutes: checkout's own estimate.
      'Ikeja · 0.1 km · 35 min delivery',
    ])
    // The skeleton's boxes are gone with the slot's old content.
    expect(slot().querySelector('.animate-pulse')).toBeNull()
  })

  it('shows distances only when the shopper’s own place is known, as the app’s card does', () => {
    paintEarlyStores(page(), answer([store(3)]), false)
    expect(slot().querySelector('article p:last-child')?.textContent).toBe('Ikeja · 30 min delivery')
    expect(slot().querySelector('h2')?.textContent).toBe('Nearest 1 of 60 stores')
  })

  it('puts every word in as text, and a slug into the link encoded', () => {
    const name = '<img src=x onerror="alert(1)">'
    paintEarlyStores(page(), answer([store(1, { name_of_business: name, slug: 'a/b?c' })]), true)
    const link = slot().querySelector('article a')!
    expect(link.textContent).toBe(name)
    expect(slot().querySelector('img')).toBeNull()
    expect(link.getAttribute('href')).toBe('/store-front-details/a%2Fb%3Fc')
  })

  it('skips a store without a name or slug, and takes no made-up number', () => {
    paintEarlyStores(
      page(),
      answer([store(1, { name_of_business: '' }), store(2, { slug: 7 }), store(3, { distance_km: 'far' }), null], -1),
      true,
    )
    const cards = slot().querySelectorAll('article')
    expect(cards).toHaveLength(1)
    expect(cards[0]!.querySelector('p:last-child')?.textContent).toBe('Ikeja · 30 min delivery')
    expect(slot().querySelector('h2')?.textContent).toBe('Nearest 1 of 1 store')
  })

  it('leaves the skeleton as it is without a slot, an answer it understands or a store to show', () => {
    for (const given of [null, { data: { results: 'no' } }, answer([]), answer([{ id: 1 }])]) {
      expect(paintEarlyStores(page(), given, true)).toBe(false)
      expect(slot().querySelector('.animate-pulse')).not.toBeNull()
    }
    document.body.innerHTML = '<main></main>'
    expect(paintEarlyStores(document.body, answer([store(1)]), true)).toBe(false)
  })
})
