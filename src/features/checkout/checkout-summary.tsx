import type { Quote } from '@contract/quote'
import { isServiceStore } from '@contract/pricing'
import type { AmountsDelivery } from '@/components/money/amount-rows'
import { quoteMatchesCart } from '@/stores/cart/cart-quote'
import type { CartItem, CartStore } from '@/stores/cart/use-cart'
import { FulfilmentNote } from './fulfilment-note'
import { OrderSummary } from './order-summary'
import { cartOrderTotals, orderLines, quoteTotals, type OrderLineSummary } from './order-totals'

const quoteDelivery = (quote: Quote): AmountsDelivery =>
  quote.fulfilment === 'delivery'
    ? { kind: 'delivery', distanceKm: quote.distance_km }
    : { kind: 'pickup', visit: isServiceStore(quote.store.place_type) }

/** The quote's lines as the summary lists them: what still sells, at the price it sells for now. */
const quotedLines = (quote: Quote): OrderLineSummary[] =>
  quote.lines
    .filter((line) => line.state !== 'gone')
    .map((line) => ({ id: line.id, name: line.title, quantity: line.quantity, unitPrice: line.unit_price }))

/**
 * Checkout's summary, one set of figures at a time:
 * - the store's answer matches the cart: its amounts, delivery included;
 * - it differs (a price moved, a deal ended, a dish is gone): the figures after the changes the
 *   panel lists, the same total as its "New total", until the shopper accepts them;
 * - no answer yet: the cart's own copy, greyed and "checking…", with delivery not yet priced;
 * - offline: the cart's copy, the total before delivery, and when it will be checked.
 */
export function CheckoutSummary({
  store,
  items,
  quote,
  online,
}: {
  store: CartStore
  items: readonly CartItem[]
  quote: Quote | undefined
  online: boolean
}) {
  if (quote) {
    const inSync = quoteMatchesCart(quote, items)
    return (
      <OrderSummary
        storeName={store.name_of_business}
        lines={inSync ? orderLines(items) : quotedLines(quote)}
        totals={quoteTotals(quote)}
        delivery={quoteDelivery(quote)}
        title={inSync ? 'Order summary' : 'Order summary with the new prices'}
        note={
          inSync ? (
            <FulfilmentNote quote={quote} />
          ) : (
            <p className="text-muted">Accept the new prices above to pay this total.</p>
          )
        }
      />
    )
  }
  return (
    <OrderSummary
      storeName={store.name_of_business}
      lines={orderLines(items)}
      totals={cartOrderTotals(items)}
      delivery={{ kind: 'unpriced' }}
      stale={online}
      note={
        <p className="text-muted">
          {online
            ? 'Checking prices and the delivery fee with the store…'
            : 'Prices and the delivery fee are checked with the store when you are back online.'}
        </p>
      }
    />
  )
}
