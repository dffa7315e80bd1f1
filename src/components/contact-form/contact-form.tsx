import { useMutation } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { TEXT_LIMITS } from '@contract/rules'
import { sendFeedback } from '@/api/feedback'
import { messageOf } from '@/api/errors'
import { nextStep } from '@/api/error-advice'
import { emailInput, Field, fieldClass, FormAlert, FormNotice, InputField, phoneInput, TextAreaField } from '@/ui/form'
import { buttonClass } from '@/ui/states'
import { useForm } from '@/ui/use-form'
import {
  checkContact,
  CONTACT_CATEGORIES,
  contactDraft,
  EMPTY_CONTACT_DRAFT,
  type ContactDraft,
  type ContactField,
} from './contact-draft'

/** What the shopper sees once the feedback has reached us. */
export const CONTACT_SENT = 'Thanks — your message reached us. We reply by email within two working days.'

/** The contact page's feedback form (docs/data.md#feedback Feedback payload, docs/validation.md#feedback, docs/api.md#blog POST sendFeedback). */
export function ContactForm() {
  const id = useId()
  // The draft's keys are in the page's order, so the first wrong field gets the focus.
  const form = useForm<ContactField>(() => ({ ...EMPTY_CONTACT_DRAFT, ...contactDraft.read() }), checkContact)
  const [sent, setSent] = useState(false)
  const { values } = form

  useEffect(() => contactDraft.write(values), [values])

  const send = useMutation({
    mutationFn: (payload: ContactDraft) => sendFeedback(payload),
    onSuccess: () => {
      form.reset(EMPTY_CONTACT_DRAFT)
      setSent(true)
    },
  })

  /** What each field's control is given; typing again takes the thanks away. */
  const bind = (field: ContactField) => {
    const bound = form.bind(field)
    return {
      ...bound,
      onValue: (value: string) => {
        bound.onValue(value)
        setSent(false)
      },
    }
  }
  const submit = form.handleSubmit((draft) => {
    setSent(false)
    return send.mutateAsync(draft)
  })

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="grid gap-4 sm:grid-cols-2">
      <h2 id={`${id}-title`} className="text-xl font-bold sm:col-span-2">
        Send us a message
      </h2>
      <div className="sm:col-span-2">
        <Field id={form.fieldId('category')} label="Category" error={form.errors.category}>
          {(control) => (
            <select
              {...control}
              value={values.category}
              onChange={(event) => bind('category').onValue(event.target.value)}
              onBlur={(event) => form.leave('category', event)}
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

        placeholder="0803 123 4567"
      />
      <InputField {...bind('email')} {...emailInput} label="Email" />
      <div className="sm:col-span-2">
        <TextAreaField
          {...bind('feedback')}
          label="Feedback"
          rows={5}
          maxLength={TEXT_LIMITS.feedback}
          placeholder="Tell us what happened, or what we could do better"
        />
      </div>
      <div className="flex flex-col gap-3 sm:col-span-2">
        {form.failure ? <FormAlert hint={nextStep(form.failure)}>{messageOf(form.failure)}</FormAlert> : null}
        <FormNotice>{sent ? CONTACT_SENT : null}</FormNotice>
        <div>
          <button type="submit" aria-disabled={form.submitting || undefined} className={buttonClass.primary}>
            {form.submitting ? 'Sending…' : 'Send message'}
          </button>
        </div>
      </div>
    </form>
  )
}
