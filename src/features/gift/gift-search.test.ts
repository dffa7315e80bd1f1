import { describe, expect, it } from 'vitest'
import { parseDealKey, validateGiftSearch } from './gift-search'

describe('gift search', () => {
  it('reads ?deal=kind:id and nothing else', () => {
    expect(parseDealKey('coupon:164')).toEqual({ kind: 'coupon', id: 164 })
    expect(parseDealKey('marketplace:3')).toEqual({ kind: 'marketplace', id: 3 })
    for (const bad of ['coupon', 'coupon:0', 'coupon:-1', 'shoe:4', 'coupon:1.5', 164, undefined, null]) {
      expect(parseDealKey(bad)).toBeNull()
    }
  })

  it("keeps a deal key in its canonical spelling, and replaces one it cannot read when laid over the URL's search", () => {
    expect(validateGiftSearch({ deal: ' coupon:164 ' })).toEqual({ deal: 'coupon:164' })
    const url = { deal: 'shoe:4' }
    // What the router does: a route's search is laid over the URL's.
    expect({ ...url, ...validateGiftSearch(url) }).toStrictEqual({ deal: undefined })
  })
})
