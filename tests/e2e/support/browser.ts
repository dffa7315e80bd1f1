// Real Chromium (Debian's headless shell, or its full browser for the stories about notifications:
// browser-config.ts) driven by playwright-core, one browser per Vitest worker (the e2e files share a
// module graph: vitest.config.ts), a fresh context per page so every test starts as a new shopper. A
// context a file leaves open is closed when the file ends (each-file.ts); the browser ends with its
// worker (Playwright kills it when the process exits).
//
// Every context starts on the run's clock (tests/support/test-clock.ts): the page's `Date` reads the
// same Tuesday noon in Lagos as the servers, running at real speed, whatever the hour of the run.
// A story about another time sets its own with setPhoneTime().
//
// The service worker is blocked in every context unless a test allows it (`serviceWorkers:
// 'allow'`): installing it precaches the whole build (~90 files) in each context, which only the
// stories about the worker need (offline, outages, install and update, saved copies, caches).
//
// `/`, near me, the marketplace and a store front run their app at the shopper's first touch, or
// after ten seconds left untouched (docs/first-load.md#how). A shopper in a story touches the page
// at once, so every page starts its app as soon as it has painted, as at a touch; a file about the
// untouched page says so with leavePagesUntouched().
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core'
import { inject } from 'vitest'
import { testClockShiftMs } from '../../support/test-clock'
import { chromiumArgs, chromiumPath, headlessShellPath, viewports } from './browser-config'
import { replaceDate } from './phone-clock'

export { chromiumArgs, chromiumPath, viewports }

/** This worker's browsers, by executable: the headless shell, and the full browser once a story asks for it. */
const browsers = new Map<string, Promise<Browser>>()

/**
 * This worker's browser: Debian's headless shell, or with `notifications` the full Chromium, which
 * has them (the shell's permission is always "denied"): browser-config.ts.
 */
export function launchBrowser({ notifications = false }: { notifications?: boolean } = {}): Promise<Browser> {
  const executablePath = notifications ? chromiumPath : headlessShellPath
  let browser = browsers.get(executablePath)
  if (!browser) {
    browser = chromium.launch({ executablePath, args: chromiumArgs }).then(workersBlockedByDefault)
    browsers.set(executablePath, browser)
    void browser.then((launched) => launched.on('disconnected', () => browsers.delete(executablePath)))
  }
  return browser
}

/**
 * Every new context (and `newPage`, which makes one) blocks the worker unless told otherwise.
 * Playwright's block makes `register()` resolve to nothing, which workbox-window takes for an
 * error; a blocked context is instead a browser without service workers (no
 * `navigator.serviceWorker`), a case the app handles: it registers nothing, and its outbox
 * replays on 'online' and on the next start instead of by Background Sync.
 */
function workersBlockedByDefault(launched: Browser): Browser {
  const newContext = launched.newContext.bind(launched)
  launched.newContext = async (options = {}) => {
    const context = await newContext({ serviceWorkers: 'block', ...options })
    await onTestClock(context)
    await touchedAtOnce(context)
    openContexts.add(context)
    context.on('close', () => openContexts.delete(context))
    if ((options.serviceWorkers ?? 'block') === 'block') {
      await context.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'serviceWorker'))
    }
    return context
  }
  return launched
}

const openContexts = new Set<BrowserContext>()

let pagesLeftUntouched = false

/**
 * This file's pages are left untouched (the stories about the first touch): their app starts at a
 * touch the story makes, or after the untouched wait. Until the file ends (each-file.ts).
 */
export function leavePagesUntouched(): void {
  pagesLeftUntouched = true
}

/** Back to pages touched at once, for the next file. */
export function touchPagesAtOnce(): void {
  pagesLeftUntouched = false
}

/**
 * Each page of the context is touched as soon as it is parsed: the page's own start at a touch
 * (`__gidiStartApp`, src/first-load/boot/start-app.ts), which runs the app once the first paint is
 * on screen. A page that starts its app at once has no such start and is left as it is.
 */
async function touchedAtOnce(context: BrowserContext): Promise<void> {
  if (pagesLeftUntouched) return
  await context.addInitScript(() =>
    addEventListener('DOMContentLoaded', () => window.__gidiStartApp?.(), { once: true }),
  )
}

/**
 * The context's pages read the run's clock, installed before any script of a page runs. Its
 * service worker reads the same clock from the script the e2e servers send (serve-dir.ts), as a
 * phone's pages and worker read one clock.
 */
async function onTestClock(context: BrowserContext): Promise<void> {
  await context.addInitScript(replaceDate, { shiftMs: testClockShiftMs() })
}

/**
 * A story about another time: the context's pages read `at`, and it stands still (a store at
 * 23:30, a deal sixty days on), from now on in the pages open and in every page opened later.
 */
export async function setPhoneTime(context: BrowserContext, at: Date): Promise<void> {
  await context.addInitScript(replaceDate, { fixedMs: at.getTime() })
  await Promise.all(context.pages().map((page) => page.evaluate(replaceDate, { fixedMs: at.getTime() })))
}

/**
 * A browser with a profile on disk (installability checks need one: an incognito context always
 * reports `in-incognito`), on the run's clock like every other context.
 */
export async function launchPersistentPhone(
  profile: string,
  options: Parameters<typeof chromium.launchPersistentContext>[1] = {},
): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: headlessShellPath,
    args: chromiumArgs,
    ...options,
  })
  await onTestClock(context)
  await touchedAtOnce(context)
  return context
}

/** Closes what a test file left open (a test that failed before its `finally`, say). */
export async function closeContextsLeftOpen(): Promise<void> {
  await Promise.all([...openContexts].map((context) => context.close().catch(() => undefined)))
  openContexts.clear()
}

/**
 * This worker's shared server: VITEST_POOL_ID is the worker's slot (1 to maxWorkers), and no two
 * files that run at the same time have the same slot.
 */
export function baseUrl(): string {
  const urls = inject('baseUrls')
  const slot = Number(process.env.VITEST_POOL_ID ?? '1')
  const url = urls[(slot - 1) % urls.length]
  if (!url) throw new Error(`No e2e server for worker ${slot} (global-setup.ts started ${urls.length})`)
  return url
}

type ContextOptions = NonNullable<Parameters<Browser['newContext']>[0]>

export type OpenPageOptions = {
  viewport?: keyof typeof viewports
  colorScheme?: 'light' | 'dark'
  /** Skip the beta notice that greets a first visit (most tests are not about it). */
  seenBetaNotice?: boolean
  context?: BrowserContext
  /** For the tests about the service worker: let it install and control the page. */
  serviceWorkers?: 'allow' | 'block'
  /**
   * The phone tells the app it is in Ikeja. Without it Chromium refuses, and the app's toast
   * about it covers the top of a 360 px screen (its header buttons) for five seconds, or as long
   * as the pointer rests on it.
   */
  sharesLocation?: boolean
}

/** Where the shoppers who share their position are. */
export const IKEJA = { latitude: 6.6018, longitude: 3.3515 }

/** A context's options for a phone that shares its position in Ikeja. */
export const SHARING_IKEJA = { geolocation: IKEJA, permissions: ['geolocation'] }

const tileHost = new URL(
  (process.env.VITE_MAP_TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png').replace(/\{[^}]+\}/g, '0'),
).host

/** A map tile's request: the tiles come from the internet, which this machine cannot reach. */
export function isTileRequest(url: string): boolean {
  try {
    return new URL(url).host === tileHost
  } catch {
    return false
  }
}

export type OpenedPage = { page: Page; context: BrowserContext; errors: string[]; close(): Promise<void> }

export async function openPage(path: string, options: OpenPageOptions = {}): Promise<OpenedPage> {
  const context =
    options.context ??
    (await (
      await launchBrowser()
    ).newContext({
      viewport: viewports[options.viewport ?? 'desktop'],
      colorScheme: options.colorScheme ?? 'light',
      baseURL: baseUrl(),
      serviceWorkers: options.serviceWorkers ?? 'block',
      ...(options.sharesLocation ? SHARING_IKEJA : {}),
    }))
  if (options.seenBetaNotice !== false) {
    await context.addInitScript(() => localStorage.setItem('beta_notice_seen', '1'))
  }
  const page = await context.newPage()
  const { errors } = collectErrors(page)
  await page.goto(path)
  await waitForApp(page)
  return { page, context, errors, close: () => context.close() }
}

/** What the page logs as an error from now on (`stop()` stops listening). */
export function collectErrors(page: Page): { errors: string[]; stop(): void } {
  const errors: string[] = []
  const logged = (message: ConsoleMessage) => {
    // Map tiles come from the internet, which this machine cannot reach: not a page error.
    if (message.type() === 'error' && !isTileRequest(message.location().url)) errors.push(message.text())
  }
  const thrown = (error: Error) => errors.push(error.message)
  page.on('console', logged)
  page.on('pageerror', thrown)
  return {
    errors,
    stop: () => {
      page.off('console', logged)
      page.off('pageerror', thrown)
    },
  }
}

/**
 * A phone or desktop a file's stories share. Called with a path, it opens that path in the shared tab, on the screen
 * the story asks for (`viewport`, else the screen's own); the story's `close()` undoes what it added to the tab (its
 * routes, its dialog handlers) and leaves the tab for the next story. `page()` is the tab, as it is.
 */
export type SharedScreen = ((path: string, open?: { viewport?: keyof typeof viewports }) => Promise<OpenedPage>) & {
  page(): Promise<Page>
}

/**
 * A phone or desktop that a file's stories share, one tab for them all, for the stories that do not test what a
 * browser keeps between visits: a new tab starts a renderer that compiles the app's scripts again, most of a page
 * load's CPU (ten pages: ~1.2 CPU s each in new tabs, ~0.3 s in one tab). The context is made on first use (with
 * `options`, or what the function gives then, the beta notice seen, and `prepare`'s init scripts or permissions);
 * each-file.ts closes it when the file ends. Call it at a test file's top level.
 */
export function sharedScreen(
  options: ContextOptions | (() => ContextOptions) = {},
  prepare?: (context: BrowserContext) => Promise<unknown>,
): SharedScreen {
  let made: Promise<{ context: BrowserContext; page: Page; size: { width: number; height: number } }> | undefined
  const screen = () =>
    (made ??= (async () => {
      const settings = { viewport: viewports.mobile, ...(typeof options === 'function' ? options() : options) }
      const context = await (
        await launchBrowser()
      ).newContext({ baseURL: baseUrl(), serviceWorkers: 'block', ...settings })
      await context.addInitScript(() => localStorage.setItem('beta_notice_seen', '1'))
      await prepare?.(context)
      return { context, page: await context.newPage(), size: settings.viewport ?? viewports.mobile }
    })())
  const open = async (path: string, settings: { viewport?: keyof typeof viewports } = {}): Promise<OpenedPage> => {
    const { context, page, size } = await screen()
    await page.setViewportSize(settings.viewport ? viewports[settings.viewport] : size)
    const listening = collectErrors(page)
    await page.goto(path)
    await waitForApp(page)
    return {
      page,
      context,
      errors: listening.errors,
      close: async () => {
        listening.stop()
        page.removeAllListeners('dialog')
        await page.unrouteAll({ behavior: 'ignoreErrors' })
      },
    }
  }
  return Object.assign(open, { page: async () => (await screen()).page })
}

/**
 * Waits until the app runs on the page: a prerendered page paints (and shows its buttons) before
 * its JavaScript has hydrated it. `/`, near me, the marketplace and a store front run theirs at the
 * shopper's first touch (docs/first-load.md#how), so the story touches the page first, as a shopper
 * would: Shift, a key that moves no focus and types nothing.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.keyboard.press('Shift')
  await page.waitForSelector('html[data-app="ready"]', { state: 'attached' })
}

/**
 * Waits until the installed service worker controls the page (the first worker claims it). The app
 * registers it, so the story touches the page first (see waitForApp).
 */
export async function waitForWorkerControl(page: Page): Promise<void> {
  await page.keyboard.press('Shift')
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      )
    }
  })
}
