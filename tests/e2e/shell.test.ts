// The shell as a shopper meets it in Chromium: nav, footer, mobile menu, theme, beta notice.
import { describe, expect, it } from 'vitest'
import { openPage, sharedScreen, viewports } from './support/browser'

// One desktop tab for the stories that start from no particular state (the theme saved by one of
// them changes nothing the others look at); the ones about a first visit or the phone's own theme
// open a fresh browser.
const onDesktop = sharedScreen({ viewport: viewports.desktop })

describe('the mobile shell at 360 px', () => {
  it('opens a 235 px side menu that locks scrolling and closes on a link or outside click', async () => {
    const { page, errors, close } = await openPage('/', { viewport: 'mobile', sharesLocation: true })
    try {
      await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false)
      await expect.poll(() => page.locator('input[placeholder="Search for stores near you"]:visible').count()).toBe(1)
      await expect.poll(() => page.getByText('Your Location', { exact: true }).isVisible()).toBe(true)

      await page.getByRole('button', { name: 'Open menu' }).click()
      const menu = page.getByRole('dialog', { name: 'Menu' })
      await menu.waitFor()
      expect((await menu.boundingBox())?.width).toBe(235)
      expect(await menu.getByRole('navigation').getByRole('link').allTextContents()).toEqual([
        'Near me',
        'Map',
        'Marketplace',
        'Cart',
        // The shopper's own pages, under a divider (docs/history.md#issue-25).
        'My orders',
        'Your account',
      ])
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden')

      await menu.getByRole('link', { name: 'Marketplace' }).click()
      await page.waitForURL(/\/marketplace$/)
      await expect.poll(() => menu.count()).toBe(0)
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('')

      await page.getByRole('button', { name: 'Open menu' }).click()
      await menu.waitFor()
      await page.mouse.click(330, 400) // the backdrop, right of the 235 px panel
      await expect.poll(() => menu.count()).toBe(0)
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })

  it('never shows the side menu from the md breakpoint up', async () => {
    const { page, close } = await onDesktop('/')
    try {
      await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true)
      expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false)
    } finally {
      await close()
    }
  })
})

describe('theme', () => {
  it('keeps the chosen theme across a reload, applied before the app starts', async () => {
    const { page, close } = await onDesktop('/about-us')
    try {
      const toggle = page.getByRole('button', { name: 'Dark theme' })
      await toggle.click()
      expect(await page.evaluate(() => document.body.classList.contains('dark'))).toBe(true)
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
      await page.reload()
      await page.getByRole('heading', { level: 1 }).waitFor()
      expect(await page.evaluate(() => document.body.classList.contains('dark'))).toBe(true)
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true')
    } finally {
      await close()
    }
  })

  it('follows the system preference until the shopper chooses, also while open and where no toggle shows', async () => {
    const { page, close } = await openPage('/', { colorScheme: 'dark' })
    const dark = () => page.evaluate(() => document.body.classList.contains('dark'))
    try {
      expect(await dark()).toBe(true)
      // The phone turns light, then dark again, with the app open.
      await page.emulateMedia({ colorScheme: 'light' })
      await expect.poll(dark).toBe(false)
      expect(await page.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed')).toBe('false')
      // The sign-in page has no nav bar, so no toggle: it follows all the same.
      await page.goto('/login')
      await page.getByRole('heading', { level: 1 }).waitFor()
      expect(await dark()).toBe(false)
      await page.emulateMedia({ colorScheme: 'dark' })
      await expect.poll(dark).toBe(true)
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull()
    } finally {
      await close()
    }
  })
})

describe('beta notice', () => {
  it('greets the first visit with a strip; Got It in the full notice closes it, and Got it on the strip for good', async () => {
    const { page, context, close } = await openPage('/', { seenBetaNotice: false })
    try {
      const strip = page.getByRole('complementary', { name: 'Beta notice' })
      await strip.waitFor()
      expect(await page.getByRole('dialog').count()).toBe(0)
      await strip.getByRole('button', { name: 'Read more' }).click()
      const dialog = page.getByRole('dialog', { name: /beta/i })
      await dialog.getByRole('button', { name: 'Got It' }).click()
      await expect.poll(() => dialog.count()).toBe(0)
      expect(await strip.isVisible()).toBe(false)
      const again = await context.newPage()
      await again.goto('/near-me')
      await again.getByRole('heading', { level: 1 }).waitFor()
      expect(await again.getByRole('complementary', { name: 'Beta notice' }).isVisible()).toBe(false)
      expect(await again.getByRole('dialog').count()).toBe(0)
    } finally {
      await close()
    }
  })
})

describe('footer', () => {
  it('links Why GidiDeals and How it works to their sections of the about page', async () => {
    const { page, close } = await onDesktop('/careers')
    try {
      const footer = page.getByRole('contentinfo')
      await footer.getByRole('link', { name: 'How it works' }).click()
      await page.waitForURL(/\/about-us#howToNavigate$/)
      await expect
        .poll(() => page.evaluate(() => document.getElementById('howToNavigate')?.getBoundingClientRect().top ?? 9999))
        .toBeLessThan(200)
    } finally {
      await close()
    }
  })
})
