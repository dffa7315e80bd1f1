import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { requestPasswordReset, RESET_REQUEST_ERRORS } from '@/api/auth'
import { accountEndpoints } from '@contract/endpoints/account'
import { FormAlert } from '@/ui/form'
import { buttonClass } from '@/ui/states'
import { useForm } from '@/ui/use-form'
import { AccountLayout, EmailField, LogInLink } from '@/components/account-form/account-form'
import { handoff, useAccountHandoff } from '@/components/account-form/account-handoff'
import { formFailure } from '@/components/account-form/form-failure'
import { CODE_LENGTH } from '@/components/account-form/account-fields'
import { keepRedirect } from '@/lib/links/safe-redirect'

// The reset call's own schema.
const forgotSchema = accountEndpoints.requestPasswordReset.request

const route = getRouteApi('/forgot-password')

/** Step one of a password reset: ask for a code (POST requestPasswordReset {email}). */
export function ForgotPasswordPage() {
  const search = route.useSearch()
  const navigate = useNavigate()
  const arrival = useAccountHandoff()
  const form = useForm({ email: arrival.email }, forgotSchema)
  const pending = form.submitting
  const error = form.failure === undefined ? null : formFailure(form.failure, RESET_REQUEST_ERRORS)
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
        <EmailField {...form.bind('email')} />
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
