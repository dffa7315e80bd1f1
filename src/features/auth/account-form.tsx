import { Link } from '@tanstack/react-router'
import { useCallback, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react'
import { collectErrors, type Errors, type FieldError } from './account-rules'

// The pieces the account pages share, in the login page's look: a narrow column, labelled
// fields with their rule and error tied to the input, one alert for what the server said.

export const fieldClass =
  'mt-1 block h-11 w-full rounded-lg border border-line bg-surface px-3 text-base outline-none focus:border-[var(--accent)] aria-[invalid=true]:border-red-600 dark:aria-[invalid=true]:border-red-400'

type LayoutProps = {
  title: string
  lead: ReactNode
  /** Signup has no nav bar or footer (SPEC §2), so it carries the logo itself, like login. */
  bare?: boolean
  children: ReactNode
}

export function AccountLayout({ title, lead, bare = false, children }: LayoutProps) {
  return (
    <div className={bare ? 'mx-auto flex min-h-dvh w-full max-w-md flex-col px-4 py-8' : 'page'}>
      {bare ? (
        <Link to="/" className="mb-8 text-xl font-extrabold tracking-tight">
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

/** What the server said went wrong. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-lg bg-red-50 p-3 text-sm wrap-anywhere text-red-900 dark:bg-red-950 dark:text-red-100"
    >
      {children}
    </p>
  )
}

/** Good news carried from the previous step ("We sent a code…", "Your email is verified…"). */
export function FormNotice({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="mt-4 rounded-lg bg-brand-50 p-3 text-sm wrap-anywhere text-brand-900 dark:bg-brand-900 dark:text-brand-50"
    >
      {children}
    </p>
  )
}

/**
 * A form's values and the errors it shows. A field is checked when it loses focus (once it
 * holds something, or after a submit), re-checked as it is corrected, and all are checked on
 * submit, where the first wrong field gets the focus.
 */
export function useAccountForm<Field extends string>(
  initial: Record<Field, string>,
  check: (values: Record<Field, string>) => Record<Field, FieldError>,
) {
  const formId = useId()
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<Errors<Field>>({})
  const [submitted, setSubmitted] = useState(false)

  const fieldId = useCallback((field: Field) => `${formId}-${field}`, [formId])

  function setError(field: Field, error: FieldError) {
    setErrors((current) => ({ ...current, [field]: error }))
  }

  function change(field: Field, value: string) {
    const next = { ...values, [field]: value }
    setValues(next)
    if (errors[field]) setError(field, check(next)[field])
  }

  function blur(field: Field) {
    if (values[field] !== '' || submitted) setError(field, check(values)[field])
  }

  /** Checks every field (or only `fields`); true when they are all right. */
  function validate(fields?: readonly Field[]): boolean {
    const all = check(values)
    const checked = fields ?? (Object.keys(initial) as Field[])
    const found = collectErrors(
      Object.fromEntries(checked.map((field) => [field, all[field]])) as Record<Field, FieldError>,
    )
    if (fields) {
      setErrors((current) => {
        const next = { ...current }
        for (const field of checked) next[field] = found[field]
        return next
      })
    } else {
      setSubmitted(true)
      setErrors(found)
    }
    const first = checked.find((field) => found[field])
    if (first) document.getElementById(fieldId(first))?.focus()
    return first === undefined
  }

  return { values, errors, fieldId, change, blur, validate, setValues }
}

export type AccountForm<Field extends string> = ReturnType<typeof useAccountForm<Field>>

type TextFieldProps<Field extends string> = {
  form: AccountForm<Field>
  name: Field
  label: string
  /** The rule, shown under the field all the time ("At least 8 characters."). */
  hint?: string
  /** Offer a Show / Hide button (passwords). */
  revealable?: boolean
  /** Tidies what is typed or pasted (codes keep only their digits). */
  normalize?: (value: string) => string
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'value' | 'onChange' | 'onBlur' | 'id'>

export function TextField<Field extends string>({
  form,
  name,
  label,
  hint,
  revealable = false,
  normalize,
  type = 'text',
  className,
  ...input
}: TextFieldProps<Field>) {
  const [shown, setShown] = useState(false)
  const id = form.fieldId(name)
  const error = form.errors[name]
  // The error takes the rule's place, so the field does not grow by two lines.
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <div className="relative">
        <input
          {...input}
          id={id}
          name={name}
          type={revealable && shown ? 'text' : type}
          value={form.values[name]}
          onChange={(event) => form.change(name, normalize ? normalize(event.target.value) : event.target.value)}
          onBlur={(event) => {
            // Leaving for the submit button: the submit checks everything. Checking here would
            // put a message above the button and move it from under the finger mid-tap.
            const next = event.relatedTarget
            if (next instanceof HTMLButtonElement && next.type === 'submit' && next.form === event.currentTarget.form)
              return
            form.blur(name)
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className={`${fieldClass} ${revealable ? 'pr-18' : ''} ${className ?? ''}`}
        />
        {revealable ? (
          <button
            type="button"
            aria-pressed={shown}
            aria-label={`Show ${label.toLowerCase()}`}
            onClick={() => setShown((value) => !value)}
            className="absolute inset-y-1 right-1 rounded-md px-3 text-sm font-semibold text-accent hover:bg-surface-2"
          >
            {shown ? 'Hide' : 'Show'}
          </button>
        ) : null}
      </div>
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  )
}
