import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { config } from '@/lib/config'
import { FormAlert, FormNotice } from '@/ui/form'
import { buttonClass } from '@/ui/states'
import { AccountLayout, OtherAccounts, TextField, useAccountForm } from '@/components/account-form/account-form'
import { handoff, useAccountHandoff, type AccountNotice } from '@/components/account-form/account-handoff'
import { requiredError, UNVERIFIED_LOGIN } from '@/components/account-form/account-rules'
import { loginHint } from '@/components/account-form/form-failure'
import { keepRedirect, safeRedirect } from '@/lib/links/safe-redirect'
import { useSession } from '@/stores/session/use-session'

/** What the step before says when it sends the shopper here. */
const arrivalNotices: Partial<Record<AccountNotice, string>> = {
  verified: 'Your email is verified. Log in to continue.',
  'password-changed': 'Your password is changed. Log in with your new password.',
}

const route = getRouteApi('/login')

/** Log in as a shopper (the sign-in states (docs/data.md#user)); riders and businesses have their own sites. */
export function LoginPage() {
  const { login, loginStatus, loginError } = useSession()
  const search = route.useSearch()
  const navigate = useNavigate()
  const arrival = useAccountHandoff()
  const notice = arrival.notice ? arrivalNotices[arrival.notice] : undefined
  // Only "is it there": any address and password may be an account's, the server says which.
  const form = useAccountForm<'email' | 'password'>({ email: arrival.email, password: '' }, (values) => ({
    email: requiredError(values.email, 'Email'),
    password: values.password === '' ? 'Password is required.' : undefined,
  }))
  // True once this attempt reached the server: a refusal belongs to the attempt that got it, so
  // the next submit starts clean and a missing field is not shown beside the last answer.
  const [sent, setSent] = useState(false)
  const pending = loginStatus === 'pending'
  const email = form.values.email.trim()

  async function submit(event: FormEvent) {
    event.preventDefault()
    setSent(false)
    if (!form.validate()) return
    setSent(true)
    if (await login({ email, password: form.values.password })) {
      await navigate({ to: safeRedirect(search.redirect), replace: true })
    }
  }

  return (
    <AccountLayout bare title="Log in" lead="Welcome back. Log in to like, rate and subscribe.">
      {notice ? <FormNotice className="mt-4">{notice}</FormNotice> : null}

      <form noValidate className="mt-6 grid gap-4" onSubmit={(event) => void submit(event)}>
        <TextField form={form} name="email" label="Email" type="email" inputMode="email" autoComplete="username" />
        <TextField form={form} name="password" label="Password" type="password" autoComplete="current-password" />
        {sent && loginStatus === 'failed' && loginError ? (
          <FormAlert hint={loginHint(loginError)}>
            {loginError}
            {/* Signed up but not verified: the way to do it, beside the server's words. */}
            {loginError === UNVERIFIED_LOGIN ? (
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
        ) : null}
        <button type="submit" disabled={pending} className={`${buttonClass.primary} w-full`}>
          {pending ? 'Logging in…' : 'Log in'}
        </button>
      </form>

      <p className="mt-4 text-sm">
        <Link
          to="/forgot-password"
          search={keepRedirect(search)}
          state={handoff(email)}
          className="font-semibold text-accent underline"
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
