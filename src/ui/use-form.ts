import { useId, useRef, useState, type FocusEvent, type FormEvent } from 'react'
import { formErrors, type Errors, type FieldError, type FormSchema, type SchemaFor } from './form-errors'

// The form state every form with checked fields uses (the account pages, checkout, contact,
// gift, the blog editor, feedback): values, the errors shown, where the focus goes on a failed
// submit, whether a submit is on its way, and what the server refused. The rules are the
// schema's (contract/fields.ts); a field's error is its first issue (form-errors.ts).

export type { Errors, FieldError }

/** A form's values: text by default, files or other values where a form has them. */
export type FormValues = Record<string, unknown>

type Field<Values> = keyof Values & string

type FormOptions<Values extends FormValues> = {
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
  fieldErrorsOf?: (failure: unknown) => Errors<Field<Values>> | undefined
}

/** Nothing typed or chosen yet: no text, no file. */
function isBlank(value: unknown): boolean {
  return value === '' || (Array.isArray(value) && value.length === 0)
}

/** Moves the focus to the first of `fields` (in the page's order) that has an error in `found`. */
function focusFirst<Name extends string>(
  fields: readonly Name[],
  found: Errors<Name>,
  fieldId: (field: Name) => string,
) {
  const first = fields.find((field) => found[field])
  if (first) document.getElementById(fieldId(first))?.focus()
  return first
}

/**
 * The focus leaves a field for its form's submit button. That checks nothing: the submit checks
 * everything, and a message here would move the button from under the finger mid-tap.
 */
function leavesForSubmit(event: FocusEvent<HTMLElement>): boolean {
  const next = event.relatedTarget
  const form = event.currentTarget.closest('form')
  return next instanceof HTMLButtonElement && next.type === 'submit' && form !== null && next.form === form
}

/**
 * The errors shown. A field is checked when it loses focus (once it holds something, or after a
 * submit), re-checked as it is corrected, and all are checked on submit.
 */
function useShownErrors<Values extends FormValues>(
  values: Values,
  check: (values: Values) => Errors<Field<Values>>,
  fieldId: (field: Field<Values>) => string,
) {
  type Name = Field<Values>
  const [errors, setErrors] = useState<Errors<Name>>({})
  const [submitted, setSubmitted] = useState(false)
  const order = Object.keys(values) as Name[]

  /** The errors shown are re-checked against `next`: a field's own, and any a rule ties to it. */
  function recheck(next: Values) {
    if (!Object.values(errors).some(Boolean)) return
    const found = check(next)
    setErrors((current) => {
      const updated = { ...current }
      for (const shown of Object.keys(current) as Name[]) if (current[shown]) updated[shown] = found[shown]
      return updated
    })
  }

  function blur(field: Name) {
    if (!isBlank(values[field]) || submitted) setErrors((current) => ({ ...current, [field]: check(values)[field] }))
  }

  /** Checks every field (or only `fields`); true when they are all right. */
  function validate(fields?: readonly Name[]): boolean {
    const all = check(values)
    const checked = fields ?? order
    const found: Errors<Name> = {}
    for (const field of checked) if (all[field]) found[field] = all[field]
    if (fields) setErrors((current) => ({ ...current, ...Object.fromEntries(fields.map((f) => [f, found[f]])) }))
    else {
      setSubmitted(true)
      setErrors(found)
    }
    return focusFirst(checked, found, fieldId) === undefined
  }

  /** Shows `found` under their fields and moves the focus to the first of them. */
  function showErrors(found: Errors<Name>) {
    setErrors((current) => ({ ...current, ...found }))
    focusFirst(order, found, fieldId)
  }

  function clear() {
    setErrors({})
    setSubmitted(false)
  }

  return { errors, recheck, blur, validate, showErrors, clear }
}

/**
 * A submit on its way: `submitting` while the promise `send` returned is pending (another submit
 * is ignored meanwhile); a refusal goes under its fields (fieldErrorsOf) or is kept as `failure`.
 */
function useSending<Values extends FormValues>(
  validate: () => boolean,
  showErrors: (found: Errors<Field<Values>>) => void,
  fieldErrorsOf: FormOptions<Values>['fieldErrorsOf'],
) {
  const [submitting, setSubmitting] = useState(false)
  const [failure, setFailure] = useState<unknown>(undefined)
  // A second tap before React re-renders must not send twice.
  const busy = useRef(false)

  function submit(values: Values, send: (values: Values) => unknown) {
    if (busy.current || !validate()) return
    setFailure(undefined)
    const sent = send(values)
    if (!(sent instanceof Promise)) return
    busy.current = true
    setSubmitting(true)
    sent
      .catch((error: unknown) => {
        const onFields = fieldErrorsOf?.(error)
        if (onFields && Object.keys(onFields).length > 0) showErrors(onFields)
        else setFailure(error)
      })
      .finally(() => {
        busy.current = false
        setSubmitting(false)
      })
  }

  return { submitting, failure, setFailure, submit }
}

/**
 * A form's values and the errors `schema` finds in them. The fields are checked in the order of
 * `initial`'s keys, which is the order they are on the page: on a failed submit the first wrong
 * field gets the focus.
 */
export function useForm<Values extends FormValues, Schema extends FormSchema = FormSchema>(
  initial: Values | (() => Values),
  schema: SchemaFor<Values, Schema>,
  options: FormOptions<Values> = {},
) {
  type Name = Field<Values>
  const formId = useId()
  const [ownValues, setValues] = useState(initial)
  const values = options.values ?? ownValues
  const fieldId = (field: Name) => `${formId}-${field}`
  const shown = useShownErrors(values, (next) => formErrors(schema, next), fieldId)
  const sending = useSending<Values>(() => shown.validate(), shown.showErrors, options.fieldErrorsOf)

  function store(next: Values) {
    if (options.onChange) options.onChange(next)
    else setValues(next)
  }

  function change<F extends Name>(field: F, value: Values[F]) {
    const next: Values = { ...values, [field]: value }
    store(next)
    shown.recheck(next)
  }

  /** A field is left: it is checked, unless the focus goes to the submit button (leavesForSubmit). */
  function leave(field: Name, event: FocusEvent<HTMLElement>) {
    if (!leavesForSubmit(event)) shown.blur(field)
  }

  /**
   * What a field of src/ui/form (InputField, TextAreaField) is given: its id, name, value and
   * error, where typing goes (and `onEdit`, told of each change), and the check as it is left.
   */
  function bind<F extends Name>(field: F, onEdit?: () => void) {
    return {
      id: fieldId(field),
      name: field,
      value: values[field],
      error: shown.errors[field],
      onValue: (value: Values[F]) => {
        change(field, value)
        onEdit?.()
      },
      onBlur: (event: FocusEvent<HTMLElement>) => leave(field, event),
    }
  }

  /** The form's submit handler: checks every field, then hands the values to `send`. */
  function handleSubmit(send: (values: Values) => unknown) {
    return (event: FormEvent) => {
      event.preventDefault()
      sending.submit(values, send)
    }
  }

  /** Starts again from `next`: no errors shown, nothing refused. */
  function reset(next: Values) {
    store(next)
    shown.clear()
    sending.setFailure(undefined)
  }

  return {
    values,
    errors: shown.errors,
    fieldId,
    change,
    leave,
    bind,
    validate: shown.validate,
    setValues,
    showErrors: shown.showErrors,
    handleSubmit,
    submitting: sending.submitting,
    failure: sending.failure,
    reset,
  }
}

/** What a field of a form is given (`form.bind(name)`), for a field component of its own. */
export type BoundField<Value = string> = {
  id: string
  name: string
  value: Value
  error: string | undefined
  onValue: (value: Value) => void
  onBlur: (event: FocusEvent<HTMLElement>) => void
}

/** A form's state, for the parts of a form that take it whole (its fields, its submit). */
export type FormState<Values extends FormValues> = ReturnType<typeof useForm<Values>>
