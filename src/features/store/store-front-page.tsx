import { useQuery } from '@tanstack/react-query'
import { nearMeStoreQueryOptions } from '@/api/discovery'
import { messageOf } from '@/api/errors'
import { nextStep } from '@/api/error-advice'
import { useDocumentTitle } from '@/lib/use-document-title'
import { ErrorState, SavedDataNotice } from '@/ui/states'
import { PageHydrated } from '@/lib/page-hydration'
import { CommentForm, CommentList } from './store-comments'
import { StoreHeader } from './store-header'
import { DealsSection, MenuSection, Section } from './store-sections'
import { isNotFound, StoreNotFound, StoreSkeleton, useRetryUnlessNotFound } from './store-states'
import { StoreTopBar } from './store-top-bar'

/** The page's own address, without any query string, for sharing. */
function storeUrl(slug: string): string {
  const origin = typeof window === 'undefined' ? '' : window.location.origin
  return `${origin}/store-front-details/${encodeURIComponent(slug)}`
}

/** A store's front (SPEC §2 store front details): header, menu, deals and comments. */
export function StoreFrontPage({ slug }: { slug: string }) {
  const retry = useRetryUnlessNotFound()
  const query = useQuery({ ...nearMeStoreQueryOptions(slug), retry })
  const store = query.data
  useDocumentTitle(store?.name_of_business)

  let body
  if (store) {
    const ref = { id: store.id, name_of_business: store.name_of_business, slug: store.slug, logo: store.logo }
    body = (
      <>
        {query.fetchStatus === 'paused' || query.isError ? <SavedDataNotice updatedAt={query.dataUpdatedAt} /> : null}
        <StoreHeader store={store} shareUrl={storeUrl(store.slug || slug)} />
        <MenuSection items={store.menu_items ?? []} store={ref} />
        <DealsSection coupons={store.coupons ?? []} discounts={store.discounts ?? []} />
        <Section id="store-comments" title="Comments">
          <div className="flex max-w-2xl flex-col gap-5">
            <CommentForm store={store} slug={slug} />
            <CommentList comments={store.comments ?? []} />
          </div>
        </Section>
      </>
    )
  } else if (query.isError) {
    body = isNotFound(query.error) ? (
      <StoreNotFound />
    ) : (
      <>
        <h1 className="mb-4 text-2xl font-bold">Store</h1>
        <ErrorState
          message={messageOf(query.error)}
          hint={nextStep(query.error)}
          onRetry={() => void query.refetch()}
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
