import { useEffect } from 'react'
import { createPortal } from 'react-dom'
import { cssTransition, ToastContainer } from 'react-toastify/unstyled'
import 'react-toastify/dist/ReactToastify.css'
import { TOAST_MS, toastContainerStore } from '@/lib/notify'
import { toastLayer } from '@/ui/toast-layer'

/** A short fade in and out (src/styles.css), not the library's bounce (docs/limits.md#toasts: why). */
const fade = cssTransition({ enter: 'toast-fade-in', exit: 'toast-fade-out' })

/**
 * docs/limits.md#toasts: top-right, 5 s, pause on hover and focus loss, drag to dismiss at 80 %, light theme. No
 * progress bar (`customProgressBar` with none given): each toast's content closes it (src/lib/notify.ts).
 */
export default function AppToastContainer() {
  useEffect(() => toastContainerStore.markReady(), [])
  // In its own layer, which moves into a modal dialog while one is shown (src/ui/toast-layer.ts).
  return createPortal(
    <ToastContainer
      position="top-right"
      autoClose={TOAST_MS}
      customProgressBar
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={80}
      theme="light"
      transition={fade}
    />,
    toastLayer(),
  )
}
