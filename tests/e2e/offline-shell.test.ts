// A real outage: the server is stopped, and the installed worker still opens the app.
import { describe, expect, it } from 'vitest'
import { launchBrowser, viewports, waitForWorkerControl } from './support/browser'
import { startServer } from './support/server'

describe('with the server down', () => {
  it('a shopper who visited once still gets the shell and any route from the service worker', async () => {
    const server = await startServer()
    const context = await (await launchBrowser()).newContext({ viewport: viewports.mobile, serviceWorkers: 'allow' })
    try {
      await context.addInitScript(() => localStorage.setItem('beta_notice_seen', '1'))
      const page = await context.newPage()
      await page.goto(`${server.url}/`)
      await waitForWorkerControl(page)

      await server.stop()
      const failed = await fetch(`${server.url}/`).then(
        () => false,
        () => true,
      )
      expect(failed).toBe(true)

      await page.goto(`${server.url}/about-us`)
      await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toMatch(/about/i)
      await page.goto(`${server.url}/cart`)
      await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toMatch(/cart/i)
    } finally {
      await context.close()
      await server.stop()
    }
  })
})
