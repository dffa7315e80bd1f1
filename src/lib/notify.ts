// Toasts without paying for them up front: react-toastify (and its CSS) load with the first
// toast, not with the first route. `ToastHost` in the shell mounts the container on demand.
import type { ToastOptions } from 'react-toastify/unstyled'

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

export async function notify(kind: ToastKind, message: string, options?: ToastOptions): Promise<void> {
  if (!requested) {
    requested = true
    listeners.forEach((listener) => listener())
  }
  const [{ toast }] = await Promise.all([import('react-toastify/unstyled'), containerReady])
  toast[kind](message, options)
}
