// A thumb on a cheap 360 px phone: every control a shopper can tap on the main pages (home, near me, the marketplace,
// a store front, search results, a deal, the cart with a line, checkout signed in, My orders with an order, the blog
// and the account, and the side and account menus opened) is at least 44×44 CSS px (WCAG 2.5.5's size), in the light
// and the dark theme. The one exception is WCAG 2.5.8's "inline" one: a link inside a sentence of running text (an
// `a` whose parent is a `p` with other text), whose size the line of text sets. A control drawn visually hidden (a
// skip link until it has focus) is no tap target; a field's label is part of its target, and a visually hidden
// checkbox or radio is measured by its label. And the store front's first dish price is on the first screen, open at
// noon and closed at 3:49 am, when a notice above the menu says so.
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, setPhoneTime, sharedScreen, viewports, type SharedScreen } from './support/browser'
import { logInDemoShopper, seedSession, writeIndexedDb, type Session } from './support/session'
import { quoteOf, storeBySlug } from './support/stores'

const MIN = 44
const STORE_SLUG = 'jollof-republic'

/** A control under 44×44: where, which, how big. */
type Small = { page: string; name: string; tag: string; width: number; height: number }

/**
 * In the page: every visible control's box, scrolled through from top to bottom first (sections that load when they
 * come near the screen load). Answers the controls under `min` px either way, named as a screen reader names them
 * (near enough: aria-label, aria-labelledby, a label, the text, a picture's alt, the title).
 */
async function smallControls(page: Page, where: string): Promise<Small[]> {
  for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await page.waitForTimeout(50)
  }
  await page.evaluate(() => window.scrollTo(0, 0))
  const found = await page.evaluate((min) => {
    const selector = 'a, button, input, select, textarea, [role=button], [tabindex]:not([tabindex="-1"])'
    const nameOf = (element: Element): string => {
      const label = element.getAttribute('aria-label')
      if (label) return label
      const labelledBy = element.getAttribute('aria-labelledby')
      if (labelledBy)
        return labelledBy
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
      const labels = (element as HTMLInputElement).labels
      if (labels?.length) return [...labels].map((each) => each.textContent).join(' ')
      const text = element.textContent?.replace(/\s+/g, ' ').trim()
      if (text) return text
      return element.querySelector('img')?.alt || element.getAttribute('title') || element.outerHTML.slice(0, 80)
    }
    /** WCAG 2.5.8's inline exception: a link in a sentence, inside a paragraph with other text. */
    const inSentence = (element: Element) => {
      const parent = element.parentElement
      if (element.tagName !== 'A' || parent?.tagName !== 'P') return false
      return (parent.textContent ?? '').trim() !== (element.textContent ?? '').trim()
    }
    const visuallyHidden = (box: DOMRect) => box.width <= 1 && box.height <= 1
    /**
     * The box a tap lands in: the element's, grown by an absolutely placed ::before or ::after (a card's stretched
     * link, `after:absolute after:inset-0`, or a hit box around a small control), which is laid out in the nearest
     * positioned ancestor (the element itself when it is positioned).
     */
    const hitBox = (element: HTMLElement) => {
      const own = element.getBoundingClientRect()
      let { left, top, right, bottom } = own
      for (const pseudo of ['::before', '::after']) {
        const style = getComputedStyle(element, pseudo)
        if (style.content === 'none' || style.position !== 'absolute' || style.pointerEvents === 'none') continue
        const positioned = getComputedStyle(element).position !== 'static'
        const holder = positioned ? element : (element.offsetParent ?? document.documentElement)
        const frame = holder.getBoundingClientRect()
        // For a positioned box the computed offsets and size are the used ones, in px, in the holder's padding box.
        const [x, y, width, height] = [style.left, style.top, style.width, style.height].map(Number.parseFloat)
        if ([x, y, width, height].some((value) => value === undefined || Number.isNaN(value))) continue
        left = Math.min(left, frame.left + holder.clientLeft + x!)
        top = Math.min(top, frame.top + holder.clientTop + y!)
        right = Math.max(right, frame.left + holder.clientLeft + x! + width!)
        bottom = Math.max(bottom, frame.top + holder.clientTop + y! + height!)
      }
      return new DOMRect(left, top, right - left, bottom - top)
    }
    const small: { name: string; tag: string; width: number; height: number }[] = []
    for (const element of document.querySelectorAll(selector)) {
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: false }) || inSentence(element))
        continue
      // A field's label is part of its target (a tap on it focuses or checks the field): a hidden checkbox or radio is
      // tapped through its label alone, and anything else drawn hidden is no tap target.
      const labels = [...((element as HTMLInputElement).labels ?? [])].map((label) => label.getBoundingClientRect())
      const hidden = visuallyHidden(element.getBoundingClientRect())
      if (hidden && labels.length === 0) continue
      const boxes = hidden ? labels : [hitBox(element as HTMLElement), ...labels]
      const box = boxes.reduce((biggest, each) =>
        each.width * each.height > biggest.width * biggest.height ? each : biggest,
      )
      if (box.width < min || box.height < min)
        small.push({
          name: nameOf(element).slice(0, 80),
          tag: element.tagName.toLowerCase(),
          width: Math.round(box.width * 10) / 10,
          height: Math.round(box.height * 10) / 10,
        })
    }
    return small
  }, MIN)
  if (process.env.TAP_TARGETS_LOG) console.log(JSON.stringify(found))
  return found.map((each) => ({ page: where, ...each }))
}

/** The first dish price on the store front, where the page opens (not scrolled). */
async function firstPriceTop(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, 0))
  const price = page
    .getByRole('region', { name: 'Menu' })
    .getByText(/₦[\d,]+/)
    .first()
  await price.waitFor()
  const box = await price.boundingBox()
  if (!box) throw new Error('The first price has no box')
  return box.y
}

/** The demo shopper's paid order, made over HTTP as the app makes one, so My orders has a line to show. */
async function paidOrder(session: Session): Promise<void> {
  const store = await storeBySlug(baseUrl(), STORE_SLUG)
  const first = store.menu_items[0]!
  const items = [{ id: first.id, quantity: 1 }]
  const quoted = await quoteOf(baseUrl(), store.id, items)
  const created = await fetch(`${baseUrl()}/beta/sales/sales-create`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.access}` },
    body: JSON.stringify({
      restaurant: store.id,
      items,
      latitude: 6.6018,
      longitude: 3.3515,
      fulfilment: 'delivery',
      phone_number: '+234 803 123 4567',
      shipping_address: '4 Admiralty Way, Lekki Phase 1',
      email: session.user.email,
      ...quoted,
    }),
  })
  if (created.status !== 200 && created.status !== 201)
    throw new Error(`sales-create answered ${created.status}: ${await created.text()}`)
  const { data } = (await created.json()) as { data: { reference: string; access_code: string } }
  const paid = await fetch(`${baseUrl()}/beta/pay/${data.reference}/pay`, {
    method: 'POST',
    body: new URLSearchParams({ access_code: data.access_code }),
    redirect: 'manual',
  })
  if (paid.status !== 303) throw new Error(`payment answered ${paid.status}`)
}

/** The store's first two dishes, as the cart keeps them. */
async function cartLines(): Promise<unknown[]> {
  const { id, name_of_business, slug, logo, menu_items } = await storeBySlug(baseUrl(), STORE_SLUG)
  return menu_items.slice(0, 2).map((item) => ({ ...item, quantity: 1, store: { id, name_of_business, slug, logo } }))
}

/**
 * A page, and what shows once it is ready. `follows`: it keeps a stream open (My orders follows an
 * open order's steps), so the network never goes quiet there; its steps showing is the state.
 */
type Visit = { path: string; ready: (page: Page) => Locator; follows?: true }
const main = (page: Page) => page.getByRole('main')

const signedOut: Visit[] = [
  { path: '/', ready: (page) => main(page).getByRole('button', { name: /^Add/ }).first() },
  { path: '/near-me', ready: (page) => page.getByRole('region', { name: /^Showing \d+ of \d+ stores?/ }) },
  { path: '/marketplace', ready: (page) => main(page).getByRole('listitem').getByRole('link').first() },
  { path: `/store-front-details/${STORE_SLUG}`, ready: (page) => page.getByRole('region', { name: 'Menu' }) },
  { path: '/search?q=jollof', ready: (page) => main(page).getByRole('link', { name: /^See / }).first() },
  { path: '/blog', ready: (page) => main(page).getByRole('listitem').getByRole('link').first() },
]
const signedIn: Visit[] = [
  { path: '/cart', ready: (page) => page.getByRole('link', { name: /^Check out / }) },
  { path: '/checkout', ready: (page) => page.getByRole('button', { name: /^Pay ₦/ }) },
  {
    path: '/orders',
    ready: (page) => main(page).getByRole('article').first().getByRole('region', { name: 'Order status' }),
    follows: true,
  },
  { path: '/account', ready: (page) => main(page).getByRole('heading').first() },
]

async function visit(page: Page, open: SharedScreen, { path, ready, follows }: Visit, where: string): Promise<Small[]> {
  const opened = await open(path)
  try {
    await ready(page)
      .waitFor()
      .catch((error: unknown) => {
        throw new Error(`${where} never showed what it should`, { cause: error })
      })
    if (!follows) await page.waitForLoadState('networkidle')
    return await inBothThemes(page, where)
  } finally {
    await opened.close()
  }
}

const isDark = (page: Page) => page.evaluate(() => document.body.classList.contains('dark'))

/**
 * The controls under 44 px in the light theme, then, as the phone turns dark and the app follows
 * (src/features/theme/theme.ts), in the dark one: one load serves both. The phone is left light.
 */
async function inBothThemes(page: Page, where: string): Promise<Small[]> {
  const light = await smallControls(page, `${where} (light)`)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect.poll(() => isDark(page)).toBe(true)
  const dark = await smallControls(page, `${where} (dark)`)
  await page.emulateMedia({ colorScheme: 'light' })
  await expect.poll(() => isDark(page)).toBe(false)
  return [...light, ...dark]
}

/** The side menu and the account menu, each opened as a thumb opens it on the home page. */
async function menusOpen(page: Page, open: SharedScreen): Promise<Small[]> {
  const opened = await open('/')
  try {
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Near me' }).waitFor()
    const side = await inBothThemes(page, 'side menu')
    await page.keyboard.press('Escape')
    await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Account' }).click()
    await page.getByRole('link', { name: 'Sign Up As User' }).waitFor()
    return [...side, ...(await inBothThemes(page, 'account menu'))]
  } finally {
    await opened.close()
  }
}

/** The demo shopper signed in on this tab, with two dishes in the cart and a paid order in My orders. */
async function signIn(page: Page): Promise<void> {
  const session = await logInDemoShopper()
  await seedSession(page, session)
  await writeIndexedDb(page, { cart_state: await cartLines() })
  await paidOrder(session)
}

describe('tap targets on a 360×740 phone, light and dark', () => {
  // One tab for every page (a new tab compiles the app again); each page is measured in both themes.
  const open = sharedScreen({ viewport: viewports.mobile, colorScheme: 'light' })

  it('every control on the main pages is at least 44×44 px, and the first dish price is on the first screen', async () => {
    const page = await open.page()
    const small: Small[] = []
    const { path: storePath } = signedOut[3]!
    const deal = await dealPath()
    for (const each of [...signedOut, { path: deal, ready: (p: Page) => main(p).getByRole('heading').first() }]) {
      small.push(...(await visit(page, open, each, each.path)))
      if (each.path === storePath)
        expect(await firstPriceTop(page), 'the first price on the first screen').toBeLessThan(viewports.mobile.height)
    }
    small.push(...(await menusOpen(page, open)))
    await signIn(page)
    for (const each of signedIn) small.push(...(await visit(page, open, each, each.path)))
    expect
      .soft(small.map((each) => `${each.page}: <${each.tag}> "${each.name}" ${each.width}×${each.height}`))
      .toEqual([])

    // At 3:49 am the store is closed and says so above its menu: the first price is still on the first screen.
    await setPhoneTime(page.context(), new Date('2026-11-25T03:49:00+01:00'))
    const night = await open(storePath)
    try {
      await page
        .getByRole('region', { name: 'Menu' })
        .getByText(/Closed now/)
        .waitFor()
      expect(await firstPriceTop(page), 'the first price on the first screen, closed').toBeLessThan(
        viewports.mobile.height,
      )
    } finally {
      await night.close()
    }
  })
})

/** A deal page: the seed's first coupon. */
async function dealPath(): Promise<string> {
  const answer = await fetch(`${baseUrl()}/beta/api/coupon-items-all-aws`)
  const { data } = (await answer.json()) as { data: { results: Array<{ id: number }> } }
  return `/coupon-detail/${data.results[0]!.id}`
}
