// The server's Content-Security-Policy allows no inline script and no inline style. Every kind of page — the shell,
// lists, the map with its tiles and pins, a store front, the forms — runs under it without a
// single violation.
import { describe, expect, it } from 'vitest'
import { baseUrl, launchBrowser, viewports } from './support/browser'
import { seededIds } from './support/routes'

declare global {
  interface Window {
    cspViolations?: string[]
  }
}

describe('the Content-Security-Policy', () => {
  it('is sent with the app and breaks nothing on the busiest pages', async () => {
    const ids = await seededIds(baseUrl())
    const context = await (
      await launchBrowser()
    ).newContext({
      viewport: viewports.mobile,
      baseURL: baseUrl(),
      geolocation: { latitude: 6.6018, longitude: 3.3515 },
      permissions: ['geolocation'],
    })
    try {
      await context.addInitScript(() => {
        localStorage.setItem('beta_notice_seen', '1')
        window.cspViolations = []
        document.addEventListener('securitypolicyviolation', (event) =>
          window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`),
        )
      })
      const page = await context.newPage()
      const first = await page.goto('/')
      expect(first?.headers()['content-security-policy']).toContain("script-src 'self'")

      for (const path of ['/', '/near-me', '/map', `/store-front-details/${ids.storeSlug}`, '/blog/new', '/cart']) {
        await page.goto(path)
        await page.getByRole('heading', { level: 1 }).first().waitFor()
        await page.waitForLoadState('networkidle')
        expect({ path, violations: await page.evaluate(() => window.cspViolations) }).toEqual({ path, violations: [] })
      }

      // A modal and a toast (their styles load with them) under the same policy.
      await page.getByRole('button', { name: 'Send feedback' }).click()
      await page.getByRole('dialog').getByRole('textbox').fill('The checkout page loads fast on my phone.')
      await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click()
      await page.getByText('Thanks for your feedback.').waitFor()
      expect(await page.evaluate(() => window.cspViolations)).toEqual([])
      // The toast's styles come from its CSS file (no inline <style> is allowed): it still floats.
      const container = page.locator('.Toastify__toast-container')
      expect(await container.evaluate((element) => getComputedStyle(element).position)).toBe('fixed')
    } finally {
      await context.close()
    }
  })
})
