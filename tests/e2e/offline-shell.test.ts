// The service worker takes control on a shopper's first visit; then a real outage: the server is
// stopped, and the installed worker still opens the app.
import { describe, expect, it } from 'vitest'
import { launchBrowser, viewports, waitForWorkerControl } from './support/browser'
import { prerenderedPages } from './support/routes'
import { startServer } from './support/server'

describe('with the server down', () => {
  it('a shopper who visited once still gets the shell, any route, and each main route its own page, from the service worker', async () => {
    const server = await startServer()
    const context = await (await launchBrowser()).newContext({ viewport: viewports.mobile, serviceWorkers: 'allow' })
    try {
      await context.addInitScript(() => localStorage.setItem('beta_notice_seen', '1'))
      const page = await context.newPage()
      await page.goto(`${server.url}/`)
      // The shell comes with a service worker that takes control on this first visit.
      await waitForWorkerControl(page)
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
      const pages = await prerenderedPages(server.url)

      await server.stop()
      const failed = await fetch(`${server.url}/`).then(
        () => false,
        () => true,
      )
      expect(failed).toBe(true)

      await page.goto(`${server.url}/about-us`)
      await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toMatch(/about/i)
      expect(await page.locator('#root').getAttribute('data-prerendered')).toBeNull()
      await page.goto(`${server.url}/cart`)
      await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toMatch(/cart/i)
      // A main route's own prerendered page (docs/history.md#issue-13), not the shell.
      for (const { path, name } of pages) {
        await page.goto(`${server.url}${path}`)
        expect(await page.locator('#root').getAttribute('data-prerendered'), path).toBe(name)
      }
    } finally {
      await context.close()
      await server.stop()
    }
  })
})
