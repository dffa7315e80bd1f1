import { startTransition, StrictMode, useEffect, useMemo, useState } from 'react'
import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { Provider as JotaiProvider } from 'jotai'
import { markAppReady } from '@/lib/lifecycle/app-ready'
import { releaseHeldTaps } from '@/lib/early/protocol'
import type { AppStore } from '@/stores/persisted-atom'
import type { createAppRouter } from './router'

type AppProps = {
  router: ReturnType<typeof createAppRouter>
  queryClient: QueryClient
  /** The shopper's state: the persisted cart, session and location. */
  store: AppStore
  /**
   * Given when React hydrates prerendered HTML: `store` is then still as the build rendered it
   * (the shopper's saved values read but not yet set), and `shopperState` resolves once the
   * saved answers are back, to a function that sets the shopper's values into it. Hydration
   * renders exactly the HTML; the app then moves to the shopper's state in one transition,
   * which React renders in slices, and which re-renders only what reads a changed atom or a
   * query (the jotai store stays the same, so nothing else renders again).
   */
  hydration?: { shopperState: () => Promise<void | (() => void)> }
}

/**
 * The providers and the router. While `restoring`, queries show what they hold without asking
 * the server (React Query's restoring mode): the prerendered HTML is rendered in it, and the
 * browser hydrates in it, so no answer can arrive in between and change the markup.
 */
export function App({ router, queryClient, store, hydration }: AppProps) {
  const [restoring, setRestoring] = useState(hydration !== undefined)
  useEffect(() => {
    if (!hydration || !restoring) return
    let live = true
    void hydration.shopperState().then((applyShopperState) => {
      if (!live) return
      startTransition(() => {
        applyShopperState?.()
        setRestoring(false)
      })
    })
    return () => {
      live = false
    }
  }, [hydration, restoring])
  useEffect(() => {
    if (restoring) return
    markAppReady()
    // A tap the page's start script held while the app came (src/first-load/boot/start-app.ts) is
    // the app's now: its page is hydrated and shows the shopper's state.
    releaseHeldTaps()
    // The page's first reads have started by now; a later read must not get the HTML's answer.
    const timer = setTimeout(
      () => void import('@/lib/early/early-requests').then((m) => m.discardEarlyResponses()),
      5000,
    )
    return () => clearTimeout(timer)
  }, [restoring])
  // The same element across the move to the shopper's state: React then re-renders only what
  // reads that state (changed atoms, queries), not the whole page.
  const routes = useMemo(() => <RouterProvider router={router} />, [router])
  return (
    <StrictMode>
      <JotaiProvider store={store}>
        <QueryClientProvider client={queryClient}>
          <IsRestoringProvider value={restoring}>{routes}</IsRestoringProvider>
        </QueryClientProvider>
      </JotaiProvider>
    </StrictMode>
  )
}
