import { useEffect, useId } from 'react'
import * as v from 'valibot'
import { contentEndpoints } from '@contract/endpoints/content'
import { messageOf } from '@/api/errors'
import { nextStep } from '@/api/error-advice'
import { FormAlert, FormNotice } from '@/ui/form'
import { buttonClass } from '@/ui/states'
import { useForm } from '@/ui/use-form'
import { contactDraft, EMPTY_CONTACT_DRAFT } from './contact-draft'
import { ContactFields, NoteField } from './contact-fields'
import { FEEDBACK_THANKS, useContactSubmit, useNoteSubmit } from './use-contact-submit'

/** What the shopper sees once the feedback has reached us: the catalogue's thanks (docs/errors.md#feedback), then when we reply. */
export const CONTACT_SENT = `${FEEDBACK_THANKS} We reply by email within two working days.`

// Each form checks its fields with its call's own schema (contract/endpoints/content.ts).
const feedbackSchema = contentEndpoints.sendFeedback.request
const noteSchema = v.object({ message: contentEndpoints.sendContactForm.request.entries.message })

type ContactFormProps =
  /** The contact page: the whole feedback payload, its draft kept on the phone. */
  | { variant?: 'page' }
  /** The feedback modal: only the message, whose draft the modal keeps (`text`). */
  | { variant: 'note'; text: string; onText: (text: string) => void; onSent: () => void }

/**
 * The feedback form (docs/data.md#feedback, docs/validation.md#feedback, docs/api.md#feedback), on the contact
 * page or in the feedback modal.
 */
export function ContactForm(props: ContactFormProps) {
  return props.variant === 'note' ? <NoteForm {...props} /> : <PageForm />
}

function PageForm() {
  const id = useId()
  // The draft's keys are in the page's order, so the first wrong field gets the focus.
  const form = useForm(() => ({ ...EMPTY_CONTACT_DRAFT, ...contactDraft.read() }), feedbackSchema)
  const contact = useContactSubmit(form)
  const { values } = form

  useEffect(() => contactDraft.write(values), [values])

  return (
    <form noValidate onSubmit={contact.submit} aria-labelledby={`${id}-title`} className="grid gap-4 sm:grid-cols-2">
      <h2 id={`${id}-title`} className="text-xl font-bold sm:col-span-2">
        Send us a message
      </h2>
      <ContactFields form={form} onEdit={contact.unsend} />
      <div className="flex flex-col gap-3 sm:col-span-2">
        {form.failure ? <FormAlert hint={nextStep(form.failure)}>{messageOf(form.failure)}</FormAlert> : null}
        <FormNotice>{contact.sent ? CONTACT_SENT : null}</FormNotice>
        <div>
          <button type="submit" aria-disabled={form.submitting || undefined} className={buttonClass.primary}>
            {form.submitting ? 'Sending…' : 'Send message'}
          </button>
        </div>
      </div>
    </form>
  )
}

function NoteForm({ text, onText, onSent }: { text: string; onText: (text: string) => void; onSent: () => void }) {
  const values = { message: text }
  const form = useForm(values, noteSchema, { values, onChange: ({ message }) => onText(message) })
  const sendable = v.is(noteSchema, values)
  const submit = useNoteSubmit(form, sendable, onSent)
  return (
    <form noValidate onSubmit={submit}>
      <NoteField form={form} />
      {/* Not `disabled` while sending: a disabled button drops focus out of the dialog. */}
      <button
        type="submit"
        disabled={!sendable && !form.submitting}
        aria-disabled={form.submitting || undefined}
        className="mt-4 w-full rounded-full bg-accent px-5 py-2.5 font-semibold disabled:opacity-60 aria-disabled:opacity-60"
      >
        {form.submitting ? 'Submitting...' : 'Send'}
      </button>
    </form>
  )
}
