import { describe, expect, it } from 'vitest'
import { nextStep, NEXT_STEPS } from './error-advice'
import { ApiError, STATUS_MESSAGES, ValidationError } from './errors'

const http = (status: number, message = 'x') => new ApiError(message, 'http', status)

describe('nextStep', () => {
  it('says what to do for each kind of failure a shopper meets', () => {
    expect(nextStep(new ApiError('Failed to like coupon', 'network'))).toBe(NEXT_STEPS.network)
    expect(nextStep(http(500, STATUS_MESSAGES[500]))).toBe(NEXT_STEPS[500])
    expect(nextStep(http(503))).toBe(NEXT_STEPS[500])
    expect(nextStep(http(404, STATUS_MESSAGES[404]))).toBe(NEXT_STEPS[404])
    expect(nextStep(http(403, STATUS_MESSAGES[403]))).toBe(NEXT_STEPS[403])
    expect(nextStep(http(429))).toBe(NEXT_STEPS[429])
    expect(nextStep(http(401))).toBe(NEXT_STEPS[401])
    expect(nextStep(new ApiError('Error fetching coupons:', 'unexpected', 200))).toBe(NEXT_STEPS.unexpected)
  })

  it('adds nothing where the message already names what to fix, unless the form words it', () => {
    expect(nextStep(http(400, 'Enter a valid phone number.'))).toBeUndefined()
    expect(nextStep(http(400), { 400: 'Check the newest code.' })).toBe('Check the newest code.')
    expect(nextStep(http(401), { 401: 'Check the email and password.' })).toBe('Check the email and password.')
    expect(nextStep(new ValidationError('User is required.'))).toBeUndefined()
    expect(nextStep('boom')).toBeUndefined()
  })

  it('never repeats the message: advice is a sentence of its own', () => {
    for (const advice of Object.values(NEXT_STEPS)) {
      expect(advice).toMatch(/^[A-Z].*\.$/)
      expect(Object.values(STATUS_MESSAGES)).not.toContain(advice)
    }
  })
})
