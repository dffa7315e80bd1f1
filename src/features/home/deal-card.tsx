import { Link } from '@tanstack/react-router'
import type { HotDealKind } from '@/api/deals'
import type { DealItem } from '@/api/records'
import { formatNaira } from '@/lib/money'

/** Fixed card size, shared with the row's skeleton so nothing shifts when deals arrive. */
export const DEAL_CARD_WIDTH = 'w-56'
export const DEAL_CARD_HEIGHT = 'h-[17rem]'

const KIND_LABEL: Record<HotDealKind, string> = { discount: 'Discount', coupon: 'Coupon', featured: 'Featured' }

function DealLink({ kind, id, children }: { kind: HotDealKind; id: number; children: string }) {
  const className = 'after:absolute after:inset-0 focus-visible:outline-none'
  const dealId = String(id)
  switch (kind) {
    case 'discount':
      return (
        <Link to="/discount-detail/$discount_id" params={{ discount_id: dealId }} className={className}>
          {children}
        </Link>
      )
    case 'coupon':
      return (
        <Link to="/coupon-detail/$coupon_id" params={{ coupon_id: dealId }} className={className}>
          {children}
        </Link>
      )
    case 'featured':
      return (
        <Link to="/featured-detail/$featured_id" params={{ featured_id: dealId }} className={className}>
          {children}
        </Link>
      )
  }
}

/** One deal in a horizontal row: picture, title, store, naira price and the saving. */
export function DealCard({
  deal,
  kind,
  heading: Heading = 'h3',
}: {
  deal: DealItem
  kind: HotDealKind
  /** The card title's level under the row's own heading. */
  heading?: 'h3' | 'h4'
}) {
  const title = deal.title ?? deal.name ?? KIND_LABEL[kind]
  const price = deal.discounted_price ?? deal.price
  const saving =
    deal.saving ??
    (deal.price !== undefined && typeof deal.discounted_price === 'number' ? deal.price - deal.discounted_price : null)
  return (
    <article
      className={`relative flex ${DEAL_CARD_WIDTH} ${DEAL_CARD_HEIGHT} flex-col overflow-hidden rounded-xl border border-line bg-surface hover:bg-surface-2 has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-[var(--focus)]`}
    >
      <div className="relative h-32 shrink-0 bg-surface-2">
        {deal.image ? (
          <img
            src={deal.image}
            alt=""
            width={224}
            height={128}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover"
          />
        ) : null}
        <span className="absolute top-2 left-2 rounded-full bg-surface px-2 py-0.5 text-xs font-semibold">
          {KIND_LABEL[kind]}
          {typeof deal.percentage === 'number' && deal.percentage > 0 ? ` · ${deal.percentage}% off` : null}
        </span>
      </div>
      <div className="flex min-h-0 flex-1 flex-col gap-1 p-3">
        <Heading className="line-clamp-2 text-sm leading-snug font-semibold">
          <DealLink kind={kind} id={deal.id}>
            {title}
          </DealLink>
        </Heading>
        {deal.store ? <p className="truncate text-xs text-muted">{deal.store.name_of_business}</p> : null}
        <p className="mt-auto flex flex-wrap items-baseline gap-x-2">
          {price !== undefined ? <span className="font-bold">{formatNaira(price)}</span> : null}
          {deal.price !== undefined && price !== deal.price ? (
            <s className="text-xs text-muted">
              <span className="sr-only">was </span>
              {formatNaira(deal.price)}
            </s>
          ) : null}
        </p>
        {saving ? (
          <p className="text-xs font-semibold text-deal-700 dark:text-deal-500">You save {formatNaira(saving)}</p>
        ) : null}
      </div>
    </article>
  )
}
