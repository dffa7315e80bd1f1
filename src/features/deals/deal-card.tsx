import { Link } from '@tanstack/react-router'
import type { DealItem, DealKind } from '@/api/records'
import { formatNaira } from '@/lib/money'
import { dealLink } from './deal-link'
import { dealPrice, dealTitle, formatDay } from './deal-format'
import { DEAL_KINDS } from './deal-kinds'

/** A deal card's height, so skeletons hold its place while a list loads. */
export const DEAL_CARD_HEIGHT = 'h-36'

/** A deal in a marketplace list: image, saving, title, store and price; the whole card opens it. */
export function DealCard({ item, kind }: { item: DealItem; kind: DealKind }) {
  const title = dealTitle(item, DEAL_KINDS[kind].label)
  const price = dealPrice(item)
  return (
    <li
      className={`relative flex ${DEAL_CARD_HEIGHT} gap-3 overflow-hidden rounded-xl border border-line bg-surface p-3 hover:bg-surface-2 has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-[var(--focus)]`}
    >
      <div className="relative h-[90px] w-[120px] shrink-0 overflow-hidden rounded-lg bg-surface-2">
        {item.image ? (
          <img
            src={item.image}
            alt=""
            width={120}
            height={90}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        ) : null}
        {price?.percentage ? (
          <span className="absolute top-1 left-1 rounded-full bg-deal-700 px-1.5 text-xs font-bold text-white">
            −{price.percentage}%
          </span>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <h3 className="line-clamp-2 font-semibold break-words">
          <Link {...dealLink(kind, item.id)} className="after:absolute after:inset-0 focus-visible:outline-none">
            {title}
          </Link>
        </h3>
        {item.store ? <p className="truncate text-sm text-muted">{item.store.name_of_business}</p> : null}
        {price ? (
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-bold">{formatNaira(price.now)}</span>
            {price.was !== null ? (
              <s className="text-sm text-muted">
                <span className="sr-only">was </span>
                {formatNaira(price.was)}
              </s>
            ) : null}
          </p>
        ) : null}
        {item.valid_until ? (
          <p className="mt-auto text-xs text-muted">Valid until {formatDay(item.valid_until)}</p>
        ) : null}
      </div>
    </li>
  )
}

/** A grid of deal cards. */
export function DealCardList({ items, kind }: { items: DealItem[]; kind: DealKind }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <DealCard key={item.id} item={item} kind={kind} />
      ))}
    </ul>
  )
}
