import { useAtomValue } from 'jotai'
import { isServiceStore, type Fulfilment } from '@contract/pricing'
import type { Quote } from '@contract/quote'
import { paymentChoiceAtom } from '@/stores/cart/payment-choice'

/**
 * "Arrives in about 35 min", "Ready to collect in about 20 min", or when to visit a service; from
 * the payment, or (cash, paid when it comes) from the order.
 */
export function estimateText(
  fulfilment: Fulfilment,
  minutes: number,
  store: { place_type?: string; opening_hours?: string },
  cash = false,
): string {
  const after = cash ? 'after you order' : 'after you pay'
  if (fulfilment === 'delivery') return `Arrives in about ${minutes} min ${after}.`
  if (isServiceStore(store.place_type))
    return `Visit during opening hours${store.opening_hours ? ` (${store.opening_hours})` : ''} and show your order.`
  return `Ready to collect in about ${minutes} min ${after}.`
}

/** Under the total: about when the order arrives or is ready. */
export function FulfilmentNote({ quote }: { quote: Quote }) {
  const cash = useAtomValue(paymentChoiceAtom)[quote.store.id] === 'cash'
  if (!quote.store.open)
    return <p className="font-semibold">{quote.store.closed_notice ?? 'Closed now'}: no order until it opens.</p>
  return <p className="font-semibold">{estimateText(quote.fulfilment, quote.estimate_minutes, quote.store, cash)}</p>
}
