// Toasts without paying for them up front: react-toastify (and its CSS) and the shopper's words
// for trouble load with the first toast, not with the first route. `ToastHost` in the shell mounts the container on demand.
import { createElement, Fragment, useEffect, useRef, type ReactNode } from 'react'
import type { ToastContentProps, ToastOptions } from 'react-toastify/unstyled'
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

/**
 * A trouble toast reads like every inline error (src/lib/format/shopper-words.ts): the kind's
 * heading, then the API layer's words as the detail (marked `data-words-detail`, as src/ui marks it).
 */
function troubleContent(words: ShopperWords): ReactNode {
  return createElement(
    Fragment,
    null,
    createElement('strong', { className: 'block' }, words.heading),
    words.detail ? createElement('span', { className: 'block', 'data-words-detail': '' }, words.detail) : null,
  )
}

/** How long a toast shows, not counting while it is paused (docs/limits.md#toasts). */
export const TOAST_MS = 5000

/**
 * A toast's content that closes its toast after TOAST_MS shown and not paused (the library pauses it while the
 * pointer rests on it and while the window has no focus, and says so in `isPaused`). The library's own clock is its
 * progress bar's CSS animation, which, even unseen, had the browser draw 60 frames a second for those 5 s: ~700
 * tasks on the main thread of a first load with the location toast (docs/limits.md#toasts). This one is a timer.
 */
function ClosesItself({ isPaused, closeToast, children }: ToastContentProps & { children: ReactNode }) {
  const left = useRef(TOAST_MS)
  useEffect(() => {
    if (isPaused) return
    const started = performance.now()
    const timer = setTimeout(() => closeToast(), left.current)
    return () => {
      clearTimeout(timer)
      left.current -= performance.now() - started
    }
  }, [isPaused, closeToast])
  return children
}

/** A toast: good news as given; trouble (an error or a warning) as a heading and its detail. */
export async function notify(kind: ToastKind, message: string | ShopperWords, options?: ToastOptions): Promise<void> {
  if (!requested) {
    requested = true
    listeners.forEach((listener) => listener())
  }
  const [{ toast }, { shopperWords }] = await Promise.all([
    import('react-toastify/unstyled'),
    import('./format/shopper-words'),
    containerReady,
  ])
  const trouble = kind === 'error' || kind === 'warning'
  const words = typeof message === 'string' ? (trouble ? shopperWords(message) : undefined) : message
  const content = words ? troubleContent(words) : (message as string)
  toast[kind]((props: ToastContentProps) => createElement(ClosesItself, { ...props, children: content }), options)
}
