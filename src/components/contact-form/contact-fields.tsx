import { TEXT_LIMITS } from '@contract/rules'
import { emailInput, Field, fieldClass, InputField, phoneInput, TextAreaField } from '@/ui/form'
import type { FormState } from '@/ui/use-form'
import { CONTACT_CATEGORIES, type ContactDraft } from './contact-draft'

// The contact form's fields: the whole feedback payload on the contact page, only the message in
// the feedback modal (its other values are fixed: docs/api.md#feedback).

type FieldsProps<Values extends Record<string, string>> = {
  form: FormState<Values>
  /** Called as anything is typed or chosen (the thanks for the last message goes). */
  onEdit?: () => void
}

/** The feedback payload (docs/data.md#feedback), in the call's order of checks. */
export function ContactFields({ form, onEdit }: FieldsProps<ContactDraft>) {
  const bind = (field: keyof ContactDraft) => form.bind(field, onEdit)
  const category = bind('category')
  return (
    <>
      <div className="sm:col-span-2">
        <Field id={category.id} label="Category" error={category.error}>
          {(control) => (
            <select
              {...control}
              value={category.value}
              onChange={(event) => category.onValue(event.target.value)}
              onBlur={category.onBlur}
              className={fieldClass}
            >
              <option value="">Choose a category</option>
              {CONTACT_CATEGORIES.map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <InputField {...bind('firstName')} label="First name" note="(optional)" autoComplete="given-name" />
      <InputField {...bind('lastName')} label="Last name" note="(optional)" autoComplete="family-name" />
      <InputField {...bind('phoneNumber')} {...phoneInput} label="Phone number" placeholder="0803 123 4567" />
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
    </>
  )
}

/**
 * The feedback modal's one field: the message. Empty text is silently not sent
 * (docs/validation.md#feedback): Send waits for some, and no error is shown under it.
 */
export function NoteField({ form, onEdit }: FieldsProps<{ message: string }>) {
  const message = form.bind('message', onEdit)
  return (
    <TextAreaField
      id={message.id}
      name={message.name}
      value={message.value}
      onValue={message.onValue}
      data-autofocus
      label="What should we know?"
      rows={5}
      maxLength={TEXT_LIMITS.feedback}
      placeholder="Tell us about a bug, an idea or a store we should add"
    />
  )
}
