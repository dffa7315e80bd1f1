import { useStore } from 'jotai'
import { useId, useState } from 'react'
import { NAME_MAX } from '@contract/rules'
import { EmailField, TextField, useAccountForm } from '@/components/account-form/account-form'
import { requiredError, type FieldError } from '@/components/account-form/account-rules'
import { formFailure } from '@/components/account-form/form-failure'
import type { User } from '@/stores/session/session'
import { emailError } from '@contract/rules'
import { FormAlert, FormNotice } from '@/ui/form'
import { buttonClass } from '@/ui/states'
import { saveProfile } from './profile-actions'

// The shopper's names and e-mail, with signup's rules and words. A new e-mail asks for the
// current password (the server needs it: a borrowed phone cannot take the account).

type Field = 'first_name' | 'last_name' | 'email' | 'current_password'

const SAVE_FAILED = 'Could not save your profile'
export const PROFILE_SAVED = 'Profile saved.'

function nameError(value: string, label: string): FieldError {
  return (
    requiredError(value, label) ??
    (value.trim().length > NAME_MAX ? `${label} must be at most ${NAME_MAX} characters.` : undefined)
  )
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

export function ProfileSection({ user }: { user: User }) {
  const store = useStore()
  const titleId = useId()
  const [saved, setSaved] = useState(false)
  const form = useAccountForm<Field>(
    { first_name: user.first_name ?? '', last_name: user.last_name ?? '', email: user.email, current_password: '' },
    (values) => ({
      first_name: nameError(values.first_name, 'First name'),
      last_name: nameError(values.last_name, 'Last name'),
      email: emailError(values.email),
      current_password:
        !sameEmail(values.email, user.email) && values.current_password === ''
          ? 'Enter your current password to change your email.'
          : undefined,
    }),
  )
  const changesEmail = !sameEmail(form.values.email, user.email)

  const pending = form.submitting
  const failure = form.failure === undefined ? null : formFailure(form.failure, SAVE_FAILED)
  const submit = form.handleSubmit(async ({ first_name, last_name, email, current_password }) => {
    setSaved(false)
    await saveProfile(store, {
      first_name: first_name.trim(),
      last_name: last_name.trim(),
      email: email.trim(),
      ...(changesEmail ? { current_password } : {}),
    })
    form.setValues((values) => ({ ...values, email: email.trim(), current_password: '' }))
    setSaved(true)
  })

  return (
    <section id="profile" aria-labelledby={titleId} className="scroll-mt-20 rounded-xl border border-line p-4">
      <h2 id={titleId} className="font-semibold">
        Profile
      </h2>
      <form noValidate className="mt-3 grid gap-4" onSubmit={submit}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField form={form} name="first_name" label="First name" autoComplete="given-name" />
          <TextField form={form} name="last_name" label="Last name" autoComplete="family-name" />
        </div>
        <EmailField form={form} name="email" />
        {changesEmail ? (
          <TextField
            form={form}
            name="current_password"
            label="Current password"
            type="password"
            autoComplete="current-password"
            hint="Needed to change your email."
            revealable
          />
        ) : null}
        {failure ? <FormAlert hint={failure.hint}>{failure.message}</FormAlert> : null}
        <FormNotice>{saved ? PROFILE_SAVED : null}</FormNotice>
        <button type="submit" disabled={pending} className={`${buttonClass.primary} justify-self-start`}>
          {pending ? 'Saving…' : 'Save profile'}
        </button>
      </form>
    </section>
  )
}
