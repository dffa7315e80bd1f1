import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { resendVerificationEmail, RESEND_ERRORS, VERIFY_ERRORS, verifyEmail } from '@/api/auth'
import { accountEndpoints } from '@contract/endpoints/account'
import { notify } from '@/lib/notify'
import { FormAlert, FormNotice } from '@/ui/form'
import { buttonClass } from '@/ui/states'
import { useForm, type FormState } from '@/ui/use-form'
import { AccountLayout, CodeField, EmailField, LogInLink } from '@/components/account-form/account-form'
import { CODE_LENGTH } from '@/components/account-form/account-fields'
import { handoff, useAccountHandoff } from '@/components/account-form/account-handoff'
import { CODE_HINT, formFailure, type FormFailure } from '@/components/account-form/form-failure'
import { keepRedirect, safeRedirect, type LoginSearch } from '@/lib/links/safe-redirect'
import { ResendCode, useResendCode } from './resend-code'
import { peekSignupPassword, takeSignupPassword } from './signup-password'
import { useSession } from '@/stores/session/use-session'

// The verify call's own schema (its password is the one held from signup, not typed here).
const verifySchema = accountEndpoints.verifyEmail.request
type VerifyValues = { email: string; otp: string }

const route = getRouteApi('/verify-otp')

/** The email and the code it was sent. */
function VerifyFields({ form }: { form: FormState<VerifyValues> }) {
  return (
    <>
      <EmailField {...form.bind('email')} />
      <CodeField {...form.bind('otp')} label="Code" />
    </>
  )
}

/**
 * Sends the code (verifyEmail {email, otp}); then signs the shopper in when this page still holds
 * the password chosen at signup, else sends them to log in.
 */
function useVerifySubmit(form: FormState<VerifyValues>, search: LoginSearch) {
  const navigate = useNavigate()
  const { login } = useSession()
  const [pending, setPending] = useState<'verify' | 'sign-in' | null>(null)
  const [failure, setFailure] = useState<FormFailure | null>(null)

  /** `busy`: another request of the page is on its way. */
  async function verify(event: FormEvent, busy: boolean) {
    event.preventDefault()
    if (pending || busy || !form.validate()) return
    const email = form.values.email.trim()
    setPending('verify')
    setFailure(null)
    // Just signed up on this page: the password chosen then goes with the code, so it is the
    // one that works afterwards, whoever else signed up with this address meanwhile.
    const chosen = peekSignupPassword(email)
    try {
      await verifyEmail({ email, otp: form.values.otp, ...(chosen ? { password: chosen } : {}) })
    } catch (error) {
      setFailure(formFailure(error, VERIFY_ERRORS, { 400: CODE_HINT }))
      setPending(null)
      return
    }
    // Otherwise (a reload, another device's signup, a refused login), log in.
    const password = takeSignupPassword(email)
    if (password) {
      setPending('sign-in')
      if (await login({ email, password })) {
        void notify('success', 'Your email is verified and you are logged in.')
        await navigate({ to: safeRedirect(search.redirect), replace: true })
        return
      }
    }
    await navigate({ to: '/login', search: keepRedirect(search), state: handoff(email, 'verified'), replace: true })
  }

  return { pending, failure, setFailure, submit: (event: FormEvent, busy: boolean) => void verify(event, busy) }
}

/** Confirm the email with the 6-digit code sent at signup. */
export function VerifyOtpPage() {
  const search = route.useSearch()
  const arrival = useAccountHandoff()
  const form = useForm({ email: arrival.email, otp: '' }, verifySchema)
  const verify = useVerifySubmit(form, search)
  const codes = useResendCode({
    form,
    arrival,
    sentNotice: 'code-sent',
    send: resendVerificationEmail,
    errors: RESEND_ERRORS,
    busy: verify.pending !== null,
    onFailure: verify.setFailure,
  })
  const email = form.values.email.trim()

  return (
    <AccountLayout
      title="Verify your email"
      lead={`Enter the ${CODE_LENGTH}-digit code we sent to your email. It works for 15 minutes.`}
    >
      {codes.sent ? (
        <FormNotice className="mt-4">
          {codes.sent.again ? 'A new' : 'A'} {CODE_LENGTH}-digit code is on its way to <strong>{codes.sent.to}</strong>.
          Check your inbox and spam folder.
        </FormNotice>
      ) : null}
      <form noValidate className="mt-6 grid gap-4" onSubmit={(event) => verify.submit(event, codes.sending)}>
        <VerifyFields form={form} />
        {verify.failure ? <FormAlert hint={verify.failure.hint}>{verify.failure.message}</FormAlert> : null}
        <button
          type="submit"
          disabled={verify.pending !== null || codes.sending}
          className={`${buttonClass.primary} w-full`}
        >
          {verify.pending === 'verify'
            ? 'Verifying…'
            : verify.pending === 'sign-in'
              ? 'Logging you in…'
              : 'Verify email'}
        </button>
      </form>

      <ResendCode label="Resend code" {...codes.button} />
      <LogInLink prompt="Verified already?" search={search} email={email} />
    </AccountLayout>
  )
}
