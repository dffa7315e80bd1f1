import { useCallback, useId, useState } from 'react'

// The form state every form with checked fields uses (the account pages, checkout, the blog
// editor may): values, the errors shown, and where the focus goes on a failed submit.

/** A field's error, or none. */
export type FieldError = string | undefined

export type Errors<Field extends string> = Partial<Record<Field, string>>

/** The errors among `checks`, or none. */
export function collectErrors<Field extends string>(checks: Record<Field, FieldError>): Errors<Field> {
  const found: Errors<Field> = {}
  for (const field of Object.keys(checks) as Field[]) {
    const error = checks[field]
    if (error) found[field] = error
  }
  return found
}

/**
 * A form's values and the errors it shows. A field is checked when it loses focus (once it
 * holds something, or after a submit), re-checked as it is corrected, and all are checked on
 * submit, where the first wrong field gets the focus.
 */
export function useForm<Name extends string>(
  initial: Record<Name, string>,
  check: (values: Record<Name, string>) => Record<Name, FieldError>,
) {
  const formId = useId()
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<Errors<Name>>({})
  const [submitted, setSubmitted] = useState(false)

  const fieldId = useCallback((field: Name) => `${formId}-${field}`, [formId])

  function setError(field: Name, error: FieldError) {
    setErrors((current) => ({ ...current, [field]: error }))
  }

  function change(field: Name, value: string) {
    const next = { ...values, [field]: value }
    setValues(next)
    if (errors[field]) setError(field, check(next)[field])
  }

  function blur(field: Name) {
    if (values[field] !== '' || submitted) setError(field, check(values)[field])
  }

  /** Checks every field (or only `fields`); true when they are all right. */
  function validate(fields?: readonly Name[]): boolean {
    const all = check(values)
    const checked = fields ?? (Object.keys(initial) as Name[])
    const found = collectErrors(
      Object.fromEntries(checked.map((field) => [field, all[field]])) as Record<Name, FieldError>,
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

export type FormState<Name extends string> = ReturnType<typeof useForm<Name>>
