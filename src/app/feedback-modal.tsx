import { atom, useAtom } from 'jotai'
import { useId, useState } from 'react'
import { ChatIcon } from '@/ui/icons'
import { Modal } from '@/ui/modal'

export const feedbackModalAtom = atom(false)

/**
 * The floating feedback button and its modal (SPEC §2, §4). Sending arrives with the feedback
 * issue through `onSubmit`; until then the form keeps the text and does not pretend to send it.
 */
export function FeedbackWidget({ onSubmit }: { onSubmit?: (message: string) => Promise<void> }) {
  const [open, setOpen] = useAtom(feedbackModalAtom)
  const [text, setText] = useState('')
  const [submitting, setSubmitting] = useState(false)
  const fieldId = useId()

  return (
    <>
      <button
        type="button"
        aria-label="Send feedback"
        className="fixed right-4 bottom-4 z-40 grid size-12 place-items-center rounded-full bg-accent shadow-lg lg:size-14"
        onClick={() => setOpen(true)}
      >
        <ChatIcon className="size-6 lg:size-[30px]" />
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Send us feedback">
        <form
          onSubmit={async (event) => {
            event.preventDefault()
            // Empty text is silently not submitted (SPEC §5).
            if (!onSubmit || text.trim() === '') return
            setSubmitting(true)
            try {
              await onSubmit(text)
              setText('')
              setOpen(false)
            } finally {
              setSubmitting(false)
            }
          }}
        >
          <label htmlFor={fieldId} className="block text-sm font-semibold">
            What should we know?
          </label>
          <textarea
            id={fieldId}
            data-autofocus
            rows={5}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="mt-2 w-full rounded-lg border border-line bg-surface p-3"
            placeholder="Tell us about a bug, an idea or a store we should add"
          />
          <button
            type="submit"
            disabled={!onSubmit || submitting || text.trim() === ''}
            className="mt-4 w-full rounded-full bg-accent px-5 py-2.5 font-semibold disabled:opacity-60"
          >
            {submitting ? 'Submitting...' : 'Send'}
          </button>
        </form>
      </Modal>
    </>
  )
}
