import { startTransition, StrictMode, useEffect, useState } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { Provider as JotaiProvider } from 'jotai'
import type { AppStore } from '@/lib/persisted-atom'
import type { createAppRouter } from '../router'

/** What the app renders from: the server's answers and the shopper's own state. */
export type AppState = { queryClient: QueryClient; store: AppStore }

type AppProps = {
  router: ReturnType<typeof createAppRouter>
  /** The shopper's state: the persisted cart and session, the query cache. */
  state: AppState
  /**
   * Given when React hydrates prerendered HTML: the empty state the build rendered it from.
   * Hydration renders from it, so the markup matches the HTML exactly; the app then moves to the
   * shopper's `state` in one transition, which React renders in slices (no long task).
   */
  hydrateFrom?: AppState
}

export function App({ router, state, hydrateFrom }: AppProps) {
  const [current, setCurrent] = useState(hydrateFrom ?? state)
  useEffect(() => {
    if (current !== state) startTransition(() => setCurrent(state))
  }, [current, state])
  return (
    <StrictMode>
      <JotaiProvider store={current.store}>
        <QueryClientProvider client={current.queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </JotaiProvider>
    </StrictMode>
  )
}
