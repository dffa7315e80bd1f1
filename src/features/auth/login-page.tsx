import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import { STATUS_MESSAGES } from '@/api/errors'
import { config } from '@/lib/config'
import { buttonClass } from '@/ui/states'
import { FormNotice } from './account-form'
import { handoff, useAccountHandoff, type AccountNotice } from './account-handoff'
import { keepRedirect, safeRedirect, type LoginSearch } from './safe-redirect'
import { useSession } from './use-session'

const fieldClass =
  'mt-1 block h-11 w-full rounded-lg border border-line bg-surface px-3 text-base outline-none focus:border-[var(--accent)]'
const external = { target: '_blank', rel: 'noopener noreferrer' } as const

type Errors = { email?: string; password?: string }

/** What the step before says when it sends the shopper here. */
const arrivalNotices: Partial<Record<AccountNotice, string>> = {
  verified: 'Your email is verified. Log in to continue.',
  'password-changed': 'Your password is changed. Log in with your new password.',
}

/** Log in as a shopper (SPEC §4 Auth); riders and businesses have their own sites. */
export function LoginPage() {
  const { login, loginStatus, loginError } = useSession()
  const search = useSearch({ strict: false }) as LoginSearch
  const navigate = useNavigate()
  const arrival = useAccountHandoff()
  const notice = arrival.notice ? arrivalNotices[arrival.notice] : undefined
  const [email, setEmail] = useState(arrival.email)
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [submitted, setSubmitted] = useState(false)
  const id = useId()
  const pending = loginStatus === 'pending'

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found: Errors = {}
    if (email.trim() === '') found.email = 'Email is required.'
    if (password === '') found.password = 'Password is required.'
    setErrors(found)
    setSubmitted(true)
    if (found.email || found.password) return
    if (await login({ email: email.trim(), password })) {
      await navigate({ to: safeRedirect(search.redirect), replace: true })
    }
  }

  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col px-4 py-8">
      <Link to="/" className="mb-8 text-xl font-extrabold tracking-tight">
        Gidi<span className="text-accent">Deals</span>
      </Link>
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Log in</h1>
        <p className="mt-1 text-muted">Welcome back. Log in to like, rate and subscribe.</p>
        {notice ? <FormNotice>{notice}</FormNotice> : null}

        <form noValidate className="mt-6 grid gap-4" onSubmit={(event) => void submit(event)}>
          <div>
            <label htmlFor={`${id}-email`} className="text-sm font-semibold">
              Email
            </label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="username"
              inputMode="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? `${id}-email-error` : undefined}
              className={fieldClass}
            />
            {errors.email ? (
              <p id={`${id}-email-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
                {errors.email}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor={`${id}-password`} className="text-sm font-semibold">
              Password
            </label>
            <input
              id={`${id}-password`}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? `${id}-password-error` : undefined}
              className={fieldClass}
            />
            {errors.password ? (
              <p id={`${id}-password-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
                {errors.password}
              </p>
            ) : null}
          </div>
          {submitted && loginStatus === 'failed' && loginError ? (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100">
              {loginError}
              {/* The server refuses (403) a shopper who has not verified their email yet. */}
              {loginError === STATUS_MESSAGES[403] ? (
                <>
                  {' '}
                  Just signed up?{' '}
                  <Link
                    to="/verify-otp"
                    search={keepRedirect(search)}
                    state={handoff(email.trim())}
                    className="font-semibold underline"
                  >
                    Verify your email
                  </Link>{' '}
                  first.
                </>
              ) : null}
            </p>
          ) : null}
          <button type="submit" disabled={pending} className={`${buttonClass.primary} w-full`}>
            {pending ? 'Logging in…' : 'Log in'}
          </button>
        </form>

        <p className="mt-4 text-sm">
          <Link
            to="/forgot-password"
            search={keepRedirect(search)}
            state={handoff(email.trim())}
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
        <p className="mt-6 text-sm text-muted">
          Not a shopper? Log in as a{' '}
          <a href={config.riderLoginUrl} className="underline" {...external}>
            rider
          </a>{' '}
          or a{' '}
          <a href={config.businessLoginUrl} className="underline" {...external}>
            business
          </a>
          .
        </p>
      </div>
    </div>
  )
}
