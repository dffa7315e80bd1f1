import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { Advert } from '@contract/records'
import { advertTarget } from '@/lib/links/advert-link'
import { StoreLink } from '@/components/store/store-link'

type AdvertLinkProps = { advert: Advert; className: string; children: ReactNode }

/**
 * An advert's link, by the one advert rule (src/lib/links/advert-link.ts): its store, a path of ours, another site in a
 * new tab, or no link at all (the words alone, in a span with the link's classes).
 */
export function AdvertLink({ advert, className, children }: AdvertLinkProps) {
  const target = advertTarget(advert, window.location.origin)
  const store = advert.store
  switch (target.type) {
    case 'store':
      // The advert's own store: the store front needs no search for the slug.
      return store?.slug === target.slug ? (
        <StoreLink store={store} className={className}>
          {children}
        </StoreLink>
      ) : (
        <Link to="/store-front-details/$store_slug" params={{ store_slug: target.slug }} className={className}>
          {children}
        </Link>
      )
    case 'internal':
      // A path of ours; the router resolves it like any typed link.
      return (
        <Link to={target.href as '/'} className={className}>
          {children}
        </Link>
      )
    case 'external':
      return (
        <a href={target.href} target="_blank" rel="noopener noreferrer" className={className}>
          {children}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      )
    case 'none':
      return <span className={className}>{children}</span>
  }
}

/** The advert's title, with an arrow when it leads to another site. */
export function AdvertTitle({ advert }: { advert: Advert }) {
  return (
    <>
      {advert.title}
      {advertTarget(advert, window.location.origin).type === 'external' ? (
        <span aria-hidden="true" className="ml-1 text-muted">
          ↗
        </span>
      ) : null}
    </>
  )
}
