// docs/history.md#issue-17-10 on a 360×740 phone, as a shopper uses it: near me's filters fold into a chip row;
// the floating feedback button never sits on the cart's line totals; the contact page shows no
// phone line without a configured one (the configured one: src/features/info/contact-page.test.tsx,
// which needs no second build); every footer link is a 48 px tap target that overlaps no other; a
// toast opens under the nav bar, leaving its controls in reach, fades in and out and draws no
// countdown; the cart's Check out button stays put while the store confirms its prices.
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, launchBrowser, openPage, sharedScreen, viewports } from './support/browser'
import { writeIndexedDb } from './support/session'
import { storeBySlug } from './support/stores'

type Box = { x: number; y: number; width: number; height: number }

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox()
  if (!box) throw new Error('not on screen')
  return box
}

/** The cart a shopper filled from two stores: enough lines to scroll past a phone's screen. */
async function longCart(): Promise<unknown[]> {
  const lines = []
  for (const slug of ['jollof-republic', 'ewa-agoyin-corner']) {
    const { id, name_of_business, logo, menu_items } = await storeBySlug(baseUrl(), slug)
    for (const item of menu_items.slice(0, 4))
      lines.push({ ...item, quantity: 2, store: { id, name_of_business, slug, logo } })
  }
  return lines
}

/** Builds the app with extra VITE_* settings into a temporary folder, as a deployment would. */
async function reachUs(page: Page): Promise<Locator> {
  const section = page.getByRole('region', { name: 'Reach us' })
  await section.getByText(/^Email:/).waitFor()
  return section
}

// One phone for the stories that do not start from a first visit, a page each (the toasts' stories
// below want the location toast a fresh start shows, and get their own).
const onPhone = sharedScreen({ viewport: viewports.mobile })

describe('on a 360×740 phone', () => {
  it('near me: the filters fold into a chip row that opens the panel', async () => {
    const { page, errors, close } = await onPhone('/near-me')
    try {
      const panel = page.getByRole('search', { name: 'Filter stores' })
      const filters = page.getByRole('button', { name: /^Filters/ })
      await filters.waitFor()
      expect(await panel.isVisible()).toBe(false)
      expect(await filters.getAttribute('aria-expanded')).toBe('false')
      // The stores start on the first screen, not below a wall of selects.
      const firstCard = page
        .getByRole('region', { name: /^Showing \d+ of \d+ stores?/ })
        .getByRole('article')
        .first()
      await firstCard.waitFor()
      expect((await boxOf(firstCard)).y).toBeLessThan(viewports.mobile.height - 100)
      expect((await boxOf(filters)).height).toBeGreaterThanOrEqual(48)

      await filters.click()
      expect(await filters.getAttribute('aria-expanded')).toBe('true')
      await panel.waitFor()
      await panel.getByLabel('Place type').selectOption('Restaurant')
      await page.waitForURL(/place_type=Restaurant/)
      // The filter in force is a chip, and Filters counts it.
      const chip = page.getByRole('button', { name: 'Remove filter: Restaurant' })
      await chip.waitFor()
      expect(await filters.textContent()).toContain('1')
      await filters.click()
      expect(await panel.isVisible()).toBe(false)
      await chip.click()
      await expect.poll(() => page.url()).not.toMatch(/place_type/)
      expect(await chip.count()).toBe(0)
      expect(errors).toEqual([])
    } finally {
      await close()
    }
    // A wide screen has room: the panel is open and there is no chip row.
    const wide = await onPhone('/near-me', { viewport: 'desktop' })
    try {
      await wide.page.getByRole('search', { name: 'Filter stores' }).waitFor()
      expect(await wide.page.getByRole('button', { name: /^Filters/ }).isVisible()).toBe(false)
    } finally {
      await wide.close()
    }
  })

  it('the cart: scrolled to its last line, the feedback button covers no line total', async () => {
    const { page, errors, close } = await onPhone('/about-us')
    try {
      await writeIndexedDb(page, { cart_state: await longCart() })
      await page.goto('/cart')
      const feedback = page.getByRole('button', { name: 'Send feedback' })
      await feedback.waitFor()
      const lines = page.getByRole('main').getByRole('listitem')
      await expect.poll(() => lines.count()).toBe(8)
      const lastTotal = lines.last().locator('p.text-right')
      // The shopper scrolls down with a finger (wheel steps) until the last line total shows.
      await page.mouse.move(180, 400)
      for (let step = 0; step < 40; step++) {
        const box = await boxOf(lastTotal)
        if (box.y + box.height < viewports.mobile.height - 8) break
        await page.mouse.wheel(0, 120)
        await page.waitForTimeout(60)
      }
      const total = await boxOf(lastTotal)
      expect(total.y + total.height).toBeLessThanOrEqual(viewports.mobile.height)
      await page.waitForTimeout(400) // the button's slide
      const button = await boxOf(feedback)
      expect(overlaps(button, total) && button.y < viewports.mobile.height).toBe(false)
      // What a finger on the total touches is the total.
      const touched = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.textContent ?? '', {
        x: total.x + total.width - 2,
        y: total.y + total.height / 2,
      })
      expect(touched).toBe(await lastTotal.textContent())

      // Scrolling back up brings the button back.
      await page.mouse.wheel(0, -300)
      await expect.poll(async () => (await boxOf(feedback)).y).toBeLessThan(viewports.mobile.height - 48)
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })

  it('the cart: the Check out button stays where it is while the store confirms today’s prices', async () => {
    const { page, errors, close } = await onPhone('/about-us')
    try {
      await writeIndexedDb(page, { cart_state: (await longCart()).slice(0, 2) })
      // The store's answer comes a little late, as on a slow line.
      let answer: () => void = () => undefined
      const answered = new Promise<void>((resolve) => (answer = resolve))
      await page.route('**/beta/sales/sales-quote', async (route) => {
        await answered
        await route.continue()
      })
      await page.goto('/cart')
      const checkOut = page.getByRole('link', { name: /^Check out / })
      await page.getByText("Checking today's prices…").waitFor()
      const before = await boxOf(checkOut)
      answer()
      await page.getByText("Checking today's prices…").waitFor({ state: 'detached' })
      expect(await boxOf(checkOut)).toEqual(before)
      expect(await page.getByText('Prices and hours checked.').isVisible()).toBe(true)
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })

  it('the contact page shows no placeholder phone: none without a configured number', async () => {
    const { page, close } = await onPhone('/contact-us')
    try {
      const section = await reachUs(page)
      expect(await section.getByText(/^Phone:/).count()).toBe(0)
      expect(await page.content()).not.toContain('+2348000000000')
    } finally {
      await close()
    }
  })

  it('every footer link is a tap target of at least 48×48 px that overlaps no other', async () => {
    const { page, close } = await onPhone('/about-us')
    try {
      const footer = page.getByRole('contentinfo')
      await footer.getByRole('link', { name: 'Contact Us' }).waitFor()
      await footer.scrollIntoViewIfNeeded()
      const targets = footer.locator('a, button, input')
      const boxes: { name: string; box: Box }[] = []
      for (const target of await targets.all()) {
        const name = (await target.getAttribute('aria-label')) ?? (await target.textContent()) ?? ''
        boxes.push({ name: name.trim(), box: await boxOf(target) })
      }
      expect(boxes.length).toBeGreaterThan(10)
      const small = boxes.filter(({ box }) => box.height < 48 || box.width < 48).map(({ name }) => name)
      expect(small).toEqual([])
      const crowded = boxes.flatMap((a, i) =>
        boxes.slice(i + 1).flatMap((b) => (overlaps(a.box, b.box) ? [`${a.name} / ${b.name}`] : [])),
      )
      expect(crowded).toEqual([])
    } finally {
      await close()
    }
  })

  it('a toast opens under the nav bar, where the menu and the cart stay in reach (phone and desktop)', async () => {
    for (const viewport of ['mobile', 'desktop'] as const) {
      // No permission to locate: the location toast shows at start, as for a shopper who said no.
      const { page, close } = await openPage('/near-me', { viewport })
      try {
        const toast = page.getByRole('alert').filter({ hasText: 'Could not get your location' })
        await toast.waitFor()
        // Where it rests, once it has slid in (its own entrance, not the 5 s progress bar inside it).
        const toastBox = await toast.evaluate(async (element) => {
          const toastElement = element.closest('.Toastify__toast') ?? element
          await Promise.all(toastElement.getAnimations().map((animation) => animation.finished))
          const { x, y, width, height } = toastElement.getBoundingClientRect()
          return { x, y, width, height }
        })
        const banner = page.getByRole('banner')
        const cart = banner.getByRole('link', { name: /^Cart/ })
        const controls = [cart, banner.getByRole('link', { name: 'GidiDeals home' })]
        if (viewport === 'mobile') controls.push(banner.getByRole('button', { name: 'Open menu' }))
        for (const control of controls) expect(overlaps(toastBox, await boxOf(control)), viewport).toBe(false)
        // A tap on the cart while the toast shows reaches the cart.
        await cart.click({ timeout: 5_000 })
        await page.waitForURL(/\/cart$/)
      } finally {
        await close()
      }
    }
  })

  it('a toast fades in and out and draws no countdown, yet closes itself after its 5 s, and not while the pointer rests on it', async () => {
    // Every animation that starts in the toasts' layer, from the page's start.
    const context = await (
      await launchBrowser()
    ).newContext({ viewport: viewports.mobile, baseURL: baseUrl(), serviceWorkers: 'block' })
    await context.addInitScript(() => {
      const started: string[] = []
      Object.assign(window, { toastMotion: started })
      document.addEventListener(
        'animationstart',
        (event) => {
          if (event.target instanceof Element && event.target.closest('.Toastify')) started.push(event.animationName)
        },
        true,
      )
    })
    const { page, close } = await openPage('/about-us', { viewport: 'mobile', context })
    try {
      const toast = page.locator('.Toastify__toast').filter({ hasText: 'Could not get your location' })
      await toast.waitFor()
      // No progress bar at all: the toast's content times it with a timer (src/lib/notify.ts). The library's bar,
      // even unseen, had the browser draw 60 frames a second for the 5 s (docs/limits.md#toasts).
      expect(await toast.locator('[class*="Toastify__progress"]').count()).toBe(0)
      // The library plays a toast once it has faded in, pointer or not (a rest during the fade is overridden): rest on
      // it after, and it stays while the pointer rests there.
      await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)))
      await toast.hover()
      await page.waitForTimeout(5_500)
      expect(await toast.count()).toBe(1)
      // Once the pointer leaves, the clock runs on and the toast goes by itself.
      await page.mouse.move(5, 700)
      await toast.waitFor({ state: 'detached', timeout: 10_000 })
      // A short fade each way, the icon still: the library's bounce and its icon's zoom drew ~15
      // frames on the main thread in the middle of a first load (docs/limits.md#toasts).
      const motion = await page.evaluate(() => (window as unknown as { toastMotion: string[] }).toastMotion)
      expect([...new Set(motion)].sort()).toEqual(['toast-fade-in', 'toast-fade-out'])
    } finally {
      await close()
    }
  })
})
