import { useAtom } from 'jotai'
import { useId, useRef, useState } from 'react'
import { TEXT_LIMITS } from '@contract/rules'
import { notify } from '@/lib/notify'
import { Modal } from '@/ui/modal'
import { feedbackDraftAtom, feedbackModalAtom } from './shell-atoms'

/** The error catalogue's feedback toasts (docs/errors.md#feedback). */
export const FEEDBACK_THANKS = 'Thanks for your feedback.'
export const FEEDBACK_FAILED = 'Something went wrong, please try again later'

async function sendMessage(message: string): Promise<void> {
  // Loaded on the first send, not with the modal: most shoppers who open it never send.
  const { sendContactForm } = await import('@/api/feedback')
  await sendContactForm(message)
}

/**
 * The feedback modal (docs/pages.md#feedback-modal, docs/data.md, docs/api.md#feedback): the shopper writes a message and it goes through the
 * shared contact form. Success closes the modal and clears the text; failure keeps the text so
 * nothing typed is lost. The draft lives in an atom, so closing the modal keeps it too.
 */
export function FeedbackModal() {
  const [open, setOpen] = useAtom(feedbackModalAtom)
  const [text, setText] = useAtom(feedbackDraftAtom)
  const [submitting, setSubmitting] = useState(false)
  const sending = useRef(false)
  const fieldId = useId()
  const empty = text.trim() === ''

  async function submit() {
    // Empty text is silently not submitted (docs/validation.md); one send at a time.
    if (empty || sending.current) return
    sending.current = true
    setSubmitting(true)
    try {
      await sendMessage(text)
      setText('')
      setOpen(false)
      void notify('success', FEEDBACK_THANKS)
    } catch {
      void notify('error', FEEDBACK_FAILED)
    } finally {
      sending.current = false
      setSubmitting(false)
    }
  }

  return (
    <Modal open={open} onClose={() => setOpen(false)} title="Send us feedback">
      <form
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <label htmlFor={fieldId} className="block text-sm font-semibold">
          What should we know?
        </label>
        <textarea
          id={fieldId}
          data-autofocus
          rows={5}
          maxLength={TEXT_LIMITS.feedback}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="mt-2 w-full rounded-lg border border-line bg-surface p-3"
          placeholder="Tell us about a bug, an idea or a store we should add"
        />
        {/* Not `disabled` while sending: a disabled button drops focus out of the dialog. */}
        <button
          type="submit"
          disabled={empty && !submitting}
          aria-disabled={submitting || undefined}
          className="mt-4 w-full rounded-full bg-accent px-5 py-2.5 font-semibold disabled:opacity-60 aria-disabled:opacity-60"
        >
          {submitting ? 'Submitting...' : 'Send'}
        </button>
      </form>
    </Modal>
  )
}
