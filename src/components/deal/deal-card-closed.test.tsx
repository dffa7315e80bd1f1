import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DealItem } from '@contract/records'
import type { DealKind } from '@contract/rules'
import { renderWithRouter } from '@/test/render-with-router'
import { DealCard } from './deal-card'

// docs/decisions.md#money (the server owns opening hours): a card of a closed store says "Closed" before the
// shopper adds, from the store's hours in its record and the one clock, in Lagos time.

const store = {
  id: 16,
  name_of_business: 'Jollof Republic',
  slug: 'jollof-republic',
  logo: '/logo.svg',
  opening_hours: 'Daily 8am – 10pm',
}
const coupon: DealItem = {
  id: 41,
  kind: 'coupon',
  title: 'Jollof rice',
  price: 2500,
  discounted_price: 2000,
  percentage: 20,
  valid_from: '2026-11-20',
  valid_until: '2026-12-20',
  store,
}
const dish: DealItem = { id: 40, kind: 'menu', title: 'Jollof rice', price: 2500, discounted_price: null, store }

const at = (lagosTime: string) => vi.setSystemTime(new Date(`2026-11-24T${lagosTime}:00+01:00`))
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }))
afterEach(() => vi.useRealTimers())

async function card(item: DealItem, kind: DealKind, layout: 'tile' | 'list') {
  const list =
    layout === 'tile' ? <DealCard item={item} kind={kind} layout="tile" /> : <DealCard item={item} kind={kind} />
  await renderWithRouter(<ul>{list}</ul>)
  const title = await screen.findByRole('link', { name: 'Jollof rice' })
  return within(title.closest(layout === 'tile' ? 'article' : 'li')!)
}

describe('a deal or dish card of a closed store', () => {
  for (const [what, item, kind] of [
    ['a deal card', coupon, 'coupon'],
    ['a dish card', dish, 'menu'],
  ] as const) {
    for (const layout of ['tile', 'list'] as const) {
      it(`${what} (${layout}) says Closed at 03:49 in Lagos`, async () => {
        at('03:49')
        expect((await card(item, kind, layout)).getByText('Closed')).toBeInTheDocument()
      })
    }

    it(`${what} says nothing of the hours while the store is open`, async () => {
      at('12:00')
      const shown = await card(item, kind, 'tile')
      expect(shown.queryByText('Closed')).toBeNull()
      expect(shown.queryByText('Open now')).toBeNull()
    })
  }

  it('says nothing when the record brings no hours', async () => {
    at('03:49')
    const { opening_hours: _, ...withoutHours } = store
    expect((await card({ ...coupon, store: withoutHours }, 'coupon', 'tile')).queryByText('Closed')).toBeNull()
  })
})
