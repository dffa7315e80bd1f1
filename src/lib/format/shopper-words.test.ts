import { describe, expect, it } from 'vitest'
import { REQUIRED, STATUS_MESSAGES } from '@contract/messages'
import { fieldWords, KIND_HEADINGS, kindOf, pushProblemWords, shopperWords } from './shopper-words'

const JARGON = /Failed|Error [A-Z]|permission denied|be sure to permit/

describe('the words a shopper reads', () => {
  it('gives every kind a heading in the product’s voice, never jargon', () => {
    for (const heading of Object.values(KIND_HEADINGS)) {
      expect(heading).not.toMatch(JARGON)
      expect(heading).not.toMatch(/error/i)
    }
  })

  it.each([
    ['Checkout Payment Failed: Prices changed since your cart was priced.', 'payment'],
    ['Error Verifying OTP: The code is invalid or has expired.', 'code'],
    ['Error Resending OTP: Nothing came through.', 'new-code'],
    ['Error Reset Password: Could not reset the password', 'password'],
    ['Error Forgot Password: Could not send the reset code', 'new-code'],
    ['Login failed', 'sign-in'],
    ['Signup failed', 'sign-up'],
    ['Unable to log out. Please try again.', 'sign-out'],
    ['Error fetching coupons: Nothing came through.', 'load'],
    ['Error fetching adverts', 'load'],
    ['Error fetching user activities', 'load'],
    ['Failed to like discount', 'saved'],
    ['Error liking coupon: Failed to like coupon', 'saved'],
    ['Failed to turn on deal alerts', 'notifications'],
    ['Error sending feedback: Could not send your feedback', 'sent'],
    ['Something went wrong, please try again later', 'sent'],
    ['Failed to save cart to localStorage — free some space.', 'cart'],
    ['Could not get your location, be sure to permit location access.', 'location'],
    [REQUIRED.phoneNumber, 'missing'],
    [REQUIRED.user, 'sign-in'],
    [STATUS_MESSAGES[403], 'access'],
    [STATUS_MESSAGES[404], 'not-found'],
    [STATUS_MESSAGES[500], 'server'],
    ['Invalid email or password', 'problem'],
  ] as const)('reads %j as a %s problem', (message, kind) => {
    expect(kindOf(message)).toBe(kind)
  })

  it('keeps the API layer’s message, word for word, as the detail under the heading', () => {
    const words = shopperWords('Error Verifying OTP: The code is invalid or has expired.')
    expect(words).toEqual({
      kind: 'code',
      heading: 'That code didn’t work',
      detail: 'Error Verifying OTP: The code is invalid or has expired.',
    })
    expect(shopperWords('Checkout Payment Failed: The store is closed.').heading).toBe('Your payment didn’t go through')
    expect(shopperWords('Anything', 'location').heading).toBe(KIND_HEADINGS.location)
    // A missing detail names which one, in a form's alert as under a field.
    expect(shopperWords(REQUIRED.email)).toEqual({
      kind: 'missing',
      heading: 'Add your email address.',
      detail: 'Email is required.',
    })
    expect(shopperWords(REQUIRED.slug).heading).toBe(KIND_HEADINGS.missing)
  })

  it('asks for a missing field in plain words, with SPEC’s message after', () => {
    expect(fieldWords(REQUIRED.phoneNumber)).toEqual({
      heading: 'Add a phone number we can call or text about this.',
      detail: 'Phone Number is required.',
    })
    expect(fieldWords(REQUIRED.qrCodeId).heading).toBe(KIND_HEADINGS.missing)
    // A field rule's own sentence is already plain.
    expect(fieldWords('At least 8 characters.')).toEqual({ detail: 'At least 8 characters.' })
  })

  it('never shows a browser’s push error: plain words, and how to unblock when blocked', () => {
    const raw = new DOMException('Registration failed - permission denied', 'AbortError')
    const blocked = pushProblemWords(raw)
    expect(blocked.heading).toBe(KIND_HEADINGS.notifications)
    expect(blocked.detail).not.toMatch(JARGON)
    expect(blocked.detail).toMatch(/blocked.*allow them for this site/s)
    expect(pushProblemWords(new DOMException('Permission denied', 'NotAllowedError')).detail).toMatch(/unblock|allow/)
    const unsupported = pushProblemWords(new DOMException('Push is not supported', 'NotSupportedError'))
    expect(unsupported.detail).toMatch(/can’t receive deal alerts/)
    const other = pushProblemWords(new DOMException('Registration failed - push service error', 'AbortError'))
    expect(other.detail).not.toMatch(JARGON)
    expect(other.detail).toMatch(/try again/)
  })
})
