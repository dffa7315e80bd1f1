import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { enterPasswordResetCode, requestPasswordReset, setNewPassword } from '@/api/auth'
import { emailError } from '@contract/rules'
import { FormAlert, FormNotice } from '@/ui/form'
import { buttonClass } from '@/ui/states'
import {
  AccountLayout,
  CodeField,
  EmailField,
  LogInLink,
  NewPasswordField,
  ResendCode,
  TextField,
  useAccountForm,
} from '@/components/account-form/account-form'
import { handoff, useAccountHandoff } from '@/components/account-form/account-handoff'
import { CODE_HINT, failureFromMessage, formFailure, type FormFailure } from '@/components/account-form/form-failure'
import { CODE_LENGTH, codeError, confirmError, passwordError } from '@/components/account-form/account-rules'
import { keepRedirect } from '@/lib/links/safe-redirect'
import { useCodeResend } from './use-cooldown'

type Field = 'email' | 'code' | 'password' | 'confirm'

const RESET_FAILED = 'Error Reset Password: Could not reset the password'

const route = getRouteApi('/reset-password')

/**
 * Step two of a password reset, in two stages on one page: the emailed code
 * (enterPasswordResetCode {email, code}, which answers a reset token), then the new
 * password twice (setNewPassword {email, password,
 * reset_token}). The token lives in this page's memory only: never in the URL, the history
 * state or storage, so it goes when the page goes.
 */
export function ResetPasswordPage() {
  const search = route.useSearch()
  const navigate = useNavigate()
  const arrival = useAccountHandoff()
  const [stage, setStage] = useState<'code' | 'password'>('code')
  const [resetToken, setResetToken] = useState<string | null>(null)
  const [pending, setPending] = useState<'code' | 'password' | 'resend' | null>(null)
  const [error, setError] = useState<FormFailure | null>(null)
  const codes = useCodeResend(
    arrival.notice === 'reset-code-sent',
    requestPasswordReset,
    'Error Forgot Password: Could not send the reset code',
  )
  const passwordHeading = useRef<HTMLHeadingElement>(null)
  const form = useAccountForm<Field>({ email: arrival.email, code: '', password: '', confirm: '' }, (values) => ({
    email: emailError(values.email),
    code: codeError(values.code),
    password: passwordError(values.password),
    confirm: confirmError(values.confirm, values.password),
  }))
  const email = form.values.email.trim()

  // The new stage's heading takes the focus, so a screen reader hears where it is.
  useEffect(() => {
    if (stage === 'password') passwordHeading.current?.focus()
  }, [stage])

  async function checkCode(event: FormEvent) {
    event.preventDefault()
    if (pending || !form.validate(['email', 'code'])) return
    setPending('code')
    setError(null)
    try {
      const accepted = await enterPasswordResetCode({ email, code: form.values.code })
      setResetToken(accepted.resetToken)
      setStage('password')
      codes.forget()
    } catch (failure) {
      setError(formFailure(failure, RESET_FAILED, { 400: CODE_HINT }))
    } finally {
      setPending(null)
    }
  }

  async function choosePassword(event: FormEvent) {
    event.preventDefault()
    if (pending || !form.validate(['password', 'confirm'])) return
    setPending('password')
    setError(null)
    try {
      await setNewPassword({
        email,
        password: form.values.password,
        ...(resetToken ? { reset_token: resetToken } : { code: form.values.code }),
      })
      await navigate({
        to: '/login',
        search: keepRedirect(search),
        state: handoff(email, 'password-changed'),
        replace: true,
      })
    } catch (failure) {
      setError(formFailure(failure, RESET_FAILED))
      setPending(null)
    }
  }

  async function resend() {
    if (pending || codes.remaining > 0 || !form.validate(['email'])) return
    setPending('resend')
    setError(null)
    setError(failureFromMessage(await codes.resend(email)))
    setPending(null)
  }

  const sentTo = codes.resentTo ?? (arrival.notice === 'reset-code-sent' && arrival.email ? arrival.email : null)

  if (stage === 'password') {
    return (
      <AccountLayout title="Reset password" lead="Code accepted. Choose a new password for your account.">
        <h2 ref={passwordHeading} tabIndex={-1} className="mt-6 text-lg font-semibold wrap-anywhere outline-none">
          New password for {email}
        </h2>
        <form noValidate className="mt-4 grid gap-4" onSubmit={(event) => void choosePassword(event)}>
          {/* Lets password managers file the new password under the right account. */}
          <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
          <NewPasswordField form={form} name="password" label="New password" />
          <TextField
            form={form}
            name="confirm"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            revealable
          />
          {error ? <FormAlert hint={error.hint}>{error.message}</FormAlert> : null}
          <button type="submit" disabled={pending !== null} className={`${buttonClass.primary} w-full`}>
            {pending === 'password' ? 'Saving…' : 'Save new password'}
          </button>
        </form>
      </AccountLayout>
    )
  }

  return (
    <AccountLayout
      title="Reset password"
      lead={`Enter the ${CODE_LENGTH}-digit code we emailed you, then choose a new password.`}
    >
      {sentTo ? (
        <FormNotice className="mt-4">
          {codes.resentTo ? 'A new' : 'A'} reset code is on its way to <strong>{sentTo}</strong> if it has an account.
          Check your inbox and spam folder.
        </FormNotice>
      ) : null}
      <form noValidate className="mt-6 grid gap-4" onSubmit={(event) => void checkCode(event)}>
        <EmailField form={form} name="email" />
        <CodeField form={form} name="code" label="Reset code" />
        {error ? <FormAlert hint={error.hint}>{error.message}</FormAlert> : null}
        <button type="submit" disabled={pending !== null} className={`${buttonClass.primary} w-full`}>
          {pending === 'code' ? 'Checking code…' : 'Continue'}
        </button>
      </form>
      <ResendCode
        label="Send a new code"
        remaining={codes.remaining}
        busy={pending !== null}
        sending={pending === 'resend'}
        onResend={() => void resend()}
      />
      <LogInLink prompt="Remembered it?" search={search} />
    </AccountLayout>
  )
}
