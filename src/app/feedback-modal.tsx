import { useAtom } from 'jotai'
import { useId, useState } from 'react'
import { Modal } from '@/ui/modal'
import { feedbackDraftAtom, feedbackModalAtom } from './shell-atoms'

/**
 * The feedback modal (SPEC §2, §4). Sending arrives with the feedback issue through
 * `onSubmit`; until then the form keeps the text and does not pretend to send it.
 */
export function FeedbackModal({ onSubmit }: { onSubmit?: (message: string) => Promise<void> }) {
  const [open, setOpen] = useAtom(feedbackModalAtom)
  const [text, setText] = useAtom(feedbackDraftAtom)
  const [submitting, setSubmitting] = useState(false)
  const fieldId = useId()

  return (
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
  )
}
