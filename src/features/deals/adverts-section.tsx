import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { advertsQueryOptions } from '@/api/deals'
import type { Advert, StoreRef } from '@contract/records'
import { StoreLink } from '@/components/store/store-link'
import { EmptyState, SkeletonCards } from '@/ui/states'
import { advertTarget, type AdvertTarget } from '@/lib/links/advert-link'
import { describeError } from '@/api/error-advice'
import { QueryStates } from '@/ui/query-states'
import { useImagesOnTap } from '@/ui/thumbnail'

const ADVERT_HEIGHT = 'h-40'
const cardClass =
  'flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface hover:bg-surface-2 focus-visible:outline-3'

type AdvertLinkProps = { target: AdvertTarget; store: StoreRef | undefined; children: ReactNode }

function AdvertLink({ target, store, children }: AdvertLinkProps) {
  switch (target.type) {
    case 'store':
      // The advert names its store: the store front needs no search for the slug.
      return store?.slug === target.slug ? (
        <StoreLink store={store} className={cardClass}>
          {children}
        </StoreLink>
      ) : (
        <Link to="/store-front-details/$store_slug" params={{ store_slug: target.slug }} className={cardClass}>
          {children}
        </Link>
      )
    case 'internal':
      return (
        <a href={target.href} className={cardClass}>
          {children}
        </a>
      )
    case 'external':
      return (
        <a href={target.href} target="_blank" rel="noopener noreferrer" className={cardClass}>
          {children}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      )
    case 'none':
      return <div className={cardClass}>{children}</div>
  }
}

function AdvertCard({ advert }: { advert: Advert }) {
  const target = advertTarget(advert, window.location.origin)
  // The whole card is its link, so no tap-to-load button fits in it: with the data saver on an
  // advert keeps its words and leaves its picture out.
  const picture = !useImagesOnTap()
  return (
    <li className={ADVERT_HEIGHT}>
      <AdvertLink target={target} store={advert.store}>
        <div className="aspect-[3/1] w-full shrink-0 bg-surface-2">
          {picture ? (
            <img
              src={advert.image}
              alt=""
              width={480}
              height={160}
              loading="lazy"
              decoding="async"
              className="size-full object-cover"
            />
          ) : null}
        </div>
        <p className="line-clamp-2 px-3 py-2 text-sm font-semibold">
          {advert.title}
          {target.type === 'external' ? (
            <span aria-hidden="true" className="ml-1 text-muted">
              ↗
            </span>
          ) : null}
        </p>
      </AdvertLink>
    </li>
  )
}

/** Businesses' adverts: a banner each, opening the store or the advertiser's site. */
export function AdvertsSection() {
  const query = useQuery(advertsQueryOptions())
  return (
    <section aria-labelledby="adverts" className="mb-10">
      <h2 id="adverts" className="mb-3 text-xl font-bold">
        From our partners
      </h2>
      <QueryStates
        query={query}
        describeError={describeError}
        skeleton={<SkeletonCards count={3} height={ADVERT_HEIGHT} label="Loading adverts…" />}
        empty={<EmptyState title="No adverts right now" hint="Check back soon for news from Lagos businesses." />}
      >
        {(adverts) => (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {adverts.map((advert) => (
              <AdvertCard key={advert.id} advert={advert} />
            ))}
          </ul>
        )}
      </QueryStates>
    </section>
  )
}
