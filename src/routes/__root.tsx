import { createRootRouteWithContext, lazyRouteComponent } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { RootLayout } from '@/shell/root-layout'
import { RouterErrorPage } from '@/shell/router-error-page'

export type RouterContext = {
  queryClient: QueryClient
  /**
   * Settles once prerendered HTML is hydrated (at once otherwise; never while the build renders
   * it): an answer that landed in the cache while React hydrates would change the markup.
   */
  whenHydrated: Promise<void>
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // Few shoppers ever meet it: it loads when needed (the service worker precaches it).
  notFoundComponent: lazyRouteComponent(() => import('@/shell/not-found-page'), 'NotFoundPage'),
  errorComponent: RouterErrorPage,
})
