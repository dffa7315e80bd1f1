import { afterEach, describe, expect, it, vi } from 'vitest'
import { checkout, isCheckoutReady } from '@/api/sales'
import type { CartItem } from '@/features/cart/use-cart'
import { stubFetch } from '@/test/stub-fetch'
import { cartOrderTotals, orderTotals, salesOrderFor } from './order-totals'

afterEach(() => vi.unstubAllGlobals())

const mamaPut = { id: 1, name_of_business: 'Mama Put Yaba', slug: 'mama-put-yaba' }
const items: CartItem[] = [
  { id: 10, name: 'Jollof rice', price: 2500, discounted_price: 2000, quantity: 2, store: mamaPut },
  { id: 30, name: 'Chapman', price: 1200, quantity: 1, store: mamaPut },
]
const contact = { phone: ' 0803 123 4567 ', address: ' 12 Allen Avenue, Ikeja ', email: ' ada@example.ng ' }

describe('order totals', () => {
  it('adds VAT and the service charge rounded to the naira, as the server does', () => {
    expect(orderTotals(2500)).toEqual({ subtotal: 2500, vat: 188, serviceCharge: 100, total: 2788 })
    // 2.5 % of 5,200 is 130: above the ₦100 minimum.
    expect(cartOrderTotals(items)).toEqual({ subtotal: 5200, vat: 390, serviceCharge: 130, total: 5720 })
    expect(orderTotals(0)).toEqual({ subtotal: 0, vat: 0, serviceCharge: 100, total: 100 })
  })

  it("builds SPEC §3's sales order for one store: trimmed details, lines, amounts in naira", () => {
    expect(salesOrderFor(mamaPut, items, contact)).toEqual({
      restaurant: 1,
      items: [
        { id: 10, quantity: 2 },
        { id: 30, quantity: 1 },
      ],
      phone_number: '08031234567',
      shipping_address: '12 Allen Avenue, Ikeja',
      vat: 390,
      service_charge: 130,
      total_amount_payable: 5720,
      total_amount_payable_to_business: 5200,
      email: 'ada@example.ng',
    })
  })

  it('sends the phone number without the brackets and dots the server would refuse', () => {
    const written = { ...contact, phone: '(0803) 123.4567' }
    expect(salesOrderFor(mamaPut, items, written).phone_number).toBe('08031234567')
  })
})

describe('SPEC §5: checkout is skipped without a request when the order is incomplete', () => {
  const complete = salesOrderFor(mamaPut, items, contact)
  const incomplete = {
    'no store': { ...complete, restaurant: undefined },
    'no items': { ...complete, items: [] },
    'no phone number': salesOrderFor(mamaPut, items, { ...contact, phone: '  ' }),
    'no shipping address': salesOrderFor(mamaPut, items, { ...contact, address: '' }),
    "vat '0'": { ...complete, vat: '0' },
    "service charge '0'": { ...complete, service_charge: '0' },
    'no total': { ...complete, total_amount_payable: undefined },
    'no amount for the business': { ...complete, total_amount_payable_to_business: null },
    'no email': salesOrderFor(mamaPut, items, { ...contact, email: '' }),
  }

  it.each(Object.entries(incomplete))('%s', async (_, order) => {
    const sent = stubFetch(() => new Response(null, { status: 500 }))
    expect(isCheckoutReady(order)).toBe(false)
    await expect(checkout(order)).resolves.toBeNull()
    expect(sent).toEqual([])
  })

  it('a complete order is ready', () => {
    expect(isCheckoutReady(complete)).toBe(true)
  })
})
