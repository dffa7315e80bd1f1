import { useId, type ReactNode } from 'react'
import { DELIVERY_FEE, VAT_RATE, type OrderTotals } from '@contract/pricing'
import { formatNaira } from '@/lib/format/money'
import type { OrderLineSummary } from './order-totals'

const percent = (rate: number) => `${(rate * 100).toLocaleString('en-NG', { maximumFractionDigits: 2 })}%`

/** Totals as an order summary shows them; orders kept from before delivery fees have none. */
export type SummaryTotals = Omit<OrderTotals, 'deliveryFee'> & { deliveryFee?: number }

/** How the order reaches the shopper, for the delivery line: absent, no such line is shown. */
export type SummaryDelivery = { kind: 'delivery'; distanceKm: number | null } | { kind: 'pickup'; visit: boolean }

function deliveryLabel(delivery: SummaryDelivery, totals: SummaryTotals): string {
  if (delivery.kind === 'pickup') return delivery.visit ? 'Visit the store' : 'Pick up at the store'
  if (totals.deliveryFee === 0 && totals.subtotal >= DELIVERY_FEE.freeFrom)
    return `Delivery (free from ${formatNaira(DELIVERY_FEE.freeFrom)})`
  return delivery.distanceKm === null ? 'Delivery' : `Delivery (${delivery.distanceKm.toFixed(1)} km)`
}

/**
 * One store's order: its lines, then subtotal, VAT, service charge, delivery and the total to
 * pay. `note` (an arrival estimate, a closed store) shows under the total.
 */
export function OrderSummary({
  storeName,
  lines,
  totals,
  delivery,
  note,
  title = 'Order summary',
}: {
  storeName: string
  lines: readonly OrderLineSummary[]
  totals: SummaryTotals
  delivery?: SummaryDelivery
  note?: ReactNode
  title?: string
}) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-line bg-surface p-4">
      <h2 id={headingId} className="text-lg font-bold">
        {title}
      </h2>
      <p className="text-sm text-muted">From {storeName}</p>
      <ul className="mt-3 divide-y divide-[var(--line)]">
        {lines.map((line) => (
          <li key={line.id} className="flex items-baseline justify-between gap-3 py-2 text-sm">
            <span className="min-w-0 break-words">
              {line.name} <span className="text-muted">× {line.quantity}</span>
            </span>
            <span className="shrink-0 font-medium tabular-nums">{formatNaira(line.unitPrice * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-2 grid gap-1 border-t border-line pt-3 text-sm">
        <Row label="Subtotal" amount={totals.subtotal} />
        <Row label={`VAT (${percent(VAT_RATE)})`} amount={totals.vat} />
        <Row label="Service charge" amount={totals.serviceCharge} />
        {delivery ? (
          <Row
            label={deliveryLabel(delivery, totals)}
            amount={totals.deliveryFee ?? 0}
            free={delivery.kind === 'pickup' || totals.deliveryFee === 0}
          />
        ) : null}
        <div className="mt-1 flex justify-between gap-3 border-t border-line pt-2 text-base font-bold">
          <dt>Total</dt>
          <dd className="tabular-nums">{formatNaira(totals.total)}</dd>
        </div>
      </dl>
      {note ? <div className="mt-3 text-sm">{note}</div> : null}
    </section>
  )
}

function Row({ label, amount, free = false }: { label: string; amount: number; free?: boolean }) {
  return (
    <div className="flex justify-between gap-3">
      <dt>{label}</dt>
      <dd className="tabular-nums">{free ? 'Free' : formatNaira(amount)}</dd>
    </div>
  )
}
