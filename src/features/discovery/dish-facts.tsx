import type { DishResult } from '@/api/dish-search'
import { DEAL_KIND_NOUNS } from '@/lib/format/deal-words'
import { formatNaira } from '@/lib/format/money'
import { OpenBadge } from '@/ui/open-badge'
import { storePlace } from '@/components/store/store-facts'

/** "20% off · discount": the running deal's kind (its price is shown beside it). */
export function dealBadgeText(deal: NonNullable<DishResult['deal']>): string {
  return [deal.percentage ? `${deal.percentage}% off` : null, DEAL_KIND_NOUNS[deal.kind]].filter(Boolean).join(' · ')
}

/** The price a result shows first: the deal's when there is one. */
function shownPrice(dish: DishResult): { now: number | null; was: number | null } {
  if (dish.deal)
    return { now: dish.deal.price, was: dish.price !== null && dish.price > dish.deal.price ? dish.price : null }
  return { now: dish.price, was: null }
}

/** Everything but the dish's name: its price and deal, its store, where it is and whether it is open. */
export function DishFacts({ dish, distancesKnown }: { dish: DishResult; distancesKnown: boolean }) {
  const price = shownPrice(dish)
  const place = storePlace(dish, distancesKnown)
  return (
    <span className="flex flex-col gap-0.5 text-xs">
      <span className="flex flex-wrap items-baseline gap-x-2">
        {price.now !== null ? (
          <span className="text-sm font-bold text-[var(--ink)]">{formatNaira(price.now)}</span>
        ) : null}
        {price.was !== null ? (
          <s className="text-muted">
            <span className="sr-only">was </span>
            {formatNaira(price.was)}
          </s>
        ) : null}
        {dish.deal ? (
          <span className="rounded-full bg-deal-700 px-2 py-0.5 font-semibold text-white">
            <span className="sr-only">Deal: </span>
            {dealBadgeText(dish.deal)}
          </span>
        ) : null}
      </span>
      <span className="flex flex-wrap items-center gap-x-2 text-muted">
        <span className="font-medium text-[var(--ink)]">{dish.store.name_of_business}</span>
        {place ? <span>{place}</span> : null}
        <OpenBadge hours={dish.store.opening_hours} />
      </span>
    </span>
  )
}
