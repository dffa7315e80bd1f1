import { DELIVERY_FEE, VAT_RATE } from '@contract/pricing'
import { formatNaira } from '@/lib/format/money'

// Every place that shows what an order costs shows these rows, in this order: the items, how it
// reaches the shopper, VAT, the service charge, and the total. The rows add up to the total
// (amount-rows.test.ts), so a receipt never leaves out the line that makes its total.

/** Amounts as an order keeps them; an order kept from before delivery fees has no fee. */
export type Amounts = {
  subtotal: number
  vat: number
  serviceCharge: number
  deliveryFee?: number | undefined
  total: number
}

/**
 * How the order reaches the shopper: a rider (with the quote's distance when known), pickup or
 * a visit, or not priced yet (offline, before the store's answer: no fee is counted).
 */
export type AmountsDelivery =
  { kind: 'delivery'; distanceKm: number | null } | { kind: 'pickup'; visit: boolean } | { kind: 'unpriced' }

export type AmountRow = { label: string; amount: number; text?: string }

const percent = (rate: number) => `${(rate * 100).toLocaleString('en-NG', { maximumFractionDigits: 2 })}%`

function deliveryRow(amounts: Amounts, delivery: AmountsDelivery | undefined): AmountRow | null {
  const fee = amounts.deliveryFee ?? 0
  if (delivery?.kind === 'unpriced') return { label: 'Delivery', amount: 0, text: 'priced online' }
  if (delivery?.kind === 'pickup')
    return { label: delivery.visit ? 'Visit the store' : 'Pick up at the store', amount: fee, text: 'Free' }
  // An order from before delivery fees: its total never held one.
  if (amounts.deliveryFee === undefined) return null
  if (fee === 0 && amounts.subtotal >= DELIVERY_FEE.freeFrom)
    return { label: `Delivery (free from ${formatNaira(DELIVERY_FEE.freeFrom)})`, amount: 0, text: 'Free' }
  const km =
    delivery?.kind === 'delivery' && delivery.distanceKm !== null ? ` (${delivery.distanceKm.toFixed(1)} km)` : ''
  return fee === 0 ? { label: `Delivery${km}`, amount: 0, text: 'Free' } : { label: `Delivery${km}`, amount: fee }
}

/** The rows above the total, in the one order every money place uses. */
export function amountRows(amounts: Amounts, delivery?: AmountsDelivery): AmountRow[] {
  const rows: Array<AmountRow | null> = [
    { label: 'Subtotal', amount: amounts.subtotal },
    deliveryRow(amounts, delivery),
    { label: `VAT (${percent(VAT_RATE)})`, amount: amounts.vat },
    { label: 'Service charge', amount: amounts.serviceCharge },
  ]
  return rows.filter((row): row is AmountRow => row !== null)
}

/**
 * The rows and the total. `stale`: the figures are the cart's own copy while the store's answer
 * is awaited, greyed out and marked, never a total beside a different one.
 */
export function AmountRows({
  amounts,
  delivery,
  stale = false,
}: {
  amounts: Amounts
  delivery?: AmountsDelivery | undefined
  stale?: boolean
}) {
  const before = delivery?.kind === 'unpriced'
  return (
    <dl className={`grid gap-1 text-sm ${stale ? 'text-muted' : ''}`} aria-busy={stale || undefined}>
      {amountRows(amounts, delivery).map((row) => (
        <div key={row.label} className="flex justify-between gap-3">
          <dt>{row.label}</dt>
          <dd className="tabular-nums">{row.text ?? formatNaira(row.amount)}</dd>
        </div>
      ))}
      <div className="mt-1 flex justify-between gap-3 border-t border-line pt-2 text-base font-bold">
        <dt>
          {before ? 'Total before delivery' : 'Total'}
          {stale ? <span className="font-normal"> · checking…</span> : null}
        </dt>
        <dd className="tabular-nums">{formatNaira(amounts.total)}</dd>
      </div>
    </dl>
  )
}

/** The delivery row of an order kept after paying, which knows how it goes but not how far. */
export const keptOrderDelivery = (fulfilment: 'delivery' | 'pickup' | undefined): AmountsDelivery | undefined =>
  fulfilment === 'pickup'
    ? { kind: 'pickup', visit: false }
    : fulfilment === 'delivery'
      ? { kind: 'delivery', distanceKm: null }
      : undefined
