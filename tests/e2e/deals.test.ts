// A shopper browses the marketplace's hot deals by tab, opens a coupon, likes and rates it —
// and the server keeps exactly what they did — then changes their mind. Signed out, the same
// Like asks them to log in first.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, openPage } from './support/browser'
import { logInDemoShopper, seedSession, serverActivities } from './support/session'
import { DEMO_SHOPPER } from '../support/demo-shopper'

type Activities = {
  coupon_likes: Array<{ id: number; likes: number }>
  coupon_rating: Array<{ id: number; rating: number; ratings: number }>
}

/** A coupon from the seeded data that the demo shopper has not touched. */
async function someCoupon(access: string): Promise<{ id: number; title: string }> {
  const response = await fetch(`${baseUrl()}/beta/api/coupon-items-all-aws`)
  const { data } = (await response.json()) as { data: { results: Array<{ id: number; title: string }> } }
  const mine = await serverActivities<Activities>(access)
  const touched = new Set([...mine.coupon_likes.map((like) => like.likes), ...mine.coupon_rating.map((r) => r.ratings)])
  const coupon = data.results.find((item) => !touched.has(item.id))
  if (!coupon) throw new Error('The seeded data has no coupon left to like')
  return coupon
}

const selectedTab = (page: Page) => page.getByRole('tab', { selected: true }).textContent()

describe('marketplace and deal pages', () => {
  it('hot deals switch by tab, and the address follows so a link opens the same tab', async () => {
    const { page, errors, close } = await openPage('/marketplace')
    try {
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Marketplace')
      expect(await selectedTab(page)).toBe('Discounts')
      await expect
        .poll(() => page.getByRole('tabpanel').locator('a[href^="/discount-detail/"]').count(), { timeout: 15_000 })
        .toBeGreaterThan(0)
      await expect.poll(() => page.locator('a[href^="/discount-offer-detail/"]').count()).toBeGreaterThan(0)

      await page.getByRole('tab', { name: 'Coupons' }).click()
      await page.waitForURL(/\/marketplace\?tab=coupon$/)
      await expect
        .poll(() => page.getByRole('tabpanel', { name: 'Coupons' }).locator('a[href^="/coupon-detail/"]').count())
        .toBeGreaterThan(0)

      await page.keyboard.press('ArrowRight')
      await page.waitForURL(/\/marketplace\?tab=featured$/)
      expect(await selectedTab(page)).toBe('Featured')
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Featured')
      await expect
        .poll(() => page.getByRole('tabpanel', { name: 'Featured' }).locator('a[href^="/featured-detail/"]').count())
        .toBeGreaterThan(0)

      await page.reload()
      await expect.poll(() => selectedTab(page)).toBe('Featured')
      await page.goto('/coupon-detail')
      await page.waitForURL(/\/marketplace\?tab=coupon$/)
      await expect.poll(() => selectedTab(page)).toBe('Coupons')
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })

  it('a signed-in shopper likes and rates a coupon, the server holds exactly that, and unliking removes it', async () => {
    const session = await logInDemoShopper()
    const coupon = await someCoupon(session.access)
    const { page, errors, close } = await openPage('/about-us')
    try {
      await seedSession(page, session)
      await page.goto(`/coupon-detail/${coupon.id}`)
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(coupon.title)
      await expect.poll(() => page.getByRole('button', { name: /Ada/ }).count()).toBe(1)

      await page.getByRole('button', { name: /^Like / }).click()
      await expect.poll(() => page.getByRole('button', { name: /^Liked / }).getAttribute('aria-pressed')).toBe('true')
      // The fourth star, as a thumb taps it.
      await page
        .getByRole('group', { name: /Your rating/ })
        .locator('label', { hasText: '4 stars' })
        .click()
      await expect.poll(() => page.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true)

      const mine = async () => {
        const activities = await serverActivities<Activities>(session.access)
        return {
          likes: activities.coupon_likes.filter((like) => like.likes === coupon.id).length,
          ratings: activities.coupon_rating.filter((rating) => rating.ratings === coupon.id).map((r) => r.rating),
        }
      }
      await expect.poll(mine, { timeout: 15_000 }).toEqual({ likes: 1, ratings: [4] })

      // What the shopper did is still there on a fresh visit, from the server.
      await page.reload()
      await expect.poll(() => page.getByRole('button', { name: /^Liked / }).count(), { timeout: 15_000 }).toBe(1)
      await expect.poll(() => page.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true)

      await page.getByRole('button', { name: /^Liked / }).click()
      await expect.poll(() => page.getByRole('button', { name: /^Like / }).count()).toBe(1)
      await expect.poll(mine, { timeout: 15_000 }).toEqual({ likes: 0, ratings: [4] })
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })

  it('a signed-out shopper pressing Like is asked to log in, and comes back to the coupon to like it', async () => {
    const response = await fetch(`${baseUrl()}/beta/api/coupon-items-all-aws`)
    const { data } = (await response.json()) as { data: { results: Array<{ id: number; title: string }> } }
    const coupon = data.results[0]!
    const { page, errors, close } = await openPage(`/coupon-detail/${coupon.id}`)
    try {
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(coupon.title)
      await page.getByRole('button', { name: /^Like / }).click()
      const needed = page.getByRole('group', { name: 'Log in to like this coupon' })
      await expect.poll(() => needed.count()).toBe(1)
      const logIn = needed.getByRole('link', { name: 'Log in' })
      expect(await logIn.getAttribute('href')).toContain(`coupon-detail%2F${coupon.id}`)
      await logIn.click()
      await page.waitForURL(/\/login\?redirect=/)

      // A wrong password says so and stays here; the right one returns to the coupon.
      await page.getByLabel('Email').fill(DEMO_SHOPPER.email)
      await page.getByLabel('Password').fill('not-the-password')
      await page.getByRole('button', { name: 'Log in' }).click()
      await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).count()).toBe(1)
      await page.getByLabel('Password').fill(DEMO_SHOPPER.password)
      await page.getByRole('button', { name: 'Log in' }).click()
      await page.waitForURL(new RegExp(`/coupon-detail/${coupon.id}$`))
      const like = page.getByRole('button', { name: /^Like / })
      await like.click()
      await expect.poll(() => page.getByRole('button', { name: /^Liked / }).getAttribute('aria-pressed')).toBe('true')
      // Leave the demo account as other tests expect it.
      await page.getByRole('button', { name: /^Liked / }).click()
      await expect.poll(() => page.getByRole('button', { name: /^Like / }).getAttribute('aria-pressed')).toBe('false')
      expect(errors.filter((error) => !/401/.test(error))).toEqual([])
    } finally {
      await close()
    }
  })
})
