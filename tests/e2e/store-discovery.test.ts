// A store front by its slug (docs/api.md#discovery: search-store, then the store by id), opened cold from a
// shared link and from a list; its featured deals; the visit counted once; and whether stores
// are open, at a fixed time in Lagos.
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, launchBrowser, openPage, setPhoneTime, viewports } from './support/browser'
import { startServer } from './support/server'
import { storeBySlug } from './support/stores'

type Listed = { id: number; name_of_business: string; slug: string; opening_hours: string }

async function nearIkeja(): Promise<Listed[]> {
  const response = await fetch(`${baseUrl()}/beta/api/nearme-aws?latitude=6.602&longitude=3.352&page_size=20`)
  return ((await response.json()) as { data: { results: Listed[] } }).data.results
}

/** A store of the seed that has featured deals. */
async function storeWithFeaturedDeals(): Promise<string> {
  const response = await fetch(`${baseUrl()}/beta/featured-read-only-api/featured-items`)
  const { data } = (await response.json()) as { data: { results: Array<{ store: { slug: string } }> } }
  const slug = data.results[0]?.store.slug
  if (!slug) throw new Error('The seed has no featured deals')
  return slug
}

/** Every store read the page (or every page of the context) makes from now on, by kind. */
function storeReads(on: Page | BrowserContext) {
  const reads = { search: [] as string[], byId: [] as string[], visits: [] as string[], visitKeys: new Set<string>() }
  on.on('request', (request) => {
    const url = request.url()
    if (url.includes('/api/search-store/')) reads.search.push(url)
    if (url.includes('/api/nearme-single-store-aws/')) reads.byId.push(url)
    if (url.includes('/interactions/record-interaction')) {
      reads.visits.push(request.postData() ?? '')
      reads.visitKeys.add(request.headers()['idempotency-key'] ?? '')
    }
  })
  return reads
}

describe('the store front by its slug', () => {
  it('opened cold by its URL: the store the server named in the page, read by id without a search, its featured deals, one visit', async () => {
    const slug = await storeWithFeaturedDeals()
    const store = await storeBySlug(baseUrl(), slug)
    const context = await (await launchBrowser()).newContext({ viewport: viewports.mobile, baseURL: baseUrl() })
    const reads = storeReads(context)
    const { page, errors, close } = await openPage(`/store-front-details/${slug}`, { context })
    try {
      await page.getByRole('heading', { level: 1, name: store.name_of_business }).waitFor()
      await page.waitForLoadState('networkidle')
      // The server's HTML names the store for its slug (server/catalog/shared-words.ts), so neither the
      // early script nor the app searches for the slug.
      expect(reads.search).toEqual([])
      expect(reads.byId.map((url) => new URL(url).pathname)).toEqual([`/beta/api/nearme-single-store-aws/${store.id}`])

      const featured = page.getByRole('region', { name: 'Featured deals' })
      const first = store.featured?.[0]
      expect(first).toBeDefined()
      expect(await featured.getByRole('link').first().getAttribute('href')).toBe(`/featured-detail/${first?.id}`)

      // The visit is counted, once: a reload within the visit adds none. (A reload before the
      // answer came may send the same visit again, under the same Idempotency-Key, which the
      // server counts once: tests/contract; so the visits are counted by key.)
      await expect.poll(() => reads.visits.length).toBe(1)
      expect(JSON.parse(reads.visits[0]!)).toEqual({ item_id: store.id, interaction_type: 'view' })
      await page.reload()
      await page.getByRole('heading', { level: 1, name: store.name_of_business }).waitFor()
      await page.waitForLoadState('networkidle')
      expect([...reads.visitKeys]).toHaveLength(1)
      expect(reads.visitKeys.has('')).toBe(false)
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })

  it('from a list that holds the store: no search-store request, the store by id at once', async () => {
    const { page, errors, close } = await openPage('/near-me', { viewport: 'mobile' })
    try {
      const card = page
        .getByRole('region', { name: /^Showing \d+ of \d+ stores?/ })
        .getByRole('article')
        .first()
      const link = card.getByRole('link')
      await link.waitFor()
      const name = (await link.textContent()) ?? ''
      const reads = storeReads(page)
      await link.click()
      await page.getByRole('heading', { level: 1, name }).waitFor()
      await page.waitForLoadState('networkidle')
      expect(reads.search).toEqual([])
      expect(reads.byId).toHaveLength(1)
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })
})

describe('open or closed, in Lagos time', () => {
  /**
   * The badge on a store's card in Near me, at a fixed moment (Lagos is UTC+1) on the server's clock and the
   * phone's: the badge reads the server's (docs/decisions.md#time), and the phone agrees.
   */
  async function badgesAt(moment: string, stores: Listed[]): Promise<string[]> {
    const at = new Date(`${moment}+01:00`)
    const server = await startServer({ env: { GIDIDEALS_NOW: at.toISOString() } })
    const context = await (await launchBrowser()).newContext({ viewport: viewports.mobile, baseURL: server.url })
    await setPhoneTime(context, at)
    const { page, close } = await openPage('/near-me', { context })
    try {
      const list = page.getByRole('region', { name: /^Showing \d+ of \d+ stores?/ })
      const badges: string[] = []
      for (const store of stores) {
        const card = list.getByRole('article').filter({ has: page.getByRole('link', { name: store.name_of_business }) })
        await expect.poll(() => card.locator('p').last().textContent()).toMatch(/Open now|Closes|Closed/)
        badges.push(/Open now|Closes \d+ [ap]m|Closed/.exec((await card.locator('p').last().textContent()) ?? '')![0])
      }
      return badges
    } finally {
      await close()
      await server.stop()
    }
  }

  it("says Open now, Closes 9 pm or Closed from each store's hours (360×740, fixed clock)", async () => {
    const stores = await nearIkeja()
    const monToSat = stores.find((store) => store.opening_hours === 'Mon – Sat 8am – 9pm')
    const daily = stores.find((store) => store.opening_hours === 'Daily 9am – 10pm')
    expect(monToSat && daily).toBeTruthy()
    const both = [monToSat!, daily!]
    // Monday 2026-11-23, 20:30 in Lagos: half an hour before the first closes.
    expect(await badgesAt('2026-11-23T20:30:00', both)).toEqual(['Closes 9 pm', 'Open now'])
    // Sunday 10:00: the first does not open on Sundays.
    expect(await badgesAt('2026-11-22T10:00:00', both)).toEqual(['Closed', 'Open now'])
    // Monday 07:00: neither is open yet.
    expect(await badgesAt('2026-11-23T07:00:00', both)).toEqual(['Closed', 'Closed'])
  })
})
