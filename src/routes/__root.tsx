import { createRootRouteWithContext, lazyRouteComponent } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { RootLayout } from '@/app/root-layout'
import { RouterErrorPage } from '@/app/router-error-page'

export type RouterContext = {
  queryClient: QueryClient
  /** True while the build renders the page's HTML: loaders start no requests then. */
  prerender: boolean
  /**
   * Settles once prerendered HTML is hydrated (at once otherwise): an answer that landed in the
   * cache while React hydrates would change the markup it must match.
   */
  whenHydrated: Promise<void>
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // Few shoppers ever meet it: it loads when needed (the service worker precaches it).
  notFoundComponent: lazyRouteComponent(() => import('@/app/not-found-page'), 'NotFoundPage'),
  errorComponent: RouterErrorPage,
})
