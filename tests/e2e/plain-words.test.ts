// Words a shopper reads (docs/errors.md#words), in real Chromium: on a phone that will not share
// its position, the main pages, a form's missing fields, a wrong code and an unknown address say
// no jargon of their own. The API layer's messages may show only as the detail under a kind heading.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { endpointList } from '../../contract/api'
import { REQUIRED, STATUS_MESSAGES } from '../../contract/messages'
import { openPage } from './support/browser'

const JARGON = /Failed|Error [A-Z]|permission denied|be sure to permit/
/** The state rules' alert (docs/errors.md#location), kept as the toast's detail. */
const LOCATION_DENIED = 'Could not get your location, be sure to permit location access.'

/** The API layer's own messages, longest first (src/test/plain-words.ts says the same for component tests). */
function apiLayerMessages(): string[] {
  const names = endpointList().flatMap(([, endpoint]) => {
    const { failure, prefix, unexpected } = endpoint.failure
    return [failure, prefix, unexpected]
  })
  const all = [...names, ...Object.values(REQUIRED), ...Object.values(STATUS_MESSAGES), LOCATION_DENIED]
  const phrases = all
    .filter((phrase): phrase is string => typeof phrase === 'string' && phrase !== '')
    .map((phrase) => phrase.replaceAll('{product}', 'gidideals'))
  return [...new Set(phrases)].sort((a, b) => b.length - a.length)
}

/** The page's own words: its text, toasts included, with the API's messages taken out of the details showing them. */
function ownWords(page: Page): Promise<string> {
  return page.evaluate((phrases) => {
    const copy = document.body.cloneNode(true) as HTMLElement
    for (const detail of copy.querySelectorAll('[data-words-detail]')) {
      let text = detail.textContent ?? ''
      for (const phrase of phrases) text = text.replaceAll(phrase, ' ')
      detail.textContent = text
    }
    for (const hidden of copy.querySelectorAll('script, style, template')) hidden.remove()
    return (copy.textContent ?? '').replace(/\s+/g, ' ')
  }, apiLayerMessages())
}

async function expectPlain(page: Page, where: string): Promise<void> {
  const words = await ownWords(page)
  const found = JARGON.exec(words)
  expect(found ? words.slice(Math.max(0, found.index - 80), found.index + 80) : null, where).toBeNull()
}

describe('the words a shopper reads', () => {
  it('a phone that will not share its position: the toast and the main pages say no jargon (360×740)', async () => {
    const { page, errors, close } = await openPage('/', { viewport: 'mobile' })
    try {
      const toast = page.locator('.Toastify__toast').first()
      await toast.waitFor()
      expect(await toast.textContent()).toBe(`We don’t know where you are yet${LOCATION_DENIED}`)
      await expectPlain(page, '/')
      for (const path of ['/near-me', '/marketplace', '/blog', '/gift-a-friend', '/cart']) {
        await page.goto(path)
        await page.getByRole('heading', { level: 1 }).first().waitFor()
        await expectPlain(page, path)
      }
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })

  it('missing fields, a wrong code and an unknown address read in plain words', async () => {
    const { page, close } = await openPage('/contact-us', { viewport: 'mobile', sharesLocation: true })
    try {
      const form = page.getByRole('form', { name: 'Send us a message' })
      await form.getByRole('button', { name: 'Send message' }).click()
      await form.getByText('Add a phone number we can call or text about this.').waitFor()
      await form.getByText('Phone Number is required.').waitFor()
      await expectPlain(page, '/contact-us')

      await page.goto('/verify-otp')
      await page.getByLabel('Email', { exact: true }).fill('nobody-here@example.ng')
      await page.getByLabel('Code', { exact: true }).fill('000000')
      await page.getByRole('button', { name: 'Verify email' }).click()
      const alert = page.getByRole('alert').filter({ hasText: 'Error Verifying OTP:' })
      await alert.waitFor()
      expect(await alert.textContent()).toMatch(/^That code didn’t work/)
      await expectPlain(page, '/verify-otp')

      await page.goto('/no-such-page')
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor()
      await expect.poll(() => page.title()).toBe('Page not found · GidiDeals')
      await expectPlain(page, '/no-such-page')
    } finally {
      await close()
    }
  })
})
