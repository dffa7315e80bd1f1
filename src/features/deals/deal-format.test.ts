import { describe, expect, it, vi } from 'vitest'
import { lagosDay } from '@contract/deals'
import { dealPrice, dealStateOn, dealTitle, formatDay, parseDealId } from '@/components/deal/deal-format'
import { advertTarget } from '@/lib/links/advert-link'
import { tabForKey, validateMarketplaceSearch } from './marketplace-tabs'
import { countIntlFormatters } from '../../../tests/support/counting-intl'

describe('deal helpers', () => {
  it('reads a route id as a positive whole number only', () => {
    expect(parseDealId('41')).toBe(41)
    for (const bad of [undefined, '', '0', '-1', '1.5', '1e3', 'abc', ' 4', '9999999999999999']) {
      expect(parseDealId(bad)).toBeNull()
    }
  })

  it('prints calendar days for en-NG without a time zone moving them', () => {
    expect(formatDay('2026-11-19')).toBe('19 Nov 2026')
    expect(formatDay('2026-12-31T23:30:00Z')).toBe('31 Dec 2026')
    expect(formatDay('soon')).toBe('soon')
  })

  it("prints every month as Intl's en-NG does, without building a date formatter (a long task on a phone)", async () => {
    const intl = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
    const days = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, month + 9)))
    const expected = days.map((day) => intl.format(day))
    const built = countIntlFormatters('DateTimeFormat')
    try {
      // A fresh copy of the module: one made earlier in this file may hold a formatter already.
      vi.resetModules()
      const fresh = await import('@/lib/format/deal-dates')
      expect(days.map((day) => fresh.formatDay(day.toISOString().slice(0, 10)))).toEqual(expected)
      expect(built()).toBe(0)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it("a deal runs from its first to its last valid day in Lagos, by the contract's rule", () => {
    const deal = { valid_from: '2026-12-01', valid_until: '2026-12-06' }
    const at = (iso: string) => dealStateOn(deal, lagosDay(Date.parse(iso)))
    expect(at('2026-11-30T22:30:00Z')).toBe('upcoming')
    expect(at('2026-11-30T23:30:00Z')).toBe('live')
    expect(at('2026-12-06T22:30:00Z')).toBe('live')
    expect(at('2026-12-06T23:30:00Z')).toBe('ended')
    expect(dealStateOn({ valid_from: null, valid_until: null }, '2026-12-06')).toBe('live')
    // Before the page knows the day it claims nothing has ended.
    expect(dealStateOn(deal, null)).toBe('live')
  })

  it('works out the price, what it was and the saving', () => {
    expect(dealPrice({ price: 3500, discounted_price: 2800, saving: 700, percentage: 20 })).toEqual({
      now: 2800,
      was: 3500,
      saving: 700,
      percentage: 20,
    })
    expect(dealPrice({ price: 2500, discounted_price: null })).toEqual({
      now: 2500,
      was: null,
      saving: null,
      percentage: null,
    })
    expect(dealPrice({ price: 1000, discounted_price: 900 })?.saving).toBe(100)
    expect(dealPrice({})).toBeNull()
    expect(dealTitle({ title: '  ', name: 'Suya' }, 'Coupon')).toBe('Suya')
    expect(dealTitle({}, 'Coupon')).toBe('Coupon')
  })

  it('only lets adverts leave the app over http(s), in a new tab', () => {
    const origin = 'https://gidideals.ng'
    expect(advertTarget({ link: '/store-front-details/mama-put' }, origin)).toEqual({ type: 'store', slug: 'mama-put' })
    expect(advertTarget({ link: 'https://gidideals.ng/blog/3' }, origin)).toEqual({ type: 'internal', href: '/blog/3' })
    expect(advertTarget({ link: 'https://shop.example.ng/x' }, origin)).toEqual({
      type: 'external',
      href: 'https://shop.example.ng/x',
    })
    expect(advertTarget({ link: '//evil.example/x' }, origin).type).toBe('external')
    expect(advertTarget({ link: 'javascript:alert(1)' }, origin)).toEqual({ type: 'none' })
    expect(
      advertTarget({ link: 'data:text/html,hi', store: { id: 1, name_of_business: 'A', slug: 'a', logo: '' } }, origin),
    ).toEqual({ type: 'store', slug: 'a' })
  })

  it('knows the marketplace tabs and the keys that move between them', () => {
    expect(validateMarketplaceSearch({ tab: 'coupon' })).toEqual({ tab: 'coupon' })
    expect(validateMarketplaceSearch({ tab: 'menu' })).toEqual({})
    expect(tabForKey('discount', 'ArrowRight')).toBe('coupon')
    expect(tabForKey('discount', 'ArrowLeft')).toBe('featured')
    expect(tabForKey('featured', 'ArrowRight')).toBe('discount')
    expect(tabForKey('coupon', 'Home')).toBe('discount')
    expect(tabForKey('coupon', 'End')).toBe('featured')
    expect(tabForKey('coupon', 'Enter')).toBeNull()
  })
})
