// A shopper's cart and session live in IndexedDB: they come back before the first paint, an
// older build's localStorage values move over once, and a change in one tab shows in the others.
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, launchBrowser, openPage, SHARING_IKEJA, viewports } from './support/browser'
import { storeBySlug } from './support/stores'
import { holdIndexedDbBusy, logInDemoShopper, readIndexedDb, writeIndexedDb, type Session } from './support/session'

const cart = [
  { id: 41, quantity: 2, name: 'Jollof rice with fried chicken', price: 3500 },
  { id: 42, quantity: 1, name: 'Suya platter', price: 2500 },
]

/**
 * Saves the cart and `session`, reloads, and returns every state the cart link and account
 * button went through while the page loaded, once both show the saved values.
 */
async function reloadRecordingNavStates(page: Page, context: BrowserContext, session: Session): Promise<string[]> {
  await writeIndexedDb(page, { cart_state: cart, user: session.user, access: session.access, refresh: session.refresh })
  await context.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __navStates: string[] }).__navStates = seen
    new MutationObserver(() => {
      const cartLink = document.querySelector('a[href="/cart"]')
      if (!cartLink) return
      // The account button: the header's button that says whose account it is.
      const account = Array.from(document.querySelectorAll('header button[aria-controls]')).find((button) =>
        /^(Account|Ada)/.test(button.textContent ?? ''),
      )
      const state = `${cartLink.getAttribute('aria-label')} | ${account?.textContent ?? ''}`
      if (seen.at(-1) !== state) seen.push(state)
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
  })
  await page.reload()
  // The shopper touches the page: `/`, near me, the marketplace and a store front start their app then.
  await page.keyboard.press('Shift')
  await expect.poll(() => page.getByRole('link', { name: 'Cart, 3 items' }).count()).toBe(1)
  await expect.poll(() => page.getByRole('button', { name: /Ada/ }).count()).toBe(1)
  return page.evaluate(() => (window as unknown as { __navStates: string[] }).__navStates)
}

describe('persisted state', () => {
  it('shows the saved cart and the signed-in shopper from the very first paint', async () => {
    const session = await logInDemoShopper()
    const { page, context, errors, close } = await openPage('/about-us')
    try {
      const states = await reloadRecordingNavStates(page, context, session)
      expect(states.length).toBeGreaterThan(0)
      for (const state of states) expect(state).toMatch(/^Cart, 3 items \| .*Ada/)
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })

  it('on a prerendered page, shows no count until the saved cart is read, and never a wrong one', async () => {
    const session = await logInDemoShopper()
    const { page, context, errors, close } = await openPage('/near-me')
    try {
      expect(await page.locator('#root').getAttribute('data-prerendered')).toBe('near-me')
      const states = await reloadRecordingNavStates(page, context, session)
      // The HTML's neutral bar (no count, "Account"), then the shopper's: never an empty cart.
      const firstReal = states.findIndex((state) => state.startsWith('Cart,'))
      expect(firstReal).toBeGreaterThanOrEqual(0)
      for (const state of states.slice(0, firstReal)) expect(state).toMatch(/^Cart \| Account$/)
      for (const state of states.slice(firstReal)) expect(state).toMatch(/^Cart, 3 items \| .*Ada/)
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })

  it('keeps a dish added just before the page went away, its IndexedDB write aborted', async () => {
    const first = (await storeBySlug(baseUrl(), 'jollof-republic')).menu_items[0]!
    const dish = first.name ?? first.title ?? 'Menu item'
    const { page, errors, close } = await openPage('/store-front-details/jollof-republic')
    try {
      const add = page.getByRole('region', { name: 'Menu' }).getByRole('button', { name: `Add to cart — ${dish}` })
      // The cart's write waits behind a busy store; the navigation aborts it.
      await holdIndexedDbBusy(page)
      await add.click()
      await page.getByRole('link', { name: 'Cart, 1 item' }).first().waitFor()
      await page.goto('/cart')
      await page.getByRole('link', { name: 'Cart, 1 item' }).first().waitFor()
      await page.getByText(dish, { exact: true }).first().waitFor()
      await expect.poll(() => readIndexedDb(page, 'cart_state')).toEqual([expect.objectContaining({ quantity: 1 })])
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })

  it('moves a cart an older build left in localStorage into IndexedDB, once', async () => {
    const { page, close } = await openPage('/about-us')
    try {
      await page.evaluate((value) => localStorage.setItem('cart_state', JSON.stringify(value)), cart)
      await page.reload()
      await expect.poll(() => page.getByRole('link', { name: 'Cart, 3 items' }).count()).toBe(1)
      await expect.poll(() => page.evaluate(() => localStorage.getItem('cart_state'))).toBeNull()
      expect(await readIndexedDb(page, 'cart_state')).toEqual(cart)
      await page.reload()
      await expect.poll(() => page.getByRole('link', { name: 'Cart, 3 items' }).count()).toBe(1)
    } finally {
      await close()
    }
  })

  it('logging out in one tab signs the shopper out in the other, and on the server', async () => {
    const session = await logInDemoShopper()
    // Sharing its position: no location toast over the account menu (a pointer resting on a
    // toast keeps it).
    const context = await (
      await launchBrowser()
    ).newContext({ viewport: viewports.desktop, baseURL: baseUrl(), ...SHARING_IKEJA })
    try {
      await context.addInitScript(() => localStorage.setItem('beta_notice_seen', '1'))
      const first = await context.newPage()
      await first.goto('/about-us')
      await writeIndexedDb(first, { user: session.user, access: session.access, refresh: session.refresh })
      await first.reload()
      const second = await context.newPage()
      await second.goto('/careers')
      await expect.poll(() => second.getByRole('button', { name: /Ada/ }).count()).toBe(1)
      // A background tab gets no animation frames: bring the first one forward to click in it.
      await first.bringToFront()
      await first.getByRole('button', { name: /Ada/ }).click()
      await first.getByRole('button', { name: 'Logout' }).click()
      await expect.poll(() => first.getByRole('button', { name: /Account/ }).count()).toBe(1)
      await expect.poll(() => second.getByRole('button', { name: /Account/ }).count()).toBe(1)
      expect(await second.getByRole('button', { name: /Ada/ }).count()).toBe(0)
      expect(await readIndexedDb(second, 'refresh')).toBeUndefined()

      const refresh = await fetch(`${baseUrl()}/beta/account/token/refresh`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token: session.refresh }),
      })
      expect(refresh.status).toBe(401)
    } finally {
      await context.close()
    }
  })
})
