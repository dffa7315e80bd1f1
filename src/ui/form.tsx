import type { ChangeEvent, InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react'
import { fieldWords, type WordsKind } from '@/lib/format/shopper-words'
import { ShopperMessage, WORDS_DETAIL } from './shopper-message'

// The one form kit: the look of a text field, a labelled field that ties its hint and error to
// its control, and the two messages a form shows (what went wrong, what went right).

/**
 * Inputs, selects and textareas: at least 44 px tall (a thumb's width), red-bordered while
 * aria-invalid in both themes, ringed in the focus colour while focused. Textareas add `py-2`.
 */
export const fieldClass =
  'mt-1 block min-h-11 w-full rounded-lg border border-line bg-surface px-3 text-base outline-none focus:border-[var(--accent)] focus:ring-2 focus:ring-[var(--focus)] disabled:opacity-60 aria-invalid:border-red-600 dark:aria-invalid:border-red-400'

/** What a control needs to be named by its label and described by its hint or error. */
export type ControlProps = {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

type FieldProps = {
  id: string
  label: string
  /** Shown after the label, e.g. '(optional)'. */
  note?: string
  /** The rule or a word of help, under the control ("At least 8 characters."). */
  hint?: string
  error?: string | undefined
  /** Renders the control, given the ids that tie it to its label, hint and error. */
  children: (control: ControlProps) => ReactNode
  /** Anything that belongs to the field below its control: chips to pick from, chosen files. */
  after?: ReactNode
}

/**
 * A labelled control with its hint or error under it. The error takes the hint's place, so the
 * field does not grow by two lines, and is what a screen reader hears with the field.
 */
export function Field({ id, label, note, hint, error, children, after }: FieldProps) {
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
        {note ? <span className="font-normal text-muted"> {note}</span> : null}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described })}
      {error ? (
        <FieldErrorLine id={`${id}-error`} message={error} />
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {after}
    </div>
  )
}

/** A field's error: what to add in the shopper's words, then the catalogue's message (fieldWords). */
function FieldErrorLine({ id, message }: { id: string; message: string }) {
  const words = fieldWords(message)
  return (
    <p id={id} className="mt-1 text-sm text-red-700 dark:text-red-300">
      {words.heading ? <span className="block font-medium">{words.heading}</span> : null}
      <span {...(words.heading ? { [WORDS_DETAIL]: '' } : {})} className="block">
        {words.detail}
      </span>
    </p>
  )
}

type TextProps = Omit<FieldProps, 'children'> & {
  /** Called with the new text as it is typed. */
  onValue: (value: string) => void
  className?: string
}

/** Splits a text field's props into the Field's and its control's. */
function splitText<P extends TextProps>({ id, label, note, hint, error, after, onValue, className = '', ...rest }: P) {
  return {
    field: { id, label, note, hint, error, after },
    control: (aria: ControlProps) => ({
      ...rest,
      ...aria,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onValue(event.target.value),
      className: `${fieldClass} ${className}`,
    }),
  }
}

/** A Field with a text input: most fields. Selects and file pickers use Field itself. */
export function InputField(
  props: TextProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children' | 'onChange'>,
) {
  const { field, control } = splitText(props)
  return <Field {...field}>{(aria) => <input {...control(aria)} />}</Field>
}

/** A Field with a textarea: addresses, messages, articles. */
export function TextAreaField(
  props: TextProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'children' | 'onChange'>,
) {
  const { field, control } = splitText({ ...props, className: `py-2 ${props.className ?? ''}` })
  return <Field {...field}>{(aria) => <textarea {...control(aria)} />}</Field>
}

/** The input attributes that bring up the right keyboard and autofill. */
export const phoneInput = { type: 'tel', inputMode: 'tel', autoComplete: 'tel' } as const
export const emailInput = { type: 'email', inputMode: 'email', autoComplete: 'email' } as const

/**
 * What went wrong with the whole form: a kind heading, then the API layer's words exactly as given
 * (src/ui/shopper-message.tsx), and `hint`: one sentence of what to do next, on a line of its own.
 * Children that are not a plain message (a sentence with a link in it) are shown as they are.
 */
export function FormAlert({
  children,
  message,
  kind,
  hint,
  className = '',
}: {
  children?: ReactNode
  /** The API layer's message, shown after its kind heading; `children` follow it (a link). */
  message?: string
  /** The kind, when the form knows it better than the message's opening words (a login's refusal). */
  kind?: WordsKind
  hint?: string
  className?: string
}) {
  const words = message ?? (typeof children === 'string' ? children : undefined)
  return (
    <p
      role="alert"
      className={`rounded-lg bg-red-50 p-3 text-sm wrap-anywhere text-red-900 dark:bg-red-950 dark:text-red-100 ${className}`}
    >
      {words !== undefined ? <ShopperMessage message={words} kind={kind} /> : null}
      {words === children ? null : children}
      {hint ? <span className="mt-1 block">{hint}</span> : null}
    </p>
  )
}

/**
 * Good news: the message was sent, a code is on its way. Rendered with nothing in it, it is an
 * empty live region, ready to announce what comes.
 */
export function FormNotice({ children, className = '' }: { children?: ReactNode; className?: string }) {
  return (
    <p
      role="status"
      className={
        children
          ? `rounded-lg bg-brand-50 p-3 text-sm wrap-anywhere text-brand-900 dark:bg-brand-900 dark:text-brand-50 ${className}`
          : 'sr-only'
      }
    >
      {children}
    </p>
  )
}
