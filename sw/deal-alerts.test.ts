import { describe, expect, it } from 'vitest'
import { parseDealAlertPayload } from '@contract/deal-alert-payload'
import { parseOrderUpdatePayload } from '@contract/order-update-payload'
import { dealNotification, dealUrlOf, notificationFor } from './deal-alerts'

const origin = 'https://gidideals.ng'

describe('a deal alert notification', () => {
  it('has the store as its title, the deal and its price as its body, and the deal’s address', () => {
    const { title, options } = dealNotification(
      {
        store: 'Suya Spot Lekki',
        title: 'Suya platter',
        price: 4500,
        url: '/discount-detail/9',
        image: '/beta/media/item/suya.svg',
      },
      origin,
    )
    expect(title).toBe('Suya Spot Lekki')
    expect(options.body).toBe('Suya platter — ₦4,500')
    expect(options.data).toEqual({ url: 'https://gidideals.ng/discount-detail/9' })
    expect(options.image).toBe('https://gidideals.ng/beta/media/item/suya.svg')
  })

  it('has no picture when the payload has none (data saver)', () => {
    const { options } = dealNotification(
      { store: 'Mama Put', title: 'Amala', price: 1200, url: '/discount-detail/3' },
      origin,
    )
    expect(options).not.toHaveProperty('image')
  })

  it('opens only addresses on the app’s own origin', () => {
    expect(dealUrlOf({ url: 'https://gidideals.ng/discount-detail/3' }, origin)).toBe(
      'https://gidideals.ng/discount-detail/3',
    )
    expect(dealUrlOf({ url: 'https://evil.example/x' }, origin)).toBeNull()
    expect(dealUrlOf(null, origin)).toBeNull()
  })
})

describe('the push payload', () => {
  it('is read only when it names a store, a deal, a price and a path on this site', () => {
    const good = { store: 'Mama Put', title: 'Amala', price: 1200, url: '/discount-detail/3' }
    expect(parseDealAlertPayload(good)).toEqual(good)
    expect(parseDealAlertPayload({ ...good, url: 'https://evil.example/' })).toBeNull()
    expect(parseDealAlertPayload({ ...good, url: '//evil.example/' })).toBeNull()
    expect(parseDealAlertPayload({ ...good, price: '1200' })).toBeNull()
    expect(parseDealAlertPayload('hello')).toBeNull()
  })
})

describe('an order update notification', () => {
  const payload = {
    order: 'GD-0123456789abcdef',
    step: 'on_the_way',
    title: 'Your order from Mama Cass is on the way',
    body: 'Mama Cass accepted your order · on the way',
    url: '/checkout?reference=GD-0123456789abcdef',
  }

  it('shows the payload’s words, one per order, and opens the order’s confirmation', () => {
    const shown = notificationFor(payload, origin)
    expect(shown?.title).toBe('Your order from Mama Cass is on the way')
    expect(shown?.options.body).toBe('Mama Cass accepted your order · on the way')
    expect(shown?.options.tag).toBe('order:GD-0123456789abcdef')
    expect(shown?.options.data).toEqual({ url: 'https://gidideals.ng/checkout?reference=GD-0123456789abcdef' })
    // The next step of the same order replaces it: the same tag.
    expect(notificationFor({ ...payload, step: 'delivered' }, origin)?.options.tag).toBe(shown?.options.tag)
  })

  it('is read only with an order, a step, its words and a path on this site; a deal alert is still a deal', () => {
    expect(parseOrderUpdatePayload(payload)).toEqual(payload)
    expect(parseOrderUpdatePayload({ ...payload, url: '//evil.example/' })).toBeNull()
    expect(parseOrderUpdatePayload({ ...payload, body: 3 })).toBeNull()
    expect(
      notificationFor({ store: 'Mama Put', title: 'Amala', price: 1200, url: '/discount-detail/3' }, origin)?.title,
    ).toBe('Mama Put')
    expect(notificationFor('hello', origin)).toBeNull()
  })
})
