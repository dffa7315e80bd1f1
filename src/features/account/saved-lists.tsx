import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useAtomValue, useStore } from 'jotai'
import { useEffect, useId, type ReactNode } from 'react'
import type { UserActivities } from '@contract/records'
import type { DealKind } from '@contract/rules'
import { dealQueryOptions } from '@/api/deals'
import { nearMeStoreQueryOptions } from '@/api/discovery'
import { describeNamedError } from '@/api/error-advice'
import { loadActivities } from '@/stores/activities/activities'
import { activitiesErrorAtom, activitiesStatusAtom, userActivitiesAtom } from '@/stores/activities/activities-atoms'
import { dealLink } from '@/lib/links/deal-link'
import { useOnline } from '@/lib/browser/use-online'
import { QueryStates, type QueriesAsOne } from '@/ui/query-states'
import { buttonClass, EmptyState, SkeletonCards } from '@/ui/states'
import { WORDS_DETAIL } from '@/ui/shopper-message'

// Liked stores and deals, and subscribed stores: the ids come from the shopper's activities
// (the API's data-jwt (docs/api.md#auth), kept on the phone as `userActivities`, so the lists show offline too);
// each name from the store's or deal's own read (cached like every store page).

/** Rows each list shows; the rest are counted, so a long history costs few requests. */
export const LIST_LIMIT = 12

const rowClass = 'flex min-h-11 items-center justify-between gap-3 py-2'
const linkClass = 'font-semibold text-accent underline wrap-anywhere'

function StoreRow({ storeId, badge }: { storeId: number; badge?: ReactNode }) {
  const query = useQuery(nearMeStoreQueryOptions(storeId))
  return (
    <li className={rowClass}>
      {query.data ? (
        <Link to="/store-front-details/$store_slug" params={{ store_slug: query.data.slug }} className={linkClass}>
          {query.data.name_of_business}
        </Link>
      ) : (
        <span className="text-muted">{query.isError ? 'A store that is no longer listed' : 'Loading store…'}</span>
      )}
      {badge}
    </li>
  )
}

type LikedDeal = { kind: DealKind; id: number }

function DealRow({ deal }: { deal: LikedDeal }) {
  const query = useQuery(dealQueryOptions(deal.kind, deal.id))
  const name = query.data ? (query.data.title ?? query.data.name ?? `A ${deal.kind}`) : null
  return (
    <li className={rowClass}>
      <Link {...dealLink(deal.kind, deal.id)} className={linkClass}>
        {name ?? (query.isError ? `A ${deal.kind} that may have ended` : `Loading ${deal.kind}…`)}
      </Link>
      <span className="shrink-0 text-xs text-muted capitalize">{deal.kind}</span>
    </li>
  )
}

function More({ count }: { count: number }) {
  return count > LIST_LIMIT ? <p className="mt-1 text-sm text-muted">and {count - LIST_LIMIT} more</p> : null
}

/** The catalogue's words for a failed data-jwt read (docs/errors.md#interactions): always named on the page. */
const ACTIVITIES_FAILED = 'Error fetching user activities'
const ACTIVITIES_UNEXPECTED = 'Failed to fetch user activities'

/**
 * The activities' own states, read as one query (src/ui/query-states.tsx): the copy on this phone, else loading, a
 * failure with retry, or offline with nothing.
 */
function WithActivities({ children }: { children: (activities: UserActivities) => ReactNode }) {
  const store = useStore()
  const activities = useAtomValue(userActivitiesAtom)
  const status = useAtomValue(activitiesStatusAtom)
  const error = useAtomValue(activitiesErrorAtom)
  const online = useOnline()
  const read: QueriesAsOne<UserActivities> = {
    data: activities ?? undefined,
    isError: status === 'failed',
    error: status === 'failed' ? new Error(error ?? ACTIVITIES_UNEXPECTED) : null,
    fetchStatus: online ? 'fetching' : 'paused',
    refetch: () => void loadActivities(store, { fresh: true }),
    // The copy on this phone has no date: said in words below instead.
    savedAt: null,
  }
  return (
    <QueryStates
      query={read}
      skeleton={<SkeletonCards count={2} height="h-11" label="Loading your likes and subscriptions…" />}
      describeError={(failure) => ({ message: describeNamedError(failure, ACTIVITIES_FAILED).message })}
      offlineHint="Your likes and subscriptions are not saved on this phone yet. They will load when you are back online."
    >
      {(shown) => (
        <>
          {status === 'failed' || !online ? (
            <p role="status" className="mb-2 rounded-lg bg-surface-2 px-3 py-2 text-sm text-muted">
              Showing what was saved on this phone: it could not be checked just now.
              {status === 'failed' && online ? (
                <span {...{ [WORDS_DETAIL]: '' }} className="block">
                  {describeNamedError(new Error(error ?? ACTIVITIES_UNEXPECTED), ACTIVITIES_FAILED).message}
                </span>
              ) : null}
            </p>
          ) : null}
          {children(shown)}
        </>
      )}
    </QueryStates>
  )
}

const findStores = (
  <Link to="/near-me" className={buttonClass.secondary}>
    Find stores near me
  </Link>
)

function likedDeals(activities: UserActivities): LikedDeal[] {
  return [
    ...activities.coupon_likes.map((like) => ({ kind: 'coupon' as const, id: like.likes })),
    ...activities.discount_likes.map((like) => ({ kind: 'discount' as const, id: like.likes })),
    ...activities.featureddeals_likes.map((like) => ({ kind: 'featured' as const, id: like.likes })),
  ]
}

export function LikedSection() {
  const titleId = useId()
  return (
    <section id="liked" aria-labelledby={titleId} className="scroll-mt-20 rounded-xl border border-line p-4">
      <h2 id={titleId} className="mb-2 font-semibold">
        Liked stores and deals
      </h2>
      <WithActivities>
        {(activities) => {
          const stores = activities.liked_restaurants
          const deals = likedDeals(activities)
          if (stores.length === 0 && deals.length === 0)
            return (
              <EmptyState
                title="No likes yet"
                hint="Tap the heart on a store or a deal, and it shows here to find again."
                action={findStores}
              />
            )
          return (
            <div className="grid gap-3">
              {stores.length > 0 ? (
                <div>
                  <h3 className="text-sm font-semibold text-muted">Stores</h3>
                  <ul className="divide-y divide-[var(--line)]">
                    {stores.slice(0, LIST_LIMIT).map((like) => (
                      <StoreRow key={like.id} storeId={like.likes} />
                    ))}
                  </ul>
                  <More count={stores.length} />
                </div>
              ) : null}
              {deals.length > 0 ? (
                <div>
                  <h3 className="text-sm font-semibold text-muted">Deals</h3>
                  <ul className="divide-y divide-[var(--line)]">
                    {deals.slice(0, LIST_LIMIT).map((deal) => (
                      <DealRow key={`${deal.kind}-${deal.id}`} deal={deal} />
                    ))}
                  </ul>
                  <More count={deals.length} />
                </div>
              ) : null}
            </div>
          )
        }}
      </WithActivities>
    </section>
  )
}

export function SubscribedSection() {
  const titleId = useId()
  return (
    <section id="subscribed" aria-labelledby={titleId} className="scroll-mt-20 rounded-xl border border-line p-4">
      <h2 id={titleId} className="font-semibold">
        Subscribed stores
      </h2>
      <p className="mt-1 mb-2 text-sm text-muted">Open a store to change its subscription and deal alerts.</p>
      <WithActivities>
        {(activities) => {
          const subscribed = activities.subscribed_restaurants
          if (subscribed.length === 0)
            return (
              <EmptyState
                title="No subscriptions yet"
                hint="Subscribe to a store to hear when it runs a deal."
                action={findStores}
              />
            )
          return (
            <>
              <ul className="divide-y divide-[var(--line)]">
                {subscribed.slice(0, LIST_LIMIT).map((subscription) => (
                  <StoreRow
                    key={subscription.id}
                    storeId={subscription.subscribed}
                    badge={
                      <span className="shrink-0 rounded-full bg-surface-2 px-2 py-0.5 text-xs font-semibold">
                        Subscribed
                      </span>
                    }
                  />
                ))}
              </ul>
              <More count={subscribed.length} />
            </>
          )
        }}
      </WithActivities>
    </section>
  )
}

/** The lists come from the server each time the account opens (docs/data.md: the whole list). */
export function useFreshActivities(): void {
  const store = useStore()
  useEffect(() => {
    void loadActivities(store)
  }, [store])
}
