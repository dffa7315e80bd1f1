// The amounts of an order in worked naira, so the rates themselves are pinned here: the contract
// and e2e tests compute expected totals through orderTotals (tests/support/prices.ts) and would
// not notice a wrong rate on their own.
import { describe, expect, it } from 'vitest'
import { orderTotals } from './pricing'

describe('orderTotals', () => {
  it('adds 7.5 % VAT and a 2.5 % service charge to the items', () => {
    expect(orderTotals(10_000)).toEqual({
      subtotal: 10_000,
      vat: 750,
      serviceCharge: 250,
      deliveryFee: 0,
      total: 11_000,
    })
  })

  it('rounds to the naira and charges a service charge of at least ₦100, plus the delivery fee', () => {
    // VAT 92.55 → 93; service 30.85 → the ₦100 minimum.
    expect(orderTotals(1_234, 500)).toEqual({
      subtotal: 1_234,
      vat: 93,
      serviceCharge: 100,
      deliveryFee: 500,
      total: 1_927,
    })
  })
})
