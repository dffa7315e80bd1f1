// The first load (docs/history.md#issue-13): a prerendered page's first pictures (the home page's first hot
// discounts, a store's cover and logo) are what a shopper sees first. The page's early read
// paints them into the skeleton's boxes before the app's JavaScript has run
// (src/first-load/boot/early-data.ts), where the cards will put them; with the data saver on they wait
// for a tap, as everywhere.
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { LOCAL_KEYS, STORAGE_KEYS } from '../../contract/storage'
import { baseUrl, launchBrowser, viewports, waitForApp } from './support/browser'

type Box = { x: number; y: number; width: number; height: number }

async function newShopper(): Promise<BrowserContext> {
  const context = await (await launchBrowser()).newContext({ viewport: viewports.mobile, baseURL: baseUrl() })
  await context.addInitScript((key) => localStorage.setItem(key, '1'), LOCAL_KEYS.betaNoticeSeen)
  return context
}

/** The page as its HTML and inline scripts leave it: the app's own scripts never arrive. */
async function withoutTheApp(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  await page.route('**/assets/*.js', (route) => route.abort())
  return page
}

const answerOf = (page: Page, api: string) =>
  page.waitForResponse((response) => response.url().includes(api)).then((response) => response.json())

const background = (page: Page, index: number) =>
  page.locator(`[data-early-picture="${index}"]`).evaluate((box) => getComputedStyle(box).backgroundImage)

const boxOf = async (page: Page, selector: string): Promise<Box | null> => page.locator(selector).first().boundingBox()

describe('the first pictures of a prerendered page', () => {
  it("home: the first two hot discounts show in their tiles before the app runs, where the cards' pictures then are", async () => {
    const context = await newShopper()
    try {
      const page = await withoutTheApp(context)
      const answer = answerOf(page, '/api/discount/hot-deals-aws')
      await page.goto('/')
      const body = (await answer) as { data: { results: Array<{ image: string }> } }
      const images = body.data.results.slice(0, 2).map((deal) => deal.image)
      expect(images).toHaveLength(2)
      for (const [index, image] of images.entries())
        await expect.poll(() => background(page, index)).toContain(`url("${new URL(image, baseUrl()).href}")`)
      // Only the first screen's pictures: the third tile waits for its card.
      expect(await page.locator('[data-early-picture="2"]').count()).toBe(0)
      const early = await boxOf(page, '[data-early-picture="0"]')

      // With the app: the first card's own picture is in the same place, at the same size.
      const app = await context.newPage()
      await app.goto('/')
      await waitForApp(app)
      const hotDeals = app.getByRole('region', { name: 'Hot deals' })
      const picture = hotDeals.locator(`img[src="${images[0]}"]`).first()
      await picture.waitFor()
      expect(await picture.boundingBox()).toEqual(early)
      expect(await app.locator('[data-early-picture]').count()).toBe(0)
    } finally {
      await context.close()
    }
  })

  it("a store front: its cover and logo show before the app runs, from the store's own answer", async () => {
    const context = await newShopper()
    try {
      const page = await withoutTheApp(context)
      const answer = answerOf(page, '/api/nearme-single-store-aws/')
      await page.goto('/store-front-details/jollof-republic')
      const body = (await answer) as { data: { results: { cover_image: string; logo: string } } }
      const { cover_image: cover, logo } = body.data.results
      await expect.poll(() => background(page, 0)).toContain(`url("${new URL(cover, baseUrl()).href}")`)
      await expect.poll(() => background(page, 1)).toContain(`url("${new URL(logo, baseUrl()).href}")`)
    } finally {
      await context.close()
    }
  })

  it('paints only a plain address: one that could end the url() or point elsewhere is left to the app', async () => {
    const context = await newShopper()
    try {
      // Saved elsewhere than central Lagos: the pictures the server put in the HTML (from
      // central Lagos) are not this shopper's, so the answer below is the only one painted.
      await context.addInitScript((key) => {
        const lekki = { lat: 6.4474, lng: 3.47, location_name: 'Lagos, Nigeria', area: 'Lekki', source: 'area' }
        localStorage.setItem(key, JSON.stringify(lekki))
      }, STORAGE_KEYS.location)
      const page = await withoutTheApp(context)
      const images = ['/beta/media/item/x.svg") , url("//evil.example/y.svg', '//evil.example/z.svg']
      await page.route('**/api/discount/hot-deals-aws*', (route) =>
        route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({ data: { results: images.map((image, id) => ({ id, image })) } }),
        }),
      )
      const answer = page.waitForResponse((response) => response.url().includes('/api/discount/hot-deals-aws'))
      await page.goto('/')
      await answer
      await page.waitForLoadState('networkidle')
      expect(await background(page, 0)).toBe('none')
      expect(await background(page, 1)).toBe('none')
    } finally {
      await context.close()
    }
  })

  it('with the data saver on, paints none: pictures wait for a tap', async () => {
    const context = await newShopper()
    try {
      await context.addInitScript((key) => localStorage.setItem(key, 'on'), LOCAL_KEYS.dataSaver)
      // What a browser with its data saver on sends: the server's HTML then preloads no picture
      // (it cannot see a choice kept on the phone; a returning phone's pages come from its
      // service worker, without preloads).
      await context.setExtraHTTPHeaders({ 'Save-Data': 'on' })
      const page = await withoutTheApp(context)
      const pictures: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'image' && request.url().includes('/media/')) pictures.push(request.url())
      })
      const answer = answerOf(page, '/api/discount/hot-deals-aws')
      await page.goto('/')
      await answer
      await page.waitForLoadState('networkidle')
      expect(await background(page, 0)).toBe('none')
      expect(pictures).toEqual([])
    } finally {
      await context.close()
    }
  })
})
