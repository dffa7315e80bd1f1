import { useStore } from 'jotai'
import { useId, useState } from 'react'
import * as v from 'valibot'
import { PROFILE_ERRORS } from '@/api/profile'
import { emailField, firstNameField, lastNameField, ruleUnder } from '@contract/fields'
import { CURRENT_PASSWORD_FOR_EMAIL } from '@contract/messages'
import { EmailField, TextField } from '@/components/account-form/account-form'
import { formFailure } from '@/components/account-form/form-failure'
import type { User } from '@/stores/session/session'
import { FormAlert, FormNotice } from '@/ui/form'
import { buttonClass } from '@/ui/states'
import { useForm } from '@/ui/use-form'
import { EmailChangeForm } from './email-change-form'
import { saveProfile } from './profile-actions'

// The shopper's names and e-mail, with signup's rules and words. A new e-mail asks for the
// current password (the server needs it: a borrowed phone cannot take the account).

export const PROFILE_SAVED = 'Profile saved.'

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** The profile call's fields; a new email (not `accountEmail`) needs the current password, as the server says. */
const profileSchema = (accountEmail: string) =>
  v.pipe(
    v.object({ first_name: firstNameField, last_name: lastNameField, email: emailField, current_password: v.string() }),
    ruleUnder(
      'current_password',
      (values) => sameEmail(values.email, accountEmail) || values.current_password !== '',
      CURRENT_PASSWORD_FOR_EMAIL,
    ),
  )

export function ProfileSection({ user }: { user: User }) {
  const store = useStore()
  const titleId = useId()
  // What the last save or code said (`Profile saved.`, the code's hint, `Email changed.`), and the new address
  // waiting for its code.
  const [notice, setNotice] = useState<string | null>(null)
  const [pendingEmail, setPendingEmail] = useState<string | null>(null)
  const form = useForm(
    { first_name: user.first_name ?? '', last_name: user.last_name ?? '', email: user.email, current_password: '' },
    profileSchema(user.email),
  )
  const changesEmail = !sameEmail(form.values.email, user.email)

  const pending = form.submitting
  const failure = form.failure === undefined ? null : formFailure(form.failure, PROFILE_ERRORS)
  const submit = form.handleSubmit(async ({ first_name, last_name, email, current_password }) => {
    setNotice(null)
    const answer = await saveProfile(store, {
      first_name: first_name.trim(),
      last_name: last_name.trim(),
      email: email.trim(),
      ...(changesEmail ? { current_password } : {}),
    })
    // Until its code is entered the account keeps its address, and so does the field.
    form.setValues((values) => ({
      ...values,
      email: answer.pendingEmail ? user.email : email.trim(),
      current_password: '',
    }))
    setPendingEmail(answer.pendingEmail)
    setNotice(answer.pendingEmail ? answer.detail : PROFILE_SAVED)
  })

  return (
    <section id="profile" aria-labelledby={titleId} className="scroll-mt-20 rounded-xl border border-line p-4">
      <h2 id={titleId} className="font-semibold">
        Profile
      </h2>
      <form noValidate className="mt-3 grid gap-4" onSubmit={submit}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...form.bind('first_name')} label="First name" autoComplete="given-name" />
          <TextField {...form.bind('last_name')} label="Last name" autoComplete="family-name" />
        </div>
        <EmailField {...form.bind('email')} />
        {changesEmail ? (
          <TextField
            {...form.bind('current_password')}
            label="Current password"
            type="password"
            autoComplete="current-password"
            hint="Needed to change your email."
            revealable
          />
        ) : null}
        {failure ? <FormAlert hint={failure.hint}>{failure.message}</FormAlert> : null}
        <FormNotice>{notice}</FormNotice>
        <button type="submit" disabled={pending} className={`${buttonClass.primary} justify-self-start`}>
          {pending ? 'Saving…' : 'Save profile'}
        </button>
      </form>
      {pendingEmail ? (
        <div className="mt-4">
          <EmailChangeForm
            pendingEmail={pendingEmail}
            onChanged={(detail) => {
              setPendingEmail(null)
              form.setValues((values) => ({ ...values, email: pendingEmail }))
              setNotice(detail)
            }}
          />
        </div>
      ) : null}
    </section>
  )
}
