import { Link } from '@tanstack/react-router'
import { useState, type InputHTMLAttributes, type ReactNode } from 'react'
import { config } from '@/lib/config'
import { Field, fieldClass } from '@/ui/form'
import type { BoundField } from '@/ui/use-form'
import { CODE_LENGTH, digitsOnly, PASSWORD_MIN } from './account-fields'
import { handoff } from './account-handoff'
import { keepRedirect, type LoginSearch } from '@/lib/links/safe-redirect'

// The pieces the account pages share: a narrow column, a text field (on the shared Field) that
// can show a password, the fields and links several pages repeat. Their form state is
// src/ui/use-form.ts; the alert and notice they show are FormAlert and FormNotice from src/ui/form.

type LayoutProps = {
  title: string
  lead: ReactNode
  /** Signup has no nav bar or footer (docs/pages.md#footer), so it carries the logo itself, like login. */
  bare?: boolean
  children: ReactNode
}

export function AccountLayout({ title, lead, bare = false, children }: LayoutProps) {
  return (
    <div className={bare ? 'mx-auto flex min-h-dvh w-full max-w-md flex-col px-4 py-8' : 'page'}>
      {bare ? (
        <Link
          to="/"
          className="mb-6 inline-flex min-h-11 items-center self-start text-xl font-extrabold tracking-tight"
        >
          Gidi<span className="text-accent">Deals</span>
        </Link>
      ) : null}
      <div className={bare ? undefined : 'mx-auto w-full max-w-md md:py-6'}>
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <p className="mt-1 text-muted">{lead}</p>
        {children}
      </div>
    </div>
  )
}

type TextFieldProps = BoundField & {
  label: string
  /** The rule, shown under the field all the time ("At least 8 characters."). */
  hint?: string
  /** Offer a Show / Hide button (passwords). */
  revealable?: boolean
  /** Tidies what is typed or pasted (codes keep only their digits). */
  normalize?: (value: string) => string
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'onBlur' | 'id'>

/** A field of an account form (`form.bind(name)`), on the shared Field, that can show a password. */
export function TextField({
  id,
  value,
  error,
  onValue,
  label,
  hint,
  revealable = false,
  normalize,
  type = 'text',
  className,
  ...input
}: TextFieldProps) {
  const [shown, setShown] = useState(false)
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <div className="relative">
          <input
            {...input}
            {...control}
            type={revealable && shown ? 'text' : type}
            value={value}
            onChange={(event) => onValue(normalize ? normalize(event.target.value) : event.target.value)}
            className={`${fieldClass} ${revealable ? 'pr-18' : ''} ${className ?? ''}`}
          />
          {revealable ? (
            <button
              type="button"
              aria-pressed={shown}
              aria-label={`Show ${label.toLowerCase()}`}
              onClick={() => setShown((value) => !value)}
              className="absolute inset-y-0 right-0 min-w-11 rounded-lg px-3 text-sm font-semibold text-accent hover:bg-surface-2"
            >
              {shown ? 'Hide' : 'Show'}
            </button>
          ) : null}
        </div>
      )}
    </Field>
  )
}

type LabelledProps = BoundField & { label: string }

/** A password being chosen: its rule under it, and Show / Hide. */
export function NewPasswordField(props: LabelledProps) {
  return (
    <TextField
      {...props}
      type="password"
      autoComplete="new-password"
      hint={`At least ${PASSWORD_MIN} characters.`}
      revealable
    />
  )
}

/** A new password typed twice, as signup's rule asks; the second typing has Show / Hide too. */
export function NewPasswordTwice({ password, confirm }: { password: BoundField; confirm: BoundField }) {
  return (
    <>
      <NewPasswordField {...password} label="New password" />
      <TextField {...confirm} label="Confirm new password" type="password" autoComplete="new-password" revealable />
    </>
  )
}

/** The emailed code: digits only (a pasted "123 456" works), on the phone's number pad. */
export function CodeField(props: LabelledProps) {
  return (
    <TextField
      {...props}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={CODE_LENGTH}
      normalize={digitsOnly}
      className="font-mono text-lg tracking-[0.4em]"
    />
  )
}

/** The account's email, with the keyboard and autofill for one. */
export function EmailField(props: BoundField) {
  return <TextField {...props} label="Email" type="email" inputMode="email" autoComplete="email" />
}

/** "Remembered it? Log in": back to the login page, keeping where the shopper was going. */
export function LogInLink({
  prompt,
  search,
  email,
  className = 'mt-6',
}: {
  prompt: string
  search: LoginSearch
  /** Filled in on the login page. */
  email?: string
  className?: string
}) {
  return (
    <p className={`text-sm text-muted ${className}`}>
      {prompt}{' '}
      <Link
        to="/login"
        search={keepRedirect(search)}
        state={email ? handoff(email) : undefined}
        className="font-semibold text-accent underline"
      >
        Log in
      </Link>
    </p>
  )
}

const external = { target: '_blank', rel: 'noopener noreferrer' } as const

/** Riders and businesses have their own sites (the sign-in states (docs/data.md#user)). */
export function OtherAccounts({ action }: { action: 'Log in' | 'Sign up' }) {
  const [rider, business] =
    action === 'Log in'
      ? [config.riderLoginUrl, config.businessLoginUrl]
      : [config.riderSignupUrl, config.businessSignupUrl]
  return (
    <p className="mt-6 text-sm text-muted">
      Not a shopper? {action} as a{' '}
      <a href={rider} className="underline" {...external}>
        rider
      </a>{' '}
      or a{' '}
      <a href={business} className="underline" {...external}>
        business
      </a>
      .
    </p>
  )
}
