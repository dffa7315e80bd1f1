import { emailInput, InputField, phoneInput, TextAreaField } from '@/ui/form'
import type { FormState } from '@/ui/use-form'
import { GIFT_NOTE_MAX } from './gift-message'

// The gift form's fields after the deal: the friend, and a few words.

export type GiftValues = { deal: string; name: string; phone: string; email: string; note: string }

/** The friend and the note; `onEdit` hears of each change (the gift composed from what was there before goes). */
export function GiftFields({ form, onEdit }: { form: FormState<GiftValues>; onEdit: () => void }) {
  const bind = (field: keyof GiftValues) => form.bind(field, onEdit)
  return (
    <>
      <InputField {...bind('name')} label="Friend's name" autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          {...bind('phone')}
          {...phoneInput}
          autoComplete="off"
          label="Friend's phone number"
          placeholder="0803 123 4567"
        />
        <InputField {...bind('email')} {...emailInput} autoComplete="off" label="Friend's email" />
      </div>
      <p className="-mt-2 text-xs text-muted">A phone number, an email, or both.</p>
      <TextAreaField
        {...bind('note')}
        label="Your message"
        note="(optional)"
        rows={3}
        maxLength={GIFT_NOTE_MAX}
        placeholder="Happy birthday! Lunch is on me."
      />
    </>
  )
}
