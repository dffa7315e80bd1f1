import { useId, type ReactNode } from 'react'
import { AmountRows, type Amounts, type AmountsDelivery } from '@/components/money/amount-rows'
import { formatNaira } from '@/lib/format/money'
import type { OrderLineSummary } from './order-totals'

/**
 * One store's order: its lines, then the amount rows every money place shows (items, delivery,
 * VAT, service charge, total). `note` (an arrival estimate, a closed store) shows under the total;
 * `stale` greys the figures while the store's answer is awaited.
 */
export function OrderSummary({
  storeName,
  lines,
  totals,
  delivery,
  stale = false,
  note,
  title = 'Order summary',
}: {
  storeName: string
  lines: readonly OrderLineSummary[]
  totals: Amounts
  delivery?: AmountsDelivery | undefined
  stale?: boolean
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
      <ul className={`mt-3 divide-y divide-[var(--line)] ${stale ? 'text-muted' : ''}`}>
        {lines.map((line) => (
          <li key={line.id} className="flex items-baseline justify-between gap-3 py-2 text-sm">
            <span className="min-w-0 break-words">
              {line.name} <span className="text-muted">× {line.quantity}</span>
            </span>
            <span className="shrink-0 font-medium tabular-nums">{formatNaira(line.unitPrice * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <div className="mt-2 border-t border-line pt-3">
        <AmountRows amounts={totals} delivery={delivery} stale={stale} />
      </div>
      {note ? <div className="mt-3 text-sm">{note}</div> : null}
    </section>
  )
}
