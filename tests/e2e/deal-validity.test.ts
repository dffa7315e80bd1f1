// A shopper meets deals as they stand today. Weeks after a coupon's last day its page says it
// ended and sells the dish at its menu price only; and on a store's menu, a dish with a coupon
// running today shows the coupon's price on its card and puts the coupon in the cart. An ended
// deal's card is grey, never faded: its words keep their contrast in light and at night.
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatNaira } from '../../contract/money'
import { baseUrl, launchBrowser, openPage, setPhoneTime, SHARING_IKEJA, viewports } from './support/browser'
import { colourRules, describeViolations, seriousViolations } from './support/axe'
import { startServer, type RunningServer } from './support/server'
import { storeBySlug } from './support/stores'
import { testNow } from '../support/test-clock'

type SeededCoupon = {
  id: number
  title: string
  price: number
  discounted_price: number
  percentage: number | null
  valid_until: string
  menu_item?: number | null
  store: { slug: string; name_of_business: string }
}

async function coupons(url: string): Promise<SeededCoupon[]> {
  const response = await fetch(`${url}/beta/api/coupon-items-all-aws`)
  return ((await response.json()) as { data: { results: SeededCoupon[] } }).data.results
}

/** '2026-12-10' as the page prints it: '10 Dec 2026'. */
const printedDay = (day: string) =>
  new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day.slice(0, 10)}T00:00:00Z`),
  )

async function cartLine(page: Page, dish: string) {
  await page
    .getByRole('link', { name: /^Cart, 1 item$/ })
    .first()
    .click()
  await page.waitForURL(/\/cart$/)
  const line = page.getByRole('listitem').filter({ has: page.getByRole('group', { name: `Quantity of ${dish}` }) })
  await line.waitFor()
  return (await line.textContent()) ?? ''
}

describe('deals as they stand today', () => {
  let later: RunningServer | undefined
  let context: BrowserContext | undefined
  let ended: SeededCoupon

  beforeAll(async () => {
    // Seed a database today, then run the same database 60 days on: every seeded coupon has ended.
    const today = await startServer()
    const databasePath = today.databasePath
    try {
      const found = (await coupons(today.url)).find((coupon) => typeof coupon.menu_item === 'number')
      if (!found) throw new Error('The seed has no coupon for a menu dish')
      ended = found
    } finally {
      await today.stop()
    }
    const sixtyDaysOn = new Date(testNow() + 60 * 86_400_000)
    later = await startServer({ databasePath, env: { GIDIDEALS_NOW: sixtyDaysOn.toISOString() } })
    // Sharing its position: no location toast over the header's cart button (a pointer resting on
    // a toast keeps it).
    context = await (
      await launchBrowser()
    ).newContext({ viewport: viewports.mobile, baseURL: later.url, ...SHARING_IKEJA })
    // The phone's clock agrees with the server's.
    await setPhoneTime(context, sixtyDaysOn)
  }, 120_000)

  afterAll(async () => {
    await context?.close()
    await later?.stop()
  })

  it("an ended coupon's page says when it ended and adds the dish at its menu price", async () => {
    const { page, errors } = await openPage(`/coupon-detail/${ended.id}`, { context })
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(ended.title)
    await page.getByText(`This deal ended on ${printedDay(ended.valid_until)}`).waitFor()
    expect(await page.getByText(/You save/).count()).toBe(0)
    expect(await page.getByText(formatNaira(ended.discounted_price), { exact: true }).count()).toBe(0)
    await page.getByRole('link', { name: `See ${ended.store.name_of_business}’s current deals` }).waitFor()

    await page
      .getByRole('button', { name: `Add at the menu price ${formatNaira(ended.price)} — ${ended.title}` })
      .click()
    const line = await cartLine(page, ended.title)
    expect(line).toContain(`${formatNaira(ended.price)} each`)
    expect(line).not.toContain(formatNaira(ended.discounted_price))
    expect(errors).toEqual([])
  })

  it("an ended deal's card on its store's page loses its colours, not its contrast, by day and at night", async () => {
    const { page, errors } = await openPage(`/store-front-details/${ended.store.slug}`, { context })
    const cards = page.getByRole('listitem').filter({ hasText: 'Coupon · Ended' })
    await cards.first().waitFor()
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' })
      await page.waitForFunction((dark) => document.body.classList.contains('dark') === dark, theme === 'dark')
      // Grey, and nothing between its words and the eye fades them: the whole card and all above it are opaque.
      const looks = await cards.evaluateAll((items) =>
        items.map((item) => {
          let opacity = 1
          for (let node: Element | null = item; node; node = node.parentElement)
            opacity *= Number(getComputedStyle(node).opacity)
          return { filter: getComputedStyle(item).filter, opacity }
        }),
      )
      expect(looks.length).toBeGreaterThan(0)
      for (const look of looks) expect(look).toEqual({ filter: expect.stringMatching(/grayscale/), opacity: 1 })
      expect(describeViolations(`the store page, ${theme}`, await seriousViolations(page, colourRules))).toBe('none')
    }
    expect(errors).toEqual([])
  })

  it("a store's menu shows a dish's coupon price on its card, and adding it puts the coupon in the cart", async () => {
    // Today, on the suite's own server: find a store whose menu has a dish with a coupon running.
    let dish: { name: string; price: number; coupon: number; percentage: number | null } | undefined
    let slug = ''
    for (const coupon of await coupons(baseUrl())) {
      const store = await storeBySlug(baseUrl(), coupon.store.slug)
      const item = store.menu_items.find((menuItem) => menuItem.deal?.kind === 'coupon')
      if (item?.deal) {
        slug = store.slug
        const name = item.name ?? item.title ?? ''
        dish = { name, price: item.price, coupon: item.deal.discounted_price, percentage: item.deal.percentage }
        break
      }
    }
    if (!dish) throw new Error('No seeded menu dish has a coupon running today')

    // Sharing its position: no location toast over the header's cart button.
    const { page, errors, close } = await openPage(`/store-front-details/${slug}`, {
      viewport: 'mobile',
      sharesLocation: true,
    })
    try {
      const menu = page.getByRole('region', { name: 'Menu' })
      const card = menu.getByRole('listitem').filter({ has: page.getByRole('link', { name: dish.name, exact: true }) })
      const offer = `${formatNaira(dish.coupon)} with a coupon${dish.percentage ? ` · ${dish.percentage}% off` : ''}`
      await card.getByRole('link', { name: offer }).waitFor()
      await card
        .getByRole('button', { name: `Add with the coupon · ${formatNaira(dish.coupon)} — ${dish.name}` })
        .click()
      await card.getByRole('group', { name: `${dish.name} with the coupon in your cart` }).waitFor()
      const line = await cartLine(page, dish.name)
      expect(line).toContain(`${formatNaira(dish.coupon)} each`)
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })
})
