import { describe, expect, it } from 'vitest'
import { loginSearchFrom, safeRedirect } from './safe-redirect'

describe('safeRedirect', () => {
  it('keeps a path inside the app and refuses other sites', () => {
    expect(safeRedirect('/coupon-detail/7')).toBe('/coupon-detail/7')
    expect(safeRedirect('//evil.example')).toBe('/near-me')
    expect(safeRedirect('https://evil.example', '')).toBe('')
  })
})

describe('loginSearchFrom', () => {
  it('comes back to the page with its search', () => {
    expect(loginSearchFrom('/blog/3', '?page=2', { page: 2 })).toEqual({ redirect: '/blog/3?page=2' })
  })

  it('on an account page, comes back where that page would send the shopper, never to itself', () => {
    // The signed-out prompt's links re-render with the login page's URL while it opens.
    expect(loginSearchFrom('/login', '?redirect=%2Fcoupon-detail%2F7', { redirect: '/coupon-detail/7' })).toEqual({
      redirect: '/coupon-detail/7',
    })
    expect(loginSearchFrom('/verify-otp', '', {})).toEqual({})
    expect(loginSearchFrom('/signup', '?redirect=%2F%2Fevil.example', { redirect: '//evil.example' })).toEqual({})
  })
})
