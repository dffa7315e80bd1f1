import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { qrContentQueryOptions, type QrContent } from '@/api/discovery'
import { describeError } from '@/api/error-advice'
import { storeBySlugQueryOptions } from '@/api/search-store'
import { QueryStates } from '@/ui/query-states'
import { DealsSection, MenuSection } from './store-sections'
import { useStoreAbsent } from './store-not-saved'
import { StoreSkeleton } from './store-states'
import { StoreLink } from '@/components/store/store-link'

/**
 * What a shopper sees after scanning a store's QR code: its menu and deals, nothing else. The
 * code's link names the store by slug and the API's listing takes its id (docs/api.md#discovery), so the slug is
 * resolved through the store search first, as the store front does (already known when the
 * shopper came from a list).
 */
export function QrCodePage({ slug }: { slug: string }) {
  const found = useQuery(storeBySlugQueryOptions(slug))
  const id = found.data?.id
  const query = useQuery({ ...qrContentQueryOptions(id ?? 0), enabled: id !== undefined })
  // Scanned with no network, a store never opened on this phone says so at once (docs/decisions.md#offline).
  const absent = useStoreAbsent(found, query)
  if (absent) return <div className="page">{absent}</div>
  return (
    <div className="page">
      <QueryStates
        query={query}
        after={found}
        skeleton={<StoreSkeleton withCover={false} />}
        describeError={describeError}
        frame={(state) => (
          <>
            <h1 className="mb-4 text-2xl font-bold">Store QR listing</h1>
            {state}
          </>
        )}
      >
        {(store) => <QrListing store={store} slug={slug} />}
      </QueryStates>
    </div>
  )
}

/** The store's header, menu and deals, as its QR code lists them. */
function QrListing({ store, slug }: { store: QrContent; slug: string }) {
  const ref = { id: store.id, name_of_business: store.name_of_business, slug: store.slug, logo: store.logo }
  return (
    <>
      <header className="mb-8 flex items-center gap-4">
        <div className="size-20 shrink-0 overflow-hidden rounded-full bg-surface-2">
          {store.logo ? (
            <img
              src={store.logo}
              alt={`${store.name_of_business} logo`}
              width={80}
              height={80}
              decoding="async"
              className="size-full object-cover"
            />
          ) : null}
        </div>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words md:text-3xl">{store.name_of_business}</h1>
          {store.address ? <p className="text-sm text-muted">{store.address}</p> : null}
          {store.slug ? (
            <StoreLink
              store={store}
              className="inline-flex min-h-11 items-center text-sm font-semibold text-accent underline"
            >
              See the full store front
            </StoreLink>
          ) : (
            <Link
              to="/store-front-details/$store_slug"
              params={{ store_slug: slug }}
              className="inline-flex min-h-11 items-center text-sm font-semibold text-accent underline"
            >
              See the full store front
            </Link>
          )}
        </div>
      </header>
      <MenuSection items={store.menu_items ?? []} store={ref} openingHours={store.opening_hours} />
      <DealsSection coupons={store.coupons ?? []} discounts={store.discounts ?? []} menu={store.menu_items} />
    </>
  )
}
