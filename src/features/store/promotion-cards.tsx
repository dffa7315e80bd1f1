import { Link } from '@tanstack/react-router'
import type { DealItem } from '@contract/records'
import { Thumbnail } from '@/ui/thumbnail'
import { Price } from './menu-item-list'
import { lazyFormat } from '@/lib/intl'

// A store's coupons, discounts and featured deals as cards that open their detail pages.

type PromotionKind = 'coupon' | 'discount' | 'featured'

const LABELS: Record<PromotionKind, string> = { coupon: 'Coupon', discount: 'Discount', featured: 'Featured' }

function linkTo(kind: PromotionKind, id: number) {
  const param = String(id)
  if (kind === 'coupon') return { to: '/coupon-detail/$coupon_id', params: { coupon_id: param } } as const
  if (kind === 'discount') return { to: '/discount-detail/$discount_id', params: { discount_id: param } } as const
  return { to: '/featured-detail/$featured_id', params: { featured_id: param } } as const
}

const dateFormat = lazyFormat(
  () => new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', year: 'numeric' }),
)

function formatDay(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00`)
  return Number.isNaN(date.getTime()) ? day : dateFormat().format(date)
}

function PromotionCard({ item, kind }: { item: DealItem; kind: PromotionKind }) {
  const title = item.title ?? item.name ?? LABELS[kind]
  const link = linkTo(kind, item.id)
  return (
    <li>
      <Link
        {...link}
        className="flex h-full gap-3 rounded-xl border border-line bg-surface p-3 hover:border-[var(--accent)]"
      >
        <Thumbnail src={item.image} width={80} height={80} className="size-20 rounded-lg">
          {typeof item.percentage === 'number' ? (
            <span className="absolute top-1 left-1 rounded-full bg-deal-700 px-1.5 text-xs font-bold text-white">
              −{item.percentage}%
            </span>
          ) : null}
        </Thumbnail>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">{LABELS[kind]}</p>
          <h3 className="font-semibold break-words">{title}</h3>
          <Price price={item.price} discounted={item.discounted_price} />
          {kind === 'coupon' && item.code ? (
            <p className="text-sm">
              Code <code className="rounded bg-surface-2 px-1.5 py-0.5 font-mono font-semibold">{item.code}</code>
            </p>
          ) : null}
          {item.valid_until ? <p className="text-xs text-muted">Valid until {formatDay(item.valid_until)}</p> : null}
        </div>
      </Link>
    </li>
  )
}

export function PromotionCards({ items, kind }: { items: DealItem[]; kind: PromotionKind }) {
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {items.map((item) => (
        <PromotionCard key={item.id} item={item} kind={kind} />
      ))}
    </ul>
  )
}
