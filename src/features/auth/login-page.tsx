import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { loginFields } from '@contract/fields'
import { config } from '@/lib/config'
import { FormAlert, FormNotice } from '@/ui/form'
import { buttonClass } from '@/ui/states'
import { useForm, type FormState } from '@/ui/use-form'
import { AccountLayout, OtherAccounts, TextField } from '@/components/account-form/account-form'
import { UNVERIFIED_LOGIN } from '@/components/account-form/account-fields'
import { handoff, useAccountHandoff, type AccountNotice } from '@/components/account-form/account-handoff'
import { loginHint } from '@/components/account-form/form-failure'
import { keepRedirect, safeRedirect, type LoginSearch } from '@/lib/links/safe-redirect'
import { useSession } from '@/stores/session/use-session'

/** What the step before says when it sends the shopper here. */
const arrivalNotices: Partial<Record<AccountNotice, string>> = {
  verified: 'Your email is verified. Log in to continue.',
  'password-changed': 'Your password is changed. Log in with your new password.',
}

// Only "is it there": any address and password may be an account's, the server says which.
const loginSchema = v.object(loginFields)
type LoginValues = v.InferInput<typeof loginSchema>

const route = getRouteApi('/login')

function LoginFields({ form }: { form: FormState<LoginValues> }) {
  return (
    <>
      <TextField {...form.bind('email')} label="Email" type="email" inputMode="email" autoComplete="username" />
      <TextField {...form.bind('password')} label="Password" type="password" autoComplete="current-password" />
    </>
  )
}

/** Logs in through the session, then goes where the shopper was going; `refused` is this attempt's refusal. */
function useLoginSubmit(form: FormState<LoginValues>, search: LoginSearch) {
  const { login, loginStatus, loginError } = useSession()
  const navigate = useNavigate()
  // True once this attempt reached the server: a refusal belongs to the attempt that got it, so
  // the next submit starts clean and a missing field is not shown beside the last answer.
  const [sent, setSent] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setSent(false)
    if (!form.validate()) return
    setSent(true)
    if (await login({ email: form.values.email.trim(), password: form.values.password })) {
      await navigate({ to: safeRedirect(search.redirect), replace: true })
    }
  }

  return {
    pending: loginStatus === 'pending',
    refused: sent && loginStatus === 'failed' ? loginError : null,
    submit: (event: FormEvent) => void submit(event),
  }
}

/** The session's refusal, and the way to verify beside the words of a login before verifying. */
function LoginRefusal({ message, email, search }: { message: string; email: string; search: LoginSearch }) {
  return (
    <FormAlert hint={loginHint(message)} message={message} kind="sign-in">
      {message === UNVERIFIED_LOGIN ? (
        <>
          {' '}
          <Link
            to="/verify-otp"
            search={keepRedirect(search)}
            state={handoff(email)}
            className="font-semibold underline"
          >
            Verify your email
          </Link>
        </>
      ) : null}
    </FormAlert>
  )
}

/** Log in as a shopper (the sign-in states (docs/data.md#user)); riders and businesses have their own sites. */
export function LoginPage() {
  const search = route.useSearch()
  const arrival = useAccountHandoff()
  const notice = arrival.notice ? arrivalNotices[arrival.notice] : undefined
  const form = useForm({ email: arrival.email, password: '' }, loginSchema)
  const login = useLoginSubmit(form, search)
  const email = form.values.email.trim()

  return (
    <AccountLayout bare title="Log in" lead="Welcome back. Log in to like, rate and subscribe.">
      {notice ? <FormNotice className="mt-4">{notice}</FormNotice> : null}

      <form noValidate className="mt-6 grid gap-4" onSubmit={login.submit}>
        <LoginFields form={form} />
        {login.refused ? <LoginRefusal message={login.refused} email={email} search={search} /> : null}
        <button type="submit" disabled={login.pending} className={`${buttonClass.primary} w-full`}>
          {login.pending ? 'Logging in…' : 'Log in'}
        </button>
      </form>

      <p className="mt-4 text-sm">
        <Link
          to="/forgot-password"
          search={keepRedirect(search)}
          state={handoff(email)}
          className="inline-flex min-h-11 items-center font-semibold text-accent underline"
        >
          Forgot password?
        </Link>
      </p>
      <p className="mt-2 text-sm text-muted">
        New to {config.brand}?{' '}
        <Link to="/signup" search={keepRedirect(search)} className="font-semibold text-accent underline">
          Sign up
        </Link>
      </p>
      <OtherAccounts action="Log in" />
    </AccountLayout>
  )
}
