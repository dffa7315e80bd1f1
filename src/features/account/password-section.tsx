import { useStore } from 'jotai'
import { useId, useState } from 'react'
import * as v from 'valibot'
import { CHANGE_PASSWORD_ERRORS } from '@/api/profile'
import { currentPasswordField, newPasswordField } from '@contract/fields'
import { NewPasswordTwice, TextField } from '@/components/account-form/account-form'
import { confirmField, passwordsMatch } from '@/components/account-form/account-fields'
import { formFailure } from '@/components/account-form/form-failure'
import type { User } from '@/stores/session/session'
import { FormAlert, FormNotice } from '@/ui/form'
import { buttonClass } from '@/ui/states'
import { useForm } from '@/ui/use-form'
import { changeOwnPassword } from './profile-actions'

// A new password while signed in: the current one, then the new one twice, with the rules and
// words of signup and the password reset. The server logs out every other phone; this one stays.

const passwordSchema = v.pipe(
  v.object({ current: currentPasswordField, password: newPasswordField, confirm: confirmField }),
  passwordsMatch(),
)
const empty = { current: '', password: '', confirm: '' }

export function PasswordSection({ user }: { user: User }) {
  const store = useStore()
  const titleId = useId()
  const [done, setDone] = useState<string | null>(null)
  const form = useForm(empty, passwordSchema)

  const pending = form.submitting
  const failure = form.failure === undefined ? null : formFailure(form.failure, CHANGE_PASSWORD_ERRORS)
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
          {...form.bind('current')}
          label="Current password"
          type="password"
          autoComplete="current-password"
          revealable
        />
        <NewPasswordTwice password={form.bind('password')} confirm={form.bind('confirm')} />
        {failure ? <FormAlert hint={failure.hint}>{failure.message}</FormAlert> : null}
        <FormNotice>{done}</FormNotice>
        <button type="submit" disabled={pending} className={`${buttonClass.primary} justify-self-start`}>
          {pending ? 'Changing password…' : 'Change password'}
        </button>
      </form>
    </section>
  )
}
