import { useMutation } from '@tanstack/react-query'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { TEXT_LIMITS } from '@contract/rules'
import { sendFeedback } from '@/api/feedback'
import { messageOf } from '@/api/errors'
import { nextStep } from '@/api/error-advice'
import { emailInput, Field, fieldClass, FormAlert, FormNotice, InputField, phoneInput, TextAreaField } from '@/ui/form'
import { buttonClass } from '@/ui/states'
import {
  checkContact,
  CONTACT_CATEGORIES,
  contactDraft,
  EMPTY_CONTACT_DRAFT,
  type ContactDraft,
  type ContactErrors,
  type ContactField,
} from './contact-draft'

/** What the shopper sees once the feedback has reached us. */
export const CONTACT_SENT = 'Thanks — your message reached us. We reply by email within two working days.'

const order: ContactField[] = ['category', 'firstName', 'lastName', 'phoneNumber', 'email', 'feedback']

/** The contact page's feedback form (SPEC §3 Feedback payload, §5, §7 POST sendFeedback). */
export function ContactForm() {
  const id = useId()
  const [draft, setDraft] = useState<ContactDraft>(contactDraft.read)
  const [errors, setErrors] = useState<ContactErrors>({})
  const [sent, setSent] = useState(false)

  useEffect(() => contactDraft.write(draft), [draft])

  const send = useMutation({
    mutationFn: (payload: ContactDraft) => sendFeedback(payload),
    onSuccess: () => {
      setDraft(EMPTY_CONTACT_DRAFT)
      setSent(true)
    },
  })

  const fieldId = (field: ContactField) => `${id}-${field}`

  function update(field: ContactField, value: string) {
    setDraft((previous) => ({ ...previous, [field]: value }))
    setSent(false)
    // An error goes once the field has something in it; the next submit checks again.
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }))
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (send.isPending) return
    const found = checkContact(draft)
    setErrors(found)
    const first = order.find((field) => found[field])
    if (first) {
      document.getElementById(fieldId(first))?.focus()
      return
    }
    setSent(false)
    send.mutate(draft)
  }

  /** What each field's control is given: its id, its value, and where typing goes. */
  const bind = (field: ContactField) => ({
    id: fieldId(field),
    value: draft[field],
    onValue: (value: string) => update(field, value),
  })

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="grid gap-4 sm:grid-cols-2">
      <h2 id={`${id}-title`} className="text-xl font-bold sm:col-span-2">
        Send us a message
      </h2>
      <div className="sm:col-span-2">
        <Field id={fieldId('category')} label="Category" error={errors.category}>
          {(control) => (
            <select
              {...control}
              value={draft.category}
              onChange={(event) => update('category', event.target.value)}
              className={fieldClass}
            >
              <option value="">Choose a category</option>
              {CONTACT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <InputField {...bind('firstName')} label="First name" note="(optional)" autoComplete="given-name" />
      <InputField {...bind('lastName')} label="Last name" note="(optional)" autoComplete="family-name" />
      <InputField
        {...bind('phoneNumber')}
        {...phoneInput}
        label="Phone number"
        error={errors.phoneNumber}
        placeholder="0803 123 4567"
      />
      <InputField {...bind('email')} {...emailInput} label="Email" error={errors.email} />
      <div className="sm:col-span-2">
        <TextAreaField
          {...bind('feedback')}
          label="Feedback"
          error={errors.feedback}
          rows={5}
          maxLength={TEXT_LIMITS.feedback}
          placeholder="Tell us what happened, or what we could do better"
        />
      </div>
      <div className="flex flex-col gap-3 sm:col-span-2">
        {send.isError ? <FormAlert hint={nextStep(send.error)}>{messageOf(send.error)}</FormAlert> : null}
        <FormNotice>{sent ? CONTACT_SENT : null}</FormNotice>
        <div>
          <button type="submit" aria-disabled={send.isPending || undefined} className={buttonClass.primary}>
            {send.isPending ? 'Sending…' : 'Send message'}
          </button>
        </div>
      </div>
    </form>
  )
}
