import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { orderTotals } from '@contract/pricing'
import { AmountRows, amountRows, type Amounts, type AmountsDelivery } from './amount-rows'

const naira = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, '') || 0)

/** What the rendered rows say, row by row, and the total under them. */
function renderedSum(amounts: Amounts, delivery?: AmountsDelivery) {
  const { unmount } = render(<AmountRows amounts={amounts} delivery={delivery} />)
  const figures = screen.getAllByRole('definition').map((cell) => naira(cell.textContent))
  unmount()
  const total = figures.pop()
  return { rows: figures.reduce((sum, figure) => sum + figure, 0), total }
}

describe('the amount rows every money place shows', () => {
  it('come in one order: items, delivery, VAT, service charge', () => {
    const labels = amountRows(orderTotals(5125, 650), { kind: 'delivery', distanceKm: 3.2 }).map((row) => row.label)
    expect(labels).toEqual(['Subtotal', 'Delivery (3.2 km)', 'VAT (7.5%)', 'Service charge'])
  })

  it.each<[string, Amounts, AmountsDelivery | undefined]>([
    ['a delivery (the receipt that lost its ₦650)', orderTotals(5125, 650), { kind: 'delivery', distanceKm: 3.2 }],
    ['a delivery kept after paying, distance unknown', orderTotals(1625, 500), { kind: 'delivery', distanceKm: null }],
    ['a kept order whose fulfilment was not recorded', orderTotals(1625, 500), undefined],
    ['a free delivery on a large order', orderTotals(25_000, 0), { kind: 'delivery', distanceKm: 9.1 }],
    ['a pickup', orderTotals(3000, 0), { kind: 'pickup', visit: false }],
    ['a salon visit', orderTotals(8000, 0), { kind: 'pickup', visit: true }],
    ['an order from before delivery fees', { subtotal: 3000, vat: 225, serviceCharge: 100, total: 3325 }, undefined],
  ])('add up to the total shown: %s', (_, amounts, delivery) => {
    const { rows, total } = renderedSum(amounts, delivery)
    expect(total).toBe(amounts.total)
    expect(rows).toBe(amounts.total)
  })

  it('offline, before the store prices delivery: the total says it is before delivery', () => {
    render(<AmountRows amounts={orderTotals(5125)} delivery={{ kind: 'unpriced' }} />)
    expect(screen.getByText('Delivery').nextSibling).toHaveTextContent('priced online')
    expect(screen.getByText('Total before delivery')).toBeInTheDocument()
  })

  it('while the store is asked: the figures are marked as checking', () => {
    render(<AmountRows amounts={orderTotals(5125)} delivery={{ kind: 'unpriced' }} stale />)
    expect(screen.getByText('· checking…')).toBeInTheDocument()
  })
})
