import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { routeTree } from '@/routeTree.gen'
import { PageSkeleton } from '@/shell/page-skeleton'
import { RouterErrorPage } from '@/shell/router-error-page'
import { shellConfig } from '@/lib/shell-config'
import { scrollToTopOrTarget } from '@/lib/browser/scroll'
import { documentTitleFor, NOT_FOUND_TITLE } from '@/lib/browser/use-document-title'

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
  interface StaticDataRouteOption {
    /** The page's name in the document title. */
    title?: string
  }
}

type AppRouterOptions = {
  /** The build's prerender gives a memory history; the browser's is the default. */
  history?: RouterHistory
  /** True while the build renders HTML: loaders ask for no data, nothing touches the document. */
  prerender?: boolean
  /** Settles once the page is on screen and interactive; loaders ask for data after it. */
  whenHydrated?: Promise<void>
}

const never = new Promise<QueryClient>(() => {})

/**
 * The app's router. `queryClient` may still be on its way (the app's start loads Query's code
 * with the pages' chunks: docs/first-load.md#query): the route's chunks load meanwhile, and its
 * loaders ask for data once both it and the hydration have come.
 */
export function createAppRouter(
  queryClient: QueryClient | Promise<QueryClient>,
  { history, prerender = false, whenHydrated = Promise.resolve() }: AppRouterOptions = {},
) {
  const router = createRouter({
    routeTree,
    history,
    context: { readyForData: prerender ? never : whenHydrated.then(() => queryClient) },
    defaultPreload: 'intent',
    // Route chunks are tiny; show the skeleton only when a load is actually slow.
    defaultPendingMs: 150,
    defaultPendingComponent: PageSkeleton,
    defaultErrorComponent: RouterErrorPage,
    // Off, and as a function so the router's own reset is skipped too: with `false` it still
    // jumps to the top after each render, which cancels the smooth scroll started below (
    // docs/pages.md#navigation). Returning false leaves every scroll to scrollToTopOrTarget.
    // (The prerender keeps plain `false`: a function switches on the router's scroll tracking,
    // which needs a browser's history.)
    scrollRestoration: prerender ? false : () => false,
  })

  if (prerender) return router
  router.subscribe('onResolved', ({ toLocation, pathChanged }) => {
    const titles = router.state.matches.map((match) => match.staticData.title).filter(Boolean)
    // An unmatched path is named as the page it shows (the router marks the match that renders it).
    const notFound = router.state.matches.some(
      (match) => match.status === 'notFound' || (match as { _notFound?: boolean })._notFound === true,
    )
    document.title = documentTitleFor(toLocation.pathname, notFound ? NOT_FOUND_TITLE : titles.at(-1))
    if (pathChanged) {
      scrollToTopOrTarget(toLocation.hash)
      // Analytics' code loads only in a build with a measurement id (none by default).
      const title = document.title
      if (shellConfig.analyticsId)
        void import('@/lib/lifecycle/analytics').then((m) => m.trackPageView(toLocation.href, title))
    }
  })

  return router
}
