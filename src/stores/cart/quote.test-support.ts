// A quote as the reference server would give it for some cart lines, for the app's tests: the
// amounts come from contract/pricing, like the server's. `changes` overrides single lines.
import { deliveryFee, fulfilmentEstimateMinutes, orderTotals, type Fulfilment } from '@contract/pricing'
import type { Quote, QuoteLine, QuoteStore } from '@contract/quote'
import { json, type SentRequest } from '@/test/stub-fetch'
import { cartUnitPrice, type CartItem, type CartStore } from './cart-reducer'

export type QuoteSetup = {
  fulfilment?: Fulfilment
  distanceKm?: number
  store?: Partial<QuoteStore>
  /** By item id: what the server says of that line now. */
  changes?: Record<number, Partial<QuoteLine>>
}

export function quoteFor(shop: CartStore, items: readonly CartItem[], setup: QuoteSetup = {}): Quote {
  const fulfilment = setup.fulfilment ?? 'delivery'
  const distance = setup.distanceKm ?? 2.4
  const lines = items.map((item): QuoteLine => {
    const unit = cartUnitPrice(item)
    const line: QuoteLine = {
      id: item.id,
      title: item.name ?? item.title ?? 'Item',
      kind: item.kind ?? 'menu',
      quantity: item.quantity,
      unit_price: unit,
      price: item.price ?? unit,
      line_total: unit * item.quantity,
      state: 'ok',
      was: unit,
      ended_on: null,
      ...setup.changes?.[item.id],
    }
    return { ...line, line_total: line.state === 'gone' ? 0 : line.unit_price * line.quantity }
  })
  const subtotal = lines.reduce((sum, line) => sum + line.line_total, 0)
  const fee = fulfilment === 'delivery' ? deliveryFee(subtotal, distance) : 0
  const totals = orderTotals(subtotal, fee)
  return {
    store: {
      id: shop.id,
      name_of_business: shop.name_of_business,
      slug: shop.slug,
      logo: shop.logo ?? '',
      phone: '+234 803 000 0000',
      address: '12 Herbert Macaulay Way, Yaba, Lagos',
      place_type: 'Restaurant',
      opening_hours: 'Daily 9am – 10pm',
      delivery_time_minutes: 25,
      delivery_radius_km: 15,
      delivers: true,
      open: true,
      closed_notice: null,
      ...setup.store,
    },
    fulfilment,
    lines,
    subtotal,
    vat: totals.vat,
    service_charge: totals.serviceCharge,
    delivery_fee: fee,
    total_amount_payable: totals.total,
    total_amount_payable_to_business: subtotal + fee,
    distance_km: fulfilment === 'delivery' || setup.distanceKm !== undefined ? distance : null,
    estimate_minutes: fulfilmentEstimateMinutes(25, fulfilment === 'delivery' ? distance : 0, fulfilment),
    priced_at: '2026-11-26T10:00:00.000Z',
  }
}

export const QUOTE_PATH = '/beta/sales/sales-quote'

/** The reference server's quote for the cart lines a quote request names. */
export function quoteAnswer(request: SentRequest, cart: readonly CartItem[], setup: QuoteSetup = {}): Response {
  const body = request.body as {
    items: Array<{ id: number; quantity: number; unit_price: number }>
    fulfilment?: 'delivery' | 'pickup'
  }
  // Unless `setup` changes a line, the server sells it at the price the cart sent.
  const items = body.items.map((line) => {
    const item = cart.find((candidate) => candidate.id === line.id)!
    const dealPrice =
      item.discounted_price === line.unit_price ? {} : { price: line.unit_price, discounted_price: null }
    return { ...item, ...dealPrice, quantity: line.quantity }
  })
  const store = items[0]?.store ?? { id: 1, name_of_business: 'Mama Put Yaba', slug: 'mama-put-yaba' }
  return json({
    data: quoteFor(store, items, { ...(body.fulfilment ? { fulfilment: body.fulfilment } : {}), ...setup }),
  })
}
