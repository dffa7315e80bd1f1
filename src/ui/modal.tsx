import { useId, type ReactNode } from 'react'
import { CloseIcon } from './close-icon'
import { ModalDialog } from './modal-dialog'

type ModalProps = {
  open: boolean
  title: string
  onClose: () => void
  children: ReactNode
  /** Width classes for the panel, e.g. the beta notice's 340/550/621 px. */
  className?: string
}

/** An accessible dialog: labelled by its title, modal, closed by Escape, the × or a press outside. */
export function Modal({ open, title, onClose, children, className = 'w-[min(92vw,32rem)]' }: ModalProps) {
  const titleId = useId()
  if (!open) return null
  return (
    <ModalDialog
      aria-labelledby={titleId}
      onClose={onClose}
      className={`m-auto max-h-none max-w-[94vw] rounded-2xl bg-surface shadow-2xl ${className}`}
      panelClassName="relative max-h-[90vh] overflow-auto p-6"
    >
      <button
        type="button"
        aria-label="Close"
        className="absolute top-2 right-2 grid size-11 place-items-center rounded-full hover:bg-surface-2"
        onClick={onClose}
      >
        <CloseIcon size={20} />
      </button>
      <h2 id={titleId} className="pr-10 text-xl font-bold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </ModalDialog>
  )
}
