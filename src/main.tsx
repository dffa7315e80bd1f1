import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { AppProviders } from '@/app/providers'
import { createQueryClient } from '@/app/query-client'
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

async function start(container: HTMLElement) {
  connectSessionToApi(appStore)
  // Render after the cart, session and location are read back, so none of them flashes empty.
  await hydratePersistedAtoms(appStore)

  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  )
  void import('@/app/start-background').then(({ startBackground }) => startBackground(appStore))
}

void start(root)

// The worker (and workbox-window) load after the page, off the first route's critical path.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void import('@/app/sw-bridge').then(({ registerServiceWorker }) => registerServiceWorker())
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
