// A shopper finds a store by name from the nav search using only the keyboard, lands on its
// store front, puts a dish in the cart, then — signed in — subscribes and leaves a comment.
import { describe, expect, it } from 'vitest'
import { baseUrl, openPage } from './support/browser'
import { logInDemoShopper, writeIndexedDb, type Session } from './support/session'
import { storeBySlug } from './support/stores'
import { uniqueTag } from '../support/unique'

async function subscribedStores(session: Session): Promise<number[]> {
  const response = await fetch(`${baseUrl()}/beta/account/app-user/data-jwt`, {
    headers: { Authorization: `Bearer ${session.access}` },
  })
  const activities = (await response.json()) as { subscribed_restaurants: { subscribed: number }[] }
  return activities.subscribed_restaurants.map((record) => record.subscribed)
}

async function storeId(slug: string): Promise<number> {
  return (await storeBySlug(baseUrl(), slug)).id
}

describe('the store front', () => {
  it('a shopper searches for a store, adds a dish to the cart, subscribes and comments', async () => {
    const { page, errors, close } = await openPage('/near-me')
    try {
      // Search from the nav bar, choose with the arrow keys and Enter.
      const search = page.getByRole('combobox', { name: 'Search dishes and stores' })
      await search.click()
      // One input event, so one search: typed key by key on a busy machine, a pause mid-word
      // answers an earlier query first and the list changes under the arrow keys.
      await search.fill('Ewa Agoyin')
      const wanted = page.getByRole('option', { name: 'Ewa Agoyin Corner', exact: true })
      await wanted.waitFor()
      // Stores and dishes answer separately: the list is whole when neither is still fetching.
      await page.locator('[role="listbox"][aria-busy="false"]').waitFor()
      // Several stores share the name's start: arrow down to the one wanted.
      // Each option is named by its store (its area, distance and hours describe it).
      const names = await page
        .getByRole('option')
        .evaluateAll((options) => options.map((option) => option.querySelector('span span')?.textContent ?? ''))
      expect(names.length).toBeGreaterThan(1)
      for (let step = 0; step <= names.indexOf('Ewa Agoyin Corner'); step++) await search.press('ArrowDown')
      expect(await wanted.getAttribute('aria-selected')).toBe('true')
      expect(await search.getAttribute('aria-activedescendant')).toBe(await wanted.getAttribute('id'))
      await search.press('Enter')

      await page.waitForURL(/\/store-front-details\/ewa-agoyin-corner$/)
      // The tab is named after the store once it has loaded.
      await expect.poll(() => page.title()).toBe('Ewa Agoyin Corner · GidiDeals')
      await page.getByRole('heading', { level: 1, name: 'Ewa Agoyin Corner' }).waitFor()
      expect(await page.getByRole('region', { name: 'Menu' }).isVisible()).toBe(true)

      // One dish into the cart: the menu shows how many, and the cart link counts it.
      const menu = page.getByRole('region', { name: 'Menu' })
      await menu
        .getByRole('button', { name: /^Add to cart/ })
        .first()
        .click()
      await menu
        .getByRole('group', { name: /in your cart$/ })
        .getByText('1 in your cart')
        .waitFor()
      await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor()

      // Signed in (the demo shopper's session, as a previous login would have left it).
      const session = await logInDemoShopper()
      await writeIndexedDb(page, { user: session.user, access: session.access, refresh: session.refresh })
      await page.reload()
      await page.getByRole('heading', { level: 1, name: 'Ewa Agoyin Corner' }).waitFor()
      await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor()

      await page.getByRole('button', { name: 'Subscribe to Ewa Agoyin Corner' }).click()
      await page.getByRole('button', { name: 'Subscribed to Ewa Agoyin Corner' }).waitFor()
      const id = await storeId('ewa-agoyin-corner')
      await expect.poll(() => subscribedStores(session), { timeout: 10_000 }).toContain(id)

      const comment = `Beans and agege bread were still hot (${uniqueTag()})`
      const comments = page.getByRole('region', { name: 'Comments' })
      await comments.getByRole('textbox', { name: 'Add a comment' }).fill(comment)
      await comments.getByRole('button', { name: 'Post comment' }).click()
      await comments.getByText(comment).waitFor()
      await comments.getByText(session.user.first_name).first().waitFor()
      // The list (a store update, rendered at once) can show it a frame before the box is cleared.
      await expect.poll(() => comments.getByRole('textbox', { name: 'Add a comment' }).inputValue()).toBe('')

      // It is on the server too: a fresh load shows it.
      await page.reload()
      await page.getByRole('region', { name: 'Comments' }).getByText(comment).waitFor()

      // Back in the app, the nav bar's cart badge counts the dish.
      await page.getByRole('link', { name: 'Stores near me' }).click()
      await page.waitForURL(/\/near-me$/)
      await page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' }).waitFor()
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })

  it('an unknown store says it was not found and leads to the stores near me', async () => {
    const { page, close } = await openPage('/store-front-details/no-such-store-here')
    try {
      await page.getByRole('heading', { level: 1, name: 'Store not found' }).waitFor()
      expect(await page.getByText('The requested resource was not found.').isVisible()).toBe(true)
      await page.getByRole('link', { name: 'See stores near me' }).click()
      await page.waitForURL(/\/near-me$/)
    } finally {
      await close()
    }
  })
})
