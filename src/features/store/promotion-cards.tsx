import { Link } from '@tanstack/react-router'
import type { DealItem } from '@contract/records'
import { dealState } from '@contract/deals'
import { dealDatesText } from '@/lib/format/deal-dates'
import { useLagosDay } from '@/lib/format/use-lagos-day'
import { Thumbnail } from '@/ui/thumbnail'
import { Price } from './menu-item-list'

// A store's coupons, discounts and featured deals as cards that open their detail pages. A deal
// that has ended stays, muted and marked "Ended", after the running ones: a shopper who came for
// it learns it is over, and no card shows a saving the server would not sell at.

type PromotionKind = 'coupon' | 'discount' | 'featured'

const LABELS: Record<PromotionKind, string> = { coupon: 'Coupon', discount: 'Discount', featured: 'Featured' }

function linkTo(kind: PromotionKind, id: number) {
  const param = String(id)
  if (kind === 'coupon') return { to: '/coupon-detail/$coupon_id', params: { coupon_id: param } } as const
  if (kind === 'discount') return { to: '/discount-detail/$discount_id', params: { discount_id: param } } as const
  return { to: '/featured-detail/$featured_id', params: { featured_id: param } } as const
}

type CardProps = { item: DealItem; kind: PromotionKind; day: string | null; dish: string | undefined }

function PromotionCard({ item, kind, day, dish }: CardProps) {
  const title = item.title ?? item.name ?? LABELS[kind]
  const link = linkTo(kind, item.id)
  const state = day === null ? 'live' : dealState(item, day)
  const running = state === 'live'
  const when = dealDatesText(item, state)
  return (
    // Ended: its colours go, its contrast stays (WCAG 1.4.3).
    <li className={state === 'ended' ? 'grayscale' : ''}>
      <Link
        {...link}
        className="flex h-full gap-3 rounded-xl border border-line bg-surface p-3 hover:border-[var(--accent)]"
      >
        <Thumbnail src={item.image} width={80} height={80} className="size-20 rounded-lg">
          {running && typeof item.percentage === 'number' ? (
            <span className="absolute top-1 left-1 rounded-full bg-deal-700 px-1.5 text-xs font-bold text-white">
              −{item.percentage}%
            </span>
          ) : null}
        </Thumbnail>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">
            {LABELS[kind]}
            {state === 'ended' ? ' · Ended' : ''}
          </p>
          <h3 className="font-semibold break-words">{title}</h3>
          {dish ? <p className="text-sm text-muted">For {dish} on the menu</p> : null}
          {/* Outside its days the deal sells at its full price, with no saving to show. */}
          <Price price={item.price} discounted={running ? item.discounted_price : null} />
          {when ? <p className={`text-xs text-muted ${running ? '' : 'font-semibold'}`}>{when}</p> : null}
        </div>
      </Link>
    </li>
  )
}

type CardsProps = {
  items: DealItem[]
  kind: PromotionKind
  /** The store's menu, to name the dish each deal is for. */
  menu?: readonly DealItem[]
}

export function PromotionCards({ items, kind, menu = [] }: CardsProps) {
  const day = useLagosDay()
  const ended = (item: DealItem) => day !== null && dealState(item, day) === 'ended'
  const ordered = [...items.filter((item) => !ended(item)), ...items.filter(ended)]
  const dishes = new Map(menu.map((dish) => [dish.id, dish.name ?? dish.title]))
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {ordered.map((item) => (
        <PromotionCard
          key={item.id}
          item={item}
          kind={kind}
          day={day}
          dish={typeof item.menu_item === 'number' ? dishes.get(item.menu_item) : undefined}
        />
      ))}
    </ul>
  )
}
