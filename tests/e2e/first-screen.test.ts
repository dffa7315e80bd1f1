// docs/history.md#issue-25 on a 360×740 phone, as a new shopper meets it (beta strip and all): the home page's
// first screen shows a deal's price and its Add, and a tap on Add fills the cart; a second try
// at logging in shows only that try's errors, not the server's refusal of the one before. The parts
// below the first screen wait as still stand-ins (docs/history.md#issue-23) until scrolled near.
import type { Locator } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openPage, viewports } from './support/browser'

async function bottomOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox()
  if (!box) throw new Error('not on screen')
  return box.y + box.height
}

describe('the first screen of a phone', () => {
  it('home: a deal, its price and its Add are on screen without scrolling, and Add fills the cart', async () => {
    const { page, errors, close } = await openPage('/', { viewport: 'mobile', seenBetaNotice: false })
    try {
      await page.getByRole('complementary', { name: 'Beta notice' }).waitFor()
      const firstDeal = page.getByRole('region', { name: 'Hot deals' }).getByRole('article').first()
      const price = firstDeal.getByText(/^₦[\d,]+$/).first()
      const add = firstDeal.getByRole('button', { name: /^Add — / })
      await add.waitFor({ timeout: 30_000 })
      expect(await page.evaluate(() => window.scrollY)).toBe(0)
      expect(await bottomOf(price)).toBeLessThanOrEqual(viewports.mobile.height)
      expect(await bottomOf(add)).toBeLessThanOrEqual(viewports.mobile.height)

      await add.click()
      await firstDeal.getByRole('button', { name: /^Add more — / }).waitFor()
      expect(new URL(page.url()).pathname).toBe('/')
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })

  it('home: the parts below the first screen wait still, with nothing animated off screen; near, they render', async () => {
    const { page, errors, close } = await openPage('/', { viewport: 'mobile' })
    try {
      await page.waitForLoadState('networkidle')
      const offScreen = () =>
        page.evaluate(
          () =>
            document
              .getAnimations()
              .filter((animation) => animation.playState === 'running')
              .map((animation) => (animation.effect as KeyframeEffect | null)?.target)
              .filter((target): target is Element => target instanceof Element)
              .filter((target) => target.getBoundingClientRect().top >= window.innerHeight).length,
        )
      expect(await page.locator('[data-stand-in]').count()).toBeGreaterThan(0)
      expect(await offScreen()).toBe(0)
      // Scrolled near, a part takes its stand-in's place.
      const adverts = page.getByRole('region', { name: 'From Lagos businesses' })
      await adverts.scrollIntoViewIfNeeded()
      await expect.poll(() => adverts.locator('[data-stand-in]').count(), { timeout: 10_000 }).toBe(0)
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })

  it("home: a row's pictures far along it are not downloaded until the shopper swipes near them", async () => {
    const { page, errors, close } = await openPage('/', { viewport: 'mobile' })
    try {
      const pictures = new Set<string>()
      page.on('request', (request) => {
        if (request.resourceType() === 'image' && request.url().includes('/beta/media/')) pictures.add(request.url())
      })
      await page.waitForSelector('html[data-app="ready"]', { state: 'attached' })
      const row = page.getByRole('list', { name: 'Discounts' })
      const cards = row.getByRole('listitem')
      await expect.poll(() => cards.count(), { timeout: 30_000 }).toBeGreaterThan(4)
      await page.waitForLoadState('networkidle')
      // The row holds more cards than a phone shows; the last one's picture was never asked for
      // (the browser's own lazy loading reaches 1,250 px past the screen, a row of ten).
      const picturesOf = (card: Locator) =>
        card.locator('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src))
      const last = cards.last()
      expect(await picturesOf(last)).toEqual([])
      const asked = pictures.size

      // Swiped along, the row's far cards get their pictures.
      await last.scrollIntoViewIfNeeded()
      await expect.poll(() => picturesOf(last), { timeout: 10_000 }).toHaveLength(1)
      // Its request is reported a moment after the src is set (run 15, load 10: not yet when read at once).
      await expect.poll(() => pictures.size, { timeout: 10_000 }).toBeGreaterThan(asked)
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })

  it('login: after a refusal, a second try with a field left empty shows only its own error', async () => {
    const { page, close } = await openPage('/login', { viewport: 'mobile' })
    try {
      await page.getByLabel('Email').fill('ada@example.ng')
      await page.getByLabel('Password').fill('not-her-password')
      await page.getByRole('button', { name: 'Log in' }).click()
      const refusal = page.getByRole('alert').filter({ hasText: /password/i })
      await refusal.first().waitFor({ timeout: 30_000 })
      const refusalText = (await refusal.first().textContent()) ?? ''
      expect(refusalText).not.toContain('Password is required.')

      await page.getByLabel('Password').fill('')
      await page.getByRole('button', { name: 'Log in' }).click()
      await page.getByText('Password is required.').waitFor()
      expect(await page.getByText(refusalText, { exact: true }).count()).toBe(0)
      expect(await page.getByRole('alert').filter({ hasText: refusalText }).count()).toBe(0)
    } finally {
      await close()
    }
  })
})
