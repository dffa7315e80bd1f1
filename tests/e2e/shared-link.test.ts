// A shared deal or store link on a phone whose JavaScript has not arrived, or never will
// (docs/history.md#issue-23): the server writes the record's words into the page it sends, so the shopper
// reads the deal's title and price, or the store's name, with JavaScript off; with it on, the
// app hydrates that page without a mismatch and replaces the words with the whole deal. Its head
// carries the deal for a link preview, and the app's title agrees with it.
import { describe, expect, it } from 'vitest'
import { dealWords } from '../../contract/shared-words'
import { baseUrl, launchBrowser, openPage, viewports } from './support/browser'

type Listed = { data: { results: Parameters<typeof dealWords>[0][] } }

async function firstCoupon() {
  const answer = await fetch(`${baseUrl()}/beta/api/coupon-items-all-aws`)
  const coupon = ((await answer.json()) as Listed).data.results[0] as Parameters<typeof dealWords>[0] & { id: number }
  if (!coupon) throw new Error('The seeded data has no coupons')
  return { path: `/coupon-detail/${coupon.id}`, words: dealWords(coupon, 'Coupon') }
}

async function withoutJavaScript<T>(path: string, look: (page: import('playwright-core').Page) => Promise<T>) {
  const browser = await launchBrowser()
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewports.mobile, baseURL: baseUrl() })
  try {
    const page = await context.newPage()
    await page.goto(path)
    return await look(page)
  } finally {
    await context.close()
  }
}

describe('a shared deal link', () => {
  it("shows the deal's title, price and store with JavaScript off", async () => {
    const { path, words } = await firstCoupon()
    expect(words.price).toBeDefined()
    await withoutJavaScript(path, async (page) => {
      expect(await page.getByText(words.title, { exact: true }).isVisible()).toBe(true)
      expect(
        await page
          .getByText(words.price?.now ?? '?', { exact: true })
          .first()
          .isVisible(),
      ).toBe(true)
      expect(await page.getByText(words.place ?? '?', { exact: true }).isVisible()).toBe(true)
      // The head a link preview is drawn from (docs/api.md#link-previews), as the browser parsed it.
      expect(await page.title()).toBe(`${words.title} · GidiDeals`)
      const image = await page.locator('meta[property="og:image"]').getAttribute('content')
      expect(image).toMatch(new RegExp(`^${baseUrl()}/beta/share-images${path}\\.png\\?v=`))
    })
  })

  it('hydrates without a mismatch, then shows the whole deal in place of the words', async () => {
    const { path, words } = await firstCoupon()
    const { page, errors, close } = await openPage(path, { viewport: 'mobile' })
    try {
      await page.getByRole('heading', { level: 1, name: words.title }).waitFor({ timeout: 30_000 })
      expect(await page.locator('[data-shared]').count()).toBe(0)
      // The app titles the page as the server did for the link's preview, and its JSON-LD broke no CSP rule.
      await expect.poll(() => page.title()).toBe(`${words.title} · GidiDeals`)
      expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1)
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })
})

describe('a shared store link', () => {
  it("shows the store's name with JavaScript off", async () => {
    await withoutJavaScript('/store-front-details/jollof-republic', async (page) => {
      expect(await page.getByText('Jollof Republic', { exact: true }).isVisible()).toBe(true)
    })
  })
})
