import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { emailError } from '@contract/rules'
import { FormAlert } from '@/ui/form'
import { buttonClass } from '@/ui/states'
import {
  AccountLayout,
  EmailField,
  LogInLink,
  NewPasswordField,
  OtherAccounts,
  TextField,
  useAccountForm,
} from '@/components/account-form/account-form'
import { handoff } from '@/components/account-form/account-handoff'
import { signupHint } from '@/components/account-form/form-failure'
import { passwordError, requiredError, usernameError } from '@/components/account-form/account-rules'
import { keepRedirect } from '@/lib/links/safe-redirect'
import { holdSignupPassword } from './signup-password'
import { useSession } from '@/stores/session/use-session'

type Field = 'first_name' | 'last_name' | 'email' | 'password' | 'username'

const route = getRouteApi('/signup')

/** Create a shopper account (the sign-in states (docs/data.md#user)); a 6-digit code then goes to the email. */
export function SignupPage() {
  const { signup, signupStatus } = useSession()
  const search = route.useSearch()
  const navigate = useNavigate()
  const [pending, setPending] = useState(false)
  const [failed, setFailed] = useState(false)
  const form = useAccountForm<Field>(
    { first_name: '', last_name: '', email: '', password: '', username: '' },
    (values) => ({
      first_name: requiredError(values.first_name, 'First name'),
      last_name: requiredError(values.last_name, 'Last name'),
      email: emailError(values.email),
      password: passwordError(values.password),
      username: usernameError(values.username),
    }),
  )

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (pending || !form.validate()) return
    const { values } = form
    const email = values.email.trim()
    const username = values.username.trim()
    setPending(true)
    setFailed(false)
    const ok = await signup({
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email,
      password: values.password,
      ...(username ? { username } : {}),
    })
    setPending(false)
    if (!ok) {
      setFailed(true)
      return
    }
    // Kept in memory only, so a correct code signs the shopper in (verify-otp-page.tsx).
    holdSignupPassword(email, values.password)
    await navigate({ to: '/verify-otp', search: keepRedirect(search), state: handoff(email, 'code-sent') })
  }

  return (
    <AccountLayout bare title="Sign up" lead="Create your account to like, rate and subscribe to deals near you.">
      <form noValidate className="mt-6 grid gap-4" onSubmit={(event) => void submit(event)}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField form={form} name="first_name" label="First name" autoComplete="given-name" />
          <TextField form={form} name="last_name" label="Last name" autoComplete="family-name" />
        </div>
        <EmailField form={form} name="email" />
        <NewPasswordField form={form} name="password" label="Password" />
        <TextField
          form={form}
          name="username"
          label="Username (optional)"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
        {failed ? (
          <FormAlert hint={signupHint(signupStatus ?? 'Signup failed')}>{signupStatus ?? 'Signup failed'}</FormAlert>
        ) : null}
        <p className="text-sm text-muted">
          By signing up you agree to our{' '}
          <Link to="/terms-and-conditions" className="font-semibold text-accent underline">
            Terms and conditions
          </Link>
          .
        </p>
        <button type="submit" disabled={pending} className={`${buttonClass.primary} w-full`}>
          {pending ? 'Creating account…' : 'Sign up'}
        </button>
      </form>

      {failed ? (
        <p className="mt-4 text-sm text-muted">
          Signed up already but did not verify?{' '}
          <Link
            to="/verify-otp"
            search={keepRedirect(search)}
            state={handoff(form.values.email.trim())}
            className="font-semibold text-accent underline"
          >
            Verify your email
          </Link>
        </p>
      ) : null}
      <LogInLink prompt="Already have an account?" search={search} className="mt-4" />
      <OtherAccounts action="Sign up" />
    </AccountLayout>
  )
}
