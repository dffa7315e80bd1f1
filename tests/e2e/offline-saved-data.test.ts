// docs/history.md#issue-17-8, on a phone (360×740) with the service worker installed and real outages, one after
// the other on one install: our own server is stopped, then a loopback proxy takes API requests
// and never answers (last: a stalled request holds one of the browser's few connections).
// - A store the shopper never opened says at once that it is not saved on the phone, with what
//   the near-me list already told them (name, address, phone), and opens once the server is back.
// - A page the worker answers from its cache after a stall says it shows saved data, exactly as
//   a page filled from the app's own persisted cache does.
import { describe, expect, it } from 'vitest'
import { waitForWorkerControl } from './support/browser'
import { nearMeCards, shopperInIkeja } from './support/shoppers'
import { startServer, type RunningServer } from './support/server'
import { storeBySlug } from './support/stores'
import { startOutageProxy } from '../integration/outage-proxy'

const STORE_SLUG = 'jollof-republic'
const NOT_SAVED = 'This store isn’t saved on this phone yet.'

/** What the store search says of a store: the same record the near-me list carries. */
type ListedStore = { name_of_business: string; address: string; phone: string }

async function listedStore(server: RunningServer, slug: string): Promise<ListedStore> {
  return (await storeBySlug(server.url, slug)) as unknown as ListedStore
}

describe('offline, the app says what is and is not saved', () => {
  it('an unvisited store, with the server down, says at once it is not saved and shows what the list knew; a store the worker answers from its cache after a 3 s stall shows the saved-data notice', async () => {
    let server = await startServer()
    const proxy = await startOutageProxy(() => server.port)
    const context = await shopperInIkeja()
    try {
      const page = await context.newPage()
      await page.goto(`${proxy.url}/about-us`)
      await waitForWorkerControl(page)
      await page.goto(`${proxy.url}/near-me`)
      await expect.poll(() => nearMeCards(page).count(), { timeout: 15_000 }).toBeGreaterThan(1)
      // The second store in the list: one the shopper has never opened.
      const card = nearMeCards(page).nth(1)
      const link = card.getByRole('link').first()
      const slug = decodeURIComponent((await link.getAttribute('href'))!.split('/').pop()!)
      const unvisited = await listedStore(server, slug)
      expect(unvisited.address).toBeTruthy()
      expect(unvisited.phone).toBeTruthy()

      // The signal goes: nothing answers for the server any more.
      await server.stop()
      const tapped = performance.now()
      await link.click()
      await page.waitForURL(new RegExp(`/store-front-details/${slug}$`))
      const notice = page.getByRole('status').filter({ hasText: NOT_SAVED })
      await notice.waitFor({ timeout: 3000 })
      // At once: not after the worker's wait, two retries and an error (5–8 s before).
      expect(performance.now() - tapped).toBeLessThan(2500)
      await page.getByRole('heading', { level: 1, name: unvisited.name_of_business }).waitFor()
      await page.getByText(unvisited.address).waitFor()
      const phone = page.getByRole('link', { name: unvisited.phone })
      expect(await phone.getAttribute('href')).toBe(`tel:${unvisited.phone.replace(/\s+/g, '')}`)
      expect(await page.getByText('Loading the store…').count()).toBe(0)
      expect(await page.getByText('Error fetching the store').count()).toBe(0)
      // Still said after the retries have run out.
      await page.waitForTimeout(4000)
      expect(await notice.isVisible()).toBe(true)

      // The server is back: Try again opens the store.
      server = await startServer({ port: server.port, databasePath: server.databasePath })
      await page.getByRole('button', { name: 'Try again' }).click()
      await page.getByRole('region', { name: 'Menu' }).waitFor({ timeout: 15_000 })
      expect(await notice.count()).toBe(0)

      // Another store, opened once through the worker: it keeps the search and the store.
      const store = await listedStore(server, STORE_SLUG)
      await page.goto(`${proxy.url}/store-front-details/${STORE_SLUG}`)
      await page.getByRole('heading', { level: 1, name: store.name_of_business }).waitFor()
      expect(await page.getByText(/showing what was saved/).count()).toBe(0)
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const keys = await (await caches.open('gidideals-api')).keys()
            return keys.some((key) => key.url.includes('/api/nearme-single-store-aws/'))
          }),
        )
        .toBe(true)

      // Only the worker's copy is left: the app's own persisted cache is cleared from a page
      // that is not the app (so no app writes it back).
      await page.goto(`${proxy.url}/robots.txt`)
      await page.evaluate(() => localStorage.removeItem('gidideals-query-cache'))

      // The connection takes requests and never answers.
      proxy.mode = 'stall-api'
      await page.goto(`${proxy.url}/store-front-details/${STORE_SLUG}`)
      await page.getByRole('heading', { level: 1, name: store.name_of_business }).waitFor({ timeout: 15_000 })
      const saved = page.getByRole('status').filter({ hasText: /^You are offline — showing what was saved/ })
      await saved.waitFor({ timeout: 5000 })
      expect(proxy.counts['stall-api']).toBeGreaterThan(0)
    } finally {
      await context.close()
      await proxy.close()
      await server.stop()
    }
  })
})
