import type { OrderItem } from '@/stores/orders/order-history'

/**
 * A paid coupon's code: what the shopper shows at the store (docs/decisions.md#vouchers). Shown
 * on the confirmation and in My orders, only for a paid order's lines that carry one.
 */
export function VoucherCodes({ items }: { items: readonly OrderItem[] }) {
  const codes = items.filter((item) => item.code)
  if (codes.length === 0) return null
  return (
    <ul className="grid gap-2">
      {codes.map((item) => (
        <li key={item.id} className="rounded-lg border border-dashed border-line bg-surface-2 px-3 py-2 text-sm">
          Show code <span className="font-mono font-bold tracking-wide text-[var(--ink)]">{item.code}</span> at the
          store<span className="text-muted"> ({item.name})</span>
        </li>
      ))}
    </ul>
  )
}
