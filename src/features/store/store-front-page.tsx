import { useQuery } from '@tanstack/react-query'
import { useDeferredValue } from 'react'
import { nearMeStoreQueryOptions } from '@/api/discovery'
import { isNotFound, messageOf } from '@/api/errors'
import { nextStep } from '@/api/error-advice'
import { storeBySlugQueryOptions } from '@/api/search-store'
import { useDocumentTitle } from '@/lib/browser/use-document-title'
import { ErrorState, SavedDataNotice } from '@/ui/states'
import { showsSavedData } from '@/ui/saved-data'
import { PageHydrated } from '@/lib/lifecycle/page-hydration'
import { StoreComments } from './store-comments'
import { StoreAbout, StoreHeader } from './store-header'
import { DealsSection, FeaturedSection, MenuSection } from './store-sections'
import { useRecordStoreVisit } from './use-record-store-visit'
import { StoreNotFound, StoreSkeleton } from './store-states'
import { StoreNotSaved, useNotSavedYet } from './store-not-saved'
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
  // The store's answer arrives through useSyncExternalStore, which React renders at once and
  // whole (header, menu, deals and comments in one task, over 100 ms on a slow phone).
  // Deferred, the skeleton stays for that render and the page renders in slices after it.
  // (A store gone from the cache, as for another slug, goes at once.)
  const deferred = useDeferredValue(query.data)
  const store = query.data === undefined ? undefined : deferred
  // What failed: the search for the slug (nothing is known yet), else the store itself.
  const failed = found.data === undefined ? found : query
  const slugNotSaved = useNotSavedYet(found)
  const storeNotSaved = useNotSavedYet(query)
  const notSaved = found.data === undefined ? slugNotSaved : storeNotSaved

  let body
  if (store) {
    const ref = { id: store.id, name_of_business: store.name_of_business, slug: store.slug, logo: store.logo }
    body = (
      <>
        {showsSavedData(query) ? <SavedDataNotice updatedAt={query.dataUpdatedAt} /> : null}
        <StoreHeader store={store} shareUrl={storeUrl(store.slug || slug)} />
        <MenuSection items={store.menu_items ?? []} store={ref} openingHours={store.opening_hours} />
        <DealsSection coupons={store.coupons ?? []} discounts={store.discounts ?? []} menu={store.menu_items} />
        <FeaturedSection items={store.featured ?? []} menu={store.menu_items} />
        <StoreAbout store={store} />
        <StoreComments store={store} />
      </>
    )
  } else if (found.data === null || (failed.isError && isNotFound(failed.error))) {
    body = <StoreNotFound />
  } else if (notSaved) {
    body = <StoreNotSaved known={found.data} onRetry={() => void failed.refetch()} />
  } else if (failed.isError) {
    body = (
      <>
        <h1 className="mb-4 text-2xl font-bold">Store</h1>
        <ErrorState
          message={messageOf(failed.error)}
          hint={nextStep(failed.error)}
          onRetry={() => void failed.refetch()}
        />
      </>
    )
  } else {
    body = <StoreSkeleton />
  }

  return (
    <>
      <StoreTopBar />
      <div className="page">{body}</div>
      <PageHydrated />
    </>
  )
}
