import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { DealItem } from '@contract/records'
import { cartAtom } from '@/stores/cart/cart-atom'
import { clearPersistedAtoms, persistedWritesSettled } from '@/stores/persisted-atom'
import { renderWithRouter } from '@/test/render-with-router'
import { MenuItemCartControl } from './menu-item-cart-control'

// docs/limits.md: an order takes at most 99 of one line. The menu's + stops there and says why.

const store = { id: 16, name_of_business: 'Jollof Republic', slug: 'jollof-republic', logo: '/logo.svg' }
const jollof: DealItem = { id: 40, kind: 'menu', name: 'Jollof rice', price: 2500, discounted_price: null }

beforeEach(async () => {
  await persistedWritesSettled()
  await clearPersistedAtoms()
})
afterEach(async () => {
  await persistedWritesSettled()
  await clearPersistedAtoms()
})

describe("a dish's + on the menu", () => {
  it('stops at 99 in the cart and says an order takes no more', async () => {
    const rendered = await renderWithRouter(<MenuItemCartControl item={jollof} store={store} name="Jollof rice" />)
    act(() =>
      rendered.store.set(cartAtom, [{ id: 40, kind: 'menu', name: 'Jollof rice', price: 2500, store, quantity: 98 }]),
    )
    const more = await screen.findByRole('button', { name: 'Add one more Jollof rice' })
    await userEvent.click(more)
    expect(rendered.store.get(cartAtom)[0]?.quantity).toBe(99)
    expect(more).toBeDisabled()
    expect(screen.getByText('An order takes at most 99 of one item.')).toBeInTheDocument()
    await userEvent.click(more)
    expect(rendered.store.get(cartAtom)[0]?.quantity).toBe(99)
  })
})
