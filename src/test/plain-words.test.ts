import { afterEach, describe, expect, it } from 'vitest'
import { apiLayerMessages, jargonIn, pageOwnWords } from './plain-words'

// The scan the rendered-page tests use (docs/errors.md#words) must catch jargon, and set aside only
// the API layer's own messages, and only where a detail shows them.

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the plain-words scan', () => {
  it('knows the API layer’s messages, prefixes first by length', () => {
    const messages = apiLayerMessages()
    expect(messages).toContain('Checkout Payment Failed:')
    expect(messages).toContain('Error Verifying OTP:')
    expect(messages).toContain('Phone Number is required.')
    expect(messages).toContain('Failed to like gidideals store')
    expect(messages).toContain('Could not get your location, be sure to permit location access.')
    expect(messages.indexOf('Checkout Payment Failed:')).toBeGreaterThanOrEqual(0)
  })

  it('finds jargon a page says in its own words: a raw failure, a title-case error, a platform refusal', () => {
    for (const raw of [
      '<h2>Checkout Payment Failed</h2>',
      '<p>Error Verifying OTP: The code is invalid or has expired.</p>',
      '<p role="alert">Registration failed - permission denied</p>',
      '<div>Could not get your location, be sure to permit location access.</div>',
      '<span class="sr-only">Failed to like discount</span>',
    ]) {
      document.body.innerHTML = raw
      expect(jargonIn(), raw).not.toBeNull()
    }
  })

  it('sets aside the API layer’s message only inside a detail, and only that message', () => {
    document.body.innerHTML =
      '<p><span>That code didn’t work</span><span data-words-detail>Error Verifying OTP: The code is invalid or has expired.</span></p>'
    expect(jargonIn()).toBeNull()
    expect(pageOwnWords()).toContain('The code is invalid or has expired.')
    // A server's sentence after the prefix is still read: jargon there is caught.
    document.body.innerHTML = '<p data-words-detail>Checkout Payment Failed: Failed to reach the gateway</p>'
    expect(jargonIn()).not.toBeNull()
    // A platform's words are never an API message, detail or not.
    document.body.innerHTML = '<p data-words-detail>Registration failed - permission denied</p>'
    expect(jargonIn()).not.toBeNull()
  })
})
