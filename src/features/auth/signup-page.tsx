import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { accountEndpoints } from '@contract/endpoints/account'
import { failureMessage } from '@/api/errors'
import { SIGNUP_ERRORS } from '@/api/auth'
import { FormAlert } from '@/ui/form'
import { buttonClass } from '@/ui/states'
import { useForm, type FormState } from '@/ui/use-form'
import {
  AccountLayout,
  EmailField,
  LogInLink,
  NewPasswordField,
  OtherAccounts,
  TextField,
} from '@/components/account-form/account-form'
import { handoff } from '@/components/account-form/account-handoff'
import { signupHint } from '@/components/account-form/form-failure'
import { keepRedirect, type LoginSearch } from '@/lib/links/safe-redirect'
import { holdSignupPassword } from './signup-password'
import { useSession } from '@/stores/session/use-session'

// The signup call's own schema: the form and the server check the same fields alike.
const signupSchema = accountEndpoints.signup.request
/** What the form holds: text as typed, the username empty when left out. */
type SignupValues = Record<'first_name' | 'last_name' | 'email' | 'password' | 'username', string>

const route = getRouteApi('/signup')

function SignupFields({ form }: { form: FormState<SignupValues> }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...form.bind('first_name')} label="First name" autoComplete="given-name" />
        <TextField {...form.bind('last_name')} label="Last name" autoComplete="family-name" />
      </div>
      <EmailField {...form.bind('email')} />
      <NewPasswordField {...form.bind('password')} label="Password" />
      <TextField
        {...form.bind('username')}
        label="Username (optional)"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
    </>
  )
}

/** Signs up through the session; then the code goes to the email, and the shopper to enter it. */
function useSignupSubmit(form: FormState<SignupValues>, search: LoginSearch) {
  const { signup, signupStatus } = useSession()
  const navigate = useNavigate()
  const [pending, setPending] = useState(false)
  const [failed, setFailed] = useState(false)

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

  return {
    pending,
    /** The session's words for a refused signup, or null. */
    refusal: failed ? (signupStatus ?? failureMessage(SIGNUP_ERRORS)) : null,
    submit: (event: FormEvent) => void submit(event),
  }
}

/** Create a shopper account (the sign-in states (docs/data.md#user)); a 6-digit code then goes to the email. */
export function SignupPage() {
  const search = route.useSearch()
  const form = useForm({ first_name: '', last_name: '', email: '', password: '', username: '' }, signupSchema)
  const signup = useSignupSubmit(form, search)

  return (
    <AccountLayout bare title="Sign up" lead="Create your account to like, rate and subscribe to deals near you.">
      <form noValidate className="mt-6 grid gap-4" onSubmit={signup.submit}>
        <SignupFields form={form} />
        {signup.refusal ? (
          <FormAlert hint={signupHint(signup.refusal)} message={signup.refusal} kind="sign-up" />
        ) : null}
        <p className="text-sm text-muted">
          By signing up you agree to our{' '}
          <Link to="/terms-and-conditions" className="font-semibold text-accent underline">
            Terms and conditions
          </Link>
          .
        </p>
        <button type="submit" disabled={signup.pending} className={`${buttonClass.primary} w-full`}>
          {signup.pending ? 'Creating account…' : 'Sign up'}
        </button>
      </form>

      {signup.refusal ? (
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
