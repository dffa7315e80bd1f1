import { isServiceStore, type Fulfilment } from '@contract/pricing'
import type { Quote } from '@contract/quote'

/** "Arrives in about 35 min", "Ready to collect in about 20 min", or when to visit a service. */
export function estimateText(
  fulfilment: Fulfilment,
  minutes: number,
  store: { place_type?: string; opening_hours?: string },
): string {
  if (fulfilment === 'delivery') return `Arrives in about ${minutes} min after you pay.`
  if (isServiceStore(store.place_type))
    return `Visit during opening hours${store.opening_hours ? ` (${store.opening_hours})` : ''} and show your order.`
  return `Ready to collect in about ${minutes} min after you pay.`
}

/** Under the total: about when the order arrives or is ready. */
export function FulfilmentNote({ quote }: { quote: Quote }) {
  if (!quote.store.open)
    return <p className="font-semibold">{quote.store.closed_notice ?? 'Closed now'}: no order until it opens.</p>
  return <p className="font-semibold">{estimateText(quote.fulfilment, quote.estimate_minutes, quote.store)}</p>
}
