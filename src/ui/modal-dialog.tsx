import { useEffectEvent, useLayoutEffect, useRef, type AriaAttributes, type ReactNode, type RefObject } from 'react'
import { hostToasts } from './toast-layer'

// What can take a Tab stop; the filter in tabStops drops what a selector cannot see
// (disabled, tabindex="-1", inside [inert] or [hidden], hidden by display or visibility).
const candidates =
  'a[href], area[href], button, input:not([type="hidden"]), select, textarea, summary, iframe, [tabindex], [contenteditable]:not([contenteditable="false"])'

/** The Tab stops inside `container`, in document order. */
export function tabStops(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(candidates)).filter(
    (element) =>
      !element.matches(':disabled, [tabindex^="-"]') &&
      !element.closest('[inert], [hidden]') &&
      element.checkVisibility({ visibilityProperty: true }),
  )
}

/**
 * While mounted, `ref`'s dialog is shown with showModal(): the page behind it is inert, it sits
 * in the top layer, and Escape closes it. Focus moves to its `[data-autofocus]` element (else to
 * its first stop, the browser's choice), the page behind does not scroll, and on unmount focus
 * returns to whatever had it before.
 */
function useModalDialog(ref: RefObject<HTMLDialogElement | null>, onClose: () => void): void {
  const closed = useEffectEvent(onClose)
  // A layout effect: its cleanup runs while the dialog is still in the document, so close()
  // takes it out of the top layer before React removes it.
  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const opener = document.activeElement as HTMLElement | null
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    // StrictMode runs this twice on mount: a dialog already shown is left as it is.
    if (!dialog.open) dialog.showModal()
    const releaseToasts = hostToasts(dialog)
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus()

    // Escape (or any close) tells the owner. The close event that the cleanup's close() queues
    // can arrive after StrictMode has shown the dialog again: then it is open, and stale.
    const onCloseEvent = () => {
      if (!dialog.open) closed()
    }
    // Chromium lets Tab leave a modal dialog for the browser's own controls (focus falls to
    // <body> on the way); the dialog keeps it instead, wrapping at its first and last stops
    // (tests/e2e/accessibility-keyboard.test.ts fails without this).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return
      const stops = tabStops(dialog)
      const [from, to] = event.shiftKey ? [stops[0], stops.at(-1)] : [stops.at(-1), stops[0]]
      if (to && document.activeElement !== from && dialog.contains(document.activeElement)) return
      event.preventDefault()
      to?.focus()
    }
    dialog.addEventListener('close', onCloseEvent)
    dialog.addEventListener('keydown', onKeyDown)
    return () => {
      dialog.removeEventListener('close', onCloseEvent)
      dialog.removeEventListener('keydown', onKeyDown)
      document.body.style.overflow = overflow
      releaseToasts()
      if (dialog.open) dialog.close()
      opener?.focus()
    }
  }, [ref])
}

type ModalDialogProps = Pick<AriaAttributes, 'aria-label' | 'aria-labelledby'> & {
  /** Escape, a press on the backdrop, or the owner's own controls: the owner unmounts the dialog. */
  onClose: () => void
  /** The dialog box itself: position, size, colours, `backdrop:` for the dim layer. */
  className: string
  /** The box's content area, which fills the box. */
  panelClassName: string
  children: ReactNode
}

/**
 * A native modal <dialog>, shown while mounted (render it only while open). Its one child fills
 * it, so a press whose target is the dialog itself landed on the ::backdrop around it.
 */
export function ModalDialog({ onClose, className, panelClassName, children, ...aria }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  useModalDialog(ref, onClose)
  return (
    <dialog
      ref={ref}
      {...aria}
      className={`text-inherit backdrop:bg-black/50 ${className}`}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <div className={panelClassName}>{children}</div>
    </dialog>
  )
}
