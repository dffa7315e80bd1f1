import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { rememberStore, type KnownStore } from '@/api/search-store'

type StoreLinkProps = { store: KnownStore; className?: string; children: ReactNode }

/**
 * A link to a store's front (docs/pages.md#detail-routes: by slug). The list it sits in already knows the store, so
 * following it tells the store front the slug's id: no search-store round trip before the store.
 */
export function StoreLink({ store, className, children }: StoreLinkProps) {
  const queryClient = useQueryClient()
  return (
    <Link
      to="/store-front-details/$store_slug"
      params={{ store_slug: store.slug }}
      className={className}
      onClick={() => rememberStore(queryClient, store)}
    >
      {children}
    </Link>
  )
}
