import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DealItem } from '@contract/records'
import { noteServerNow } from '@/lib/format/server-clock'
import { renderWithRouter } from '@/test/render-with-router'
import { DealCard } from './deal-card'

// docs/decisions.md#money (the server owns deal validity): a card judges "ended" by the server's day once an answer
// has said what time the server's clock reads, not by a phone whose date is wrong.

const coupon: DealItem = {
  id: 41,
  kind: 'coupon',
  title: 'Jollof rice',
  price: 2500,
  discounted_price: 2000,
  percentage: 20,
  valid_from: '2026-11-20',
  valid_until: '2026-11-30',
  store: { id: 16, name_of_business: 'Jollof Republic', slug: 'jollof-republic', logo: '/logo.svg' },
}

/** Tuesday noon in Lagos on the server. */
const SERVER_NOW = Date.parse('2026-11-24T12:00:00+01:00')

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }))
afterEach(() => {
  // Back to no correction for the next test.
  noteServerNow(Date.now())
  vi.useRealTimers()
})

async function card() {
  await renderWithRouter(
    <ul>
      <DealCard item={coupon} kind="coupon" layout="tile" />
    </ul>,
  )
  return within((await screen.findByRole('link', { name: 'Jollof rice' })).closest('article')!)
}

describe("a deal card on a phone whose date is wrong, after the server's answer", () => {
  it('a phone set a month ahead still shows a live deal as live, at its deal price', async () => {
    vi.setSystemTime(new Date('2026-12-24T12:00:00+01:00'))
    noteServerNow(SERVER_NOW)
    const shown = await card()
    expect(shown.queryByText(/^Ended/)).toBeNull()
    expect(shown.getByText('₦2,000')).toBeInTheDocument()
    expect(shown.getByText('You save ₦500')).toBeInTheDocument()
  })

  it('a phone set a month behind shows a deal that ended on the server as ended, at the full price', async () => {
    vi.setSystemTime(new Date('2026-11-24T12:00:00+01:00'))
    noteServerNow(Date.parse('2026-12-24T12:00:00+01:00'))
    const shown = await card()
    expect(shown.getByText('Ended 30 Nov 2026')).toBeInTheDocument()
    expect(shown.queryByText('You save ₦500')).toBeNull()
  })

  it("without the server's word the phone's own day stands, and a gap of a minute is ignored", async () => {
    vi.setSystemTime(new Date('2026-12-01T00:00:30+01:00'))
    noteServerNow(Date.parse('2026-11-30T23:59:50+01:00'))
    expect((await card()).getByText('Ended 30 Nov 2026')).toBeInTheDocument()
  })
})
