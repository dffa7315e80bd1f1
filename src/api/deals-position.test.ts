import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, stubFetch } from '@/test/stub-fetch'
import { dealsQueryOptions, hotDealsQueryOptions, listDeals, listHotDeals } from './deals'

afterEach(() => vi.unstubAllGlobals())

const coupon = { id: 41, kind: 'coupon', title: 'Jollof rice', price: 3500, discounted_price: 2800 }
const list = (...results: unknown[]) => ({ data: { results, count: results.length, next_page: null } })

describe('deal lists from the shopper position (SPEC §7 latitude and longitude)', () => {
  it.each([
    ['a list', () => listDeals('coupon', { latitude: 6.60184, longitude: 3.35149 })],
    ['hot deals', () => listHotDeals('discount', { latitude: 6.60184, longitude: 3.35149 })],
  ])('%s carries the position, rounded to ~110 m', async (_label, read) => {
    const sent = stubFetch(() => json(list(coupon)))
    await read()
    expect(sent[0]?.query).toEqual({ latitude: '6.602', longitude: '3.351' })
  })

  it('keys each list by where it was counted from, so another place is another list', () => {
    const ikeja = { latitude: 6.6018, longitude: 3.3515 }
    expect(dealsQueryOptions('coupon', ikeja).queryKey).toEqual([
      'deals',
      'list',
      'coupon',
      { latitude: 6.602, longitude: 3.352 },
    ])
    expect(hotDealsQueryOptions('coupon', ikeja).queryKey).not.toEqual(
      hotDealsQueryOptions('coupon', { latitude: 6.4474, longitude: 3.47 }).queryKey,
    )
    // A spot a few metres away is the same list.
    expect(hotDealsQueryOptions('coupon', { latitude: 6.60181, longitude: 3.35152 }).queryKey).toEqual(
      hotDealsQueryOptions('coupon', ikeja).queryKey,
    )
  })
})
