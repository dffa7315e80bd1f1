import type { Store } from '@contract/records'
import { StoreLink } from '@/components/store/store-link'
import { OpenBadge } from '@/ui/open-badge'
import { RatingStars } from '@/ui/rating-stars'
import { MAP_LIST_BOX } from './map-layout'
import { formatDistance } from './map-geometry'

/**
 * The stores on the map as a plain list: the keyboard and screen-reader way in, and the whole
 * page when map tiles cannot load. Each name opens the store front.
 */
type MapStoreListProps = { stores: readonly Store[]; headingId: string; distancesKnown: boolean }

export function MapStoreList({ stores, headingId, distancesKnown }: MapStoreListProps) {
  return (
    <section
      aria-labelledby={headingId}
      className={`flex min-h-0 flex-col rounded-xl border border-line bg-surface ${MAP_LIST_BOX}`}
    >
      <h2 id={headingId} className="border-b border-line px-3 py-2 text-sm font-semibold" aria-live="polite">
        {stores.length} {stores.length === 1 ? 'store' : 'stores'} on the map, nearest first
        {distancesKnown ? null : <span className="block font-normal text-muted">Distances from central Lagos</span>}
      </h2>
      <ol className="relative min-h-0 flex-1 divide-y divide-[var(--line)] overflow-y-auto">
        {stores.map((store) => {
          const distance = distancesKnown ? formatDistance(store.distance_km) : ''
          const kind = [store.place_type, store.area].filter(Boolean).join(' · ')
          return (
            <li key={store.id} className="flex items-start justify-between gap-3 px-3 py-2">
              <div className="min-w-0">
                <StoreLink
                  store={store}
                  className="-my-1 block truncate py-2.5 leading-6 font-semibold hover:underline"
                >
                  {store.name_of_business}
                </StoreLink>
                {kind ? (
                  <p className="flex items-center gap-2 text-xs text-muted">
                    <span className="truncate">{kind}</span>
                    <OpenBadge hours={store.opening_hours} />
                  </p>
                ) : null}
                {store.rating !== undefined ? <RatingStars rating={store.rating} count={store.rating_count} /> : null}
              </div>
              {distance ? (
                <span className="shrink-0 text-sm whitespace-nowrap text-muted">
                  <span className="sr-only">Distance: </span>
                  {distance}
                </span>
              ) : null}
            </li>
          )
        })}
      </ol>
    </section>
  )
}
