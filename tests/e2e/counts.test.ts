// A shopper likes a coupon and rates it 4★: the page's "likes" and rating move at once, the
// server ends with the same numbers, and a reload shows them. Offline, a like waits in the
// outbox and the count already shows it — across a reload — and once it is sent nothing is
// counted twice. And when the fetch after a rating stalls (the worker answers with its copy
// from before the rating), the rating stays counted. One shopper, one worker install, on a server
// of the story's own behind a loopback proxy that can stall.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { startOutageProxy } from '../integration/outage-proxy'
import { collectErrors, waitForApp, waitForWorkerControl } from './support/browser'
import { newShopper } from './support/new-shopper'
import { startServer } from './support/server'
import { seedSession } from './support/session'
import { shopperInIkeja } from './support/shoppers'

type Coupon = { id: number; title: string; likes_count: number; rating: number; rating_count: number }

async function serverCoupon(id: number, server: string): Promise<Coupon> {
  const response = await fetch(`${server}/beta/api/coupon-items-single-id-aws/${id}`)
  return ((await response.json()) as { data: { results: Coupon } }).data.results
}

/** A coupon no other journey likes or rates (they take the first ones): the `fromEnd`th from the end. */
async function quietCoupon(server: string, fromEnd: number): Promise<Coupon> {
  const response = await fetch(`${server}/beta/api/coupon-items-all-aws`)
  const { data } = (await response.json()) as { data: { results: Coupon[] } }
  const coupon = data.results.at(-fromEnd)
  if (!coupon) throw new Error('The seeded data has too few coupons')
  return serverCoupon(coupon.id, server)
}

/** What the coupon's header says: "149 likes", "Rated 4.5 out of 5" and "(2)". */
async function shownCounts(page: Page) {
  const header = page.getByRole('article').locator('header')
  const text = (await header.textContent()) ?? ''
  const stars = header.getByLabel(/^Rated /)
  // An unrated deal shows no stars at all.
  const rated = (await stars.count()) > 0 ? await stars.getAttribute('aria-label') : null
  return {
    likes: Number(/(\d+) likes?/.exec(text)?.[1]),
    rating: rated ? Number(/Rated ([\d.]+) out of 5/.exec(rated)?.[1]) : 0,
    ratingCount: Number(/\((\d+)\)/.exec(text)?.[1] ?? 0),
  }
}

const expectedAverage = (coupon: Coupon, rating: number) =>
  Math.round(((coupon.rating * coupon.rating_count + rating) / (coupon.rating_count + 1)) * 10) / 10

describe('counts on a deal', () => {
  it('move at once after a like and a 4★ rating, match the server once sent, survive a reload and an offline unlike; a rating stays counted when the fetch after it stalls', async () => {
    const server = await startServer()
    const proxy = await startOutageProxy(() => server.port)
    // The worker allowed: offline, the like waits in its outbox, and after a stall it answers.
    const context = await shopperInIkeja()
    try {
      const coupon = await quietCoupon(server.url, 2)
      const shopper = await newShopper(server.url, 'Bisi')
      const page = await context.newPage()
      const { errors } = collectErrors(page)
      await page.goto(`${proxy.url}/`)
      await seedSession(page, shopper)
      await waitForWorkerControl(page)
      await page.goto(`${proxy.url}/coupon-detail/${coupon.id}`)
      await page.getByRole('heading', { level: 1, name: coupon.title }).waitFor()
      // The prerendered page shows its heading before the app runs: a star tapped before then
      // was lost on a busy machine (the like, later, was not).
      await waitForApp(page)
      await expect.poll(() => shownCounts(page)).toMatchObject({ likes: coupon.likes_count })

      await page.getByRole('button', { name: /^Like / }).click()
      // The fourth star, tapped where the shopper sees it (the radio itself is visually hidden).
      await page
        .locator('label')
        .filter({ has: page.getByRole('radio', { name: '4 stars' }) })
        .click()
      const after = {
        likes: coupon.likes_count + 1,
        rating: expectedAverage(coupon, 4),
        ratingCount: coupon.rating_count + 1,
      }
      await expect.poll(() => shownCounts(page)).toEqual(after)

      // The server took both, and agrees.
      await expect
        .poll(async () => {
          const now = await serverCoupon(coupon.id, server.url)
          return { likes: now.likes_count, rating: now.rating, ratingCount: now.rating_count }
        })
        .toEqual(after)
      // Once sent, the page still shows them once (the refetched answer counts them itself).
      await page.waitForTimeout(1500)
      expect(await shownCounts(page)).toEqual(after)
      await page.reload()
      await page.getByRole('heading', { level: 1, name: coupon.title }).waitFor()
      await expect.poll(() => shownCounts(page)).toEqual(after)

      // Offline: the unlike waits in the outbox, and the count already shows it, after a reload too.
      await context.setOffline(true)
      await page.getByRole('button', { name: /^Liked / }).click()
      await page.getByText('Saved — will send when you are online').first().waitFor()
      await expect.poll(() => shownCounts(page)).toMatchObject({ likes: coupon.likes_count })
      await page.reload()
      await page.getByRole('heading', { level: 1, name: coupon.title }).waitFor()
      await expect.poll(() => shownCounts(page)).toMatchObject({ likes: coupon.likes_count })
      expect((await serverCoupon(coupon.id, server.url)).likes_count).toBe(coupon.likes_count + 1)

      // Back online it is sent; like then unlike is the count it started from, never one less.
      await context.setOffline(false)
      await expect
        .poll(async () => (await serverCoupon(coupon.id, server.url)).likes_count, { timeout: 20_000 })
        .toBe(coupon.likes_count)
      await expect.poll(() => page.getByText('Saved — will send when you are online').count()).toBe(0)
      await page.waitForTimeout(1500)
      expect(await shownCounts(page)).toMatchObject({ likes: coupon.likes_count, ratingCount: after.ratingCount })
      expect(errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(error))).toEqual([])

      // Another coupon, seen once through the worker; then writes get through and every read stalls.
      const other = await quietCoupon(server.url, 3)
      await page.goto(`${proxy.url}/coupon-detail/${other.id}`)
      await page.getByRole('heading', { level: 1, name: other.title }).waitFor()
      await waitForApp(page)
      await expect.poll(() => shownCounts(page)).toMatchObject({ likes: other.likes_count })
      proxy.mode = 'stall-api-reads'
      await page
        .locator('label')
        .filter({ has: page.getByRole('radio', { name: '4 stars' }) })
        .click()
      const rated = {
        likes: other.likes_count,
        rating: expectedAverage(other, 4),
        ratingCount: other.rating_count + 1,
      }
      await expect.poll(async () => (await serverCoupon(other.id, server.url)).rating_count).toBe(rated.ratingCount)
      // The fetch after the rating stalled; after ~3 s the worker answers with its copy of the
      // answer the page already had (the page says it shows saved data) — the rating stays.
      await page.getByText(/^You are offline — showing what was saved/).waitFor({ timeout: 10_000 })
      expect(await shownCounts(page)).toEqual(rated)
      expect(proxy.counts['stall-api-reads']).toBeGreaterThan(0)
    } finally {
      await context.close()
      await proxy.close()
      await server.stop()
    }
  })
})
