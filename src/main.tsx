import { createStore } from 'jotai'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from '@/app/app'
import { createQueryClient } from '@/app/query-client'
// State modules first: every persisted atom must be registered before hydration.
import '@/features/activities/activities-atoms'
import '@/features/cart/use-cart'
import '@/features/location/location-state'
import '@/features/outbox/outbox-atoms'
import { connectSessionToApi } from '@/features/auth/session'
import { onAccountForgotten } from '@/lib/account-cleanup'
import { afterFirstScreen } from '@/lib/app-ready'
import { pageHydrated } from '@/lib/page-hydration'
import { appStore, hydratePersistedAtoms } from '@/lib/persisted-atom'
import { prerenderedPageFor } from '@/first-load/pages'
import { createAppRouter } from './router'
import '@/features/pwa/early-capture'
import './styles.css'

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element.')

/** True when #root holds the build's HTML of this very page (not the generic shell). */
function holdsPrerenderedPage(container: HTMLElement): boolean {
  const page = prerenderedPageFor(new URL(window.location.href))
  return page !== undefined && container.dataset.prerendered === page.name
}

const prerendered = holdsPrerenderedPage(root)
// Route loaders ask for their data once the page is hydrated (its HTML has already started
// those reads: src/boot/early-data.js), so no answer lands while React hydrates it.
const whenHydrated = prerendered ? pageHydrated : Promise.resolve()
const queryClient = createQueryClient()
// Logout (or a refused refresh) forgets the account's answers: My orders is not the next shopper's.
onAccountForgotten(async () => (await import('@/app/personal-queries')).forgetPersonalQueries(queryClient))
const router = createAppRouter(queryClient, { whenHydrated })
// The saved answers' code is not needed for the first paint of a prerendered page.
const restoreQueryCache = () => import('@/app/query-persistence').then((m) => m.restoreQueryCache(queryClient))

async function start(container: HTMLElement) {
  connectSessionToApi(appStore)
  // The cart, session and location are read back before the shopper's state is rendered, so
  // none of them flashes empty; a prerendered page also waits for its route's code, so
  // hydration renders it whole.
  const reading = hydratePersistedAtoms(appStore)
  if (prerendered) {
    await Promise.all([reading, router.load()])
    const shopperState = async () => {
      await pageHydrated
      await restoreQueryCache()
    }
    hydrateRoot(
      container,
      <App
        router={router}
        queryClient={queryClient}
        store={appStore}
        hydration={{ store: createStore(), shopperState }}
      />,
    )
  } else {
    await Promise.all([reading, restoreQueryCache()])
    createRoot(container).render(<App router={router} queryClient={queryClient} store={appStore} />)
  }
}

void start(root)

// What the first screen does not need waits for it: the outbox, locating the shopper, and the
// worker (with workbox-window), off the first route's critical path.
void afterFirstScreen().then(async () => {
  const { startBackground } = await import('@/app/start-background')
  startBackground(appStore)
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    const { registerServiceWorker } = await import('@/app/sw-bridge')
    registerServiceWorker()
  }
})
