// The first tap on a prerendered page (docs/first-load.md#how): what the page shows
// before the app has run answers a tap at once and never loses it. The app's scripts are held back
// (a route that keeps every /assets/*.js request waiting until the story releases them), so each
// tap lands while the page is only its HTML and inline scripts: a store front's painted dish's
// Add (src/first-load/boot/early-taps.ts) and a near-me card's, a home deal's or a marketplace discount's link
// (src/first-load/boot/early-links.ts).
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { LOCAL_KEYS, STORAGE_KEYS } from '../../contract/storage'
import { baseUrl, collectErrors, launchBrowser, leavePagesUntouched, viewports, waitForApp } from './support/browser'
import { readIndexedDb } from './support/session'

// Taps before the app has run: a page is touched only by the story's own taps.
leavePagesUntouched()

async function newPhone(): Promise<BrowserContext> {
  const context = await (await launchBrowser()).newContext({ viewport: viewports.mobile, baseURL: baseUrl() })
  await context.addInitScript((key) => localStorage.setItem(key, '1'), LOCAL_KEYS.betaNoticeSeen)
  return context
}

/** A page whose app scripts wait until `release()`: until then it is its HTML and inline scripts. */
async function withAppHeldBack(context: BrowserContext): Promise<{ page: Page; release: () => void }> {
  const page = await context.newPage()
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await released
    await route.continue().catch(() => {})
  })
  return { page, release }
}

const appState = (page: Page) => page.locator('html').getAttribute('data-app')
const cartLines = async (page: Page) =>
  ((await readIndexedDb(page, STORAGE_KEYS.cart)) as { id: number; quantity: number }[] | undefined)?.map((line) => [
    line.id,
    line.quantity,
  ])

/** A painted link of a page, and what its story checks around the tap (tapsPaintedLink). */
type PaintedLink = {
  /** The painted link tapped: the first that matches. */
  link: string
  /** Where it leads. */
  href: RegExp
  /** A painted card showing a price, on a page that paints prices. */
  priced?: string
  /** More to check once the next page shows without the app, and once the app has run. */
  beforeApp?: (page: Page) => Promise<void>
  afterApp?: (page: Page) => Promise<void>
}

/**
 * `path` with its app held back: a tap on its first painted link shows the next page at once (the address, and its
 * title over boxes for what is coming), without the app; released, the app renders that page in the same document,
 * with no error.
 */
async function tapsPaintedLink(path: string, { link, href, priced, beforeApp, afterApp }: PaintedLink): Promise<void> {
  const context = await newPhone()
  try {
    const { page, release } = await withAppHeldBack(context)
    const logged = collectErrors(page)
    await page.goto(path, { waitUntil: 'domcontentloaded' })
    const first = page.locator(link).first()
    await first.waitFor()
    const to = await first.getAttribute('href')
    const title = (await first.textContent())!.trim()
    expect(to).toMatch(href)
    if (priced) expect(await page.locator(priced).first().textContent()).toMatch(/₦[\d,]+/)
    expect(await appState(page)).toBeNull()
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true))
    await first.click()
    await page.waitForURL((url) => url.pathname === to, { waitUntil: 'commit' })
    await page.getByRole('heading', { level: 1, name: title }).waitFor()
    await beforeApp?.(page)
    expect(await appState(page)).toBeNull()

    release()
    await waitForApp(page)
    await afterApp?.(page)
    await page.getByRole('heading', { level: 1, name: title }).waitFor()
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
    logged.stop()
    expect(logged.errors).toEqual([])
  } finally {
    await context.close()
  }
}

describe('the first tap, before the app has run', () => {
  it('a store front: Add on the first painted dish counts at once, and the cart holds it once, after hydration and a reload', async () => {
    const context = await newPhone()
    try {
      const { page, release } = await withAppHeldBack(context)
      const logged = collectErrors(page)
      // Not 'load': the page's held scripts keep it from ever loading until released.
      await page.goto('/store-front-details/jollof-republic', { waitUntil: 'domcontentloaded' })
      const add = page.locator('[data-early-add]').first()
      await add.waitFor()
      const id = Number(await add.getAttribute('data-early-add'))
      const name = await page.locator('[data-early-cards] li').first().locator('h3').textContent()
      await add.click()
      const cartLink = page.locator('[data-cart-link]').first()
      await expect.poll(() => cartLink.getAttribute('data-early-count')).toBe('1')
      expect(await cartLink.getAttribute('aria-label')).toBe('Cart, 1 item')
      expect(await page.locator('[data-early-cards] output').first().textContent()).toBe('In your cart')
      // Still only the HTML: the app has not started.
      expect(await appState(page)).toBeNull()

      release()
      await waitForApp(page)
      // The app's own menu, from the cart it read back: the dish once, counted once.
      const menu = page.getByRole('region', { name: 'Menu' })
      await menu
        .getByRole('group', { name: `${name} in your cart` })
        .getByText('1 in your cart')
        .waitFor()
      await expect.poll(() => cartLink.getAttribute('aria-label')).toBe('Cart, 1 item')
      expect(await cartLink.getAttribute('data-early-count')).toBeNull()
      expect(await cartLink.locator('span').textContent()).toBe('1')
      await expect.poll(() => cartLines(page)).toEqual([[id, 1]])

      await page.reload()
      await waitForApp(page)
      await expect.poll(() => page.locator('[data-cart-link]').first().getAttribute('aria-label')).toBe('Cart, 1 item')
      await menu
        .getByRole('group', { name: `${name} in your cart` })
        .getByText('1 in your cart')
        .waitFor()
      expect(await cartLines(page)).toEqual([[id, 1]])
      logged.stop()
      expect(logged.errors).toEqual([])
    } finally {
      await context.close()
    }
  })

  it("near me: a tap on a painted card's link opens its store at once, and the app renders it in the same page", () =>
    tapsPaintedLink('/near-me', {
      link: '[data-early-cards] article h3 a',
      href: /^\/store-front-details\//,
      beforeApp: async (page) => {
        expect(await page.locator('main [aria-busy="true"]').count()).toBe(1)
        expect(await page.locator('#root').getAttribute('data-prerendered')).toBeNull()
      },
      // The app renders the store front itself: its menu, in the page the shopper tapped in.
      afterApp: (page) => page.getByRole('region', { name: 'Menu' }).waitFor(),
    }))

  it("the home page: its first deals' words and prices are painted before the app, and a tap on one opens its page", () =>
    tapsPaintedLink('/', {
      link: '[data-early-deal] h4 a',
      href: /^\/discount-detail\/\d+$/,
      priced: '[data-early-deal]',
    }))

  it('the home page hydrates over its painted deals: the row becomes the cards, with no error', async () => {
    const context = await newPhone()
    try {
      const page = await context.newPage()
      const logged = collectErrors(page)
      await page.goto('/')
      await waitForApp(page)
      const row = page.getByRole('list', { name: 'Discounts' })
      await row.getByRole('button', { name: /^Add/ }).first().waitFor()
      expect(await page.locator('[data-early-deal]').count()).toBe(0)
      logged.stop()
      expect(logged.errors).toEqual([])
    } finally {
      await context.close()
    }
  })

  it("the marketplace: a tap on a painted discount's title opens its offer at once, and the app renders it in the same page", () =>
    tapsPaintedLink('/marketplace', {
      link: '[data-early-cards] li h3 a',
      href: /^\/discount-offer-detail\/\d+$/,
      priced: '[data-early-cards] li',
    }))

  it('once the app runs, a painted link still on screen goes through the router, not a new document', async () => {
    const context = await newPhone()
    try {
      const page = await context.newPage()
      await page.goto('/near-me')
      await waitForApp(page)
      // The app's list has replaced the painted cards by now: a slot with a painted link stands in
      // for one still on screen (a slow list, a long page).
      await page.evaluate(() => {
        const slot = document.createElement('div')
        slot.setAttribute('data-early-cards', '')
        slot.innerHTML = '<a href="/store-front-details/jollof-republic">Jollof Republic</a>'
        document.querySelector('main')?.prepend(slot)
        ;(window as { sameDocument?: boolean }).sameDocument = true
      })
      await page.locator('[data-early-cards] a').first().click()
      await page.waitForURL((url) => url.pathname === '/store-front-details/jollof-republic')
      await page.getByRole('heading', { level: 1, name: 'Jollof Republic' }).waitFor()
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
    } finally {
      await context.close()
    }
  })
})

describe('the app at the first touch', () => {
  it("the home page downloads its app's scripts after the first paint, and runs them once the shopper touches it", async () => {
    const context = await newPhone()
    try {
      const page = await context.newPage()
      await page.goto('/')
      // Every script is asked for at once, into the cache (a module preload would compile it)...
      await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(3)
      expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0)
      // ...and none runs while nobody touches the page: it stays its HTML and inline scripts.
      await page.waitForLoadState('networkidle')
      expect(await page.evaluate(() => window.__gidiAppRendering ?? false)).toBe(false)
      expect(await appState(page)).toBeNull()

      await page.mouse.wheel(0, 300)
      await page.waitForSelector('html[data-app="ready"]', { state: 'attached' })
    } finally {
      await context.close()
    }
  })

  it("the marketplace paints its first discounts, runs its app at the first touch, and the app's cards take their place without moving", async () => {
    const context = await newPhone()
    try {
      const page = await context.newPage()
      const logged = collectErrors(page)
      await page.goto('/marketplace')
      const cards = page.getByRole('region', { name: 'Marketplace discounts' }).getByRole('listitem')
      await page.locator('[data-early-cards] li h3 a').first().waitFor()
      await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(3)
      await page.waitForLoadState('networkidle')
      expect(await page.evaluate(() => window.__gidiAppRendering ?? false)).toBe(false)
      expect(await appState(page)).toBeNull()
      // Where each painted card is, and its title.
      const placed = () =>
        cards.evaluateAll((items) =>
          items.map((item) => {
            const box = item.getBoundingClientRect()
            return { top: box.top, height: box.height, width: box.width, title: item.querySelector('h3')?.textContent }
          }),
        )
      const painted = await placed()
      expect(painted).toHaveLength(6)

      // A key is a touch: the app starts, and its list replaces the painted one, card for card.
      await page.keyboard.press('Shift')
      await page.waitForSelector('html[data-app="ready"]', { state: 'attached' })
      await expect.poll(() => page.locator('[data-early-cards]').count()).toBe(0)
      expect(await placed()).toEqual(painted)
      logged.stop()
      expect(logged.errors).toEqual([])
    } finally {
      await context.close()
    }
  })

  it("a press starts the app only once its click's effect is on screen, so the app's start never delays the tap", async () => {
    const context = await newPhone()
    try {
      const page = await context.newPage()
      await page.goto('/near-me')
      const card = page.locator('main article a[href]').first()
      await card.waitFor()
      await page.waitForLoadState('networkidle')
      // In the page: when the app's start first asks for a script, and the frame after the click.
      await page.evaluate(() => {
        const seen = { started: 0, clickFrame: 0 }
        Object.assign(window, { seen })
        new MutationObserver(() => {
          if (!seen.started && document.querySelector('link[rel="modulepreload"]')) seen.started = performance.now()
        }).observe(document.head, { childList: true })
        addEventListener('click', () => requestAnimationFrame(() => (seen.clickFrame = performance.now())), {
          capture: true,
          once: true,
        })
      })
      const seen = () =>
        page.evaluate(() => (window as unknown as { seen: { started: number; clickFrame: number } }).seen)
      const frames = (count: number) =>
        page.evaluate(async (n) => {
          for (let i = 0; i < n; i++) await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
        }, count)

      const href = new URL((await card.getAttribute('href'))!, page.url()).pathname
      const box = (await card.boundingBox())!
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
      await page.mouse.down()
      // Held down, the press has not started the app (a start after the press's next frame would have).
      await frames(3)
      expect((await seen()).started).toBe(0)

      await page.mouse.up()
      await page.waitForSelector('html[data-app="ready"]', { state: 'attached' })
      const { started, clickFrame } = await seen()
      expect(clickFrame).toBeGreaterThan(0)
      expect(started).toBeGreaterThan(clickFrame)
      expect(new URL(page.url()).pathname).toBe(href)
    } finally {
      await context.close()
    }
  })

  it('a tap on a button before the app has hydrated the page is held, shown as taken, and done once when it has', async () => {
    const context = await newPhone()
    try {
      const { page, release } = await withAppHeldBack(context)
      const logged = collectErrors(page)
      await page.goto('/', { waitUntil: 'domcontentloaded' })
      const toggle = page.getByRole('button', { name: 'Dark theme' })
      await toggle.click()
      await expect.poll(() => toggle.getAttribute('aria-busy')).toBe('true')
      expect(await toggle.getAttribute('aria-pressed')).toBe('false')
      expect(await appState(page)).toBeNull()

      release()
      await page.waitForSelector('html[data-app="ready"]', { state: 'attached' })
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true')
      expect(await toggle.getAttribute('aria-busy')).toBeNull()
      expect(await toggle.getAttribute('data-held')).toBeNull()
      // Done once: the next tap is the app's at once, and turns it back.
      await toggle.click()
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false')
      logged.stop()
      expect(logged.errors).toEqual([])
    } finally {
      await context.close()
    }
  })

  it("the app's code that did not arrive (the line dropped) is asked for again, and the held tap is done once it runs", async () => {
    const context = await newPhone()
    try {
      const page = await context.newPage()
      const thrown: string[] = []
      page.on('pageerror', (error) => thrown.push(error.message))
      // The entry and the shell's stage fail to download until the line comes back, each on its own: first the
      // entry, then, once the entry has run and asked for the shell again, that one. (A route's own chunk that fails
      // is the router's: it reloads the page once, docs/first-load.md#how.)
      const asked = { entry: 0, shell: 0 }
      const down = { entry: true, shell: true }
      await page.route(/\/assets\/(index|shell)-[\w-]+\.js$/, async (route) => {
        const chunk = /\/index-/.test(route.request().url()) ? 'entry' : 'shell'
        asked[chunk]++
        await (down[chunk] ? route.abort('internetdisconnected') : route.continue())
      })
      await page.goto('/', { waitUntil: 'domcontentloaded' })
      await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true))
      const toggle = page.getByRole('button', { name: 'Dark theme' })
      await toggle.click()
      await expect.poll(() => toggle.getAttribute('aria-busy')).toBe('true')
      // The touch asked for the entry (a first time came with the paint), and it did not come.
      await expect.poll(() => asked.entry, { timeout: 15_000 }).toBeGreaterThanOrEqual(2)
      const entryAsked = asked.entry
      const shellAsked = asked.shell
      down.entry = false
      // The entry is asked for again by itself, runs, and asks for the shell's stage, which does not come either.
      await expect.poll(() => asked.entry, { timeout: 15_000 }).toBeGreaterThan(entryAsked)
      await expect.poll(() => asked.shell, { timeout: 15_000 }).toBeGreaterThan(shellAsked)
      expect(await appState(page)).toBeNull()
      down.shell = false

      await page.waitForSelector('html[data-app="ready"]', { state: 'attached', timeout: 30_000 })
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true')
      expect(await toggle.getAttribute('aria-busy')).toBeNull()
      // One document all along: nothing reloaded it.
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
      expect(thrown).toEqual([])
    } finally {
      await context.close()
    }
  })
})
