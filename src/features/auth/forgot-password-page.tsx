import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { requestPasswordReset } from '@/api/auth'
import { emailError } from '@contract/rules'
import { FormAlert } from '@/ui/form'
import { buttonClass } from '@/ui/states'
import { AccountLayout, EmailField, LogInLink, useAccountForm } from '@/components/account-form/account-form'
import { handoff, useAccountHandoff } from '@/components/account-form/account-handoff'
import { formFailure } from '@/components/account-form/form-failure'
import { CODE_LENGTH } from '@/components/account-form/account-rules'
import { keepRedirect } from '@/lib/links/safe-redirect'

const route = getRouteApi('/forgot-password')

/** Step one of a password reset: ask for a code (POST requestPasswordReset {email}). */
export function ForgotPasswordPage() {
  const search = route.useSearch()
  const navigate = useNavigate()
  const arrival = useAccountHandoff()
  const form = useAccountForm<'email'>({ email: arrival.email }, (values) => ({ email: emailError(values.email) }))
  const pending = form.submitting
  const error =
    form.failure === undefined
      ? null
      : formFailure(form.failure, 'Error Forgot Password: Could not send the reset code')
  const submit = form.handleSubmit(async (values) => {
    const email = values.email.trim()
    await requestPasswordReset(email)
    await navigate({ to: '/reset-password', search: keepRedirect(search), state: handoff(email, 'reset-code-sent') })
  })

  return (
    <AccountLayout
      title="Forgot password"
      lead={`Enter the email you signed up with. We will send you a ${CODE_LENGTH}-digit code to choose a new password.`}
    >
      <form noValidate className="mt-6 grid gap-4" onSubmit={submit}>
        <EmailField form={form} name="email" />
        {error ? <FormAlert hint={error.hint}>{error.message}</FormAlert> : null}
        <button type="submit" disabled={pending} className={`${buttonClass.primary} w-full`}>
          {pending ? 'Sending code…' : 'Send reset code'}
        </button>
      </form>
      <p className="mt-4 text-sm text-muted">
        Have a code already?{' '}
        <Link
          to="/reset-password"
          search={keepRedirect(search)}
          state={handoff(form.values.email.trim())}
          className="font-semibold text-accent underline"
        >
          Enter it
        </Link>
      </p>
      <LogInLink prompt="Remembered it?" search={search} className="mt-2" />
    </AccountLayout>
  )
}
