import { useId, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { CloseIcon } from './icons'
import { useFocusTrap } from './focus-trap'

type ModalProps = {
  open: boolean
  title: string
  onClose: () => void
  children: ReactNode
  /** Width classes for the panel, e.g. the beta notice's 340/550/621 px. */
  className?: string
}

/** An accessible dialog: labelled, focus kept inside, closed by Escape, the × or a click outside. */
export function Modal({ open, title, onClose, children, className = 'w-[min(92vw,32rem)]' }: ModalProps) {
  const panel = useRef<HTMLDivElement>(null)
  const titleId = useId()
  useFocusTrap(panel, open)
  if (!open) return null
  return createPortal(
    <div
      className="fixed inset-0 z-50 grid place-items-center bg-black/50 p-3"
      data-testid="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`relative max-h-[90vh] overflow-auto rounded-2xl bg-surface p-6 shadow-2xl ${className}`}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation()
            onClose()
          }
        }}
      >
        <button
          type="button"
          aria-label="Close"
          className="absolute top-3 right-3 grid size-9 place-items-center rounded-full hover:bg-surface-2"
          onClick={onClose}
        >
          <CloseIcon size={20} />
        </button>
        <h2 id={titleId} className="pr-10 text-xl font-bold">
          {title}
        </h2>
        <div className="mt-3">{children}</div>
      </div>
    </div>,
    document.body,
  )
}
