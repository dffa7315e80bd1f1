import { useEffect } from 'react'
import { shellConfig } from '@/lib/shell-config'

/**
 * The tab's title. The router names each page after its route when a navigation resolves
 * (src/app/router.ts); a page that knows better (a store, a deal, a post) names it with
 * `useDocumentTitle` once its data has arrived. Data already in the cache can arrive before
 * the navigation resolves, so the page's own name is remembered with its path and the router
 * uses it instead of the route's.
 */
let named: { path: string; title: string } | undefined

/** The not-found page's own name (docs/pages.md#error-page), never the generic title. */
export const NOT_FOUND_TITLE = 'Page not found'

export function formatDocumentTitle(title: string | undefined): string {
  return title ? `${title} · ${shellConfig.brand}` : `${shellConfig.brand} — Lagos deals near you`
}

/** The title for a resolved navigation: the page's own name for this path, else the route's. */
export function documentTitleFor(pathname: string, routeTitle: string | undefined): string {
  return formatDocumentTitle(named?.path === pathname ? named.title : routeTitle)
}

export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return
    const path = window.location.pathname
    named = { path, title }
    document.title = formatDocumentTitle(title)
    return () => {
      if (named?.path === path && named.title === title) named = undefined
    }
  }, [title])
}
