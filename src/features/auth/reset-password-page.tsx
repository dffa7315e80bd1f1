import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import * as v from 'valibot'
import {
  enterPasswordResetCode,
  requestPasswordReset,
  RESET_ERRORS,
  RESET_REQUEST_ERRORS,
  setNewPassword,
} from '@/api/auth'
import { emailedCodeField, emailField, newPasswordField } from '@contract/fields'
import { FormAlert, FormNotice } from '@/ui/form'
import { buttonClass } from '@/ui/states'
import { useForm, type FormState } from '@/ui/use-form'
import {
  AccountLayout,
  CodeField,
  EmailField,
  LogInLink,
  NewPasswordTwice,
} from '@/components/account-form/account-form'
import { CODE_LENGTH, confirmField, passwordsMatch } from '@/components/account-form/account-fields'
import { handoff, useAccountHandoff } from '@/components/account-form/account-handoff'
import { CODE_HINT, formFailure, type FormFailure } from '@/components/account-form/form-failure'
import { keepRedirect, type LoginSearch } from '@/lib/links/safe-redirect'
import { ResendCode, useResendCode } from './resend-code'

const resetSchema = v.pipe(
  v.object({ email: emailField, code: emailedCodeField, password: newPasswordField, confirm: confirmField }),
  passwordsMatch(),
)
type ResetValues = v.InferInput<typeof resetSchema>

const route = getRouteApi('/reset-password')

/** The emailed code for an email. */
function CodeFields({ form }: { form: FormState<ResetValues> }) {
  return (
    <>
      <EmailField {...form.bind('email')} />
      <CodeField {...form.bind('code')} label="Reset code" />
    </>
  )
}

/** The new password, twice. */
function PasswordFields({ form }: { form: FormState<ResetValues> }) {
  return (
    <>
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="email" autoComplete="username" value={form.values.email.trim()} readOnly hidden />
      <NewPasswordTwice password={form.bind('password')} confirm={form.bind('confirm')} />
    </>
  )
}

/**
 * The two stages' calls: the code (enterPasswordResetCode {email, code}, which answers a reset
 * token), then the new password (setNewPassword {email, password, reset_token}). The token lives
 * in this hook's memory only: never in the URL, the history state or storage, so it goes when
 * the page goes.
 */
function useResetSubmit(form: FormState<ResetValues>, search: LoginSearch) {
  const navigate = useNavigate()
  const [stage, setStage] = useState<'code' | 'password'>('code')
  const [resetToken, setResetToken] = useState<string | null>(null)
  const [pending, setPending] = useState<'code' | 'password' | null>(null)
  const [failure, setFailure] = useState<FormFailure | null>(null)
  const email = form.values.email.trim()

  /** Runs `step` once `fields` are right and nothing else is on its way; its failure is the page's. */
  async function run(kind: 'code' | 'password', fields: (keyof ResetValues)[], step: () => Promise<void>) {
    if (pending || !form.validate(fields)) return
    setPending(kind)
    setFailure(null)
    try {
      await step()
    } catch (error) {
      setFailure(formFailure(error, RESET_ERRORS, kind === 'code' ? { 400: CODE_HINT } : undefined))
    }
    setPending(null)
  }

  const checkCode = () =>
    run('code', ['email', 'code'], async () => {
      const accepted = await enterPasswordResetCode({ email, code: form.values.code })
      setResetToken(accepted.resetToken)
      setStage('password')
    })

  const choosePassword = () =>
    run('password', ['password', 'confirm'], async () => {
      const proof = resetToken ? { reset_token: resetToken } : { code: form.values.code }
      await setNewPassword({ email, password: form.values.password, ...proof })
      await navigate({
        to: '/login',
        search: keepRedirect(search),
        state: handoff(email, 'password-changed'),
        replace: true,
      })
    })

  /** The form's submit, for the stage it is at; `busy`: another request of the page is on its way. */
  function submit(event: FormEvent, busy: boolean) {
    event.preventDefault()
    if (!busy) void (stage === 'code' ? checkCode() : choosePassword())
  }

  return { stage, pending, failure, setFailure, submit }
}

/** Step two of a password reset, in two stages on one page: the emailed code, then the new password twice. */
export function ResetPasswordPage() {
  const search = route.useSearch()
  const arrival = useAccountHandoff()
  const form = useForm({ email: arrival.email, code: '', password: '', confirm: '' }, resetSchema)
  const reset = useResetSubmit(form, search)
  const codes = useResendCode({
    form,
    arrival,
    sentNotice: 'reset-code-sent',
    send: requestPasswordReset,
    errors: RESET_REQUEST_ERRORS,
    busy: reset.pending !== null,
    onFailure: reset.setFailure,
  })
  const passwordHeading = useRef<HTMLHeadingElement>(null)
  const { stage, pending, failure } = reset

  // The new stage's heading takes the focus, so a screen reader hears where it is.
  useEffect(() => {
    if (stage === 'password') passwordHeading.current?.focus()
  }, [stage])

  const stageForm = (fields: ReactNode, label: string, working: string) => (
    <form
      noValidate
      className={`${stage === 'code' ? 'mt-6' : 'mt-4'} grid gap-4`}
      onSubmit={(event) => reset.submit(event, codes.sending)}
    >
      {fields}
      {failure ? <FormAlert hint={failure.hint}>{failure.message}</FormAlert> : null}
      <button type="submit" disabled={pending !== null || codes.sending} className={`${buttonClass.primary} w-full`}>
        {pending === stage ? working : label}
      </button>
    </form>
  )

  if (stage === 'password') {
    return (
      <AccountLayout title="Reset password" lead="Code accepted. Choose a new password for your account.">
        <h2 ref={passwordHeading} tabIndex={-1} className="mt-6 text-lg font-semibold wrap-anywhere outline-none">
          New password for {form.values.email.trim()}
        </h2>
        {stageForm(<PasswordFields form={form} />, 'Save new password', 'Saving…')}
      </AccountLayout>
    )
  }

  return (
    <AccountLayout
      title="Reset password"
      lead={`Enter the ${CODE_LENGTH}-digit code we emailed you, then choose a new password.`}
    >
      {codes.sent ? (
        <FormNotice className="mt-4">
          {codes.sent.again ? 'A new' : 'A'} reset code is on its way to <strong>{codes.sent.to}</strong> if it has an
          account. Check your inbox and spam folder.
        </FormNotice>
      ) : null}
      {stageForm(<CodeFields form={form} />, 'Continue', 'Checking code…')}
      <ResendCode label="Send a new code" {...codes.button} />
      <LogInLink prompt="Remembered it?" search={search} />
    </AccountLayout>
  )
}
