import type { ReactNode } from 'react'

// The writing form's labelled fields: one look, each with its error under it and tied to it.

export const fieldClass =
  'mt-1 block w-full rounded-lg border border-line bg-surface px-3 text-base outline-none focus:border-[var(--accent)] disabled:opacity-60 aria-invalid:border-red-600 dark:aria-invalid:border-red-400'

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null
  return (
    <p id={id} className="mt-1 text-sm text-red-700 dark:text-red-300">
      {error}
    </p>
  )
}

type FieldProps = {
  id: string
  label: string
  hint?: string
  error: string | undefined
  children: (described: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode
  after?: ReactNode
}

/** A label, the control (given its aria wiring), a hint and the error. */
export function Field({ id, label, hint, error, children, after }: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {children({
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {after}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  )
}

const sizeFormat = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 1 })

/** "photo.png · 240 KB": what was picked, and how much data it will cost to send. */
export function ChosenFiles({ files }: { files: File[] }) {
  if (files.length === 0) return null
  return (
    <ul className="mt-2 flex flex-col gap-1 text-sm text-muted">
      {files.map((file, index) => (
        <li key={`${file.name}-${index}`} className="truncate">
          {file.name} · {sizeOf(file.size)}
        </li>
      ))}
    </ul>
  )
}

function sizeOf(bytes: number): string {
  if (bytes < 1024 * 1024) return `${sizeFormat.format(Math.max(1, Math.round(bytes / 1024)))} KB`
  return `${sizeFormat.format(bytes / 1024 / 1024)} MB`
}
