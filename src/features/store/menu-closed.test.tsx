import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DealItem } from '@contract/records'
import { renderWithRouter } from '@/test/render-with-router'
import { MenuSection } from './store-sections'

// A closed store's menu: the notice on top, and "Closed" on each dish card, so a shopper who
// scrolled past the notice still reads it before adding.

const store = { id: 16, name_of_business: 'Jollof Republic', slug: 'jollof-republic', logo: '/logo.svg' }
const dishes: DealItem[] = [
  { id: 40, kind: 'menu', name: 'Jollof rice', price: 2500, discounted_price: null },
  { id: 42, kind: 'menu', name: 'Chapman', price: 1200, discounted_price: null },
]

const at = (lagosTime: string) => vi.setSystemTime(new Date(`2026-11-24T${lagosTime}:00+01:00`))
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }))
afterEach(() => vi.useRealTimers())

const dishCards = async () => {
  await renderWithRouter(<MenuSection items={dishes} store={store} openingHours="Daily 8am – 10pm" />)
  await screen.findByRole('link', { name: 'Jollof rice' })
  return screen.getAllByRole('listitem')
}

describe("a closed store's dish cards", () => {
  it('each says Closed at 03:49 in Lagos', async () => {
    at('03:49')
    const cards = await dishCards()
    expect(cards).toHaveLength(2)
    for (const card of cards) expect(within(card).getByText('Closed')).toBeInTheDocument()
    expect(screen.getByText(/^Closed now · opens 8am/)).toBeInTheDocument()
  })

  it('say nothing of the hours at noon, when it is open', async () => {
    at('12:00')
    for (const card of await dishCards()) {
      expect(within(card).queryByText('Closed')).toBeNull()
      expect(within(card).queryByText('Open now')).toBeNull()
    }
  })
})
