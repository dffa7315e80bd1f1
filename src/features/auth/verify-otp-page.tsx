import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { resendVerificationEmail, verifyEmail } from '@/api/auth'
import { messageOf } from '@/api/errors'
import { buttonClass } from '@/ui/states'
import { AccountLayout, FormAlert, FormNotice, TextField, useAccountForm } from './account-form'
import { handoff, useAccountHandoff } from './account-handoff'
import { CODE_LENGTH, codeError, digitsOnly, emailError } from './account-rules'
import { keepRedirect, type LoginSearch } from './safe-redirect'
import { RESEND_SECONDS, useCooldown } from './use-cooldown'

type Field = 'email' | 'otp'

/** Confirm the email with the 6-digit code sent at signup (POST verify-email-app-user {email, otp}). */
export function VerifyOtpPage() {
  const search = useSearch({ strict: false }) as LoginSearch
  const navigate = useNavigate()
  const arrival = useAccountHandoff()
  const [pending, setPending] = useState<'verify' | 'resend' | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [resentTo, setResentTo] = useState<string | null>(null)
  const cooldown = useCooldown(arrival.notice === 'code-sent' ? RESEND_SECONDS : 0)
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
    try {
      await verifyEmail({ email, otp: form.values.otp })
      await navigate({ to: '/login', search: keepRedirect(search), state: handoff(email, 'verified'), replace: true })
    } catch (failure) {
      setError(messageOf(failure, 'Error Verifying OTP: Verification failed'))
      setPending(null)
    }
  }

  async function resend() {
    if (pending || cooldown.remaining > 0 || !form.validate(['email'])) return
    setPending('resend')
    setError(null)
    setResentTo(null)
    try {
      await resendVerificationEmail(email)
      setResentTo(email)
      cooldown.start(RESEND_SECONDS)
    } catch (failure) {
      setError(messageOf(failure, 'Error Resending OTP: Could not resend the code'))
    } finally {
      setPending(null)
    }
  }

  const sentTo = resentTo ?? (arrival.notice === 'code-sent' && arrival.email ? arrival.email : null)

  return (
    <AccountLayout
      title="Verify your email"
      lead={`Enter the ${CODE_LENGTH}-digit code we sent to your email. It works for 15 minutes.`}
    >
      {sentTo ? (
        <FormNotice>
          {resentTo ? 'A new' : 'A'} {CODE_LENGTH}-digit code is on its way to <strong>{sentTo}</strong>. Check your
          inbox and spam folder.
        </FormNotice>
      ) : null}
      <form noValidate className="mt-6 grid gap-4" onSubmit={(event) => void verify(event)}>
        <TextField form={form} name="email" label="Email" type="email" inputMode="email" autoComplete="email" />
        <TextField
          form={form}
          name="otp"
          label="Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={CODE_LENGTH}
          normalize={digitsOnly}
          className="font-mono text-lg tracking-[0.4em]"
        />
        {error ? <FormAlert>{error}</FormAlert> : null}
        <button type="submit" disabled={pending !== null} className={`${buttonClass.primary} w-full`}>
          {pending === 'verify' ? 'Verifying…' : 'Verify email'}
        </button>
      </form>

      <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted">
        <span>No code?</span>
        <button
          type="button"
          onClick={() => void resend()}
          disabled={pending !== null || cooldown.remaining > 0}
          className={buttonClass.secondary}
        >
          {pending === 'resend'
            ? 'Sending…'
            : cooldown.remaining > 0
              ? `Resend code in ${cooldown.remaining} s`
              : 'Resend code'}
        </button>
      </div>
      <p className="mt-6 text-sm text-muted">
        Verified already?{' '}
        <Link
          to="/login"
          search={keepRedirect(search)}
          state={email ? handoff(email) : undefined}
          className="font-semibold text-accent underline"
        >
          Log in
        </Link>
      </p>
    </AccountLayout>
  )
}
