import type { Store } from '@contract/records'
import { useDistancesKnown } from '@/stores/location/location-state'
import { StoreLink } from '@/components/store/store-link'
import { OpenBadge } from '@/ui/open-badge'
import { RatingStars } from '@/ui/rating-stars'
import { Thumbnail } from '@/ui/thumbnail'
import { STORE_CARD_CLASS, STORE_LOGO_CLASS, storeFacts, storeKind } from './store-facts'

const badgeClass = 'rounded-full px-2 py-0.5 text-xs font-semibold'

/**
 * A store in a list: logo, name (the whole card opens the store), place type, rating, area and
 * distance (once the shopper's place is known), delivery time, open or closed, and promotions.
 */
export function StoreCard({ store }: { store: Store }) {
  const kind = storeKind(store)
  const facts = storeFacts(store, useDistancesKnown())
  return (
    <article
      className={`${STORE_CARD_CLASS} hover:bg-surface-2 has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-[var(--focus)]`}
    >
      <Thumbnail src={store.logo} width={56} height={56} className={STORE_LOGO_CLASS} />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <h3 className="truncate font-semibold">
          <StoreLink store={store} className="after:absolute after:inset-0 focus-visible:outline-none">
            {store.name_of_business}
          </StoreLink>
        </h3>
        {kind ? <p className="truncate text-sm text-muted">{kind}</p> : null}
        {store.rating !== undefined ? <RatingStars rating={store.rating} count={store.rating_count} /> : null}
        {facts ? <p className="truncate text-sm text-muted">{facts}</p> : null}
        <p className="mt-auto flex gap-1.5">
          <OpenBadge hours={store.opening_hours} />
          {store.has_coupon ? (
            <span className={`${badgeClass} bg-brand-100 text-brand-900 dark:bg-brand-900 dark:text-brand-100`}>
              Coupon
            </span>
          ) : null}
          {store.has_discount ? (
            <span className={`${badgeClass} bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-100`}>
              Discount
            </span>
          ) : null}
        </p>
      </div>
    </article>
  )
}
