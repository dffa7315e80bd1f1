import { useCallback, useId, useRef, useState, type FocusEvent, type FormEvent } from 'react'

// The form state every form with checked fields uses (the account pages, checkout, contact,
// gift, the blog editor, feedback): values, the errors shown, where the focus goes on a failed
// submit, whether a submit is on its way, and what the server refused.

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

type FormOptions<Name extends string, Values extends Record<Name, unknown>> = {
  /**
   * The values, when they live outside the form (a draft kept in a persisted atom): the form
   * reads them from here and hands every change to `onChange` instead of keeping its own.
   */
  values?: Values
  onChange?: (next: Values) => void
  /**
   * The server's refusal as field errors (a taken email under Email), or undefined when it is
   * about the whole form: then it is kept as `failure`, for the form's alert.
   */
  fieldErrorsOf?: (failure: unknown) => Errors<Name> | undefined
}

/** Nothing typed or chosen yet: no text, no file. */
function isBlank(value: unknown): boolean {
  return value === '' || (Array.isArray(value) && value.length === 0)
}

/**
 * A form's values (text, by default; files or other values where a form has them) and the
 * errors it shows. A field is checked when it loses focus (once it
 * holds something, or after a submit), re-checked as it is corrected, and all are checked on
 * submit, where the first wrong field gets the focus. The fields are checked in the order of
 * `initial`'s keys, which is the order they are on the page.
 */
export function useForm<Name extends string, Values extends Record<Name, unknown> = Record<Name, string>>(
  initial: Values | (() => Values),
  check: (values: Values) => Partial<Record<Name, FieldError>>,
  options: FormOptions<Name, Values> = {},
) {
  const formId = useId()
  const [ownValues, setValues] = useState(initial)
  const values = options.values ?? ownValues
  const [errors, setErrors] = useState<Errors<Name>>({})
  const [submitted, setSubmitted] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [failure, setFailure] = useState<unknown>(undefined)
  // A second tap before React re-renders must not send twice.
  const busy = useRef(false)

  const fieldId = useCallback((field: Name) => `${formId}-${field}`, [formId])

  function setError(field: Name, error: FieldError) {
    setErrors((current) => ({ ...current, [field]: error }))
  }

  function change<Field extends Name>(field: Field, value: Values[Field]) {
    const next: Values = { ...values, [field]: value }
    if (options.onChange) options.onChange(next)
    else setValues(next)
    // The errors shown are re-checked as the shopper corrects: this field's, and any other a
    // rule ties to it (an email typed answers "a phone number or an email").
    if (Object.values(errors).some(Boolean)) {
      const found = check(next)
      setErrors((current) => {
        const updated = { ...current }
        for (const shown of Object.keys(current) as Name[]) if (current[shown]) updated[shown] = found[shown]
        return updated
      })
    }
  }

  function blur(field: Name) {
    if (!isBlank(values[field]) || submitted) setError(field, check(values)[field])
  }

  /** Checks every field (or only `fields`); true when they are all right. */
  function validate(fields?: readonly Name[]): boolean {
    const all = check(values)
    const checked = fields ?? (Object.keys(values) as Name[])
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

  /**
   * What a field of src/ui/form (InputField, TextAreaField) is given: its id, value and error,
   * where typing goes, and the check as it is left.
   */
  function bind<Field extends Name>(field: Field) {
    return {
      id: fieldId(field),
      value: values[field],
      error: errors[field],
      onValue: (value: Values[Field]) => change(field, value),
      onBlur: (event: FocusEvent<HTMLElement>) => leave(field, event),
    }
  }

  /**
   * A field is left. Leaving for the submit button checks nothing: the submit checks everything,
   * and a message here would move the button from under the finger mid-tap.
   */
  function leave(field: Name, event: FocusEvent<HTMLElement>) {
    const next = event.relatedTarget
    const form = event.currentTarget.closest('form')
    if (next instanceof HTMLButtonElement && next.type === 'submit' && form !== null && next.form === form) return
    blur(field)
  }

  /** Shows `found` under their fields and moves the focus to the first of them. */
  function showErrors(found: Errors<Name>) {
    setErrors((current) => ({ ...current, ...found }))
    const first = (Object.keys(values) as Name[]).find((field) => found[field])
    if (first) document.getElementById(fieldId(first))?.focus()
  }

  /**
   * The form's submit handler: checks every field, then hands the values to `send`. While the
   * promise `send` returns is on its way the form is `submitting` and ignores another submit;
   * if it rejects, the refusal goes under its fields (fieldErrorsOf) or is kept as `failure`.
   */
  function handleSubmit(send: (values: Values) => unknown) {
    return (event: FormEvent) => {
      event.preventDefault()
      if (busy.current || !validate()) return
      setFailure(undefined)
      const sent = send(values)
      if (!(sent instanceof Promise)) return
      busy.current = true
      setSubmitting(true)
      sent
        .catch((error: unknown) => {
          const onFields = options.fieldErrorsOf?.(error)
          if (onFields && Object.keys(onFields).length > 0) showErrors(onFields)
          else setFailure(error)
        })
        .finally(() => {
          busy.current = false
          setSubmitting(false)
        })
    }
  }

  /** Starts again from `next`: no errors shown, nothing refused. */
  function reset(next: Values) {
    if (options.onChange) options.onChange(next)
    else setValues(next)
    setErrors({})
    setSubmitted(false)
    setFailure(undefined)
  }

  return {
    values,
    errors,
    fieldId,
    change,
    blur,
    leave,
    bind,
    validate,
    setValues,
    showErrors,
    handleSubmit,
    submitting,
    failure,
    reset,
  }
}

export type FormState<Name extends string> = ReturnType<typeof useForm<Name>>
