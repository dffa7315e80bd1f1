import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type AnyRoute,
  type RegisteredRouter,
  type RouteIds,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import type { ReactNode } from 'react'
import { persistedStateReadAtom } from '@/stores/persisted-atom'

export type AppRouteId = Exclude<RouteIds<RegisteredRouter['routeTree']>, '__root__'>

// Loaded on demand: a test pulls in only the one route file it mounts its page under.
export const routeFiles = import.meta.glob<{ Route: AnyRoute }>('../routes/*.tsx')

/** The route file of an id, by TanStack's flat names: '/blog/$blog_id' → blog.$blog_id.tsx. */
export function routeFileOf(id: AppRouteId): string {
  const name = id === '/' ? 'index' : id.slice(1).replace(/\/$/, '/index').replaceAll('/', '.')
  return `../routes/${name}.tsx`
}

/** The real route's search validation, so the page reads its search exactly as in the app. */
async function validateSearchOf(id: AppRouteId): Promise<AnyRoute['options']['validateSearch']> {
  const load = routeFiles[routeFileOf(id)]
  if (!load) throw new Error(`No route file for ${id}`)
  const { Route } = await load()
  return Route.options.validateSearch
}

/**
 * Renders `ui` inside the real providers and a memory router at `path`, with catch-all
 * routes so links and navigations resolve. Returns the router to inspect where it went.
 * The store is one whose saved state has been read back (an empty storage), as after start.
 *
 * With `route`, `ui` is that route's page: it mounts under a route with the real route's id
 * and `validateSearch` (so `getRouteApi(id)` works as in the app), at the route's path unless
 * `path` says otherwise, and unmounts when the shopper navigates elsewhere. Without it, `ui`
 * sits above every route and stays on screen.
 */
export async function renderWithRouter(
  ui: ReactNode,
  { route, path = route ?? '/' }: { route?: AppRouteId; path?: string } = {},
) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        {route ? null : ui}
        <Outlet />
      </>
    ),
  })
  const anyPage = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => null })
  const page = route
    ? createRoute({
        getParentRoute: () => rootRoute,
        path: route,
        validateSearch: await validateSearchOf(route),
        component: () => ui,
      })
    : null
  const router = createRouter({
    routeTree: rootRoute.addChildren(page ? [page, anyPage] : [anyPage]),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  const store = createStore()
  store.set(persistedStateReadAtom, true)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const result = render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Provider>,
  )
  await router.load()
  return { ...result, router, store, queryClient }
}
