import { Link } from '@tanstack/react-router'
import type { DealItem } from '@contract/records'
import { dealLink } from '@/lib/links/deal-link'
import { DEAL_KIND_WORDS } from '@/lib/format/deal-words'
import { formatNaira } from '@/lib/format/money'

/** A menu item's cheapest deal running today, as the server names it on the item. */
export type MenuDeal = NonNullable<DealItem['deal']>

/** "₦2,000 with a coupon · 20% off" on a dish that has a deal, linking to the deal's page. */
export function MenuDealOffer({ deal }: { deal: MenuDeal }) {
  return (
    <p className="text-sm">
      <Link
        {...dealLink(deal.kind, deal.id)}
        className="inline-flex min-h-11 flex-wrap items-center gap-x-1 font-semibold text-deal-700 underline underline-offset-2 dark:text-deal-500"
      >
        <span className="font-bold">{formatNaira(deal.discounted_price)}</span>{' '}
        <span>
          {DEAL_KIND_WORDS[deal.kind]}
          {deal.percentage ? ` · ${deal.percentage}% off` : ''}
        </span>
      </Link>
    </p>
  )
}
