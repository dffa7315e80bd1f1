// The app's start, the last stage of the entry (src/main.tsx): evaluated once React and the
// shell's libraries have been, each in a task of its own.
import type { QueryClient } from '@tanstack/react-query'
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from '@/app/app'
// Registers the shopper's persisted atoms before readPersistedAtoms reads them (src/stores/index.ts).
import { connectSessionToApi, finishUnfinishedLogout } from '@/stores'
import { onAccountForgotten } from '@/stores/session/account-cleanup'
import { afterFirstScreen } from '@/lib/lifecycle/app-ready'
import { pageHydrated } from '@/lib/lifecycle/page-hydration'
import { yieldToMain } from '@/lib/lifecycle/yield-to-main'
import { loadUntilArrived } from '@/lib/lifecycle/code-arrival'
import { appStore, readPersistedAtoms } from '@/stores/persisted-atom'
import { prepareEarlyTaps } from '@/stores/cart/early-taps'
import { routeEarlyLinks } from '@/app/early-links'
import { earlyTaps } from '@/lib/early/protocol'
import { createAppRouter } from '@/app/router'

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element.')

/**
 * True when #root holds the build's HTML of this very page (not the generic shell). The server
 * and the service worker send a page's HTML only for the paths its row in the first-load table
 * matches (src/first-load/pages.ts), and mark it on #root, so the entry reads the marks instead
 * of carrying the table: a page that reads its search params (`data-reads-search`) rendered
 * without them, so with them it is rendered afresh.
 */
function holdsPrerenderedPage(container: HTMLElement): boolean {
  if (container.dataset.prerendered === undefined) return false
  return !('readsSearch' in container.dataset && window.location.search !== '')
}

// Read once, and said: from now on a painted link's tap is not the island's, which would change
// the address and the HTML under React (src/first-load/boot/early-links.ts).
window.__gidiAppRendering = true
const prerendered = holdsPrerenderedPage(root)
// Route loaders ask for their data once the page is hydrated and shows the shopper's own state
// (its HTML has already started those reads: src/first-load/boot/early-reads.ts), so no answer lands while
// React hydrates it, and a personal read carries the shopper's session.
let markShopperState: () => void = () => {}
const shopperStateShown = new Promise<void>((resolve) => (markShopperState = resolve))
const whenHydrated = prerendered ? shopperStateShown : Promise.resolve()
// Query's client is not in this stage: it comes with the pages' shared chunk, which the page
// asked for with the stages (docs/first-load.md#query), and the first render waits for it as
// it waits for the route's own chunks. Asked for once the stage's own task is over (start()).
let queryClientLoaded: Promise<QueryClient> | undefined
const loadQueryClient = () =>
  (queryClientLoaded ??= loadUntilArrived(() => import('@/app/query-client')).then((m) => m.createQueryClient()))
// Logout (or a refused refresh) forgets the account's answers: My orders is not the next shopper's.
onAccountForgotten(async () => (await import('@/app/personal-queries')).forgetPersonalQueries(await loadQueryClient()))
// A logout the last page could not finish is finished before anything is read back (nearly
// always there is none): the persisted atoms and the saved answers wait for it.
const logoutFinished = finishUnfinishedLogout(appStore)
// The saved answers' code is not needed for the first paint of a prerendered page.
const restoreQueryCache = () =>
  Promise.resolve(logoutFinished)
    .then(() => Promise.all([loadUntilArrived(() => import('@/app/query-persistence')), loadQueryClient()]))
    .then(([m, queryClient]) => m.restoreQueryCache(queryClient))

async function start(container: HTMLElement) {
  // The stage's evaluation, building the router (its route tree and first location) and reading
  // the shopper's state back were one task of ~25 ms of CPU at 1× (150 ms on a slow phone):
  // three tasks, with the browser free to paint or answer a tap in between (docs/first-load.md#how).
  await yieldToMain()
  const router = createAppRouter(loadQueryClient(), { whenHydrated })
  await yieldToMain()
  connectSessionToApi(appStore)
  // The cart, session and location are read back before the shopper's state is rendered, so
  // none of them flashes empty; a prerendered page also waits for its route's code, so
  // hydration renders it whole.
  // A store front's island (src/first-load/boot/early-taps.ts) has written its taps into the saved
  // cart, or is still writing: the cart is read once they have landed (at once on other pages).
  const tapsClaimed = earlyTaps()?.claim()
  const reading = Promise.all([logoutFinished, tapsClaimed]).then(() => readPersistedAtoms(appStore))
  if (prerendered) {
    const [queryClient] = await Promise.all([loadQueryClient(), reading, router.load()])
    // React hydrates with the store as the build rendered it (the values read are not set
    // yet): no second store to swap in afterwards, which re-rendered every part reading an
    // atom. The shopper's values come in after, re-rendering only what reads them.
    const shopperState = async () => {
      await pageHydrated
      const [apply, , adoptTaps] = await Promise.all([reading, restoreQueryCache(), prepareEarlyTaps(appStore)])
      return () => {
        apply()
        adoptTaps()
        markShopperState()
        routeEarlyLinks((href) => void router.navigate({ href }))
      }
    }
    // Hydrating in a transition lets React hydrate in slices, yielding to the browser every few
    // milliseconds (a default-priority hydration is one task as long as the whole page); a tap
    // meanwhile hydrates its own part first.
    startTransition(() => {
      hydrateRoot(
        container,
        <App router={router} queryClient={queryClient} store={appStore} hydration={{ shopperState }} />,
      )
    })
  } else {
    const [queryClient, apply, , adoptTaps] = await Promise.all([
      loadQueryClient(),
      reading,
      restoreQueryCache(),
      prepareEarlyTaps(appStore),
    ])
    apply()
    adoptTaps()
    createRoot(container).render(<App router={router} queryClient={queryClient} store={appStore} />)
  }
}

void start(root)

// What the first screen does not need waits for it: the outbox, locating the shopper (each in
// a task of its own), and then the worker (with workbox-window), which on a first visit also
// waits for the network to go quiet, so its precache never competes with the first screen.
void afterFirstScreen().then(async () => {
  const { startBackground, registerWorkerWhenQuiet } = await loadUntilArrived(() => import('@/app/start-background'))
  await startBackground(appStore)
  if (import.meta.env.PROD) await registerWorkerWhenQuiet()
})
