import { useStore } from 'jotai'
import { useId, useState } from 'react'
import { NewPasswordField, TextField, useAccountForm } from '@/components/account-form/account-form'
import { confirmError, passwordError } from '@/components/account-form/account-rules'
import { formFailure } from '@/components/account-form/form-failure'
import type { User } from '@/stores/session/session'
import { FormAlert, FormNotice } from '@/ui/form'
import { buttonClass } from '@/ui/states'
import { changeOwnPassword } from './profile-actions'

// A new password while signed in: the current one, then the new one twice, with the rules and
// words of signup and the password reset. The server logs out every other phone; this one stays.

type Field = 'current' | 'password' | 'confirm'

const CHANGE_FAILED = 'Could not change your password'
const empty = { current: '', password: '', confirm: '' }

export function PasswordSection({ user }: { user: User }) {
  const store = useStore()
  const titleId = useId()
  const [done, setDone] = useState<string | null>(null)
  const form = useAccountForm<Field>(empty, (values) => ({
    current: values.current === '' ? 'Enter your current password.' : undefined,
    password: passwordError(values.password),
    confirm: confirmError(values.confirm, values.password),
  }))

  const pending = form.submitting
  const failure = form.failure === undefined ? null : formFailure(form.failure, CHANGE_FAILED)
  const submit = form.handleSubmit(async (values) => {
    setDone(null)
    setDone(await changeOwnPassword(store, { current_password: values.current, password: values.password }))
    form.setValues(empty)
  })

  return (
    <section id="password" aria-labelledby={titleId} className="scroll-mt-20 rounded-xl border border-line p-4">
      <h2 id={titleId} className="font-semibold">
        Change password
      </h2>
      <p className="mt-1 text-sm text-muted">Every other phone and browser is logged out; this one stays logged in.</p>
      <form noValidate className="mt-3 grid gap-4" onSubmit={submit}>
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="email" autoComplete="username" value={user.email} readOnly hidden />
        <TextField
          form={form}
          name="current"
          label="Current password"
          type="password"
          autoComplete="current-password"
          revealable
        />
        <NewPasswordField form={form} name="password" label="New password" />
        <TextField
          form={form}
          name="confirm"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          revealable
        />
        {failure ? <FormAlert hint={failure.hint}>{failure.message}</FormAlert> : null}
        <FormNotice>{done}</FormNotice>
        <button type="submit" disabled={pending} className={`${buttonClass.primary} justify-self-start`}>
          {pending ? 'Changing password…' : 'Change password'}
        </button>
      </form>
    </section>
  )
}
