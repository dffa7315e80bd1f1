import { describe, expect, it } from 'vitest'
import { withNextStep } from './beside'

describe('withNextStep', () => {
  it('keeps the message as it is and adds the next step as a sentence of its own', () => {
    expect(withNextStep('Error liking coupon: The requested resource was not found.', 'it was not saved.')).toBe(
      'Error liking coupon: The requested resource was not found. It was not saved.',
    )
    expect(withNextStep('Logout failed', 'You are still logged in, so try again.')).toBe(
      'Logout failed — you are still logged in, so try again.',
    )
  })
})
