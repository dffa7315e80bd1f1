import { useId } from 'react'
import { VAT_RATE } from '@contract/pricing'
import { formatNaira } from '@/lib/money'
import type { OrderLineSummary, OrderTotals } from './order-totals'

const percent = (rate: number) => `${(rate * 100).toLocaleString('en-NG', { maximumFractionDigits: 2 })}%`

/** One store's order: its lines, then subtotal, VAT, service charge and the total to pay. */
export function OrderSummary({
  storeName,
  lines,
  totals,
  title = 'Order summary',
}: {
  storeName: string
  lines: readonly OrderLineSummary[]
  totals: OrderTotals
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
        <div className="mt-1 flex justify-between gap-3 border-t border-line pt-2 text-base font-bold">
          <dt>Total</dt>
          <dd className="tabular-nums">{formatNaira(totals.total)}</dd>
        </div>
      </dl>
    </section>
  )
}

function Row({ label, amount }: { label: string; amount: number }) {
  return (
    <div className="flex justify-between gap-3">
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatNaira(amount)}</dd>
    </div>
  )
}
