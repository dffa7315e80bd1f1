import { useStore } from 'jotai'
import { useId } from 'react'
import * as v from 'valibot'
import { CONFIRM_EMAIL_ERRORS } from '@/api/profile'
import { emailedCodeField } from '@contract/fields'
import { CodeField } from '@/components/account-form/account-form'
import { formFailure } from '@/components/account-form/form-failure'
import { FormAlert } from '@/ui/form'
import { buttonClass } from '@/ui/states'
import { useForm } from '@/ui/use-form'
import { confirmNewEmail } from './profile-actions'

// A new e-mail is the account's only once the code sent to it is entered (docs/api.md#profile): until then the
// account keeps its old address, and this form waits under the profile for the code.

const codeSchema = v.object({ code: emailedCodeField })

export function EmailChangeForm({
  pendingEmail,
  onChanged,
}: {
  pendingEmail: string
  /** The account moved to the new address; `detail` is the server's words for it. */
  onChanged: (detail: string) => void
}) {
  const store = useStore()
  const hintId = useId()
  const form = useForm({ code: '' }, codeSchema)
  const failure = form.failure === undefined ? null : formFailure(form.failure, CONFIRM_EMAIL_ERRORS)
  const submit = form.handleSubmit(async ({ code }) => {
    onChanged(await confirmNewEmail(store, code))
  })

  return (
    <form
      noValidate
      aria-label="Confirm your new email"
      aria-describedby={hintId}
      className="grid gap-3 rounded-lg border border-line p-3"
      onSubmit={submit}
    >
      <p id={hintId} className="text-sm">
        We sent a code to <strong className="break-all">{pendingEmail}</strong>. Your account keeps its current email
        until you enter it.
      </p>
      <CodeField {...form.bind('code')} label="Code from the new email" />
      {failure ? <FormAlert hint={failure.hint}>{failure.message}</FormAlert> : null}
      <button type="submit" disabled={form.submitting} className={`${buttonClass.primary} justify-self-start`}>
        {form.submitting ? 'Confirming…' : 'Confirm new email'}
      </button>
    </form>
  )
}
