import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { resendVerificationEmail, verifyEmail } from '@/api/auth'
import { emailError } from '@contract/rules'
import { notify } from '@/lib/notify'
import { FormAlert, FormNotice } from '@/ui/form'
import { buttonClass } from '@/ui/states'
import {
  AccountLayout,
  CodeField,
  EmailField,
  LogInLink,
  ResendCode,
  useAccountForm,
} from '@/components/account-form/account-form'
import { handoff, useAccountHandoff } from '@/components/account-form/account-handoff'
import { CODE_HINT, failureFromMessage, formFailure, type FormFailure } from '@/components/account-form/form-failure'
import { CODE_LENGTH, codeError } from '@/components/account-form/account-rules'
import { keepRedirect, safeRedirect } from '@/lib/links/safe-redirect'
import { peekSignupPassword, takeSignupPassword } from './signup-password'
import { useCodeResend } from './use-cooldown'
import { useSession } from '@/stores/session/use-session'

type Field = 'email' | 'otp'

const route = getRouteApi('/verify-otp')

/** Confirm the email with the 6-digit code sent at signup (verifyEmail {email, otp}). */
export function VerifyOtpPage() {
  const search = route.useSearch()
  const navigate = useNavigate()
  const { login } = useSession()
  const arrival = useAccountHandoff()
  const [pending, setPending] = useState<'verify' | 'sign-in' | 'resend' | null>(null)
  const [error, setError] = useState<FormFailure | null>(null)
  const codes = useCodeResend(
    arrival.notice === 'code-sent',
    resendVerificationEmail,
    'Error Resending OTP: Could not resend the code',
  )
  const form = useAccountForm<Field>({ email: arrival.email, otp: '' }, (values) => ({
    email: emailError(values.email),
    otp: codeError(values.otp),
  }))
  const email = form.values.email.trim()

  async function verify(event: FormEvent) {
    event.preventDefault()
    if (pending || !form.validate()) return
    setPending('verify')
    setError(null)
    // Just signed up on this page: the password chosen then goes with the code, so it is the
    // one that works afterwards, whoever else signed up with this address meanwhile.
    const chosen = peekSignupPassword(email)
    try {
      await verifyEmail({ email, otp: form.values.otp, ...(chosen ? { password: chosen } : {}) })
    } catch (failure) {
      setError(formFailure(failure, 'Error Verifying OTP: Verification failed', { 400: CODE_HINT }))
      setPending(null)
      return
    }
    // Just signed up on this page: sign in with the password still in memory and go on where
    // the shopper started. Otherwise (a reload, another device's signup, a refused login), log in.
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

  async function resend() {
    if (pending || codes.remaining > 0 || !form.validate(['email'])) return
    setPending('resend')
    setError(null)
    setError(failureFromMessage(await codes.resend(email)))
    setPending(null)
  }

  const sentTo = codes.resentTo ?? (arrival.notice === 'code-sent' && arrival.email ? arrival.email : null)

  return (
    <AccountLayout
      title="Verify your email"
      lead={`Enter the ${CODE_LENGTH}-digit code we sent to your email. It works for 15 minutes.`}
    >
      {sentTo ? (
        <FormNotice className="mt-4">
          {codes.resentTo ? 'A new' : 'A'} {CODE_LENGTH}-digit code is on its way to <strong>{sentTo}</strong>. Check
          your inbox and spam folder.
        </FormNotice>
      ) : null}
      <form noValidate className="mt-6 grid gap-4" onSubmit={(event) => void verify(event)}>
        <EmailField form={form} name="email" />
        <CodeField form={form} name="otp" label="Code" />
        {error ? <FormAlert hint={error.hint}>{error.message}</FormAlert> : null}
        <button type="submit" disabled={pending !== null} className={`${buttonClass.primary} w-full`}>
          {pending === 'verify' ? 'Verifying…' : pending === 'sign-in' ? 'Logging you in…' : 'Verify email'}
        </button>
      </form>

      <ResendCode
        label="Resend code"
        remaining={codes.remaining}
        busy={pending !== null}
        sending={pending === 'resend'}
        onResend={() => void resend()}
      />
      <LogInLink prompt="Verified already?" search={search} email={email} />
    </AccountLayout>
  )
}
