import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import type { ReactNode } from 'react'
import { persistedStateReadAtom } from '@/lib/persisted-atom'

/**
 * Renders `ui` inside the real providers and a memory router at `path`, with catch-all
 * routes so links and navigations resolve. Returns the router to inspect where it went.
 * The store is one whose saved state has been read back (an empty storage), as after start.
 */
export async function renderWithRouter(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        {ui}
        <Outlet />
      </>
    ),
  })
  const anyPage = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => null })
  const router = createRouter({
    routeTree: rootRoute.addChildren([anyPage]),
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
