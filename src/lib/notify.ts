// Toasts without paying for them up front: react-toastify (and its CSS), the toasts' content and the
// shopper's words for trouble (src/lib/toast-content.ts) load with the first toast, not with the
// first route. `ToastHost` in the shell mounts the container on demand.
import type { ToastOptions } from 'react-toastify/unstyled'
import type { ShopperWords } from './format/shopper-words'

export type ToastKind = 'success' | 'error' | 'info' | 'warning'

type Listener = () => void
const listeners = new Set<Listener>()
let requested = false
let markReady: () => void = () => {}
const containerReady = new Promise<void>((resolve) => (markReady = resolve))

/** For the shell's ToastHost (useSyncExternalStore). */
export const toastContainerStore = {
  subscribe(listener: Listener) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  isRequested: () => requested,
  /** Called by the container once it is mounted, so queued toasts are not lost. */
  markReady: () => markReady(),
}

/** How long a toast shows, not counting while it is paused (docs/limits.md#toasts). */
export const TOAST_MS = 5000

/** A toast: good news as given; trouble (an error or a warning) as a heading and its detail. */
export async function notify(kind: ToastKind, message: string | ShopperWords, options?: ToastOptions): Promise<void> {
  if (!requested) {
    requested = true
    listeners.forEach((listener) => listener())
  }
  const [{ showToast }] = await Promise.all([import('./toast-content'), containerReady])
  showToast(kind, message, options)
}
