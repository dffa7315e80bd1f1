// Where am I (docs/history.md#issue-17): a shopper whose phone will not say where they are is told once, picks
// their area and sees lists counted from it, on a phone, a tablet and a desktop; a shopper who
// lets the app see them finds the three Jollof Republic branches told apart in the search.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, launchBrowser, openPage, SHARING_IKEJA, viewports, waitForApp } from './support/browser'

const firstCard = (page: Page) =>
  page
    .getByRole('region', { name: /^Showing \d+ of \d+ stores?/ })
    .getByRole('article')
    .first()
const toasts = (page: Page) => page.locator('.Toastify__toast')

describe('a shopper who will not share their location', () => {
  it('is told once, picks Lekki from the strip, and Near me counts from Lekki, also after a reload (360×740)', async () => {
    // No geolocation permission: Chromium refuses the app's request, as a shopper tapping "Block" does.
    const { page, errors, close } = await openPage('/near-me', { viewport: 'mobile' })
    try {
      await toasts(page).first().waitFor()
      // A heading in the product's voice, then the state rules' alert as its detail (docs/errors.md#words).
      expect(await toasts(page).textContent()).toBe(
        'We don’t know where you are yetCould not get your location, be sure to permit location access.',
      )
      const main = page.getByRole('main')
      // Near me says it again where the shopper is looking, in the line kept for it (nothing
      // moves), with the areas just below; asking the browser again would change nothing, so it
      // is not offered.
      await expect.poll(() => main.getByText('Location blocked · from central Lagos').isVisible()).toBe(true)
      expect(await page.getByRole('button', { name: 'Use my location' }).count()).toBe(0)
      // The list counts from central Lagos and shows no distance from a place the shopper is not at.
      await firstCard(page).waitFor()
      expect(await firstCard(page).textContent()).not.toMatch(/\d km/)

      const banner = page.getByRole('banner')
      await banner.getByRole('button', { name: 'Change your area' }).click()
      await banner.getByRole('group', { name: 'Choose your area' }).getByRole('button', { name: 'Lekki' }).click()
      await expect
        .poll(() => banner.getByText('Your Location', { exact: true }).locator('..').textContent())
        .toContain('Lekki')
      await expect.poll(async () => (await firstCard(page).textContent()) ?? '').toMatch(/Lekki · \d+\.\d km/)
      expect(await main.getByText('Distances from Lekki').isVisible()).toBe(true)
      // The message has done its job; no second one ever came.
      expect(await main.getByRole('status').count()).toBe(0)
      expect(await toasts(page).count()).toBeLessThanOrEqual(1)

      await page.reload()
      await waitForApp(page)
      await expect
        .poll(() => banner.getByText('Your Location', { exact: true }).locator('..').textContent())
        .toContain('Lekki')
      await expect.poll(async () => (await firstCard(page).textContent()) ?? '').toMatch(/Lekki · \d+\.\d km/)
      // A chosen area is the shopper's word: the app does not ask the browser again, nor complain.
      await page.waitForTimeout(1500)
      expect(await toasts(page).count()).toBe(0)
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })
})

describe('the location on a tablet', () => {
  it('shows in the strip under the nav bar at 800 px, and in the nav bar from 1024 px', async () => {
    const context = await (
      await launchBrowser()
    ).newContext({ viewport: { width: 800, height: 1000 }, baseURL: baseUrl() })
    const { page, close } = await openPage('/marketplace', { context })
    try {
      const banner = page.getByRole('banner')
      const strip = banner.getByText('Your Location', { exact: true })
      await expect.poll(() => strip.isVisible()).toBe(true)
      await expect.poll(() => strip.locator('..').textContent()).toContain('Lagos, Nigeria')
      expect(await banner.getByRole('button', { name: /^Your location:/ }).isVisible()).toBe(false)
      // The nav bar has the search from 768 px: the strip keeps only the location (one search shows).
      expect(await banner.getByRole('combobox', { name: 'Search dishes and stores' }).count()).toBe(1)

      await banner.getByRole('button', { name: 'Change your area' }).click()
      await banner.getByRole('group', { name: 'Choose your area' }).getByRole('button', { name: 'Surulere' }).click()
      await expect.poll(() => strip.locator('..').textContent()).toContain('Surulere')

      await page.setViewportSize({ width: 1024, height: 800 })
      await expect.poll(() => strip.isVisible()).toBe(false)
      const navButton = banner.getByRole('button', { name: /^Your location:/ })
      expect(await navButton.isVisible()).toBe(true)
      expect(await navButton.textContent()).toContain('Surulere')

      await page.setViewportSize(viewports.mobile)
      await expect.poll(() => strip.isVisible()).toBe(true)
    } finally {
      await close()
    }
  })
})

describe('store search from where the shopper is', () => {
  it('tells the Jollof Republic branches apart by area and distance, nearest first (360×740)', async () => {
    const context = await (
      await launchBrowser()
    ).newContext({
      viewport: viewports.mobile,
      baseURL: baseUrl(),
      ...SHARING_IKEJA,
    })
    const { page, errors, close } = await openPage('/near-me', { context })
    try {
      // The app has found the shopper: the strip names their area.
      const banner = page.getByRole('banner')
      await expect
        .poll(() => banner.getByText('Your Location', { exact: true }).locator('..').textContent())
        .toContain('Ikeja')
      const asked: URL[] = []
      page.on('request', (request) => {
        if (request.url().includes('/api/search-store/')) asked.push(new URL(request.url()))
      })
      const search = banner.getByRole('combobox', { name: 'Search dishes and stores' }).first()
      await search.fill('Jollof Republic')
      const options = page.getByRole('group', { name: 'Stores', exact: true }).getByRole('option')
      await expect.poll(() => options.count()).toBe(3)
      const described = await options.evaluateAll((items) =>
        items.map((item) => ({
          name: item.querySelector('span span')?.textContent ?? '',
          facts: document.getElementById(item.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
        })),
      )
      expect(described.map((option) => option.facts)).toEqual([
        expect.stringMatching(/^Ikeja · \d+\.\d km/),
        expect.stringMatching(/^Ikeja · \d+\.\d km/),
        expect.stringMatching(/^Lekki · \d+\.\d km/),
      ])
      const km = described.map((option) => Number(/(\d+\.\d) km/.exec(option.facts)?.[1]))
      expect(km).toEqual([...km].sort((a, b) => a - b))
      expect(described.every((option) => option.name.startsWith('Jollof Republic'))).toBe(true)
      expect(asked.at(-1)?.searchParams.get('latitude')).toBe('6.602')
      expect(asked.at(-1)?.searchParams.get('longitude')).toBe('3.352')
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })
})
