import { afterEach, describe, expect, it, vi } from 'vitest'
import { checkout, isCheckoutReady } from '@/api/sales'
import type { CartItem } from '@/stores/cart/use-cart'
import { quoteFor } from '@/stores/cart/quote.test-support'
import { stubFetch } from '@/test/stub-fetch'
import { cartOrderTotals, orderTotals, salesOrderFromQuote, type ContactDetails } from './order-totals'

afterEach(() => vi.unstubAllGlobals())

const mamaPut = { id: 1, name_of_business: 'Mama Put Yaba', slug: 'mama-put-yaba' }
const items: CartItem[] = [
  { id: 10, name: 'Jollof rice', price: 2500, discounted_price: 2000, quantity: 2, store: mamaPut },
  { id: 30, name: 'Chapman', price: 1200, quantity: 1, store: mamaPut },
]
const contact = { phone: ' 0803 123 4567 ', address: ' 12 Allen Avenue, Ikeja ', email: ' ada@example.ng ' }
const request = { restaurant: 1, items: [], latitude: 6.6, longitude: 3.35 }
const salesOrderFor = (details: ContactDetails, fulfilment: 'delivery' | 'pickup' = 'delivery') =>
  salesOrderFromQuote(quoteFor(mamaPut, items, { fulfilment, distanceKm: 5.2 }), request, details)

describe('order totals', () => {
  it('adds VAT and the service charge rounded to the naira, as the server does', () => {
    expect(orderTotals(2500)).toEqual({ subtotal: 2500, vat: 188, serviceCharge: 100, deliveryFee: 0, total: 2788 })
    // 2.5 % of 5,200 is 130: above the ₦100 minimum.
    expect(cartOrderTotals(items)).toEqual({
      subtotal: 5200,
      vat: 390,
      serviceCharge: 130,
      deliveryFee: 0,
      total: 5720,
    })
    expect(orderTotals(0)).toEqual({ subtotal: 0, vat: 0, serviceCharge: 100, deliveryFee: 0, total: 100 })
    // The delivery fee is paid on top, and to the store (its rider delivers).
    expect(orderTotals(5200, 950)).toEqual({
      subtotal: 5200,
      vat: 390,
      serviceCharge: 130,
      deliveryFee: 950,
      total: 6670,
    })
  })

  it("builds SPEC §3's sales order from the quote: trimmed details, lines at their quoted prices, its amounts", () => {
    expect(salesOrderFor(contact)).toEqual({
      restaurant: 1,
      items: [
        { id: 10, quantity: 2, unit_price: 2000 },
        { id: 30, quantity: 1, unit_price: 1200 },
      ],
      phone_number: '08031234567',
      shipping_address: '12 Allen Avenue, Ikeja',
      vat: 390,
      service_charge: 130,
      // 5.2 km: ₦500 for the first 3 km, then three started kilometres at ₦150.
      total_amount_payable: 5720 + 950,
      total_amount_payable_to_business: 5200 + 950,
      email: 'ada@example.ng',
      fulfilment: 'delivery',
      delivery_fee: 950,
      // Unchosen, by card as before.
      payment_method: 'card',
      latitude: 6.6,
      longitude: 3.35,
    })
  })

  it('picking up, the address says where, whatever the draft holds, and no delivery fee is paid', () => {
    const order = salesOrderFor(contact, 'pickup')
    expect(order.shipping_address).toBe('Pick up at Mama Put Yaba, 12 Herbert Macaulay Way, Yaba, Lagos')
    expect(order.delivery_fee).toBe(0)
    expect(order.total_amount_payable).toBe(5720)
  })

  it('sends the phone number without the brackets and dots the server would refuse', () => {
    const written = { ...contact, phone: '(0803) 123.4567' }
    expect(salesOrderFor(written).phone_number).toBe('08031234567')
  })
})

describe('SPEC §5: checkout is skipped without a request when the order is incomplete', () => {
  const complete = salesOrderFor(contact)
  const incomplete = {
    'no store': { ...complete, restaurant: undefined },
    'no items': { ...complete, items: [] },
    'no phone number': salesOrderFor({ ...contact, phone: '  ' }),
    'no shipping address': salesOrderFor({ ...contact, address: '' }),
    "vat '0'": { ...complete, vat: '0' },
    "service charge '0'": { ...complete, service_charge: '0' },
    'no total': { ...complete, total_amount_payable: undefined },
    'no amount for the business': { ...complete, total_amount_payable_to_business: null },
    'no email': salesOrderFor({ ...contact, email: '' }),
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
