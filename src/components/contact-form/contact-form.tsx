import { useEffect, useId } from 'react'
import { contentEndpoints } from '@contract/endpoints/content'
import { messageOf } from '@/api/errors'
import { nextStep } from '@/api/error-advice'
import { FormAlert, FormNotice } from '@/ui/form'
import { buttonClass } from '@/ui/states'
import { useForm } from '@/ui/use-form'
import { contactDraft, EMPTY_CONTACT_DRAFT } from './contact-draft'
import { ContactFields } from './contact-fields'
import { useContactSubmit } from './use-contact-submit'

/** What the shopper sees once the feedback has reached us. */
export const CONTACT_SENT = 'Thanks — your message reached us. We reply by email within two working days.'

// The feedback call's own schema (contract/endpoints/content.ts).
const feedbackSchema = contentEndpoints.sendFeedback.request

/** The contact page's feedback form (docs/data.md#feedback, docs/validation.md#feedback, docs/api.md#feedback). */
export function ContactForm() {
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
