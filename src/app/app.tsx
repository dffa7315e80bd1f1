import { startTransition, StrictMode, useEffect, useMemo, useState } from 'react'
import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { Provider as JotaiProvider } from 'jotai'
import { markAppReady } from '@/lib/app-ready'
import type { AppStore } from '@/lib/persisted-atom'
import type { createAppRouter } from '../router'

type AppProps = {
  router: ReturnType<typeof createAppRouter>
  queryClient: QueryClient
  /** The shopper's state: the persisted cart, session and location. */
  store: AppStore
  /**
   * Given when React hydrates prerendered HTML: what the build rendered it from (an empty store,
   * no answers) and what brings the shopper's own in (the saved answers read back). Hydration
   * renders exactly the HTML; the app then moves to the shopper's state in one transition,
   * which React renders in slices (no long task).
   */
  hydration?: { store: AppStore; shopperState: () => Promise<void> }
}

/**
 * The providers and the router. While `restoring`, queries show what they hold without asking
 * the server (React Query's restoring mode): the prerendered HTML is rendered in it, and the
 * browser hydrates in it, so no answer can arrive in between and change the markup.
 */
export function App({ router, queryClient, store, hydration }: AppProps) {
  const [current, setCurrent] = useState(() =>
    hydration ? { store: hydration.store, restoring: true } : { store, restoring: false },
  )
  useEffect(() => {
    if (!hydration || !current.restoring) return
    let live = true
    void hydration.shopperState().then(() => {
      if (live) startTransition(() => setCurrent({ store, restoring: false }))
    })
    return () => {
      live = false
    }
  }, [hydration, current.restoring, store])
  useEffect(() => {
    if (current.restoring) return
    markAppReady()
    // The page's first reads have started by now; a later read must not get the HTML's answer.
    const timer = setTimeout(
      () => void import('@/first-load/early-requests').then((m) => m.discardEarlyResponses()),
      5000,
    )
    return () => clearTimeout(timer)
  }, [current.restoring])
  // The same element across the move to the shopper's state: React then re-renders only what
  // reads that state (atoms, queries), not the whole page.
  const routes = useMemo(() => <RouterProvider router={router} />, [router])
  return (
    <StrictMode>
      <JotaiProvider store={current.store}>
        <QueryClientProvider client={queryClient}>
          <IsRestoringProvider value={current.restoring}>{routes}</IsRestoringProvider>
        </QueryClientProvider>
      </JotaiProvider>
    </StrictMode>
  )
}
