import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jargonIn } from '@/test/plain-words'
import { renderWithRouter } from '@/test/render-with-router'
import { CODE_NOT_LOADED_WORDS, describeRouteError, RouterErrorPage } from './router-error-page'

describe('describeRouteError', () => {
  it('gives the status and its text for a response-like error', () => {
    expect(describeRouteError({ status: 404, statusText: 'Not Found' })).toBe('404 Not Found')
    expect(describeRouteError({ status: 500 })).toBe('500')
  })

  it('gives the message of an Error, or the value itself', () => {
    expect(describeRouteError(new Error('Error fetching coupons: timeout'))).toBe('Error fetching coupons: timeout')
    expect(describeRouteError('boom')).toBe('boom')
  })

  it('says a page’s code that did not arrive in plain words, never the browser’s', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://gidideals.ng/assets/map-page-x1.js',
      'Importing a module script failed.',
      'error loading dynamically imported module',
    ]) {
      const words = describeRouteError(new TypeError(message))
      expect(words).toBe(CODE_NOT_LOADED_WORDS)
      expect(words).not.toMatch(/Failed|Error [A-Z]/)
    }
  })

  it('keeps SPEC’s heading but shows no browser words nor stack when a page’s code did not arrive', async () => {
    const error = new TypeError('Failed to fetch dynamically imported module: https://gidideals.ng/assets/map.js')
    await renderWithRouter(<RouterErrorPage error={error} reset={() => undefined} />)
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument()
    expect(screen.getByText(CODE_NOT_LOADED_WORDS)).toBeInTheDocument()
    expect(document.querySelector('pre')).toBeNull()
    expect(jargonIn()).toBeNull()
  })
})
