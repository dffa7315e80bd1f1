import { createRootRouteWithContext, lazyRouteComponent } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { RootLayout } from '@/shell/root-layout'
import { RouterErrorPage } from '@/shell/router-error-page'

export type RouterContext = {
  /**
   * The query client, once a loader may ask for data with it: Query's code has come (it loads
   * with the pages' chunks, not with the app's start: docs/first-load.md#query) and prerendered
   * HTML is hydrated (an answer that landed in the cache while React hydrates would change the
   * markup). Never while the build renders a page.
   */
  readyForData: Promise<QueryClient>
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // Few shoppers ever meet it: it loads when needed (the service worker precaches it).
  notFoundComponent: lazyRouteComponent(() => import('@/shell/not-found-page'), 'NotFoundPage'),
  errorComponent: RouterErrorPage,
})
