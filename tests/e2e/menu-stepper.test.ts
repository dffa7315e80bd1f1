// On a phone, a shopper puts a dish from a store's menu in the cart, then changes how many from
// the menu itself: − quantity + replaces Add to cart, and − at one takes it out again.
import { describe, expect, it } from 'vitest'
import { baseUrl, openPage } from './support/browser'
import { storeBySlug } from './support/stores'

const STORE_SLUG = 'jollof-republic'

async function firstDish(): Promise<string> {
  const dish = (await storeBySlug(baseUrl(), STORE_SLUG)).menu_items[0]
  if (!dish) throw new Error('The seeded store has no menu')
  return dish.name ?? dish.title ?? 'Menu item'
}

describe('a menu item on the store front', () => {
  it('shows − quantity + once it is in the cart, and each tap says how many', async () => {
    const dish = await firstDish()
    const { page, errors, close } = await openPage(`/store-front-details/${STORE_SLUG}`, { viewport: 'mobile' })
    try {
      const menu = page.getByRole('region', { name: 'Menu' })
      await menu.getByRole('button', { name: `Add to cart — ${dish}` }).click()

      const stepper = menu.getByRole('group', { name: `${dish} in your cart` })
      await stepper.getByText('1 in your cart').waitFor()
      // No button left that adds a portion while looking like a label.
      expect(await menu.getByRole('button', { name: `Add to cart — ${dish}` }).count()).toBe(0)
      const more = stepper.getByRole('button', { name: `Add one more ${dish}` })
      const less = stepper.getByRole('button', { name: `Remove one ${dish}` })
      // The pressed button is gone; the focus is on the one that took its place.
      expect(await more.evaluate((button) => button === document.activeElement)).toBe(true)

      await more.click()
      await more.click()
      await stepper.getByText('3 in your cart').waitFor()
      await page.getByRole('link', { name: 'Cart, 3 items' }).first().waitFor()
      // The count is announced as it changes.
      expect(await stepper.getByRole('status').getAttribute('aria-live')).toBe('polite')

      await less.click()
      await stepper.getByText('2 in your cart').waitFor()
      await less.click()
      await less.click()
      await menu.getByRole('button', { name: `Add to cart — ${dish}` }).waitFor()
      await page.getByRole('link', { name: 'Cart, 0 items' }).first().waitFor()

      // What the menu says is what the cart holds.
      await menu.getByRole('button', { name: `Add to cart — ${dish}` }).click()
      await stepper.getByRole('button', { name: `Add one more ${dish}` }).click()
      await menu.getByRole('link', { name: 'View cart' }).click()
      await page.waitForURL(/\/cart$/)
      await page
        .getByRole('group', { name: `Quantity of ${dish}` })
        .getByText('2', { exact: true })
        .waitFor()
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })
})
