import { useQuery } from '@tanstack/react-query'
import { nearMeStoreQueryOptions } from '@/api/discovery'
import { describeError } from '@/api/error-advice'
import { storeBySlugQueryOptions } from '@/api/search-store'
import type { StoreDetails } from '@contract/records'
import { useDocumentTitle } from '@/lib/browser/use-document-title'
import { PageHydrated } from '@/lib/lifecycle/page-hydration'
import { QueryStates } from '@/ui/query-states'
import { StoreComments } from './store-comments'
import { StoreAbout, StoreHeader } from './store-header'
import { DealsSection, FeaturedSection, MenuSection } from './store-sections'
import { useRecordStoreVisit } from './use-record-store-visit'
import { StoreSkeleton } from './store-states'
import { useStoreAbsent } from './store-not-saved'
import { StoreTopBar } from './store-top-bar'

/** The page's own address, without any query string, for sharing. */
function storeUrl(slug: string): string {
  const origin = typeof window === 'undefined' ? '' : window.location.origin
  return `${origin}/store-front-details/${encodeURIComponent(slug)}`
}

/**
 * A store's front (docs/pages.md#detail-routes store front details): header, menu, deals and comments. The URL names
 * the store by slug; docs/api.md#discovery reads a store by id, so the slug is resolved through the store
 * search first (already known when the shopper came from a list: StoreLink).
 */
export function StoreFrontPage({ slug }: { slug: string }) {
  const found = useQuery(storeBySlugQueryOptions(slug))
  const id = found.data?.id
  const query = useQuery({ ...nearMeStoreQueryOptions(id ?? 0), enabled: id !== undefined })
  useDocumentTitle(query.data?.name_of_business)
  useRecordStoreVisit(query.data?.id)
  const absent = useStoreAbsent(found, query)
  return (
    <>
      <StoreTopBar />
      <div className="page">
        {absent ?? (
          <QueryStates
            query={query}
            after={found}
            skeleton={<StoreSkeleton />}
            describeError={describeError}
            frame={(state) => (
              <>
                <h1 className="mb-4 text-2xl font-bold">Store</h1>
                {state}
              </>
            )}
            // The store's answer arrives through useSyncExternalStore, which React renders at once and whole (header,
            // menu, deals and comments in one task, over 100 ms on a slow phone): the page renders in slices after it.
            renderLater
          >
            {(store) => <StoreFront store={store} shareUrl={storeUrl(store.slug || slug)} />}
          </QueryStates>
        )}
      </div>
      <PageHydrated />
    </>
  )
}

function StoreFront({ store, shareUrl }: { store: StoreDetails; shareUrl: string }) {
  const ref = { id: store.id, name_of_business: store.name_of_business, slug: store.slug, logo: store.logo }
  return (
    <>
      <StoreHeader store={store} shareUrl={shareUrl} />
      <MenuSection items={store.menu_items ?? []} store={ref} openingHours={store.opening_hours} />
      <DealsSection coupons={store.coupons ?? []} discounts={store.discounts ?? []} menu={store.menu_items} />
      <FeaturedSection items={store.featured ?? []} menu={store.menu_items} />
      <StoreAbout store={store} />
      <StoreComments store={store} />
    </>
  )
}
