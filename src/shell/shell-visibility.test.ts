import { describe, expect, it } from 'vitest'
import { footerTone, showsFooter, showsNavBar } from './shell-visibility'

describe('shell visibility (SPEC §2)', () => {
  it('hides the nav bar on store detail, signup, login and both terms pages', () => {
    for (const path of [
      '/store-front-details/mama-cass',
      '/signup',
      '/login',
      '/terms-and-conditions',
      '/checkout-terms-and-conditions',
      '/login/',
    ]) {
      expect(showsNavBar(path)).toBe(false)
    }
    for (const path of ['/', '/near-me', '/cart', '/gift-a-friend', '/qr-code/mama-cass'])
      expect(showsNavBar(path)).toBe(true)
  })

  it('hides the footer on signup, login and the terms pages only', () => {
    for (const path of ['/signup', '/login', '/terms-and-conditions', '/checkout-terms-and-conditions']) {
      expect(showsFooter(path)).toBe(false)
    }
    expect(showsFooter('/store-front-details/mama-cass')).toBe(true)
    expect(showsFooter('/')).toBe(true)
  })

  it('gives the footer its own background on store detail and gift a friend', () => {
    expect(footerTone('/store-front-details/mama-cass')).toBe('store')
    expect(footerTone('/gift-a-friend')).toBe('gift')
    expect(footerTone('/marketplace')).toBe('default')
  })
})
