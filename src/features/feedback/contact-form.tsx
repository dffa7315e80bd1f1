import { useMutation } from '@tanstack/react-query'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { sendFeedback } from '@/api/feedback'
import { messageOf } from '@/api/errors'
import { buttonClass } from '@/ui/states'
import {
  checkContact,
  CONTACT_CATEGORIES,
  EMPTY_CONTACT_DRAFT,
  loadContactDraft,
  saveContactDraft,
  type ContactDraft,
  type ContactErrors,
  type ContactField,
} from './contact-draft'
import { Field, fieldClass } from './form-field'

/** What the shopper sees once the feedback has reached us. */
export const CONTACT_SENT = 'Thanks — your message reached us. We reply by email within two working days.'

const order: ContactField[] = ['category', 'firstName', 'lastName', 'phoneNumber', 'email', 'feedback']

/** The contact page's feedback form (SPEC §3 Feedback payload, §5, §7 POST /feedback/feedback-create). */
export function ContactForm() {
  const id = useId()
  const [draft, setDraft] = useState<ContactDraft>(loadContactDraft)
  const [errors, setErrors] = useState<ContactErrors>({})
  const [sent, setSent] = useState(false)

  useEffect(() => saveContactDraft(draft), [draft])

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

  const control = (field: ContactField) => ({
    value: draft[field],
    onChange: (event: { target: { value: string } }) => update(field, event.target.value),
  })

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="grid gap-4 sm:grid-cols-2">
      <h2 id={`${id}-title`} className="text-xl font-bold sm:col-span-2">
        Send us a message
      </h2>
      <div className="sm:col-span-2">
        <Field id={fieldId('category')} label="Category" error={errors.category}>
          {(props) => (
            <select {...props} {...control('category')} className={`${fieldClass} h-11`}>
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
      <Field id={fieldId('firstName')} label="First name" note="(optional)">
        {(props) => (
          <input {...props} {...control('firstName')} autoComplete="given-name" className={`${fieldClass} h-11`} />
        )}
      </Field>
      <Field id={fieldId('lastName')} label="Last name" note="(optional)">
        {(props) => (
          <input {...props} {...control('lastName')} autoComplete="family-name" className={`${fieldClass} h-11`} />
        )}
      </Field>
      <Field id={fieldId('phoneNumber')} label="Phone number" error={errors.phoneNumber}>
        {(props) => (
          <input
            {...props}
            {...control('phoneNumber')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="0803 123 4567"
            className={`${fieldClass} h-11`}
          />
        )}
      </Field>
      <Field id={fieldId('email')} label="Email" error={errors.email}>
        {(props) => (
          <input
            {...props}
            {...control('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            className={`${fieldClass} h-11`}
          />
        )}
      </Field>
      <div className="sm:col-span-2">
        <Field id={fieldId('feedback')} label="Feedback" error={errors.feedback}>
          {(props) => (
            <textarea
              {...props}
              {...control('feedback')}
              rows={5}
              maxLength={5000}
              placeholder="Tell us what happened, or what we could do better"
              className={`${fieldClass} py-2`}
            />
          )}
        </Field>
      </div>
      <div className="flex flex-col gap-3 sm:col-span-2">
        {send.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100">
            {messageOf(send.error)}
          </p>
        ) : null}
        <p role="status" className={sent ? 'rounded-lg bg-surface-2 p-3 text-sm font-medium' : 'sr-only'}>
          {sent ? CONTACT_SENT : ''}
        </p>
        <div>
          <button type="submit" aria-disabled={send.isPending || undefined} className={buttonClass.primary}>
            {send.isPending ? 'Sending…' : 'Send message'}
          </button>
        </div>
      </div>
    </form>
  )
}
