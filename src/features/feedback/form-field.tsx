import type { ReactNode } from 'react'

export const fieldClass =
  'mt-1 block w-full rounded-lg border border-line bg-surface px-3 text-base outline-none focus:border-[var(--accent)] aria-[invalid=true]:border-red-600 dark:aria-[invalid=true]:border-red-400'

/** The props a control needs to be named by its label and described by its error. */
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
  error?: string
  /** Renders the control with the ids that tie it to its label and error. */
  children: (control: ControlProps) => ReactNode
}

/** A labelled form control with its error under it, as the login form shows them. */
export function Field({ id, label, note, error, children }: FieldProps) {
  const errorId = `${id}-error`
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
        {note ? <span className="font-normal text-muted"> {note}</span> : null}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  )
}
