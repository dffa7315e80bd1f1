// The first load (docs/history.md#issue-13): the main routes come as prerendered HTML with their headings and
// skeletons, the app hydrates that HTML without a mismatch, the page's first API read starts
// from the HTML and is not asked twice (offline-shell.test.ts: each route's own page offline).
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { formatNaira } from '../../contract/money'
import {
  baseUrl,
  collectErrors,
  launchBrowser,
  leavePagesUntouched,
  openPage,
  setPhoneTime,
  viewports,
  waitForApp,
  waitForWorkerControl,
} from './support/browser'
import { prerenderedPages, someCouponPath } from './support/routes'
import { testNow } from '../support/test-clock'

// The stories of when the app starts: a page is touched only where a story says so.
leavePagesUntouched()

/** The HTML a fetch gets; a link to no record is a 404 with its page (docs/api.md#link-previews). */
async function html(path: string, status = 200): Promise<string> {
  const answer = await fetch(`${baseUrl()}${path}`, { headers: { Accept: 'text/html' } })
  expect(answer.status, path).toBe(status)
  return answer.text()
}

/** A phone's browser context whose service worker may install, the beta notice already seen. */
async function phoneWithWorker(): Promise<BrowserContext> {
  const context = await (
    await launchBrowser()
  ).newContext({ viewport: viewports.mobile, baseURL: baseUrl(), serviceWorkers: 'allow' })
  await context.addInitScript(() => localStorage.setItem('beta_notice_seen', '1'))
  return context
}

/**
 * `path` in a new page of `context` whose app scripts never come: all that shows is the page's own HTML and inline
 * scripts. `asked()` is the URL of the page's early read whose path holds `read`, once it went.
 */
async function withoutTheApp(
  context: BrowserContext,
  path: string,
  read: string,
): Promise<{ page: Page; asked: () => string }> {
  await context.addInitScript(() => localStorage.setItem('beta_notice_seen', '1'))
  const page = await context.newPage()
  await page.route('**/assets/*.js', (route) => route.abort())
  let asked = ''
  page.on('request', (request) => {
    if (request.url().includes(read)) asked = request.url()
  })
  await page.goto(path)
  return { page, asked: () => asked }
}

describe('prerendered pages', () => {
  it('are what a fetch without JavaScript gets: headings, skeletons, no personal state', async () => {
    for (const page of await prerenderedPages(baseUrl())) {
      const body = await html(page.path)
      expect(body, page.path).toContain(`data-prerendered="${page.name}"`)
      if (page.heading) expect(body, page.path).toMatch(new RegExp(`<h1[^>]*>${page.heading}</h1>`))
      // The cart count and the location are not known before the saved state is read.
      expect(body, page.path).not.toMatch(/aria-label="Cart, \d+ items?"/)
      // Inline scripts are the build's own, allowed by their hashes (no React streaming scripts).
      expect(body, page.path).not.toMatch(/\$RC\(|<template id="B:/)
    }
    expect(await html('/near-me')).toContain('aria-busy="true"')
    // The cart is unknown until read back: the empty cart only for a browser with nothing saved.
    expect(await html('/cart')).toMatch(/class="first-visit-only"><div[^>]*><p[^>]*>Your cart is empty</)
  })

  it('answer only the URLs the app renders the same way; others get the shell', async () => {
    expect(await html('/near-me?placeType=Restaurant')).not.toContain('data-prerendered')
    expect(await html('/coupon-detail/not-a-number', 404)).not.toContain('data-prerendered')
    expect(await html('/about-us')).not.toContain('data-prerendered')
    expect(await html('/store-front-details/any-store', 404)).toContain('data-prerendered="store-front-details"')
  })

  it('hydrate without a mismatch or an error, and then show the data', async () => {
    // One phone tab; what each page saved is forgotten before the next, so each hydrates as for a
    // shopper who has not been here (its scripts stay in the browser's cache: hydration is the
    // same either way, and the cold fetch is the next stories' subject).
    const context = await (
      await launchBrowser()
    ).newContext({ viewport: viewports.mobile, baseURL: baseUrl(), serviceWorkers: 'block' })
    try {
      await context.addInitScript(() => localStorage.setItem('beta_notice_seen', '1'))
      const page = await context.newPage()
      const devtools = await context.newCDPSession(page)
      for (const { path } of await prerenderedPages(baseUrl())) {
        const logged = collectErrors(page)
        await page.goto(path)
        await waitForApp(page)
        await page.waitForLoadState('networkidle')
        if (path === '/near-me') {
          // The app's list (its heading counts the stores), its first card a link to a store front.
          const list = page.getByRole('region', { name: /^Showing \d+ of \d+ stores/ })
          await expect
            .poll(() => list.getByRole('link', { name: /\S/ }).first().getAttribute('href'))
            .toMatch(/^\/store-front-details\//)
        }
        logged.stop()
        expect(logged.errors, path).toEqual([])
        expect(await page.locator('#root').getAttribute('data-prerendered'), path).not.toBeNull()
        // Off the app first: a page may still save on its way out.
        await page.goto('about:blank')
        await devtools.send('Storage.clearDataForOrigin', {
          origin: baseUrl(),
          storageTypes: 'local_storage,indexeddb,cache_storage',
        })
      }
    } finally {
      await context.close()
    }
  })

  it("ask for the app's scripts only once their first paint is on screen, so nothing competes with it", async () => {
    for (const path of ['/cart', '/near-me']) {
      const { page, errors, close } = await openPage(path, { viewport: 'mobile' })
      try {
        await page.waitForLoadState('load')
        const times = await page.evaluate(() => ({
          paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
          scripts: performance
            .getEntriesByType('resource')
            .filter((entry) => /\/assets\/[\w-]+\.js$/.test(entry.name))
            .map((entry) => entry.startTime),
        }))
        expect(times.scripts.length, path).toBeGreaterThan(3)
        expect(Math.min(...times.scripts), path).toBeGreaterThanOrEqual(times.paint)
        expect(errors, path).toEqual([])
      } finally {
        await close()
      }
    }
  })

  it('over the network, come with their stylesheet inline and run the app only once the whole page is parsed', async () => {
    const context = await (
      await launchBrowser()
    ).newContext({ viewport: viewports.mobile, baseURL: baseUrl(), serviceWorkers: 'block' })
    try {
      await context.addInitScript(() => {
        localStorage.setItem('beta_notice_seen', '1')
        // When the app's entry is added to run, and how much of the page was parsed by then.
        new MutationObserver((records, observer) => {
          for (const node of records.flatMap((record) => [...record.addedNodes])) {
            if (node instanceof HTMLScriptElement && node.type === 'module' && node.src) {
              Object.assign(window, { __entryAdded: { readyState: document.readyState, at: performance.now() } })
              observer.disconnect()
            }
          }
        }).observe(document, { childList: true, subtree: true })
      })
      for (const path of ['/', '/near-me', '/store-front-details/jollof-republic']) {
        const page = await context.newPage()
        await page.goto(path)
        await waitForApp(page)
        const seen = await page.evaluate(() => ({
          inlineStyles: document.querySelectorAll('head > style').length,
          // The app's own stylesheet (lazy parts, the toasts', link theirs later).
          stylesheets: document.querySelectorAll('link[rel="stylesheet"][href^="/assets/index-"]').length,
          styled: getComputedStyle(document.body).margin,
          parsed: performance.getEntriesByType('navigation')[0]
            ? (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive
            : Number.NaN,
          entry: (window as unknown as { __entryAdded?: { readyState: string; at: number } }).__entryAdded,
        }))
        expect({ path, inlineStyles: seen.inlineStyles, stylesheets: seen.stylesheets, styled: seen.styled }).toEqual({
          path,
          inlineStyles: 1,
          stylesheets: 0,
          styled: '0px',
        })
        expect(seen.entry?.readyState, path).not.toBe('loading')
        expect(seen.entry?.at, path).toBeGreaterThanOrEqual(seen.parsed)
        await page.close()
      }
    } finally {
      await context.close()
    }
  })

  it('answered by the service worker, fetch every script at once but still run the app after the first paint', async () => {
    const context = await phoneWithWorker()
    try {
      await context.addInitScript(() => {
        // When each script is asked for (a module preload) and when the app's entry is added.
        const seen: { preloads: { href: string; at: number }[]; entry: { src: string; at: number } | null } = {
          preloads: [],
          entry: null,
        }
        Object.assign(window, { __scriptsSeen: seen })
        new MutationObserver((records) => {
          for (const node of records.flatMap((record) => [...record.addedNodes])) {
            if (node instanceof HTMLLinkElement && node.rel === 'modulepreload')
              seen.preloads.push({ href: node.href, at: performance.now() })
            if (node instanceof HTMLScriptElement && node.type === 'module' && node.src && !seen.entry)
              seen.entry = { src: node.src, at: performance.now() }
          }
        }).observe(document, { childList: true, subtree: true })
      })
      const first = await context.newPage()
      await first.goto('/near-me')
      await waitForWorkerControl(first)
      await first.close()

      const page = await context.newPage()
      await page.goto('/near-me')
      await waitForApp(page)
      const times = await page.evaluate(() => ({
        controlled: navigator.serviceWorker.controller !== null,
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        seen: (
          window as unknown as {
            __scriptsSeen: { preloads: { href: string; at: number }[]; entry: { src: string; at: number } | null }
          }
        ).__scriptsSeen,
      }))
      expect(times.controlled).toBe(true)
      const entry = times.seen.entry
      expect(entry).not.toBeNull()
      // The entry itself is among the scripts asked for before it is added to run.
      const entryPreload = times.seen.preloads.find((preload) => preload.href === entry!.src)
      expect(entryPreload).toBeDefined()
      expect(entryPreload!.at).toBeLessThanOrEqual(entry!.at)
      expect(times.seen.preloads.length).toBeGreaterThan(3)
      expect(entry!.at).toBeGreaterThanOrEqual(times.paint)
    } finally {
      await context.close()
    }
  })

  it('start their first API reads from the HTML, and the app takes those answers instead of asking again', async () => {
    // Each read the page's script starts is the app's own first request, to the letter: one
    // request each. A store front's HTML names its store (the server knows the slug), so the
    // store is asked for by id at once, and nobody searches for the slug.
    for (const { path, apis, none = [] } of [
      { path: '/near-me', apis: ['/api/nearme-aws?'] },
      {
        path: '/store-front-details/jollof-republic',
        apis: ['/api/nearme-single-store-aws/'],
        none: ['/api/search-store/'],
      },
      { path: '/', apis: ['/api/discount/hot-deals-aws?'] },
      { path: '/marketplace', apis: ['/api/marketplace-discount-view-aws?'] },
    ]) {
      const context = await (
        await launchBrowser()
      ).newContext({ viewport: viewports.mobile, baseURL: baseUrl(), serviceWorkers: 'allow' })
      try {
        await context.addInitScript(() => localStorage.setItem('beta_notice_seen', '1'))
        const page = await context.newPage()
        const asked: string[] = []
        page.on('request', (request) => {
          if ([...apis, ...none].some((api) => request.url().includes(api))) asked.push(request.url())
        })
        await page.goto(path)
        await waitForApp(page)
        await page.waitForLoadState('networkidle')
        // Everything asked for has come (a part that waits for the shopper to scroll near it holds
        // its place meanwhile: src/ui/when-near-screen.tsx).
        await expect
          .poll(() => page.locator('[aria-busy="true"]:not([data-stand-in] *)').count(), { timeout: 10_000 })
          .toBe(0)
        for (const api of apis)
          expect(
            asked.filter((url) => url.includes(api)),
            `${path} ${api}`,
          ).toHaveLength(1)
        for (const api of none)
          expect(
            asked.filter((url) => url.includes(api)),
            `${path} ${api}`,
          ).toEqual([])
        // Asked from central Lagos (the default: nothing saved yet), as the app asks.
        for (const url of asked.filter((candidate) => candidate.includes('latitude=')))
          expect(new URL(url).searchParams.get('latitude'), url).toBe('6.602')
      } finally {
        await context.close()
      }
    }
  })

  it("on Near me, paint the nearest stores' words before the app has run, as links that work without it", async () => {
    const context = await (await launchBrowser()).newContext({ viewport: viewports.mobile, baseURL: baseUrl() })
    try {
      const { page, asked } = await withoutTheApp(context, '/near-me', '/api/nearme-aws?')
      const region = page.getByRole('region', { name: /^Nearest 6 of \d+ stores$/ })
      await region.waitFor()
      type Listed = { data: { results: { name_of_business: string; slug: string; area?: string }[] } }
      const { results } = ((await (await fetch(asked())).json()) as Listed).data
      expect(await region.getByRole('article').getByRole('heading').allTextContents()).toEqual(
        results.slice(0, 6).map((store) => store.name_of_business),
      )
      const first = results[0]!
      // Its place, without a distance: nothing saved here, so the shopper's own place is unknown.
      await expect.poll(() => region.getByRole('article').first().textContent()).toContain(`${first.area} · `)
      expect(await region.getByRole('article').first().textContent()).not.toMatch(/ km/)
      expect(await page.locator('html').getAttribute('data-app')).toBeNull()
      await region.getByRole('link', { name: first.name_of_business }).click()
      await page.waitForURL(`**/store-front-details/${first.slug}`)
    } finally {
      await context.close()
    }
  })

  it("on the marketplace, paint its first discounts' words before the app has run, as links that work without it", async () => {
    const context = await (await launchBrowser()).newContext({ viewport: viewports.mobile, baseURL: baseUrl() })
    try {
      const { page, asked } = await withoutTheApp(context, '/marketplace', '/api/marketplace-discount-view-aws?')
      const section = page.getByRole('region', { name: 'Marketplace discounts' })
      const titles = section.getByRole('listitem').getByRole('heading', { level: 3 })
      await titles.first().waitFor()
      type Listed = { data: { results: { id: number; title: string; discounted_price: number }[] } }
      const { results } = ((await (await fetch(asked())).json()) as Listed).data
      // The first six, each running on the run's clock: a card each, in the answer's order.
      expect(await titles.allTextContents()).toEqual(results.slice(0, 6).map((offer) => offer.title))
      const first = results[0]!
      const card = section.getByRole('listitem').first()
      expect(await card.textContent()).toContain(formatNaira(first.discounted_price))
      expect(await page.locator('html').getAttribute('data-app')).toBeNull()
      await card.getByRole('link', { name: first.title }).click()
      await page.waitForURL(`**/discount-offer-detail/${first.id}`)
    } finally {
      await context.close()
    }
  })

  it('on a phone whose clock is two months ahead, paint the discounts the server says run today', async () => {
    const context = await (await launchBrowser()).newContext({ viewport: viewports.mobile, baseURL: baseUrl() })
    try {
      // Every seeded discount ends within two months: on the phone's own clock, none would be painted.
      await setPhoneTime(context, new Date(testNow() + 60 * 86_400_000))
      const { page, asked } = await withoutTheApp(context, '/marketplace', '/api/marketplace-discount-view-aws?')
      const titles = page
        .getByRole('region', { name: 'Marketplace discounts' })
        .getByRole('listitem')
        .getByRole('heading', { level: 3 })
      await titles.first().waitFor()
      type Listed = { data: { results: { title: string }[] } }
      const { results } = ((await (await fetch(asked())).json()) as Listed).data
      expect(await titles.allTextContents()).toEqual(results.slice(0, 6).map((offer) => offer.title))
    } finally {
      await context.close()
    }
  })

  it("start them from the shopper's saved area, which the app then asks for too", async () => {
    const context = await phoneWithWorker()
    try {
      await context.addInitScript(() => {
        localStorage.setItem(
          'userLocation',
          JSON.stringify({ lat: 6.4474, lng: 3.47, location_name: 'Lagos, Nigeria', area: 'Lekki', source: 'area' }),
        )
      })
      const page = await context.newPage()
      const asked: string[] = []
      page.on('request', (request) => {
        if (request.url().includes('/api/discount/hot-deals-aws')) asked.push(request.url())
      })
      await page.goto('/')
      await page.waitForLoadState('networkidle')
      expect(asked).toHaveLength(1)
      expect(new URL(asked[0]!).searchParams.get('latitude')).toBe('6.447')
    } finally {
      await context.close()
    }
  })
})

describe('the beta notice on a first visit', () => {
  it('is a strip above a shared deal, not a modal; Got it hides it for good, before the first paint', async () => {
    const { page, context, close } = await openPage(await someCouponPath(baseUrl()), {
      seenBetaNotice: false,
      viewport: 'mobile',
      // No location toast over the strip's BETA button (a pointer resting on a toast keeps it).
      sharesLocation: true,
    })
    try {
      const strip = page.getByRole('complementary', { name: 'Beta notice' })
      await strip.waitFor()
      expect(await page.getByRole('dialog').count()).toBe(0)
      await strip.getByRole('button', { name: 'Got it' }).click()
      await expect.poll(() => strip.isVisible()).toBe(false)
      // The next page hides it from its HTML on: the class is set before anything paints.
      const again = await context.newPage()
      await again.route('**/assets/*.js', (route) => route.abort())
      await again.goto('/near-me')
      expect(await again.getByRole('complementary', { name: 'Beta notice' }).isVisible()).toBe(false)
      expect(await again.getByRole('heading', { level: 1 }).textContent()).toBe('Near me')
      // The BETA button still opens the full notice.
      await page.getByRole('button', { name: 'BETA' }).click()
      await page.getByRole('dialog', { name: /beta/i }).waitFor()
    } finally {
      await close()
    }
  })
})

describe('the cart on a prerendered page', () => {
  it('is empty from the first paint in a browser that has saved nothing here yet, and waits for the saved cart otherwise', async () => {
    const context = await (
      await launchBrowser()
    ).newContext({ viewport: viewports.mobile, baseURL: baseUrl(), serviceWorkers: 'allow' })
    try {
      const page = await context.newPage()
      // Only the page's HTML and its inline scripts: what shows before the app's JavaScript runs.
      await page.route('**/assets/*.js', (route) => route.abort())
      await page.goto('/cart')
      expect(await page.getByText('Your cart is empty').isVisible()).toBe(true)
      expect(await page.locator('[aria-busy="true"]').first().isVisible()).toBe(false)

      // Something saved here (the cart may hold items): the skeleton until the cart is read back.
      await page.evaluate(() => localStorage.setItem('beta_notice_seen', '1'))
      await page.reload()
      expect(await page.getByText('Your cart is empty').isVisible()).toBe(false)
      expect(await page.locator('[aria-busy="true"]').first().isVisible()).toBe(true)
    } finally {
      await context.close()
    }
  })

  it('on a first visit runs its app at the first touch (its HTML is all it would show); with something saved, at once', async () => {
    const context = await (await launchBrowser()).newContext({ viewport: viewports.mobile, baseURL: baseUrl() })
    try {
      const page = await context.newPage()
      await page.goto('/cart')
      // The scripts come into the cache after the first paint, and none runs while nobody touches the page.
      await expect.poll(() => page.locator('link[rel="prefetch"]').count(), { timeout: 15_000 }).toBeGreaterThan(3)
      expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0)
      await page.waitForLoadState('networkidle')
      expect(await page.evaluate(() => window.__gidiAppRendering ?? false)).toBe(false)
      expect(await page.getByText('Your cart is empty').isVisible()).toBe(true)
      await page.keyboard.press('Shift')
      await page.waitForSelector('html[data-app="ready"]', { state: 'attached' })
      await page.getByRole('heading', { level: 1, name: 'Your cart' }).waitFor()

      // Something saved here (the app's own writes, and the beta notice seen): the app is asked for
      // and run after the first paint, untouched, to read the saved cart back.
      await page.evaluate(() => localStorage.setItem('beta_notice_seen', '1'))
      await page.reload()
      await page.waitForSelector('html[data-app="ready"]', { state: 'attached' })
      expect(await page.locator('link[rel="modulepreload"]').count()).toBeGreaterThan(3)
      expect(await page.locator('link[rel="prefetch"]').count()).toBe(0)
      expect(await page.getByText('Your cart is empty').isVisible()).toBe(true)
    } finally {
      await context.close()
    }
  })
})
