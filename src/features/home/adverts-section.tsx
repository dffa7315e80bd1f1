import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useAfterFirstScreen } from '@/lib/lifecycle/app-ready'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { advertsQueryOptions } from '@/api/deals'
import { messageOf } from '@/api/errors'
import type { Advert } from '@contract/records'
import { advertTarget } from '@/lib/links/advert-link'
import { rememberStore } from '@/api/search-store'
import { QueryStates } from '@/ui/query-states'
import { Thumbnail } from '@/ui/thumbnail'
import { WhenNearScreen } from '@/ui/when-near-screen'
import { HomeSection } from './home-section'

const linkClass = 'after:absolute after:inset-0 focus-visible:outline-none'

/** An advert's link, by the one advert rule (src/lib/links/advert-link.ts). */
function AdvertLink({ advert, children }: { advert: Advert; children: ReactNode }) {
  const queryClient = useQueryClient()
  const target = advertTarget(advert, window.location.origin)
  const store = advert.store
  switch (target.type) {
    case 'store':
      return (
        <Link
          to="/store-front-details/$store_slug"
          params={{ store_slug: target.slug }}
          className={linkClass}
          // The advert's own store: the store front needs no search for the slug.
          onClick={() => {
            if (store?.slug === target.slug) rememberStore(queryClient, store)
          }}
        >
          {children}
        </Link>
      )
    case 'internal':
      // A path of ours; the router resolves it like any typed link.
      return (
        <Link to={target.href as '/'} className={linkClass}>
          {children}
        </Link>
      )
    case 'external':
      return (
        <a href={target.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {children}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      )
    case 'none':
      return <>{children}</>
  }
}

function AdvertCard({ advert }: { advert: Advert }) {
  return (
    <article className="relative flex h-full w-72 flex-col overflow-hidden rounded-xl border border-line bg-surface hover:bg-surface-2 has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-[var(--focus)]">
      <Thumbnail src={advert.image} width={288} height={120} className="h-30 w-full" compactWhenWaiting />
      <div className="p-3">
        <h3 className="line-clamp-2 text-sm font-semibold">
          <AdvertLink advert={advert}>{advert.title}</AdvertLink>
        </h3>
        {advert.store ? <p className="truncate text-xs text-muted">{advert.store.name_of_business}</p> : null}
      </div>
    </article>
  )
}

// Bleeds to the screen edge on phones; snapping keeps the first card in line with the page.
const rowClass = '-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:scroll-px-0 md:px-0'

/** Adverts from Lagos businesses, in a row of their own. */
export function AdvertsSection() {
  // Below the first screen: asked for once it is done, rendered once the shopper scrolls near it.
  const query = useQuery({ ...advertsQueryOptions(), enabled: useAfterFirstScreen() })
  const skeleton = (
    <div className={rowClass} aria-busy="true">
      <span className="sr-only">Loading adverts…</span>
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="h-48 w-72 shrink-0 animate-pulse rounded-xl bg-surface-2" />
      ))}
    </div>
  )
  const body = (
    <QueryStates
      query={query}
      renderLater
      skeleton={skeleton}
      describeError={(error) => ({ message: messageOf(error) })}
      offline={<p className="text-sm text-muted">You are offline; adverts will show when you are back online.</p>}
      empty={<p className="text-sm text-muted">No adverts right now.</p>}
    >
      {(adverts) => (
        <ul className={rowClass} aria-labelledby="adverts-heading">
          {adverts.map((advert) => (
            <li key={advert.id} className="h-48 shrink-0 snap-start">
              <AdvertCard advert={advert} />
            </li>
          ))}
        </ul>
      )}
    </QueryStates>
  )
  return (
    <HomeSection id="adverts" title="From Lagos businesses">
      <WhenNearScreen standIn={skeleton}>{body}</WhenNearScreen>
    </HomeSection>
  )
}
