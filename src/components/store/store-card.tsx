import type { Store } from '@contract/records'
import { useDistancesKnown } from '@/stores/location/location-state'
import { StoreLink } from '@/components/store/store-link'
import { OpenBadge } from '@/ui/open-badge'
import { RatingStars } from '@/ui/rating-stars'
import { Thumbnail } from '@/ui/thumbnail'

/** The height of a store card, for skeletons that hold its place while the list loads. */
export const STORE_CARD_HEIGHT = 'h-36'

const badgeClass = 'rounded-full px-2 py-0.5 text-xs font-semibold'

/** "0.2 km": one decimal, as near me sorts by it. */
export function formatDistance(km: number): string {
  return `${km.toFixed(1)} km`
}

/** Where a store is: its area, and how far when the shopper's own place is known ("Ikeja · 0.4 km"). */
export function storePlace(store: Pick<Store, 'area' | 'distance_km'>, distancesKnown: boolean): string | null {
  const distance = distancesKnown && store.distance_km !== undefined ? formatDistance(store.distance_km) : null
  return [store.area, distance].filter(Boolean).join(' · ') || null
}

/**
 * A store in a list: logo, name (the whole card opens the store), place type, rating, area and
 * distance (once the shopper's place is known), delivery time, open or closed, and promotions.
 */
export function StoreCard({ store }: { store: Store }) {
  const kind = [store.place_type, store.cuisine_type].filter(Boolean).join(' · ')
  const facts = [
    storePlace(store, useDistancesKnown()),
    store.delivery_time_minutes !== undefined ? `${store.delivery_time_minutes} min delivery` : null,
  ].filter((fact): fact is string => fact !== null)
  return (
    <article
      className={`relative flex ${STORE_CARD_HEIGHT} gap-3 overflow-hidden rounded-xl border border-line bg-surface p-3 hover:bg-surface-2 has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-[var(--focus)]`}
    >
      <Thumbnail src={store.logo} width={56} height={56} className="size-14 rounded-lg border border-line" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <h3 className="truncate font-semibold">
          <StoreLink store={store} className="after:absolute after:inset-0 focus-visible:outline-none">
            {store.name_of_business}
          </StoreLink>
        </h3>
        {kind ? <p className="truncate text-sm text-muted">{kind}</p> : null}
        {store.rating !== undefined ? <RatingStars rating={store.rating} count={store.rating_count} /> : null}
        {facts.length > 0 ? <p className="truncate text-sm text-muted">{facts.join(' · ')}</p> : null}
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
