import { act, configure, getConfig, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useAtomValue } from 'jotai'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DealItem, StoreDetails } from '@contract/records'
import { RepricePanel } from '@/components/cart/reprice-panel'
import { cartAtom } from '@/stores/cart/cart-atom'
import type { CartItem } from '@/stores/cart/cart-reducer'
import { QUOTE_PATH, quoteAnswer } from '@/stores/cart/quote.test-support'
import { useCartQuote } from '@/stores/cart/use-cart-quote'
import { clearPersistedAtoms, persistedWritesSettled } from '@/stores/persisted-atom'
import { renderWithRouter } from '@/test/render-with-router'
import { json, stubFetch } from '@/test/stub-fetch'
import { StoreFrontPage } from './store-front-page'

// docs/decisions.md#money: the server owns deal validity. A dish's marketplace deal is in the cart when it
// ends; the shopper accepts the menu price. The cart line is then the dish's menu line, and the
// store's menu card offers what runs now (the store's coupon), never the ended deal.

const defaultTimeout = getConfig().asyncUtilTimeout
beforeAll(() => configure({ asyncUtilTimeout: 5000 }))
afterAll(() => configure({ asyncUtilTimeout: defaultTimeout }))
afterEach(async () => {
  vi.unstubAllGlobals()
  await persistedWritesSettled()
  await clearPersistedAtoms()
})

const shop = { id: 16, name_of_business: 'Jollof Republic', slug: 'jollof-republic', logo: '/logo.svg' }
const marketplace = { id: 41, kind: 'marketplace' as const, discounted_price: 1625, percentage: 35 }
const coupon = { id: 44, kind: 'coupon' as const, discounted_price: 2000, percentage: 20 }
const jollof: DealItem = { id: 40, kind: 'menu', name: 'Jollof rice', price: 2500, discounted_price: null }
const storeWith = (deal: DealItem['deal']): StoreDetails => ({
  ...shop,
  opening_hours: 'Daily 8am – 10pm',
  menu_items: [{ ...jollof, deal }],
  coupons: [],
  discounts: [],
})

/** The deal's cart line, as the menu card's "Add with the marketplace deal" puts it. */
const dealLine: CartItem = {
  id: 41,
  kind: 'marketplace',
  name: 'Jollof rice',
  title: 'Jollof rice',
  price: 2500,
  discounted_price: 1625,
  menu_item: 40,
  store: shop,
  quantity: 1,
}

/** The cart's quote and its re-pricing panel, as the cart page shows them. */
function CartQuote() {
  const items = useAtomValue(cartAtom)
  const { query } = useCartQuote(shop, items)
  return query.data ? <RepricePanel quote={query.data} items={items} /> : null
}

/** A server where deal 41 has ended: quotes say so, and the store's menu now names the coupon. */
function serverAfterTheDealEnded() {
  let ended = false
  stubFetch((request) => {
    if (request.path.startsWith('/beta/api/search-store/')) return json({ data: { results: [shop] } })
    if (request.path.endsWith('/record-interaction')) return json({ id: 1 }, 201)
    if (request.path.startsWith('/beta/api/nearme-single-store-aws/'))
      return json({ data: { results: storeWith(ended ? coupon : marketplace) } })
    if (request.path !== QUOTE_PATH) return json({}, 404)
    ended = true
    const menuLine: CartItem = { id: 40, kind: 'menu', name: 'Jollof rice', price: 2500, store: shop, quantity: 1 }
    return quoteAnswer(request, [dealLine, menuLine], {
      changes: { 41: { state: 'ended', unit_price: 2500, price: 2500, was: 1625, ended_on: '2026-11-20' } },
    })
  })
}

describe("the menu card after an ended deal's menu price is accepted", () => {
  it('shows the live coupon, and the line as the menu line, never the ended deal', async () => {
    serverAfterTheDealEnded()
    const { store } = await renderWithRouter(
      <>
        <StoreFrontPage slug="jollof-republic" />
        <CartQuote />
      </>,
      { path: '/store-front-details/jollof-republic' },
    )
    const menu = await screen.findByRole('region', { name: 'Menu' })
    // Browsing from before the deal ended: the card offers it.
    await within(menu).findByRole('link', { name: '₦1,625 as a marketplace deal · 35% off' })

    act(() => store.set(cartAtom, [dealLine]))
    const panel = within(await screen.findByRole('region', { name: /changed since you added/ }))
    expect(panel.getByText('The Jollof rice deal ended: ₦2,500 at the menu price, or remove it')).toBeInTheDocument()
    await userEvent.click(panel.getByRole('button', { name: 'Accept new prices' }))

    // The cart holds the dish's menu line at the menu price, with no deal on it.
    expect(store.get(cartAtom)).toEqual([
      expect.objectContaining({ id: 40, kind: 'menu', price: 2500, discounted_price: null, quantity: 1 }),
    ])
    expect(store.get(cartAtom)[0]).not.toHaveProperty('menu_item')
    // The card offers the coupon that runs, and its stepper counts the menu line.
    const offer = await within(menu).findByRole('link', { name: '₦2,000 with a coupon · 20% off' })
    expect(offer).toHaveAttribute('href', '/coupon-detail/44')
    expect(within(menu).queryByText(/₦1,625|marketplace deal/)).toBeNull()
    expect(within(menu).getByRole('button', { name: 'Add with the coupon · ₦2,000 — Jollof rice' })).toBeInTheDocument()
    const menuLine = within(menu).getByRole('group', { name: 'Jollof rice at the menu price in your cart' })
    expect(within(menuLine).getByRole('status')).toHaveTextContent('1 at the menu price')
  })
})
