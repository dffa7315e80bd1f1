// axe-core in real Chromium: a context to run it in, a wait for the page to settle, and a
// readable list of the serious and critical violations it finds.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { BrowserContext, Page } from 'playwright-core'
import { baseUrl, isTileRequest, launchBrowser, SHARING_IKEJA, viewports, waitForApp } from './browser'

declare global {
  interface Window {
    axe?: {
      run(context: Document, options: object): Promise<{ violations: AxeViolation[] }>
    }
  }
}

type AxeViolation = {
  id: string
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null
  help: string
  nodes: { target: unknown[]; failureSummary?: string }[]
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

export type Theme = 'light' | 'dark'

/**
 * A context for axe runs, under the app's own CSP (axe is evaluated through the DevTools
 * protocol, which the policy does not govern, so no inline script is added), which is how the
 * per-page checks also catch a page the policy breaks: its refusals are console errors. Motion
 * is reduced, as some shoppers have it: the app then runs no transitions (src/styles.css), so no
 * colour is ever measured halfway through one.
 */
export async function newAxeContext(
  theme: Theme,
  viewport: keyof typeof viewports,
  origin: string = baseUrl(),
): Promise<BrowserContext> {
  const context = await (
    await launchBrowser()
  ).newContext({
    viewport: viewports[viewport],
    colorScheme: theme,
    reducedMotion: 'reduce',
    baseURL: origin,
    serviceWorkers: 'block',
    ...SHARING_IKEJA,
  })
  await context.addInitScript(() => localStorage.setItem('beta_notice_seen', '1'))
  context.on('page', (page) => {
    countRequestsInFlight(page)
    collectPageErrors(page)
  })
  return context
}

// Requests each page has in flight: "settled" needs none for a moment. (Playwright's
// 'networkidle' waits a fixed 500 ms per page, which over ~90 pages is most of the run.)
const inFlight = new WeakMap<Page, Set<object>>()

function countRequestsInFlight(page: Page): void {
  const requests = new Set<object>()
  inFlight.set(page, requests)
  page.on('request', (request) => requests.add(request))
  page.on('requestfinished', (request) => requests.delete(request))
  page.on('requestfailed', (request) => requests.delete(request))
  // A Server-Sent Events stream (an open order's steps) stays open by design: once it answers it is
  // not loading anything.
  page.on('response', (response) => {
    if (/^text\/event-stream/i.test(response.headers()['content-type'] ?? '')) requests.delete(response.request())
  })
}

async function networkQuiet(page: Page, quietMs = 150, timeoutMs = 15_000): Promise<void> {
  const requests = inFlight.get(page)
  if (!requests) return page.waitForLoadState('networkidle')
  const deadline = performance.now() + timeoutMs
  let quietSince = performance.now()
  while (performance.now() < deadline) {
    if (requests.size > 0) quietSince = performance.now()
    else if (performance.now() - quietSince >= quietMs) return
    await page.waitForTimeout(25)
  }
  throw new Error(`The network never went quiet: ${[...requests].map(String).join(', ')}`)
}

/** Waits for the page's h1, the network to go quiet and every skeleton to leave. */
// What each page logged as an error (a script error, a refused request or style, a CSP
// refusal) since the last look: a page that logs one is broken for someone.
const pageErrors = new WeakMap<Page, string[]>()

function collectPageErrors(page: Page): void {
  const errors: string[] = []
  pageErrors.set(page, errors)
  page.on('console', (message) => {
    if (message.type() === 'error' && !isTileRequest(message.location().url)) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
}

/** The errors the page logged since the last call (and forgets them). */
export function takePageErrors(page: Page): string[] {
  const errors = pageErrors.get(page) ?? []
  return errors.splice(0, errors.length)
}

export async function settle(page: Page, heading: RegExp = /./): Promise<void> {
  try {
    // The app has hydrated and brought the shopper's state in (a prerendered page paints first;
    // `/`, near me, the marketplace and a store front run their app at the shopper's first touch).
    await waitForApp(page)
    await page.getByRole('heading', { level: 1, name: heading }).first().waitFor({ timeout: 15_000 })
    await networkQuiet(page)
    // Parts below the first screen render as the shopper scrolls to them (src/ui/when-near-screen.tsx):
    // scrolled to, one by one, so the whole page is checked; then back to the top.
    // (In the page: a stand-in may render, and go, between two steps driven from here.)
    await page.evaluate(async () => {
      const deadline = performance.now() + 10_000
      for (let place = document.querySelector('[data-stand-in]'); place && performance.now() < deadline;) {
        place.scrollIntoView({ block: 'center' })
        await new Promise((resolve) => setTimeout(resolve, 50))
        place = document.querySelector('[data-stand-in]')
      }
    })
    await page.waitForFunction(() => !document.querySelector('[data-stand-in]'), null, { timeout: 5_000 })
    await page.evaluate(() => window.scrollTo(0, 0))
    await networkQuiet(page)
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .animate-pulse'), null, {
      timeout: 15_000,
    })
  } catch (error) {
    const shown = await page.evaluate(() => document.querySelector('main')?.innerText.slice(0, 400) ?? '(no main)')
    throw new Error(`${page.url()} never settled (${String(error)}); the page shows: ${shown}`, { cause: error })
  }
}

/**
 * The rules whose outcome depends on the theme: they read colours. The themes differ in colours only (src/styles.css:
 * `body.dark` sets the colour variables), so every other rule (names, roles, landmarks, headings) answers the same in
 * both.
 */
export const colourRules = ['color-contrast', 'link-in-text-block']

async function runAxe(page: Page, rules?: readonly string[]) {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(axeSource)
  const runOnly = rules
    ? { type: 'rule', values: rules }
    : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] }
  const { violations } = await page.evaluate(
    (only) => window.axe!.run(document, { resultTypes: ['violations'], runOnly: only }),
    runOnly,
  )
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
}

/**
 * Runs axe on the page as it is now (every rule, or only `rules`); answers one readable line per serious or critical
 * violation.
 */
export async function seriousViolations(page: Page, rules?: readonly string[]): Promise<string[]> {
  // The page as it settles: a colour still in its transition (the theme just turned) or a toast
  // still fading in is measured at its end, not half way.
  await page.evaluate(() => {
    for (const animation of document.getAnimations())
      if (animation.effect?.getTiming().iterations !== Infinity) animation.finish()
  })
  const violations = await runAxe(page, rules)
  return violations.map(
    (violation) =>
      `[${violation.impact}] ${violation.id}: ${violation.help}\n` +
      violation.nodes
        .map((node) => `    at ${JSON.stringify(node.target)} — ${node.failureSummary ?? ''}`.replace(/\n/g, ' '))
        .join('\n'),
  )
}

/**
 * The page as it is now, in both themes, for a page opened on a phone set to dark: it shows dark (as the first paint
 * does, src/first-load/boot/theme-boot.ts) and axe finds nothing serious under every rule; then the phone turns light,
 * the app follows (src/features/theme/theme.ts), and the colour rules run again. One load serves both themes. The
 * page is left dark again. Answers 'none', or every violation labelled with where and in which theme. `inEachTheme`
 * looks at the page too, once in each theme after axe (the tap targets: support/tap-targets.ts).
 */
export async function violationsInBothThemes(
  page: Page,
  where: string,
  inEachTheme?: (theme: Theme) => Promise<void>,
): Promise<string> {
  if (!(await page.evaluate(() => document.body.classList.contains('dark')))) {
    return `${where}: not dark on a phone set to dark`
  }
  const dark = await seriousViolations(page)
  await inEachTheme?.('dark')
  await page.emulateMedia({ colorScheme: 'light' })
  await page.waitForFunction(() => !document.body.classList.contains('dark'))
  const light = await seriousViolations(page, colourRules)
  await inEachTheme?.('light')
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.waitForFunction(() => document.body.classList.contains('dark'))
  const found = [describeViolations(`${where} (dark)`, dark), describeViolations(`${where} (light)`, light)]
  return found.filter((text) => text !== 'none').join('\n') || 'none'
}

/** Fails with every violation, labelled by where it was found. */
export function describeViolations(where: string, violations: string[]): string {
  return violations.length === 0 ? 'none' : `${where}\n${violations.join('\n')}`
}

/**
 * A few pages of one context, lent out one test at a time, so independent pages load and are
 * checked side by side (they share the context's storage, so tests that change it must not
 * run concurrently with them).
 */
export function pagePool(context: () => BrowserContext, size: number) {
  const idle: Page[] = []
  const waiting: ((page: Page) => void)[] = []
  let opened = 0
  async function acquire(): Promise<Page> {
    const page = idle.pop()
    if (page) return page
    if (opened < size) {
      opened++
      return context().newPage()
    }
    return new Promise((resolve) => waiting.push(resolve))
  }
  function release(page: Page): void {
    const next = waiting.shift()
    if (next) next(page)
    else idle.push(page)
  }
  return {
    async use<T>(work: (page: Page) => Promise<T>): Promise<T> {
      const page = await acquire()
      try {
        return await work(page)
      } finally {
        release(page)
      }
    },
  }
}
