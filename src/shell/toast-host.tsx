import { lazy, Suspense, useSyncExternalStore } from 'react'
import { toastContainerStore } from '@/lib/notify'

const ToastContainerLazy = lazy(() => import('./toast-container'))

/** Mounts the toast container the first time something is notified (see src/lib/notify.ts). */
export function ToastHost() {
  const requested = useSyncExternalStore(toastContainerStore.subscribe, toastContainerStore.isRequested, () => false)
  if (!requested) return null
  return (
    <Suspense fallback={null}>
      <ToastContainerLazy />
    </Suspense>
  )
}
