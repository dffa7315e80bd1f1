import { describe, expect, it } from 'vitest'
import { describeRouteError } from './router-error-page'

describe('describeRouteError', () => {
  it('gives the status and its text for a response-like error', () => {
    expect(describeRouteError({ status: 404, statusText: 'Not Found' })).toBe('404 Not Found')
    expect(describeRouteError({ status: 500 })).toBe('500')
  })

  it('gives the message of an Error, or the value itself', () => {
    expect(describeRouteError(new Error('Error fetching coupons: timeout'))).toBe('Error fetching coupons: timeout')
    expect(describeRouteError('boom')).toBe('boom')
  })
})
