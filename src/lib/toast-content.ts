// What a toast shows, loaded with the first toast (src/lib/notify.ts) and in the toasts' chunk with
// react-toastify (scripts/build/chunk-groups.ts).
import { createElement, Fragment, useEffect, useRef, type ReactNode } from 'react'
import { toast, type ToastContentProps, type ToastOptions } from 'react-toastify/unstyled'
import { shopperWords, type ShopperWords } from './format/shopper-words'
import { TOAST_MS, type ToastKind } from './notify'

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

/** Shows a toast: good news as given; trouble (an error or a warning) as a heading and its detail. */
export function showToast(kind: ToastKind, message: string | ShopperWords, options?: ToastOptions): void {
  const trouble = kind === 'error' || kind === 'warning'
  const words = typeof message === 'string' ? (trouble ? shopperWords(message) : undefined) : message
  const content = words ? troubleContent(words) : (message as string)
  toast[kind]((props: ToastContentProps) => createElement(ClosesItself, { ...props, children: content }), options)
}
