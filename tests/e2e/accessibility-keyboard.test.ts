// A shopper who uses only the keyboard finds a store, fills the cart and reaches the checkout
// form, always seeing where the focus is; dialogs keep the focus until Escape gives it back;
// and a shopper who asked for reduced motion gets no animation.
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { settle } from './support/axe'
import { baseUrl, launchBrowser, SHARING_IKEJA, viewports } from './support/browser'
import { expectVisibleFocus, focused, tabTo } from './support/keyboard'
import { logInDemoShopper, seedSession } from './support/session'

const STORE = { slug: 'jollof-republic', name: 'Jollof Republic' }

// One phone and one desktop for the file's stories: what they check (focus, its ring, dialogs)
// does not depend on what an earlier story left in storage, and each story opens its own page.
const screens: Partial<Record<keyof typeof viewports, Page>> = {}
let context: BrowserContext | undefined
afterAll(async () => {
  await Promise.all(Object.values(screens).map((page) => page.context().close()))
})
afterEach(async () => {
  await context?.close()
  context = undefined
})

async function openOn(path: string, viewport: keyof typeof viewports): Promise<Page> {
  let page = screens[viewport]
  if (!page) {
    // Location granted: a refusal would greet every test with an error toast.
    const screen = await (
      await launchBrowser()
    ).newContext({ viewport: viewports[viewport], baseURL: baseUrl(), ...SHARING_IKEJA })
    await screen.addInitScript(() => localStorage.setItem('beta_notice_seen', '1'))
    page = screens[viewport] = await screen.newPage()
  }
  await page.goto(path)
  await settle(page)
  return page
}

/** After a route change the new page has the focus (its h1, or <main>), shown, never <body>. */
async function expectFocusOnNewPage(page: Page, path: RegExp, heading: RegExp): Promise<void> {
  await page.waitForURL(path)
  await page.getByRole('heading', { level: 1, name: heading }).waitFor()
  await expect.poll(async () => (await focused(page))?.tag).toMatch(/^(h1|main)$/)
  await expectVisibleFocus(page, `arriving at ${page.url()}`)
}

describe('a keyboard-only shopper', () => {
  it('searches for a store, adds a dish, checks out that store and fills the checkout form', async () => {
    const page = await openOn('/', 'desktop')
    await seedSession(page, await logInDemoShopper())
    await page.reload()
    await settle(page, /deals near you/i)

    // The nav search: type, arrow down to the store, Enter.
    await tabTo(page, /^Search dishes and stores$/)
    await page.keyboard.type('Jollof')
    const option = page.getByRole('option', { name: STORE.name, exact: true })
    await option.waitFor()
    for (let press = 0; press < 10 && (await option.getAttribute('aria-selected')) !== 'true'; press++) {
      await page.keyboard.press('ArrowDown')
    }
    expect(await option.getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('Enter')
    await expectFocusOnNewPage(page, new RegExp(`/store-front-details/${STORE.slug}$`), new RegExp(STORE.name))

    // The first dish on the menu goes into the cart; its "View cart" link is the next stop.
    const added = await tabTo(page, /^Add to cart/, { limit: 80 })
    await page.keyboard.press('Enter')
    await expect.poll(async () => (await focused(page))?.name).toMatch(/^Add one more /)
    expect(added.name).toMatch(/— .+/)
    await tabTo(page, /^View cart$/, { limit: 2 })
    await page.keyboard.press('Enter')
    await expectFocusOnNewPage(page, /\/cart$/, /cart/i)

    await tabTo(page, new RegExp(`^Check out ${STORE.name}`))
    await page.keyboard.press('Enter')
    await expectFocusOnNewPage(page, /\/checkout\?store=jollof-republic$/, /checkout/i)

    await tabTo(page, /^Phone number/)
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('08031234567')
    await tabTo(page, /^Delivery address/)
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('12 Allen Avenue, Ikeja')
    expect(await page.getByLabel(/^Phone number/).inputValue()).toBe('08031234567')
    expect(await page.getByLabel(/^Delivery address/).inputValue()).toBe('12 Allen Avenue, Ikeja')
    await tabTo(page, /^Pay/)
  })
})

describe('every Tab stop shows where the focus is', () => {
  it.each(['/', '/near-me', '/marketplace', '/blog', `/store-front-details/${STORE.slug}`])(
    'on %s, on a phone',
    async (path) => {
      const page = await openOn(path, 'mobile')
      const first = await tabTo(page, /./, { limit: 1 })
      const stops = [first.name]
      for (let press = 0; press < 250; press++) {
        await page.keyboard.press('Tab')
        // After the page's last stop, Tab moves on to the browser's own controls: the end.
        if ((await focused(page)) === null) break
        const report = await expectVisibleFocus(page, `${path}, Tab stop ${press + 2} (after "${stops.at(-1)}")`)
        stops.push(report.name)
      }
      expect(stops.length).toBeGreaterThan(5)
    },
  )
})

/** Tab and Shift+Tab cycle inside the open dialog; Escape closes it and focus returns to `opener`. */
async function expectDialogKeepsFocus(page: Page, dialogName: RegExp, opener: RegExp): Promise<void> {
  // The feedback button comes with the work after the first screen (src/app/start-background.ts), which on a loaded
  // host can land after the page has settled: tabbing before it is there walked past the page's start (a night run).
  await page.getByRole('button', { name: opener }).first().waitFor()
  await tabTo(page, opener, { back: true, limit: 80 })
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: dialogName })
  await dialog.waitFor()
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  const stops = await dialog.evaluate(
    (element) => element.querySelectorAll('a[href], button:not([disabled]), input, textarea, select').length,
  )
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < stops + 2; press++) {
      await page.keyboard.press(key)
      await expectVisibleFocus(page, `${key} ${press + 1} in the ${String(dialogName)} dialog`)
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    }
  }
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })
  const back = await expectVisibleFocus(page, `after closing the ${String(dialogName)} dialog`)
  expect(back.name).toMatch(opener)
}

describe('dialogs keep the focus', () => {
  it('the feedback modal: Tab cycles inside, Escape closes it and focus returns to its button', async () => {
    const page = await openOn('/about-us', 'desktop')
    await expectDialogKeepsFocus(page, /feedback/i, /^Send feedback$/)
  })

  it('a toast and its close button are the next stops after the feedback button, and show their focus', async () => {
    const page = await openOn('/about-us', 'desktop')
    await page.getByRole('button', { name: /^Send feedback$/ }).waitFor()
    await tabTo(page, /^Send feedback$/, { back: true, limit: 80 })
    await page.keyboard.press('Enter')
    await page.getByRole('dialog').getByRole('textbox').waitFor()
    await page.keyboard.type('Keyboard focus is easy to follow.')
    await tabTo(page, /^Send$/)
    await page.keyboard.press('Enter')
    const toast = page.locator('.Toastify__toast', { hasText: 'Thanks for your feedback.' })
    await toast.waitFor()
    await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)))
    expect((await focused(page))?.name).toBe('Send feedback')
    // The toast itself is a stop (it can be read and dismissed), then its close button.
    await tabTo(page, /^Thanks for your feedback\.$/, { limit: 1 })
    await tabTo(page, /^close$/, { limit: 1 })
  })

  it('the beta notice and the side menu do the same on a phone', async () => {
    const page = await openOn('/about-us', 'mobile')
    await expectDialogKeepsFocus(page, /beta/i, /^BETA$/)
    await expectDialogKeepsFocus(page, /^Menu$/, /^Open menu$/)
  })
})

type Motion = { selector: string; animation: number; transition: number }

/** Every element whose animation or transition lasts longer than `limit` seconds. */
function longMotions(page: Page, limit: number): Promise<Motion[]> {
  return page.evaluate((max) => {
    const seconds = (value: string) =>
      Math.max(...value.split(',').map((part) => parseFloat(part) / (part.trim().endsWith('ms') ? 1000 : 1)))
    const found: { selector: string; animation: number; transition: number }[] = []
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo)
        // Motion nobody sees is none.
        if (style.visibility === 'hidden') continue
        const animation = style.animationName === 'none' ? 0 : seconds(style.animationDuration)
        const transition = seconds(style.transitionDuration)
        if (animation > max || transition > max) {
          const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${String(element.className).split(' ').slice(0, 3).join('.')}${pseudo ?? ''}`
          found.push({ selector: name, animation, transition })
        }
      }
    }
    return found
  }, limit)
}

describe('reduced motion', () => {
  it('stops every animation and transition and smooth scrolling, and only when asked', async () => {
    const browser = await launchBrowser()
    for (const reducedMotion of ['reduce', 'no-preference'] as const) {
      context = await browser.newContext({ viewport: viewports.mobile, baseURL: baseUrl(), reducedMotion })
      await context.addInitScript(() => localStorage.setItem('beta_notice_seen', '1'))
      // Answers from the API wait, so the skeletons stay on screen to be measured.
      let release: () => void = () => undefined
      const held = new Promise<void>((resolve) => (release = resolve))
      await context.route('**/beta/api/**', async (route) => {
        await held
        await route.continue()
      })
      const page = await context.newPage()
      await page.goto('/near-me')
      await page.locator('.animate-pulse').first().waitFor()
      const whileLoading = await longMotions(page, 0.01)
      release()
      await settle(page, /near me/i)
      await page.getByRole('button', { name: 'Send feedback' }).click()
      await page.getByRole('dialog').getByRole('textbox').fill('Reduced motion works well on my phone.')
      await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click()
      await page.getByText('Thanks for your feedback.').waitFor()
      const withToast = await longMotions(page, 0.01)
      const scrollBehavior = await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)

      if (reducedMotion === 'reduce') {
        expect(whileLoading).toEqual([])
        expect(withToast).toEqual([])
        expect(scrollBehavior).toBe('auto')
      } else {
        // The same pages do move for everyone else, so the check above measured something.
        expect(whileLoading.some((motion) => motion.selector.includes('animate-pulse'))).toBe(true)
      }
      await context.close()
      context = undefined
    }
  })
})
