import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from '@/app/app'
import { createBuildTimeState } from '@/app/build-time-state'
import { prerenderedPageFor } from '@/lib/prerendered-routes'
import { createQueryClient, restoreQueryCache } from '@/app/query-client'
// State modules first: every persisted atom must be registered before hydration.
import '@/features/activities/activities-atoms'
import '@/features/cart/use-cart'
import '@/features/location/use-location'
import '@/features/outbox/outbox-atoms'
import { connectSessionToApi } from '@/features/auth/session'
import { appStore, hydratePersistedAtoms } from '@/lib/persisted-atom'
import { createAppRouter } from './router'
import '@/features/pwa/early-capture'
import './styles.css'

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element.')

/** True when #root holds the build's HTML of this very page (not the generic shell). */
function holdsPrerenderedPage(container: HTMLElement): boolean {
  const page = prerenderedPageFor(new URL(window.location.href))
  return page !== undefined && container.dataset.prerendered === page.name
}

async function start(container: HTMLElement) {
  connectSessionToApi(appStore)
  const prerendered = holdsPrerenderedPage(container)
  // The cart, session and location and the saved answers are read back before the shopper's
  // state is rendered, so none of them flashes empty. A prerendered page also waits for its
  // route's code, so hydration renders it whole.
  await Promise.all([
    hydratePersistedAtoms(appStore),
    restoreQueryCache(queryClient),
    prerendered ? router.load() : undefined,
  ])
  const state = { queryClient, store: appStore }
  if (prerendered) hydrateRoot(container, <App router={router} state={state} hydrateFrom={createBuildTimeState()} />)
  else createRoot(container).render(<App router={router} state={state} />)
  void import('@/app/start-background').then(({ startBackground }) => startBackground(appStore))
}

void start(root)

// The worker (and workbox-window) load after the page, off the first route's critical path.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void import('@/app/sw-bridge').then(({ registerServiceWorker }) => registerServiceWorker())
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
