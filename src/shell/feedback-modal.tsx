import { useAtom } from 'jotai'
import { ContactForm } from '@/components/contact-form/contact-form'
import { Modal } from '@/ui/modal'
import { feedbackDraftAtom, feedbackModalAtom } from './shell-atoms'

/**
 * The feedback modal (docs/pages.md#feedback-modal, docs/api.md#feedback): the contact form's
 * message-only variant, sent through the shared contact form. Success closes the modal and
 * clears the text; failure keeps the text so nothing typed is lost. The draft lives in an atom,
 * so closing the modal keeps it too.
 */
export function FeedbackModal() {
  const [open, setOpen] = useAtom(feedbackModalAtom)
  const [text, setText] = useAtom(feedbackDraftAtom)
  return (
    <Modal open={open} onClose={() => setOpen(false)} title="Send us feedback">
      <ContactForm variant="note" text={text} onText={setText} onSent={() => setOpen(false)} />
    </Modal>
  )
}
